'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** The product name ({product} / {site} in the specs), read from SITE_NAME on the server. */
const SiteNameContext = createContext('Porchlight');

export function SiteNameProvider({ value, children }: { value: string; children: ReactNode }) {
  return <SiteNameContext.Provider value={value}>{children}</SiteNameContext.Provider>;
}

export function useSiteName(): string {
  return useContext(SiteNameContext);
}
