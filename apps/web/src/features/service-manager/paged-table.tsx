'use client';

import { Group, Loader, NativeSelect, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { PAGE_SIZE_OPTIONS } from '@porchlight/core/service-manager/service-manager.constants';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PageState } from './page-state';

export interface Column<Row, Field extends string> {
  label: string;
  /** Sortable columns name the server's sort field. */
  sortField?: Field;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
}

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Mantine Pagination's names: the arrows are icons and the pages bare numbers, so screen readers need them. */
export const pagerNames = (pages: number) => ({
  getControlProps: (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': CONTROL_LABELS[control] }),
  getItemProps: (number: number) => ({ 'aria-label': `Page ${number} of ${pages}` }),
});

/** The pages of a short list without a page size to choose, shown only when there is more than one. */
export function ListPager<Field extends string>({
  page,
  onPage,
  totalRecords,
}: {
  page: PageState<Field>;
  onPage: (page: PageState<Field>) => void;
  totalRecords: number;
}) {
  const pages = Math.ceil(totalRecords / page.rows);
  if (pages <= 1) return null;
  return (
    <Pagination
      size="sm"
      total={pages}
      {...pagerNames(pages)}
      value={Math.floor(page.first / page.rows) + 1}
      onChange={(value) => onPage({ ...page, first: (value - 1) * page.rows })}
    />
  );
}

/** A Service Manager table: sortable headers, then the page and its size (10, 25 or 50). */
export function PagedTable<Row, Field extends string>({
  label,
  columns,
  rows,
  rowKey,
  totalRecords,
  page,
  loading,
  empty,
  onSort,
  onPage,
  pageSizes = PAGE_SIZE_OPTIONS,
}: {
  label: string;
  columns: Column<Row, Field>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  totalRecords: number;
  page: PageState<Field>;
  loading: boolean;
  empty: string;
  onSort: (field: Field) => void;
  onPage: (page: PageState<Field>) => void;
  pageSizes?: readonly number[];
}) {
  const pages = Math.max(1, Math.ceil(totalRecords / page.rows));
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover aria-label={label} aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.label}
                  ta={column.align}
                  aria-sort={
                    column.sortField && column.sortField === page.sortField
                      ? page.sortOrder === 1
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {column.sortField ? (
                    <UnstyledButton
                      fw={700}
                      fz="sm"
                      onClick={() => column.sortField && onSort(column.sortField)}
                    >
                      <Group
                        gap={4}
                        wrap="nowrap"
                        justify={column.align === 'right' ? 'flex-end' : undefined}
                      >
                        {column.label}
                        {column.sortField === page.sortField &&
                          (page.sortOrder === 1 ? <IconArrowUp size={14} /> : <IconArrowDown size={14} />)}
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.label} ta={column.align}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 && !loading && (
        <Text c="dimmed" ta="center" py="lg">
          {empty}
        </Text>
      )}
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <NativeSelect
            aria-label="Rows per page"
            size="xs"
            value={String(page.rows)}
            data={pageSizes.map(String)}
            onChange={(event) => onPage({ ...page, first: 0, rows: Number(event.currentTarget.value) })}
          />
          <Text size="xs" c="dimmed">
            {totalRecords} in all
          </Text>
          {loading && <Loader size="xs" />}
        </Group>
        {pages > 1 && (
          <Pagination
            size="sm"
            total={pages}
            value={Math.floor(page.first / page.rows) + 1}
            onChange={(value) => onPage({ ...page, first: (value - 1) * page.rows })}
            {...pagerNames(pages)}
          />
        )}
      </Group>
    </>
  );
}
