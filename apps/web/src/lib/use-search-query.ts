'use client';

import type { EndpointRequest, EndpointResponse } from '@porchlight/core/platform/contract';
import type { ContractRoute, EndpointOf } from '@porchlight/core/platform/endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from './query-client';

/**
 * A search asked as the user types, through the query cache (inside a QueryProvider): only while
 * `searchable`, the last answer kept while the next is read, a newer search cancelling the one under
 * way. A failed search answers nothing, as an empty one does.
 */
export function useSearchQuery<R extends ContractRoute>(
  route: R,
  request: EndpointRequest<EndpointOf<R>>,
  searchable: boolean,
): { found: EndpointResponse<EndpointOf<R>> | undefined; searching: boolean } {
  const search = useQuery({
    ...apiQuery(route, request),
    enabled: searchable,
    placeholderData: keepPreviousData,
  });
  return { found: searchable && !search.isError ? search.data : undefined, searching: search.isFetching };
}
