import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { BuiltinConfirmResult, PaymentCheck } from '@porchlight/core/payments/payments.schemas';
import type { InvoiceStatus } from '@porchlight/core/service-manager/service-manager.constants';

/** What follows the processor's answer to a confirm or an authentication. */
export type StepAfterConfirm =
  | { kind: 'record' }
  | { kind: 'authenticate' }
  /** Declined or failed: the processor's own words (spec 3 §8), or ours when it gave none. */
  | { kind: 'refused'; message: string };

export function stepAfterConfirm(result: BuiltinConfirmResult): StepAfterConfirm {
  switch (result.status) {
    case 'succeeded':
    case 'processing':
      return { kind: 'record' };
    case 'requires_action':
      return { kind: 'authenticate' };
    case 'requires_payment_method':
      return { kind: 'refused', message: result.error ?? messages.declined };
    default:
      return { kind: 'refused', message: result.error ?? messages.failed };
  }
}

/** The invoice statuses a payment made elsewhere (another tab) leaves: nothing is left to pay here. */
export type PaidElsewhereStatus = Extract<InvoiceStatus, 'Paid' | 'Processing'>;

/**
 * How a payment ended for the client: the status check's answer, unknown when it failed (spec 3 §4),
 * or refused because another tab paid the invoice (or is paying it by bank) meanwhile.
 */
export type PaymentOutcome =
  | PaymentCheck
  | { status: 'unknown'; isPartialPayment: false }
  | { status: 'paidElsewhere'; invoiceStatus: PaidElsewhereStatus; isPartialPayment: false };

export const UNKNOWN_OUTCOME: PaymentOutcome = { status: 'unknown', isPartialPayment: false };

/** The outcome of a pay refused because the invoice, read again, is paid or paying elsewhere; else null. */
export function paidElsewhereOutcome(invoiceStatus: InvoiceStatus): PaymentOutcome | null {
  if (invoiceStatus !== 'Paid' && invoiceStatus !== 'Processing') return null;
  return { status: 'paidElsewhere', invoiceStatus, isPartialPayment: false };
}

/** The invoice's status after the payment, until it is read again (spec 3 §4). */
export function invoiceStatusAfter(outcome: PaymentOutcome): InvoiceStatus {
  if (outcome.status === 'unknown') return 'Unknown';
  if (outcome.status === 'paidElsewhere') return outcome.invoiceStatus;
  if (outcome.status === 'processing') return 'Processing';
  return outcome.isPartialPayment ? 'Partial' : 'Paid';
}

/**
 * What the dialog says about the outcome; `amount` is null after a redirect, when it is not known
 * here; the tip in it is its own line (issue 36).
 */
export function outcomeMessages(outcome: PaymentOutcome, amount: number | null, tip = 0): string[] {
  if (outcome.status === 'unknown') return [messages.statusUnknown];
  if (outcome.status === 'paidElsewhere')
    return [outcome.invoiceStatus === 'Paid' ? messages.alreadyPaid : messages.alreadyProcessing];
  const tipLine = tip > 0 ? [messages.tipLine(tip)] : [];
  if (outcome.status === 'processing') return [messages.processing, ...tipLine];
  const received = amount === null ? messages.paymentReceived : messages.paid(amount);
  return outcome.isPartialPayment ? [received, ...tipLine, messages.restStillDue] : [received, ...tipLine];
}
