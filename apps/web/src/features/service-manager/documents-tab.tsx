'use client';

import { Button, Group, Stack } from '@mantine/core';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentDialog, type DocumentKind } from './document-dialog';
import { type Column, PagedTable } from './paged-table';
import { type PageState, usePagedList } from './use-paged-list';

/** Estimates or invoices, newest first, with a New button for the dialog. */
export function DocumentsTab<Row, Field extends string>({
  kind,
  vanityName,
  columns,
  defaultSort,
  rowKey,
  empty,
  load,
}: {
  kind: DocumentKind;
  vanityName: string;
  columns: Column<Row, Field>[];
  defaultSort: Field;
  rowKey: (row: Row) => number;
  empty: string;
  load: (page: PageState<Field>, signal: AbortSignal) => Promise<{ rows: Row[]; totalRecords: number }>;
}) {
  const [version, setVersion] = useState(0);
  const [creating, setCreating] = useState(false);
  const list = usePagedList(load, defaultSort, '', version);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          New {kind}
        </Button>
      </Group>
      <PagedTable
        label={kind === 'estimate' ? 'Estimates' : 'Invoices'}
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={rowKey}
        totalRecords={list.data?.totalRecords ?? 0}
        page={list.page}
        loading={list.loading}
        empty={list.failed ? serviceManagerMessages.pageLoadFailed : empty}
        onSort={list.sortBy}
        onPage={list.setPage}
      />
      {creating && (
        <DocumentDialog
          kind={kind}
          vanityName={vanityName}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            setVersion((current) => current + 1);
          }}
        />
      )}
    </Stack>
  );
}
