'use client';

import { Button, Stack, Text } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { refundableOf } from '@porchlight/core/payments/payment-amounts.rules';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { getPaymentsAccountRoute, listPaymentsRoute } from '@porchlight/core/payments/payments.routes';
import type {
  PaymentsAccount as Account,
  PAYMENT_SORT_FIELDS,
  ProviderPayment,
} from '@porchlight/core/payments/payments.schemas';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiQuery } from '@/lib/query-client';
import type { PageState } from './page-state';
import { type Column, PagedTable } from './paged-table';
import { PaymentsAccount } from './payments-account';
import { ReceiptLink } from './receipt-link';
import { RefundDialog } from './refund-dialog';
import { StatusBadge } from './status-badge';
import { usePagedQuery } from './use-paged-query';

type SortField = (typeof PAYMENT_SORT_FIELDS)[number];

const STATUS_LABELS = { succeeded: 'Paid', processing: 'Processing', failed: 'Failed' } as const;

/** Online payments (issue 14): whether they are on, every payment with its refunds, and refunding. */
export function PaymentsTab({ vanityName }: { vanityName: string }) {
  const [refunding, setRefunding] = useState<ProviderPayment | null>(null);
  const accountQuery = apiQuery(getPaymentsAccountRoute, { query: { vanityName } });
  // Without an account (not readable) the tab shows the payments alone, as before.
  const account = useQuery(accountQuery).data ?? null;
  const queryClient = useQueryClient();
  const list = usePagedQuery({
    route: listPaymentsRoute,
    request: (page: PageState<SortField>) => ({ query: { vanityName, ...page } }),
    rowsOf: (answer) => ({ rows: answer.payments, totalRecords: answer.totalRecords }),
    defaultSort: 'createdAt',
  });

  const columns: Column<ProviderPayment, SortField>[] = [
    {
      label: 'Date',
      sortField: 'createdAt',
      render: (payment) => new Date(payment.createdAt).toLocaleDateString('en-US'),
    },
    { label: 'Invoice', render: (payment) => `#${payment.invoiceNumber}` },
    { label: 'Client', render: (payment) => payment.clientName },
    {
      label: 'Method',
      render: (payment) => (
        <>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {payment.methodLabel}
          </Text>
          {payment.failureMessage && (
            <Text size="xs" c="red">
              {payment.failureMessage}
            </Text>
          )}
        </>
      ),
    },
    {
      label: 'Status',
      render: (payment) => <StatusBadge status={payment.status} label={STATUS_LABELS[payment.status]} />,
    },
    {
      label: 'Amount',
      sortField: 'amount',
      align: 'right',
      render: (payment) => formatCents(payment.amount),
    },
    {
      label: messages.tipLabel,
      align: 'right',
      render: (payment) => (payment.tip ? formatCents(payment.tip) : '—'),
    },
    {
      label: 'Refunded',
      align: 'right',
      render: (payment) => (payment.refunded ? formatCents(payment.refunded) : '—'),
    },
    {
      label: 'Receipt',
      render: (payment) =>
        payment.status === 'succeeded' ? <ReceiptLink payment={payment} vanityName={vanityName} /> : null,
    },
    {
      label: 'Refund',
      align: 'right',
      render: (payment) =>
        account?.canManage && refundableOf(payment) > 0 ? (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={() => setRefunding(payment)}
            aria-label={`Refund payment on invoice ${payment.invoiceNumber}`}
          >
            Refund
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack gap="sm">
      {account && (
        <PaymentsAccount
          vanityName={vanityName}
          account={account}
          onChanged={(changed: Account) => queryClient.setQueryData(accountQuery.queryKey, changed)}
        />
      )}
      <PagedTable
        label="Payments"
        columns={columns}
        rows={list.data?.rows ?? []}
        rowKey={(payment) => payment.id}
        totalRecords={list.data?.totalRecords ?? 0}
        page={list.page}
        loading={list.loading}
        empty={list.failed ? serviceManagerMessages.pageLoadFailed : messages.noPayments}
        onSort={list.sortBy}
        onPage={list.setPage}
      />
      {refunding && (
        <RefundDialog
          vanityName={vanityName}
          payment={refunding}
          onClose={() => setRefunding(null)}
          onRefunded={() => {
            setRefunding(null);
            void list.refresh();
          }}
        />
      )}
    </Stack>
  );
}
