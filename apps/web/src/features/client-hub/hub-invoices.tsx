'use client';

import { Alert, Button, Stack, Text } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import {
  DEFAULT_PENDING_INVOICE_ROWS,
  type HubInvoiceFilter,
  PENDING_INVOICE_PAGE_SIZES,
} from '@porchlight/core/client-hub/client-hub.constants';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { getHubInvoiceRoute, listHubInvoicesRoute } from '@porchlight/core/client-hub/client-hub.routes';
import type { InvoiceSummary } from '@porchlight/core/service-manager/invoices.schemas';
import type { INVOICE_SORT_FIELDS } from '@porchlight/core/service-manager/service-manager.constants';
import { StatusBadge } from '@/features/service-manager/status-badge';
import { callHub } from './hub-api';
import { HubDocument } from './hub-document';
import { HubList } from './hub-list';
import { useHubResource } from './use-hub-resource';
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
    <HubList<InvoiceSummary, SortField>
      key={status}
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
          render: (invoice) => <StatusBadge status={invoice.status} />,
        },
        {
          label: 'Amount due',
          sortField: 'amountDue',
          align: 'right',
          render: (invoice) => formatCents(invoice.amountDue),
        },
      ]}
      load={async (page, signal) => {
        const answer = await callHub(
          vanityName,
          listHubInvoicesRoute,
          { params: { uri: vanityName }, query: { ...page, status } },
          { signal },
        );
        return { rows: answer.invoices, totalRecords: answer.totalRecords };
      }}
    />
  );
  return (
    <Stack gap="xl">
      {table('pending')}
      {table('paid')}
    </Stack>
  );
}

/** One invoice, read-only: paying online comes with the payments issue; the provider's instructions show. */
export function HubInvoice({ vanityName, number }: { vanityName: string; number: number }) {
  const { data, failed } = useHubResource(
    (signal) =>
      callHub(
        vanityName,
        getHubInvoiceRoute,
        { params: { uri: vanityName }, query: { invoiceNumber: number } },
        { signal },
      ),
    `${vanityName}:${number}`,
  );
  if (failed) return <Text>{failed}</Text>;
  if (!data) return null;
  const { invoice, provider } = data;
  return (
    <HubDocument
      title={`Invoice #${invoice.invoiceNumber} from ${provider.name}`}
      status={invoice.status}
      date={invoice.dueDate ? `${invoice.invoiceDate} · due ${invoice.dueDate}` : invoice.invoiceDate}
      items={invoice.items}
      notes={invoice.notes}
      files={{ vanityName, type: 'invoice', number: invoice.invoiceNumber, attachments: data.attachments }}
      amounts={[
        { label: 'Subtotal', cents: invoice.subtotal },
        ...(invoice.discountAmount ? [{ label: 'Discount', cents: -invoice.discountAmount }] : []),
        { label: 'Tax', cents: invoice.tax },
        { label: 'Total', cents: invoice.total, strong: true },
        ...(invoice.paymentTotal ? [{ label: 'Paid', cents: invoice.paymentTotal }] : []),
        { label: 'Amount due', cents: invoice.amountDue, strong: true },
      ]}
      actions={
        invoice.amountDue > 0 && (
          <Alert color="brand" title="How to pay">
            {data.paymentInstructions ?? `Please contact ${provider.name} to pay this invoice.`}
          </Alert>
        )
      }
    />
  );
}
