'use client';

import { listClientsRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api-client';
import { clientName } from './client-name';

/** The Client picker of the estimate, invoice and job dialogs: the provider's clients by last name. */
export function useClientOptions(vanityName: string) {
  const [options, setOptions] = useState<{ value: string; label: string }[] | null>(null);
  useEffect(() => {
    callApi(listClientsRoute, { query: { vanityName, rows: 100, sortField: 'lastName', sortOrder: 1 } })
      .then(({ clients }) =>
        setOptions(clients.map((client) => ({ value: client.id, label: clientName(client) }))),
      )
      .catch(() => setOptions([]));
  }, [vanityName]);
  return [
    { value: '', label: options?.length === 0 ? 'Add a client first' : 'Choose a client' },
    ...(options ?? []),
  ];
}
