'use client';

import { listConversationsRoute } from '@porchlight/core/chat/chat.routes';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';

/** How often the menu's badge asks again while the tab is open. */
const REFRESH_MS = 60_000;

/**
 * Conversations with unread visitor messages across the providers the user answers for, for the
 * account menu's badge: read on load, when the tab comes back into view, and every minute.
 * 0 while unknown or for users without a provider.
 */
export function useChatUnread(vanityNames: readonly string[]): number {
  const [unread, setUnread] = useState(0);
  const key = vanityNames.join('\n');

  useEffect(() => {
    const names = key ? key.split('\n') : [];
    if (names.length === 0) return;
    let live = true;
    const read = async () => {
      const counts = await Promise.all(
        names.map((vanityName) =>
          callApi(listConversationsRoute, { query: { vanityName, rows: 1 } })
            .then((answer) => answer.totalUnread)
            .catch(() => 0),
        ),
      );
      if (live) setUnread(counts.reduce((sum, count) => sum + count, 0));
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

  return unread;
}
