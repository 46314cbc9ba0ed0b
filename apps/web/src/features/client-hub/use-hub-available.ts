'use client';

import { planMessages } from '@porchlight/core/plans/plans.messages';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { loadHubDetails } from './hub-details';

export type HubAvailability = 'checking' | 'available' | 'unavailable';

/**
 * Whether the provider's hub is open to its clients: after its trial the Client Hub is a paid add-on
 * (issue 21), and without it every hub call answers 403. Asked once a session is ready, so the client
 * reads a calm word instead of sections that fail to load. Any other failure is the sections' to show.
 */
export function useHubAvailable(vanityName: string, ready: boolean): HubAvailability {
  const [availability, setAvailability] = useState<HubAvailability>('checking');
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    loadHubDetails(vanityName, controller.signal)
      .then(() => setAvailability('available'))
      .catch((error) => {
        if (controller.signal.aborted) return;
        const locked =
          error instanceof ApiError &&
          error.status === 403 &&
          error.message === planMessages.needsFeature.clientHub;
        setAvailability(locked ? 'unavailable' : 'available');
      });
    return () => controller.abort();
  }, [vanityName, ready]);
  return availability;
}
