'use client';

import { useEffect, useState } from 'react';

/** How often a menu badge asks again while the tab is open. */
const REFRESH_MS = 60_000;

/**
 * The sum of a count read for each vanity name (unread chats, unread requests) for the account
 * menu's badges: read on load, when the tab comes back into view, and every minute. A failed read
 * counts 0; 0 while unknown or for users without a provider.
 */
export function usePolledTotal(
  vanityNames: readonly string[],
  readCount: (vanityName: string) => Promise<number>,
): number {
  const [total, setTotal] = useState(0);
  const key = vanityNames.join('\n');

  // biome-ignore lint/correctness/useExhaustiveDependencies: readCount is a module-level function per caller; the names are the key
  useEffect(() => {
    const names = key ? key.split('\n') : [];
    if (names.length === 0) return;
    let live = true;
    const read = async () => {
      const counts = await Promise.all(names.map((name) => readCount(name).catch(() => 0)));
      if (live) setTotal(counts.reduce((sum, count) => sum + count, 0));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    void read();
    const timer = window.setInterval(onVisible, REFRESH_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);

  return total;
}
