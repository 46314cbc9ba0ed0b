'use client';

import { useEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<Args extends unknown[]> {
  (...args: Args): void;
  cancel: () => void;
}

/** Runs `callback` `delayMs` after the last call; `cancel` drops a pending run. */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => unknown,
  delayMs: number,
): DebouncedCallback<Args> {
  const callbackRef = useRef(callback);
  useEffect(() => {
    callbackRef.current = callback;
  });
  const debounced = useMemo(() => {
    let timer: number | undefined;
    const run = (...args: Args) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void callbackRef.current(...args), delayMs);
    };
    return Object.assign(run, { cancel: () => window.clearTimeout(timer) });
  }, [delayMs]);
  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
