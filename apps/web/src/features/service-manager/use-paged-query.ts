'use client';

import type { EndpointRequest, EndpointResponse } from '@porchlight/core/platform/contract';
import type { ContractRoute, EndpointOf } from '@porchlight/core/platform/endpoints';
import { DEFAULT_PAGE_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ApiCall } from '@/lib/api-client';
import { apiQuery, apiQueryKey } from '@/lib/query-client';
import { firstPage, type PageState, sortedBy } from './page-state';

export interface PagedQuery<Field extends string, Row> {
  page: PageState<Field>;
  setPage: (page: PageState<Field>) => void;
  sortBy: (field: Field) => void;
  /** Reads the route's pages again (after a create, edit or delete). */
  refresh: () => Promise<void>;
  data: { rows: Row[]; totalRecords: number } | null;
  failed: boolean;
  loading: boolean;
}

/**
 * One page of a Service Manager or Client Hub list (spec 3 §7 lazy tables: first, rows, sortField,
 * sortOrder → totalRecords) read through the query cache: the rows shown stay while the next page,
 * sort or filter is read, and `refresh` reads every page of the route again after a change.
 */
export function usePagedQuery<R extends ContractRoute, Field extends string, Row>({
  route,
  request,
  rowsOf,
  defaultSort,
  filters = '',
  rows = DEFAULT_PAGE_SIZE,
  call,
}: {
  route: R;
  /** The call for one page; the page is part of the query key. */
  request: (page: PageState<Field>) => EndpointRequest<EndpointOf<R>>;
  rowsOf: (answer: EndpointResponse<EndpointOf<R>>) => { rows: Row[]; totalRecords: number };
  defaultSort: NoInfer<Field>;
  /** What the rows are filtered by (a search): a new one starts again on the first page. */
  filters?: string;
  rows?: number;
  /** How the pages are asked for: the typed client, or the hub's with its token. */
  call?: ApiCall;
}): PagedQuery<Field, Row> {
  const [state, setState] = useState(() => ({ filters, page: firstPage(defaultSort, rows) }));
  let page = state.page;
  if (state.filters !== filters) {
    // Adjusted while rendering, so the old page of the new filter is never asked for.
    page = { ...page, first: 0 };
    setState({ filters, page });
  }
  const query = useQuery({
    ...apiQuery(route, request(page), call),
    select: rowsOf,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();

  const setPage = useCallback(
    (next: PageState<Field>) => setState((current) => ({ ...current, page: next })),
    [],
  );
  const sortBy = useCallback(
    (field: Field) => setState((current) => ({ ...current, page: sortedBy(current.page, field) })),
    [],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: apiQueryKey(route) }),
    [queryClient, route],
  );
  return {
    page,
    setPage,
    sortBy,
    refresh,
    data: query.data ?? null,
    failed: query.isError,
    loading: query.isFetching,
  };
}
