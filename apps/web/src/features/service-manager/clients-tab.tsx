'use client';

import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Client } from '@porchlight/core/service-manager/clients.schemas';
import type { CLIENT_SORT_FIELDS } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { listClientsRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ClientDialog } from './client-dialog';
import { clientName } from './client-name';
import type { PageState } from './page-state';
import { type Column, PagedTable } from './paged-table';
import { usePagedQuery } from './use-paged-query';

type SortField = (typeof CLIENT_SORT_FIELDS)[number];

const place = (client: Client) => [client.city, client.stateCode].filter(Boolean).join(', ');

/** The provider's clients: searched by name, company, e-mail or phone; added and edited in a dialog. */
export function ClientsTab({ vanityName }: { vanityName: string }) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [editing, setEditing] = useState<Client | 'new' | null>(null);
  const list = usePagedQuery({
    route: listClientsRoute,
    request: (page: PageState<SortField>) => ({ query: { vanityName, ...page, search: query || undefined } }),
    rowsOf: (answer) => ({ rows: answer.clients, totalRecords: answer.totalRecords }),
    defaultSort: 'createdAt',
    filters: query,
  });

  const columns: Column<Client, SortField>[] = [
    {
      label: 'Name',
      sortField: 'lastName',
      render: (client) => (
        <Button variant="subtle" size="compact-sm" px={0} onClick={() => setEditing(client)}>
          {clientName(client)}
        </Button>
      ),
    },
    { label: 'E-mail', sortField: 'emailAddress', render: (client) => client.emailAddress ?? '—' },
    { label: 'Mobile', render: (client) => client.mobilePhoneNumber ?? '—' },
    { label: 'City', render: (client) => place(client) || '—' },
  ];

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput
          aria-label="Search clients"
          placeholder="Search by name, company, e-mail or phone"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 340 }}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          New client
        </Button>
      </Group>
      <PagedTable
        label="Clients"
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(client) => client.id}
        totalRecords={list.data?.totalRecords ?? 0}
        page={list.page}
        loading={list.loading}
        empty={list.failed ? serviceManagerMessages.pageLoadFailed : serviceManagerMessages.noClients}
        onSort={list.sortBy}
        onPage={list.setPage}
      />
      {editing && (
        <ClientDialog
          vanityName={vanityName}
          client={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            // The pickers of the dialogs read the same route: they see the change too.
            void list.refresh();
          }}
        />
      )}
    </Stack>
  );
}
