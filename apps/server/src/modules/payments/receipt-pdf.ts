import { formatCents } from '@porchlight/core/billing/money.rules';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import type { ProviderPayment } from '@porchlight/core/payments/payments.schemas';
import type { Client } from '@porchlight/core/service-manager/clients.schemas';
import type { Invoice } from '@porchlight/core/service-manager/invoices.schemas';
import { formatDay } from '@porchlight/core/text/date.rules';
import { type DocumentPdf, renderDocumentPdf } from '../../adapters/pdf/document-pdf';
import type { MediaStorage } from '../../adapters/storage/media-storage';
import type { Download } from '../media/send-download';
import { AppError } from '../platform/app-error';
import type { ProviderRow } from '../providers/profile.repository';
import { asDownload, letterheadOf } from '../service-manager/document-pdf-files';
import { clientOf, type Letterhead } from '../service-manager/document-pdf-views';
import type { InvoicesRepository } from '../service-manager/invoices.repository';
import { toClient, toInvoice } from '../service-manager/service-manager.answers';
import type { PaymentsRepository } from './payments.repository';
import { toProviderPayment } from './provider-payments.service';

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
              name: paymentMessages.tipLabel,
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

type ListedPayment = Awaited<ReturnType<PaymentsRepository['providerPayment']>>;

/**
 * The receipt PDF of a payment the caller's access check found (the provider's people, or the hub's
 * client); a failed or pending payment has none, the same 404 as a missing one.
 */
export async function receiptPdfFile(
  invoices: Pick<InvoicesRepository, 'find'>,
  storage: MediaStorage,
  provider: ProviderRow,
  listed: ListedPayment,
): Promise<Download> {
  const record = listed && (await invoices.find(provider.id, listed.invoiceNumber));
  if (!listed || !record || listed.status !== 'succeeded')
    throw new AppError('notFound', paymentMessages.paymentNotFound);
  const payment = toProviderPayment(listed);
  const document = receiptPdf(
    payment,
    toInvoice(record),
    toClient(record.client),
    await letterheadOf(storage, provider),
  );
  return asDownload({
    bytes: await renderDocumentPdf(document),
    fileName: `receipt-${record.invoice.invoiceNumber}-${payment.createdAt.slice(0, 10)}.pdf`,
  });
}
