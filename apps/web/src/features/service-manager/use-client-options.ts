'use client';

import { listClientsRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/query-client';
import { clientName } from './client-name';

/**
 * The Client picker of the estimate, invoice and job dialogs: the provider's clients by last name,
 * from the query cache (a client added or changed on the Clients tab refreshes it).
 */
export function useClientOptions(vanityName: string) {
  const clients = useQuery({
    ...apiQuery(listClientsRoute, { query: { vanityName, rows: 100, sortField: 'lastName', sortOrder: 1 } }),
    select: (answer) => answer.clients.map((client) => ({ value: client.id, label: clientName(client) })),
  });
  // A failed read offers no client, as an empty list does.
  const options = clients.isError ? [] : clients.data;
  return [
    { value: '', label: options?.length === 0 ? 'Add a client first' : 'Choose a client' },
    ...(options ?? []),
  ];
}
