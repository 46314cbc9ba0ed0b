'use client';

import { planMessages } from '@porchlight/core/plans/plans.messages';
import { ApiError } from '@/lib/api-error';
import { useHubDetails } from './hub-queries';

export type HubAvailability = 'checking' | 'available' | 'unavailable';

/**
 * Whether the provider's hub is open to its clients: after its trial the Client Hub is a paid add-on
 * (issue 21), and without it every hub call answers 403. Read from the client's details (the same
 * query My Account shows), so the client reads a calm word instead of sections that fail to load.
 * Any other failure is the sections' to show.
 */
export function useHubAvailable(vanityName: string): HubAvailability {
  const { data, error } = useHubDetails(vanityName);
  if (!data && !error) return 'checking';
  const locked =
    error instanceof ApiError &&
    error.status === 403 &&
    error.message === planMessages.needsFeature.clientHub;
  return locked ? 'unavailable' : 'available';
}
