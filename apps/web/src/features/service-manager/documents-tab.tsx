'use client';

import { Button, Group, Stack } from '@mantine/core';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentDialog, type DocumentKind } from './document-dialog';
import { type Column, PagedTable } from './paged-table';
import type { PagedQuery } from './use-paged-query';

/** Estimates or invoices, newest first: New opens an empty dialog, a number opens that document. */
export function DocumentsTab<Row, Field extends string>({
  kind,
  vanityName,
  columns,
  defaultSort,
  numberOf,
  empty,
  list,
}: {
  kind: DocumentKind;
  vanityName: string;
  /** The columns after the number, which opens the document. */
  columns: Column<Row, Field>[];
  /** The number's sort field, the list's default order. */
  defaultSort: Field;
  numberOf: (row: Row) => number;
  empty: string;
  list: PagedQuery<Field, Row>;
}) {
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const numberColumn: Column<Row, Field> = {
    label: '#',
    sortField: defaultSort,
    render: (row) => (
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        aria-label={`Open ${kind} ${numberOf(row)}`}
        onClick={() => setOpen(numberOf(row))}
      >
        {numberOf(row)}
      </Button>
    ),
  };
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen('new')}>
          New {kind}
        </Button>
      </Group>
      <PagedTable
        label={kind === 'estimate' ? 'Estimates' : 'Invoices'}
        columns={[numberColumn, ...columns]}
        rows={list.data?.rows ?? []}
        rowKey={numberOf}
        totalRecords={list.data?.totalRecords ?? 0}
        page={list.page}
        loading={list.loading}
        empty={list.failed ? serviceManagerMessages.pageLoadFailed : empty}
        onSort={list.sortBy}
        onPage={list.setPage}
      />
      {open !== null && (
        <DocumentDialog
          kind={kind}
          number={open === 'new' ? undefined : open}
          vanityName={vanityName}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void list.refresh();
          }}
        />
      )}
    </Stack>
  );
}
