'use client';

import { formatCents } from '@porchlight/core/billing/money.rules';
import type { InvoiceSummary } from '@porchlight/core/service-manager/invoices.schemas';
import type { INVOICE_SORT_FIELDS } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { listInvoicesRoute } from '@porchlight/core/service-manager/service-manager.routes';
import { clientName } from './client-name';
import { DocumentsTab } from './documents-tab';
import type { PageState } from './page-state';
import type { Column } from './paged-table';
import { StatusBadge } from './status-badge';
import { usePagedQuery } from './use-paged-query';

type SortField = (typeof INVOICE_SORT_FIELDS)[number];

const columns: Column<InvoiceSummary, SortField>[] = [
  { label: 'Client', render: (invoice) => clientName(invoice.client) },
  { label: 'Date', sortField: 'invoiceDate', render: (invoice) => invoice.invoiceDate },
  { label: 'Due', sortField: 'dueDate', render: (invoice) => invoice.dueDate ?? '—' },
  { label: 'Status', sortField: 'status', render: (invoice) => <StatusBadge status={invoice.status} /> },
  { label: 'Total', sortField: 'total', align: 'right', render: (invoice) => formatCents(invoice.total) },
  {
    label: 'Amount due',
    sortField: 'amountDue',
    align: 'right',
    render: (invoice) => formatCents(invoice.amountDue),
  },
];

export function InvoicesTab({ vanityName }: { vanityName: string }) {
  const list = usePagedQuery({
    route: listInvoicesRoute,
    request: (page: PageState<SortField>) => ({ query: { vanityName, ...page } }),
    rowsOf: (answer) => ({ rows: answer.invoices, totalRecords: answer.totalRecords }),
    defaultSort: 'invoiceNumber',
  });
  return (
    <DocumentsTab
      kind="invoice"
      vanityName={vanityName}
      columns={columns}
      defaultSort="invoiceNumber"
      numberOf={(invoice) => invoice.invoiceNumber}
      empty={serviceManagerMessages.noInvoices}
      list={list}
    />
  );
}
