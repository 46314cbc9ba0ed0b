import { formatCents } from '@porchlight/core/billing/money.rules';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { ProviderPayment } from '@porchlight/core/payments/payments.schemas';
import type { Client } from '@porchlight/core/service-manager/clients.schemas';
import type { Invoice } from '@porchlight/core/service-manager/invoices.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';
import type { DocumentPdf } from '../../adapters/pdf/document-pdf';
import { clientOf, type Letterhead } from '../service-manager/document-pdf-views';

type Total = DocumentPdf['totals'][number];

/**
 * A payment's receipt as printed: the payment as the Payments list answers it (amount, its tip, refunds, method)
 * and its invoice as the API answers it now (total, paid to date, balance), every amount through formatCents.
 */
export function receiptPdf(
  payment: ProviderPayment,
  invoice: Invoice,
  client: Client,
  provider: Letterhead,
): DocumentPdf {
  const paidOn = formatDay(payment.createdAt);
  return {
    title: 'Receipt',
    facts: [
      ['Date', paidOn],
      ['Invoice', `#${invoice.invoiceNumber}`],
      ['Paid with', payment.methodLabel],
    ],
    provider,
    client: clientOf(client, 'Received from'),
    columns: ['amount'],
    items: [
      {
        name: `Payment on invoice #${invoice.invoiceNumber}`,
        description: `${payment.methodLabel}, ${paidOn}`,
        quantity: '',
        rate: '',
        tax: '',
        amount: formatCents(payment.amount - payment.tip),
      },
      // The tip is its own line (issue 36): the provider's, not part of the invoice's balance.
      ...(payment.tip
        ? [
            {
              name: messages.tipLabel,
              description: '',
              quantity: '',
              rate: '',
              tax: '',
              amount: formatCents(payment.tip),
            },
          ]
        : []),
    ],
    totals: [
      ['Amount paid', formatCents(payment.amount), true],
      ...(payment.refunded ? [['Refunded', formatCents(-payment.refunded), false] as Total] : []),
      ['Invoice total', formatCents(invoice.total), false],
      ['Paid to date', formatCents(invoice.paymentTotal), false],
      ['Balance due', formatCents(invoice.amountDue), true],
    ],
    notes: [],
    createdAt: new Date(payment.createdAt),
  };
}
