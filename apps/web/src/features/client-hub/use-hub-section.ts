'use client';

import { useCallback, useEffect, useState } from 'react';

/** The hub's sections, chosen by the URL hash (spec 3 §2.4), e.g. `#view-estimate?number=3`. */
export const HUB_SECTIONS = [
  'my-account',
  'estimates',
  'view-estimate',
  'invoices',
  'view-invoice',
  'requests',
  'view-request',
  'jobs',
  'view-job',
  'wallet',
  'payments',
  'switch-client-hub',
  'logout',
] as const;
export type HubSection = (typeof HUB_SECTIONS)[number];

export interface HubLocation {
  section: HubSection;
  number: number | null;
}

function parseHash(hash: string): HubLocation {
  const [name = '', query = ''] = hash.replace(/^#/, '').split('?');
  const section = (HUB_SECTIONS as readonly string[]).includes(name) ? (name as HubSection) : 'my-account';
  const number = Number(new URLSearchParams(query).get('number'));
  return { section, number: Number.isSafeInteger(number) && number > 0 ? number : null };
}

/** The hub's breadcrumbs: where a new section is scrolled to. */
export const HUB_TOP_ID = 'client-hub-top';

export const hubHash = (section: HubSection, number?: number) =>
  `#${section}${number === undefined ? '' : `?number=${number}`}`;

/** The section in the hash, kept in step with the back and forward buttons. */
export function useHubSection() {
  const [location, setLocation] = useState<HubLocation>({ section: 'my-account', number: null });
  useEffect(() => {
    const read = () => setLocation(parseHash(window.location.hash));
    // A hash change keeps the scroll position: a new section starts at the hub's breadcrumbs, not
    // halfway down the page the reader was on.
    const move = () => {
      read();
      const top = document.getElementById(HUB_TOP_ID);
      if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
    };
    read();
    window.addEventListener('hashchange', move);
    return () => window.removeEventListener('hashchange', move);
  }, []);
  const go = useCallback((section: HubSection, number?: number) => {
    window.location.hash = hubHash(section, number);
  }, []);
  return { ...location, go };
}
