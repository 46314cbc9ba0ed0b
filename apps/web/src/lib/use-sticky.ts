'use client';

import { useState } from 'react';

/**
 * True from the first time `value` is true on: a lazily loaded dialog mounts when first opened and
 * stays mounted, so it can animate closed and open again at once.
 */
export function useSticky(value: boolean): boolean {
  const [stuck, setStuck] = useState(value);
  if (value && !stuck) setStuck(true);
  return stuck || value;
}
