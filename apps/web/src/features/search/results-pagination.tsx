'use client';

import { PAGE_SIZE_OPTIONS } from '@porchlight/core/search/search.constants';
import { buildResultsPath, type ResultsLocation } from '@porchlight/core/search/search-page.rules';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { Pagination } from '@/ui/pagination';
import { SelectField } from '@/ui/select-field';
import { useResultsNavigation } from './results-navigation';
import classes from './search-results.module.css';

const SMALLEST_PAGE = Math.min(...PAGE_SIZE_OPTIONS);

interface ResultsPaginationProps {
  location: ResultsLocation & { page: number; rows: number };
  totalRecords: number;
}

/** Pages of 10, 25 or 50; the page and its size live in the address, so every page is server-rendered. */
export function ResultsPagination({ location, totalRecords }: ResultsPaginationProps) {
  const { navigate } = useResultsNavigation();
  const mounted = useIsHydrated();
  const totalPages = Math.max(1, Math.ceil(totalRecords / location.rows));
  const page = Math.min(location.page, totalPages);
  const from = Math.min(totalRecords, (page - 1) * location.rows + 1);
  const to = Math.min(totalRecords, page * location.rows);

  return (
    <div className={classes.paginationBar}>
      <div className={classes.paginationPages}>
        {totalPages > 1 ? (
          <p className={classes.paginationSummary}>
            Showing {from.toLocaleString('en-US')}–{to.toLocaleString('en-US')} of{' '}
            {totalRecords.toLocaleString('en-US')}
          </p>
        ) : null}
        <Pagination
          total={totalPages}
          value={page}
          onChange={(next) => navigate(buildResultsPath({ ...location, page: next }), { scrollToTop: true })}
          disabled={!mounted}
        />
      </div>
      {totalRecords > SMALLEST_PAGE ? (
        <SelectField
          label="Results per page"
          disabled={!mounted}
          className={classes.pageSize}
          value={String(location.rows)}
          data={PAGE_SIZE_OPTIONS.map((rows) => ({ value: String(rows), label: String(rows) }))}
          onChange={(event) =>
            navigate(buildResultsPath({ ...location, page: 1, rows: Number(event.currentTarget.value) }), {
              scrollToTop: true,
            })
          }
        />
      ) : null}
    </div>
  );
}
