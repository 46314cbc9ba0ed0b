'use client';

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { zipFromGeolocation } from './zip-from-geolocation';
import { readStoredZip } from './zip-storage';

interface SearchZipValue {
  /** What the zip box holds right now; quick links and tiles add it to their addresses. */
  zip: string;
  setZip: (zip: string) => void;
}

const SearchZipContext = createContext<SearchZipValue>({ zip: '', setZip: () => {} });

/** Shares the zip box of the landing page with its quick links and tiles, starting from the remembered zip. */
export function SearchZipProvider({
  initialZip = '',
  children,
}: {
  initialZip?: string;
  children: ReactNode;
}) {
  const [zip, setZip] = useState(initialZip);

  useEffect(() => {
    if (initialZip) return;
    const stored = readStoredZip();
    if (stored) {
      setZip((current) => current || stored);
      return;
    }
    // No remembered zip: the browser's position, if the visitor allows it (spec 3 §7 "Browser geolocation").
    let cancelled = false;
    void zipFromGeolocation().then((found) => {
      if (found && !cancelled) setZip((current) => current || found);
    });
    return () => {
      cancelled = true;
    };
  }, [initialZip]);

  const value = useMemo(() => ({ zip, setZip }), [zip]);
  return <SearchZipContext.Provider value={value}>{children}</SearchZipContext.Provider>;
}

export function useSearchZip(): SearchZipValue {
  return useContext(SearchZipContext);
}
