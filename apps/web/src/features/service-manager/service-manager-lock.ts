'use client';

import { planMessages } from '@porchlight/core/plans/plans.messages';
import { DEFAULT_PAGE_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import { listClientsRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { apiQuery } from '@/lib/query-client';
import { firstPage } from './page-state';

/**
 * Why the company cannot use the Service Manager now, in the server's words, or null: after its trial
 * it is the Field service management add-on's (issue 21), and the server answers 403 without it. Asked
 * with the Clients tab's own first read (one query), so the page shows the way to the Plans page
 * instead of tables that fail to load.
 */
export function useServiceManagerLock(vanityName: string): string | null {
  const { error } = useQuery(
    apiQuery(listClientsRoute, { query: { vanityName, ...firstPage('createdAt', DEFAULT_PAGE_SIZE) } }),
  );
  const locked =
    error instanceof ApiError &&
    error.status === 403 &&
    error.message === planMessages.needsFeature.serviceManager;
  // Anything else is the tabs' to show, as before.
  return locked ? error.message : null;
}
