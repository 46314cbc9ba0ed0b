'use client';

import type { EndpointCallArgs, EndpointRequest } from '@porchlight/core/platform/contract';
import type { ContractRoute, EndpointOf } from '@porchlight/core/platform/endpoints';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useState } from 'react';
import { type ApiCall, callApi, type RequestOptions } from './api-client';
import { ApiError } from './api-error';

/**
 * Server data of the owner and team screens, read through TanStack Query. Only those screens mount
 * the provider, so the library stays out of the visitors' pages.
 */

/** A failed read is tried again only when it never reached the server; a 4xx or 5xx answer stands. */
export function retryOnNetworkError(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && error instanceof ApiError && error.isNetworkError;
}

/**
 * How long a read answers every part of the screen that asks for it: two parts mounting one after the
 * other (the hub's availability check, then My Account) read once, and a later visit reads again.
 */
export const SHARED_READ_MS = 5_000;

export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // An owner's screen is read again after a change it makes (invalidated) or when it is opened again.
      queries: { retry: retryOnNetworkError, refetchOnWindowFocus: false, staleTime: SHARED_READ_MS },
      mutations: { retry: false },
    },
  });
}

/**
 * One query cache per mounted tool (the Service Manager, a Client Hub session, …). `prime` puts in
 * what the tool already read before it mounted, so it is not asked for again.
 */
export function QueryProvider({
  children,
  prime,
}: {
  children: ReactNode;
  prime?: (client: QueryClient) => void;
}) {
  const [client] = useState(() => {
    const created = newQueryClient();
    prime?.(created);
    return created;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A tool's root component with a query cache of its own (its readers are inside). */
export function withQueryProvider<Props extends object>(Tool: ComponentType<Props>): ComponentType<Props> {
  return function WithQueryProvider(props: Props) {
    return (
      <QueryProvider>
        <Tool {...props} />
      </QueryProvider>
    );
  };
}

/**
 * The key of a read: the route, then what it is asked. A shorter key (the route alone, or with only
 * `vanityName`) matches every read of that route, for invalidating after a change.
 */
export function apiQueryKey(route: ContractRoute, request?: object): readonly unknown[] {
  return request ? [route.method, route.path, request] : [route.method, route.path];
}

/**
 * `useQuery` options for one GET of the typed client, keyed by its route and request. `call` sends it
 * another way (the Client Hub's token); the key stays the route's, so a cache holds one caller's reads.
 */
export function apiQuery<R extends ContractRoute>(
  route: R,
  request: EndpointRequest<EndpointOf<R>>,
  call: ApiCall = callApi,
) {
  return queryOptions({
    queryKey: apiQueryKey(route, request),
    queryFn: ({ signal }) =>
      call(route, ...([request, { signal }] as EndpointCallArgs<EndpointOf<R>, RequestOptions>)),
  });
}
