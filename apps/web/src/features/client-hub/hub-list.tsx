'use client';

import { Stack, Title } from '@mantine/core';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { type Column, PagedTable } from '@/features/service-manager/paged-table';
import { type PageState, usePagedList } from '@/features/service-manager/use-paged-list';

/** One of the hub's paged lists (spec 3 §9 page sizes), read with the hub's token. */
export function HubList<Row, Field extends string>({
  title,
  label,
  columns,
  rowKey,
  defaultSort,
  empty,
  rows = 10,
  pageSizes,
  version = 0,
  load,
}: {
  title?: string;
  label: string;
  columns: Column<Row, Field>[];
  rowKey: (row: Row) => number;
  defaultSort: Field;
  empty: string;
  rows?: number;
  pageSizes?: readonly number[];
  /** A new value reads the page again (after adding a row). */
  version?: number;
  load: (page: PageState<Field>, signal: AbortSignal) => Promise<{ rows: Row[]; totalRecords: number }>;
}) {
  const list = usePagedList(load, defaultSort, '', version, rows);
  return (
    <Stack gap="xs">
      {title && (
        <Title order={2} size="h4">
          {title}
        </Title>
      )}
      <PagedTable
        label={label}
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={rowKey}
        totalRecords={list.data?.totalRecords ?? 0}
        page={list.page}
        loading={list.loading}
        empty={list.failed ? messages.pageLoadFailed : empty}
        onSort={list.sortBy}
        onPage={list.setPage}
        pageSizes={pageSizes}
      />
    </Stack>
  );
}
