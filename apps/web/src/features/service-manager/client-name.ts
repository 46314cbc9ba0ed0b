import type { ClientSummary } from '@porchlight/core/service-manager/documents.schemas';

/** "Ann Lee (Lee Roofing)": how lists and pickers name a client. */
export function clientName(client: Pick<ClientSummary, 'firstName' | 'lastName' | 'companyName'>): string {
  const person = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return client.companyName ? `${person} (${client.companyName})` : person;
}
