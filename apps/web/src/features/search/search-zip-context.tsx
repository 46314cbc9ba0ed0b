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

/**
 * Shares the zip box with the quick links and tiles. The box shows the zip the results use: the address's
 * (empty when the search has none); only the landing page, which has no results yet, starts from the
 * remembered zip or the browser's position.
 */
export function SearchZipProvider({
  initialZip = '',
  startFromRemembered = false,
  children,
}: {
  initialZip?: string;
  startFromRemembered?: boolean;
  children: ReactNode;
}) {
  const [zip, setZip] = useState(initialZip);

  useEffect(() => {
    if (initialZip || !startFromRemembered) return;
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
  }, [initialZip, startFromRemembered]);

  const value = useMemo(() => ({ zip, setZip }), [zip]);
  return <SearchZipContext.Provider value={value}>{children}</SearchZipContext.Provider>;
}

export function useSearchZip(): SearchZipValue {
  return useContext(SearchZipContext);
}
