'use client';

import { Stack, Title } from '@mantine/core';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import type { EndpointRequest, EndpointResponse } from '@porchlight/core/platform/contract';
import type { ContractRoute, EndpointOf } from '@porchlight/core/platform/endpoints';
import type { PageState } from '@/features/service-manager/page-state';
import { type Column, PagedTable } from '@/features/service-manager/paged-table';
import { usePagedQuery } from '@/features/service-manager/use-paged-query';
import { hubCall } from './hub-api';

/**
 * One of the hub's paged lists (spec 3 §9 page sizes), read with the hub's token through the hub
 * session's query cache: a change elsewhere in the hub invalidates its route and the list reads again.
 */
export function HubList<R extends ContractRoute, Row, Field extends string>({
  vanityName,
  title,
  label,
  columns,
  rowKey,
  defaultSort,
  empty,
  rows = 10,
  pageSizes,
  route,
  request,
  rowsOf,
}: {
  vanityName: string;
  title?: string;
  label: string;
  columns: Column<Row, Field>[];
  rowKey: (row: Row) => string | number;
  defaultSort: Field;
  empty: string;
  rows?: number;
  pageSizes?: readonly number[];
  route: R;
  /** The call for one page; the page is part of the query key. */
  request: (page: PageState<Field>) => EndpointRequest<EndpointOf<R>>;
  rowsOf: (answer: EndpointResponse<EndpointOf<R>>) => { rows: Row[]; totalRecords: number };
}) {
  const list = usePagedQuery({
    route,
    request,
    rowsOf,
    defaultSort,
    rows,
    call: hubCall(vanityName),
  });
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
