'use client';

import { Button, Stack } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import {
  DEFAULT_PENDING_INVOICE_ROWS,
  type HubInvoiceFilter,
  PENDING_INVOICE_PAGE_SIZES,
} from '@porchlight/core/client-hub/client-hub.constants';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { listHubInvoicesRoute } from '@porchlight/core/client-hub/client-hub.routes';
import { hubInvoiceStatusLabel } from '@porchlight/core/payments/payment-amounts.rules';
import type { InvoiceSummary } from '@porchlight/core/service-manager/invoices.schemas';
import type { INVOICE_SORT_FIELDS } from '@porchlight/core/service-manager/service-manager.constants';
import { StatusBadge } from '@/features/service-manager/status-badge';
import { HubList } from './hub-list';
import type { HubSection } from './use-hub-section';

type SortField = (typeof INVOICE_SORT_FIELDS)[number];

/** 'Awaiting payment' (5/15/30) and 'Paid' (10/25/50), spec 3 §2.4 "invoices" and §9. */
export function HubInvoices({
  vanityName,
  go,
}: {
  vanityName: string;
  go: (section: HubSection, number?: number) => void;
}) {
  const table = (status: HubInvoiceFilter) => (
    <HubList<typeof listHubInvoicesRoute, InvoiceSummary, SortField>
      key={status}
      vanityName={vanityName}
      title={status === 'pending' ? 'Awaiting payment' : 'Paid'}
      label={status === 'pending' ? 'Invoices awaiting payment' : 'Paid invoices'}
      defaultSort="invoiceNumber"
      rows={status === 'pending' ? DEFAULT_PENDING_INVOICE_ROWS : 10}
      pageSizes={status === 'pending' ? PENDING_INVOICE_PAGE_SIZES : undefined}
      rowKey={(invoice) => invoice.invoiceNumber}
      empty={status === 'pending' ? messages.noPendingInvoices : messages.noPaidInvoices}
      columns={[
        {
          label: '#',
          sortField: 'invoiceNumber',
          render: (invoice) => (
            <Button
              variant="subtle"
              size="compact-sm"
              px={4}
              onClick={() => go('view-invoice', invoice.invoiceNumber)}
            >
              Invoice #{invoice.invoiceNumber}
            </Button>
          ),
        },
        { label: 'Date', sortField: 'invoiceDate', render: (invoice) => invoice.invoiceDate },
        { label: 'Due', sortField: 'dueDate', render: (invoice) => invoice.dueDate ?? '—' },
        {
          label: 'Status',
          sortField: 'status',
          render: (invoice) => (
            <StatusBadge status={invoice.status} label={hubInvoiceStatusLabel(invoice.status)} />
          ),
        },
        {
          label: 'Amount due',
          sortField: 'amountDue',
          align: 'right',
          render: (invoice) => formatCents(invoice.amountDue),
        },
      ]}
      route={listHubInvoicesRoute}
      request={(page) => ({ params: { uri: vanityName }, query: { ...page, status } })}
      rowsOf={(answer) => ({ rows: answer.invoices, totalRecords: answer.totalRecords })}
    />
  );
  return (
    <Stack gap="xl">
      {table('pending')}
      {table('paid')}
    </Stack>
  );
}
