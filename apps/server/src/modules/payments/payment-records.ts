import { invoiceMoneyOf } from '@porchlight/core/payments/payment-amounts.rules';
import type { PaymentStatus } from '@porchlight/core/payments/payments.constants';
import { tipProblemOf } from '@porchlight/core/payments/tip.rules';
import { planInvoiceMessages } from '../messaging/invoice-messages';
import { messageClient } from '../messaging/message-client';
import type { Repositories } from '../platform/unit-of-work';
import { type NoticeContext, paymentNotices } from './payment-notices';
import type { ProcessorIntent, ProcessorMethod } from './payment-processor';
import type { InvoiceForPayment, PaymentIntentRow } from './payments.repository';

/** 'Visa •••• 4242', 'STRIPE TEST BANK •••• 6789': how a payment names its method to people. */
export function methodLabelOf(method: ProcessorMethod | null): string {
  if (method?.card)
    return `${method.card.brand.charAt(0).toUpperCase()}${method.card.brand.slice(1)} •••• ${method.card.last4}`;
  if (method?.bank) return `${method.bank.bankName} •••• ${method.bank.last4}`;
  return 'Online payment';
}

/** The intent's metadata names the tip in it (ours, set at creation), so any report of it records the tip. */
export const tipMetadataOf = (tip: number): Record<string, string> =>
  tip > 0 ? { tipCents: String(tip) } : {};

/** The tip within an intent's amount, from its metadata; 0 when there is none (or it is not one of ours). */
export function tipOfIntent(intent: Pick<ProcessorIntent, 'amount' | 'metadata'>): number {
  const tip = Number(intent.metadata.tipCents ?? 0);
  return tipProblemOf(intent.amount, tip) === null ? tip : 0;
}

/** What our payment row becomes from the processor's current intent; null when it does not change. */
function nextPaymentStatus(
  intent: ProcessorIntent,
  recorded: PaymentStatus | undefined,
): PaymentStatus | null {
  if (intent.status === 'succeeded') return recorded === 'succeeded' ? null : 'succeeded';
  if (intent.status === 'processing')
    return recorded === undefined || recorded === 'failed' ? 'processing' : null;
  // A bank debit that was on its way and bounced: the intent is payable again, with the bank's words.
  if (intent.status === 'requires_payment_method' && recorded === 'processing' && intent.lastError)
    return 'failed';
  return null;
}

/**
 * Recomputes the invoice's money from every recorded payment (never by adding to what was stored),
 * and dates it paid the first time nothing is due. Hub pages waiting on the invoice hear of it on commit.
 */
export async function recomputeInvoiceMoney(repositories: Repositories, invoice: InvoiceForPayment) {
  const money = invoiceMoneyOf({
    total: invoice.total,
    offlinePaid: invoice.amountPaidOffline,
    payments: await repositories.payments.recordedFor(invoice.id),
    requested: invoice.status === 'Draft' ? 'Draft' : 'Sent',
  });
  const invoicePaidOn = money.status === 'Paid' ? (invoice.invoicePaidOn ?? new Date()) : null;
  await repositories.payments.saveInvoiceMoney(invoice.id, { ...money, invoicePaidOn });
  // Paid or Processing: its reminders not yet sent are cancelled in this transaction.
  await planInvoiceMessages(repositories, invoice.id);
  await repositories.events.publish('invoice.payment', { invoiceId: invoice.id });
  return { ...invoice, ...money, invoicePaidOn };
}

/**
 * Applies what the processor says of an intent NOW to our records, inside the caller's transaction
 * and under the invoice's row lock (the caller took it, then read the intent). However many times and
 * in whatever order an intent is reported — the browser's return, a status check, webhooks, a retry
 * after a crash — it records one payment and the invoice's money follows from the records.
 */
export async function recordIntent(
  repositories: Repositories,
  invoice: InvoiceForPayment,
  local: PaymentIntentRow,
  intent: ProcessorIntent,
  notices: NoticeContext,
) {
  await repositories.payments.updateIntent(local.id, { status: intent.status, lastError: intent.lastError });
  const payment = await repositories.payments.paymentOfIntent(local.id);
  const next = nextPaymentStatus(intent, payment?.status);
  if (!next) return { invoice, changed: false };

  const settledAt = next === 'succeeded' ? new Date() : null;
  if (payment) {
    await repositories.payments.updatePayment(payment.id, {
      status: next,
      failureMessage: next === 'failed' ? intent.lastError : null,
      settledAt,
      // After a failed bank debit the same intent can be paid with another method: name the one paying now.
      ...(intent.method ? { methodType: intent.method.type, methodLabel: methodLabelOf(intent.method) } : {}),
    });
  } else {
    await repositories.payments.insertPayment({
      providerId: invoice.providerId,
      clientId: invoice.clientId,
      invoiceId: invoice.id,
      intentId: local.id,
      amount: intent.amount,
      tipAmount: tipOfIntent(intent),
      status: next,
      methodType: intent.method?.type ?? 'card',
      methodLabel: methodLabelOf(intent.method),
      settledAt,
    });
  }
  const current = (await notices.afterRecorded?.(repositories, { invoice, status: next, intent })) ?? invoice;
  const after = await recomputeInvoiceMoney(repositories, current);
  // The e-mails go in the same transaction as the record: sent once, and only if it commits.
  const change = { invoice: after, amount: intent.amount, tip: tipOfIntent(intent), status: next, intent };
  // The client's own are logged on their page (docs/plans/reminders.md §1.4).
  for (const { message, toClient } of await paymentNotices(repositories, change, notices))
    if (toClient) await messageClient(repositories, toClient, message);
    else await repositories.outbox.enqueue(message);
  await repositories.events.publish('outbox.queued', {});
  return { invoice: after, changed: true };
}
