'use client';

import { Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The spinner shows only when loading takes longer than 2 s (spec 3 §2.4). */
export function SlowSpinner() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), 2000);
    return () => window.clearTimeout(timer);
  }, []);
  return shown ? <Loader aria-label="Loading" /> : null;
}
