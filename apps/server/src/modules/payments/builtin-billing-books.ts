import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { type PlanItemKey, planItemOf } from '@porchlight/core/plans/plans.catalog';
import { planMessages } from '@porchlight/core/plans/plans.messages';
import { itemsOf, monthlyTotalCents } from '@porchlight/core/plans/plans.rules';
import type { Executor } from '@porchlight/db/connection';
import type {
  BillingCheckout,
  BillingInvoice,
  BillingInvoiceLine,
  BillingSubscription,
} from './billing-processor';
import {
  type BillingCustomerRow,
  type BillingInvoiceRow,
  type BuiltinBillingRepository,
  type CheckoutRow,
  createBuiltinBillingRepository,
  type SubscriptionRow,
} from './builtin-billing.repository';
import { idOf } from './builtin-processor';
import {
  type BuiltinProcessorRepository,
  createBuiltinProcessorRepository,
} from './builtin-processor.repository';
import { ProcessorRefusal } from './payment-processor';

/**
 * The built-in processor's billing books: the repositories of one transaction, and what every billing
 * call does with them — charging an invoice to the customer's card, queueing the event that tells the
 * app, and reading rows back in the port's shapes.
 */

/** The platform's own account at the processor: its billing customers' cards live here. */
export const PLATFORM_ACCOUNT = 'acct_platform';

export interface Books {
  billing: BuiltinBillingRepository;
  processor: BuiltinProcessorRepository;
}

export function booksOf(tx: Executor): Books {
  return { billing: createBuiltinBillingRepository(tx), processor: createBuiltinProcessorRepository(tx) };
}

export async function emit(books: Books, type: string, object: Record<string, unknown>): Promise<void> {
  await books.processor.queue('event', { id: idOf('evt'), type, account: null, data: { object } });
  await books.processor.announceQueued();
}

export const subscriptionObject = (row: SubscriptionRow) => ({
  object: 'subscription',
  id: row.id,
  customer: row.customerId,
});
export const invoiceObject = (row: BillingInvoiceRow) => ({
  object: 'invoice',
  id: row.id,
  customer: row.customerId,
  subscription: row.subscriptionId,
});

export async function lockCustomer(books: Books, customerId: string): Promise<BillingCustomerRow> {
  const customer = await books.billing.lockCustomer(customerId);
  if (!customer) throw new ProcessorRefusal(`No such customer: ${customerId}`);
  return customer;
}

/** Charges an invoice to the customer's card, the customer not present; true when it paid. */
export async function charge(
  books: Books,
  customer: BillingCustomerRow,
  invoice: BillingInvoiceRow,
  at: Date,
): Promise<BillingInvoiceRow> {
  const method = customer.defaultMethodId
    ? await books.processor.findMethod(PLATFORM_ACCOUNT, customer.defaultMethodId)
    : undefined;
  const attempts = invoice.attempts + 1;
  if (
    invoice.amountCents === 0 ||
    method?.behaviour === 'succeeds' ||
    method?.behaviour === 'needsAuthentication'
  )
    // An authenticated card set up on-session pays later charges without asking again (Stripe's mandates).
    return books.billing.updateInvoice(invoice.id, {
      status: 'paid',
      methodId: method?.id ?? null,
      attempts,
      lastError: null,
      paidAt: at,
    });
  const lastError = !method
    ? messages.methodNotFound
    : method.behaviour === 'declined'
      ? messages.insufficientFunds
      : messages.declined;
  return books.billing.updateInvoice(invoice.id, { methodId: method?.id ?? null, attempts, lastError });
}

/** A new open invoice of the subscription, for `lines` over `period`, before it is charged. */
export function openInvoice(
  books: Books,
  subscription: { id: string; customerId: string },
  reason: BillingInvoiceRow['reason'],
  lines: BillingInvoiceLine[],
  period: { start: Date; end: Date },
): Promise<BillingInvoiceRow> {
  return books.billing.insertInvoice({
    id: idOf('in'),
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    status: 'open',
    reason,
    amountCents: sumOf(lines),
    lines,
    periodStart: period.start,
    periodEnd: period.end,
  });
}

export function linesFor(items: readonly PlanItemKey[], creditCents: number): BillingInvoiceLine[] {
  const lines = items.map((key) => ({
    description: planItemOf(key).name,
    amountCents: planItemOf(key).priceCents,
  }));
  const credit = Math.min(creditCents, monthlyTotalCents(items));
  return credit > 0 ? [...lines, { description: 'Credit for unused time', amountCents: -credit }] : lines;
}
export const sumOf = (lines: BillingInvoiceLine[]) =>
  lines.reduce((total, line) => total + line.amountCents, 0);

export async function toSubscription(books: Books, row: SubscriptionRow): Promise<BillingSubscription> {
  const customer = await books.billing.findCustomer(row.customerId);
  const method = customer?.defaultMethodId
    ? await books.processor.findMethod(PLATFORM_ACCOUNT, customer.defaultMethodId)
    : undefined;
  const last = await books.billing.lastInvoice(row.id);
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status,
    items: itemsOf(row.items),
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pastDueSince: row.pastDueSince,
    card: method ? { brand: method.brand ?? 'card', last4: method.last4 } : null,
    lastError: last?.status === 'open' ? last.lastError : null,
  };
}

export async function toInvoice(books: Books, row: BillingInvoiceRow): Promise<BillingInvoice> {
  const method = row.methodId ? await books.processor.findMethod(PLATFORM_ACCOUNT, row.methodId) : undefined;
  return {
    id: row.id,
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    status: row.status,
    amountCents: row.amountCents,
    lines: row.lines,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    paidAt: row.paidAt,
    card: method ? { brand: method.brand ?? 'card', last4: method.last4 } : null,
  };
}

export const toCheckout = (row: CheckoutRow): BillingCheckout => ({
  id: row.id,
  customerId: row.customerId,
  mode: row.mode,
  status: row.status,
  url: null,
  clientSecret: row.clientSecret,
  subscriptionId: row.subscriptionId,
});

export async function liveSubscription(
  books: Books,
  subscriptionId: string,
): Promise<{ row: SubscriptionRow; customer: BillingCustomerRow }> {
  const found = await books.billing.findSubscription(subscriptionId);
  if (!found) throw new ProcessorRefusal(`No such subscription: ${subscriptionId}`);
  const customer = await lockCustomer(books, found.customerId);
  const [row] = (await books.billing.lockLiveSubscriptions(customer.id)).filter(
    (live) => live.id === subscriptionId,
  );
  if (!row) throw new ProcessorRefusal(planMessages.notSubscribed);
  return { row, customer };
}
