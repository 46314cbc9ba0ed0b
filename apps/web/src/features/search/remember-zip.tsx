'use client';

import { useEffect } from 'react';
import { storeZip } from './zip-storage';

/** A results page with a zip makes that zip the one the landing page starts from next time. */
export function RememberZip({ zip }: { zip: string }) {
  useEffect(() => {
    if (zip) storeZip(zip);
  }, [zip]);
  return null;
}
