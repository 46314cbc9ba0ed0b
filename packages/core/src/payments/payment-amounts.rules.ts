import { invoiceStatusFor } from '../service-manager/document-totals.rules';
import type { InvoiceStatus } from '../service-manager/service-manager.constants';
import type { PaymentStatus } from './payments.constants';
import { paymentMessages as messages } from './payments.messages';
import { appliedToInvoiceOf } from './tip.rules';

/** What an invoice still asks for, as the totals rules computed it (integer cents). */
export interface AmountsDue {
  amountDue: number;
  /** The deposit less what has been paid, never below zero. */
  depositDue: number;
}

/**
 * What the pay dialog charges, and its label (spec 3 §4): the deposit while some of it is due
 * ('Pay Deposit'), otherwise everything due ('Pay Invoice').
 */
export function chargeFor({ amountDue, depositDue }: AmountsDue): { amount: number; label: string } {
  if (depositDue > 0 && depositDue < amountDue) return { amount: depositDue, label: messages.payDeposit };
  return { amount: amountDue, label: messages.payInvoice };
}

export interface RecordedPayment {
  amount: number;
  /** The tip in `amount` (issue 36): the client's gift to the provider, never applied to the invoice. */
  tip: number;
  status: PaymentStatus;
  /** Refunded so far, in cents. */
  refunded: number;
}

/**
 * What has been paid: what the provider recorded outside the app plus every online payment that went
 * through, less its refunds, without tips (a refund's tip share leaves the invoice alone too).
 * Recomputed from the records on every change, never decremented in place.
 */
export function amountPaidOf(offlinePaid: number, payments: readonly RecordedPayment[]): number {
  return payments.reduce(
    (sum, payment) => (payment.status === 'succeeded' ? sum + appliedToInvoiceOf(payment) : sum),
    offlinePaid,
  );
}

/** A bank debit on its way makes the invoice Processing (neither payable nor paid, spec 3 §4). */
export function hasPaymentProcessing(payments: readonly RecordedPayment[]): boolean {
  return payments.some((payment) => payment.status === 'processing');
}

/** How much of a payment may still be refunded. */
export function refundableOf(payment: Pick<RecordedPayment, 'amount' | 'status' | 'refunded'>): number {
  return payment.status === 'succeeded' ? payment.amount - payment.refunded : 0;
}

/**
 * An invoice's money after any change to what was paid (a payment recorded, settled, failed or
 * refunded, or the provider's own record of cash): the one computation every writer uses.
 */
export function invoiceMoneyOf(input: {
  total: number;
  offlinePaid: number;
  payments: readonly RecordedPayment[];
  requested: 'Draft' | 'Sent';
}): { amountPaid: number; amountDue: number; status: InvoiceStatus } {
  const amountPaid = amountPaidOf(input.offlinePaid, input.payments);
  const amountDue = Math.max(0, input.total - amountPaid);
  const status =
    input.requested !== 'Draft' && hasPaymentProcessing(input.payments)
      ? 'Processing'
      : invoiceStatusFor(input.requested, { total: input.total, amountPaid, amountDue });
  return { amountPaid, amountDue, status };
}

/** Statuses a client may pay (spec 3 §4): Sent (shown as Unpaid) and Partial; Paid and Processing are not. */
export const PAYABLE_STATUSES: readonly InvoiceStatus[] = ['Sent', 'Partial'];

export function isPayableStatus(status: InvoiceStatus): boolean {
  return PAYABLE_STATUSES.includes(status);
}

/** How the client reads an invoice's status (spec 3 §4): Sent is Unpaid, Partial is Partially Paid. */
export function hubInvoiceStatusLabel(status: InvoiceStatus): string {
  if (status === 'Sent') return messages.statusUnpaid;
  if (status === 'Partial') return messages.statusPartiallyPaid;
  return status;
}

/** Whether the hub shows Pay: the provider takes online payments and the invoice asks for money. */
export function isInvoicePayable(
  invoice: { status: InvoiceStatus; amountDue: number; paymentTypes: readonly string[] },
  paymentsOn: boolean,
): boolean {
  return (
    paymentsOn && isPayableStatus(invoice.status) && invoice.amountDue > 0 && invoice.paymentTypes.length > 0
  );
}
