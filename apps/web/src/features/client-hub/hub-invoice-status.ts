import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { InvoiceStatus } from '@porchlight/core/service-manager/service-manager.constants';

/** How the client reads an invoice's status (spec 3 §4): Sent is Unpaid, Partial is Partially Paid. */
export function hubInvoiceStatusLabel(status: InvoiceStatus): string {
  if (status === 'Sent') return messages.statusUnpaid;
  if (status === 'Partial') return messages.statusPartiallyPaid;
  return status;
}

/** Only Sent and Partial invoices can be paid; Paid, Processing and Unknown cannot (spec 3 §4). */
export function isPayableStatus(status: InvoiceStatus): boolean {
  return status === 'Sent' || status === 'Partial';
}
