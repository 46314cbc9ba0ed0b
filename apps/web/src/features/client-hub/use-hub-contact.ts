'use client';

import type { HubContactPrefill } from '@porchlight/core/client-hub/hub-contact.rules';
import { useEffect, useState } from 'react';
import { readHubTokens } from './hub-tokens';

/**
 * The hub client's details for the Contact Us form and the pricing wizard (spec 1 §6, spec 2 §6), read
 * only when this browser keeps a hub session for this provider: the call and its code load then, and
 * never for other visitors. `undefined` while that is found out, `null` for anyone without one.
 * `known`: details the caller has read already (the hub's own pages).
 */
export function useHubContact(
  vanityName: string,
  known?: HubContactPrefill,
): HubContactPrefill | null | undefined {
  const [loaded, setLoaded] = useState<HubContactPrefill | null | undefined>(undefined);
  useEffect(() => {
    if (known) return;
    if (!readHubTokens(vanityName)) {
      setLoaded(null);
      return;
    }
    const controller = new AbortController();
    import('./hub-details')
      .then(({ loadHubPrefill }) => loadHubPrefill(vanityName, controller.signal))
      // An ended or refused hub session fills in nothing: the form is then anyone's.
      .catch(() => null)
      .then((prefill) => !controller.signal.aborted && setLoaded(prefill));
    return () => controller.abort();
  }, [vanityName, known]);
  return known ?? loaded;
}
