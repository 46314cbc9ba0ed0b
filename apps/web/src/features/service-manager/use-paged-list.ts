'use client';

import { DEFAULT_PAGE_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import { useCallback, useEffect, useState } from 'react';
import { firstPage, type PageState, sortedBy } from './page-state';

export type { PageState } from './page-state';

/**
 * One page of a Client Hub list (spec 3 §7 lazy tables: first, rows, sortField, sortOrder →
 * totalRecords), read again when the page, the sort, `filters` or `version` change. The Service
 * Manager reads its lists through the query cache instead (use-paged-query.ts); the hub follows.
 */
export function usePagedList<Field extends string, Row>(
  load: (page: PageState<Field>, signal: AbortSignal) => Promise<{ rows: Row[]; totalRecords: number }>,
  defaultSort: Field,
  filters: string,
  version: number,
  rows: number = DEFAULT_PAGE_SIZE,
) {
  const [page, setPage] = useState<PageState<Field>>(() => firstPage(defaultSort, rows));
  const [data, setData] = useState<{ rows: Row[]; totalRecords: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function each render; filters and version say when to read again
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(page, controller.signal)
      .then((answer) => {
        setData(answer);
        setFailed(false);
      })
      .catch(() => !controller.signal.aborted && setFailed(true))
      .finally(() => !controller.signal.aborted && setLoading(false));
    return () => controller.abort();
  }, [page, filters, version]);

  // A new filter starts again on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a filter change resets the page
  useEffect(
    () => setPage((current) => (current.first === 0 ? current : { ...current, first: 0 })),
    [filters],
  );

  const sortBy = useCallback((field: Field) => setPage((current) => sortedBy(current, field)), []);
  return { page, setPage, sortBy, data, failed, loading };
}
