'use client';

import { SUBMIT_DEBOUNCE_MS } from '@porchlight/core/ui/ui.constants';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Leading-edge debounce: a double click must not submit twice. The first call runs at once;
 * calls within `ms` of it are dropped, and no trailing call follows (spec 1 §4).
 */
export function useLeadingDebounce<Args extends unknown[]>(
  fn: (...args: Args) => unknown,
  ms: number = SUBMIT_DEBOUNCE_MS,
): (...args: Args) => void {
  const fnRef = useRef(fn);
  const lastRunRef = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    fnRef.current = fn;
  });

  return useCallback(
    (...args: Args) => {
      const now = Date.now();
      if (now - lastRunRef.current < ms) return;
      lastRunRef.current = now;
      void fnRef.current(...args);
    },
    [ms],
  );
}
