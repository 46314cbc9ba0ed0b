'use client';

import { INSIGHT_ATTRIBUTE } from '@porchlight/core/insights/insight-beacon.constants';
import { insightEventsRoute } from '@porchlight/core/insights/insights.routes';
import { useEffect } from 'react';

const BEACON_URL = `/api/v1${insightEventsRoute.path}`;

/**
 * The profile's one click listener (docs/plans/insights.md §2.4): a click on a marked link or control
 * (insightAttribute) sends its event with navigator.sendBeacon, once per kind and page; no cookie, no id.
 * Captured, so a control that stops the click still counts. Views are counted by the server, not here.
 */
export function InsightBeacon({ provider }: { provider: string }) {
  useEffect(() => {
    const sent = new Set<string>();
    const onClick = (event: MouseEvent) => {
      const kind = (event.target as Element)
        .closest?.(`[${INSIGHT_ATTRIBUTE}]`)
        ?.getAttribute(INSIGHT_ATTRIBUTE);
      const once = `${kind} ${location.pathname}`;
      if (!kind || sent.has(once)) return;
      sent.add(once);
      navigator.sendBeacon?.(BEACON_URL, JSON.stringify({ provider, kind }));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [provider]);
  return null;
}
