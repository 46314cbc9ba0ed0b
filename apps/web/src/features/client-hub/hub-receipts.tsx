'use client';

import { Text } from '@mantine/core';
import { formatCents } from '@porchlight/core/billing/money.rules';
import { clientHubMessages as messages } from '@porchlight/core/client-hub/client-hub.messages';
import { hubReceiptPdfRoute, listHubPaymentsRoute } from '@porchlight/core/client-hub/hub-receipts.routes';
import type { HUB_PAYMENT_SORT_FIELDS, HubPayment } from '@porchlight/core/client-hub/hub-receipts.schemas';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import { formatDay } from '@porchlight/core/text/date.rules';
import { HubPdfButton } from './hub-document-pdf';
import { HubList } from './hub-list';

type SortField = (typeof HUB_PAYMENT_SORT_FIELDS)[number];

/**
 * The client's payments to this provider, newest first, each with its receipt as a PDF (issue 36); the
 * amount and the PDF come first, so a phone shows them without scrolling the table.
 */
export function HubReceipts({ vanityName }: { vanityName: string }) {
  return (
    <HubList<typeof listHubPaymentsRoute, HubPayment, SortField>
      vanityName={vanityName}
      label="Payments"
      defaultSort="createdAt"
      rowKey={(payment) => payment.id}
      empty={messages.noHubPayments}
      columns={[
        { label: 'Date', sortField: 'createdAt', render: (payment) => formatDay(payment.createdAt) },
        {
          label: 'Amount',
          sortField: 'amount',
          align: 'right',
          render: (payment) => (
            <>
              {formatCents(payment.amount)}
              {!!payment.tip && (
                <Text size="xs" c="dimmed">
                  {paymentMessages.tipLabel} {formatCents(payment.tip)}
                </Text>
              )}
              {!!payment.refunded && (
                <Text size="xs" c="dimmed">
                  Refunded {formatCents(payment.refunded)}
                </Text>
              )}
            </>
          ),
        },
        {
          label: 'Receipt',
          render: (payment) => (
            <HubPdfButton
              vanityName={vanityName}
              route={hubReceiptPdfRoute}
              params={{ uri: vanityName, paymentId: payment.id }}
              fileName={`receipt-${payment.invoiceNumber}-${payment.createdAt.slice(0, 10)}.pdf`}
              size="compact-sm"
              variant="subtle"
              aria-label={`Receipt of the payment on invoice #${payment.invoiceNumber} (PDF)`}
            >
              PDF
            </HubPdfButton>
          ),
        },
        { label: 'Invoice', render: (payment) => `#${payment.invoiceNumber}` },
        {
          label: 'Paid with',
          render: (payment) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {payment.methodLabel}
            </Text>
          ),
        },
      ]}
      route={listHubPaymentsRoute}
      request={(page) => ({ params: { uri: vanityName }, query: page })}
      rowsOf={(answer) => ({ rows: answer.payments, totalRecords: answer.totalRecords })}
    />
  );
}
