'use client';

import { unreadRequestsRoute } from '@porchlight/core/requests/requests.routes';
import { callApi } from '@/lib/api-client';
import { usePolledTotal } from '@/lib/use-polled-total';

const unreadRequests = (vanityName: string) =>
  callApi(unreadRequestsRoute, { query: { vanityName } }).then((answer) => answer.unreadCount);

/** Requests nobody has read yet across the providers the user owns or manages (the menu's badge). */
export function useRequestsUnread(vanityNames: readonly string[]): number {
  return usePolledTotal(vanityNames, unreadRequests);
}
