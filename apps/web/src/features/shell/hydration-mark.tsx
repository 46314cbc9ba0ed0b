'use client';

import { useEffect } from 'react';

/**
 * Marks the page as interactive (`<html data-hydrated>`) once React has hydrated it. Cached public
 * pages load their scripts after the first paint, so a click can come before the handlers exist;
 * browser tests wait for this mark before they act.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
