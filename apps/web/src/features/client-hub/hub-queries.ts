'use client';

import { clientHubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { getHubDetailsRoute, listAvailableHubsRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { EndpointRequest } from '@porchlight/core/platform/contract';
import type { ContractRoute, EndpointOf } from '@porchlight/core/platform/endpoints';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { apiQuery } from '@/lib/query-client';
import { hubCall } from './hub-api';

/**
 * The hub's reads through the query cache (one per hub session: hub-app.tsx), sent with the hub's
 * token. Only the hub's own code imports this; the contact forms read a hub client's details
 * without it (use-hub-contact.ts).
 */

/** `useQuery` options for one hub read, keyed by its route and request. */
export function hubQuery<R extends ContractRoute>(
  vanityName: string,
  route: R,
  request: EndpointRequest<EndpointOf<R>>,
) {
  return apiQuery(route, request, hubCall(vanityName));
}

/** Why a hub read failed, as the page says it: the server's word for a 404 (not this client's), else the spec's. */
export function hubReadFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? error.message : clientHubMessages.pageLoadFailed;
}

/** One thing a hub section reads (a document, the client's details): null until read, `failed` in words. */
export function useHubRead<R extends ContractRoute>(
  vanityName: string,
  route: R,
  request: EndpointRequest<EndpointOf<R>>,
) {
  const options = hubQuery(vanityName, route, request);
  const query = useQuery(options);
  return {
    data: query.data ?? null,
    failed: query.isError ? hubReadFailure(query.error) : null,
    error: query.error,
    queryKey: options.queryKey,
  };
}

/** GET client-hub/details/{uri}: the client's own details and the provider (spec 3 §7). */
export function useHubDetails(vanityName: string) {
  return useHubRead(vanityName, getHubDetailsRoute, { params: { uri: vanityName } });
}

/** The hub session's client records, here and at other providers (for the Switch Account tile and section). */
export function useHubAccounts(vanityName: string) {
  return useHubRead(vanityName, listAvailableHubsRoute, { params: { uri: vanityName } });
}

/** Its query options (the hub primes them with the list the login read to enter: hub-app.tsx). */
export function hubAccountsQuery(vanityName: string) {
  return hubQuery(vanityName, listAvailableHubsRoute, { params: { uri: vanityName } });
}
