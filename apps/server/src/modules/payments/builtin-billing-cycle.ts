import {
  addMonths,
  daysToMs,
  graceEndsAt,
  itemsOf,
  monthlyTotalCents,
} from '@porchlight/core/plans/plans.rules';
import type { BillingCustomerRow, SubscriptionRow } from './builtin-billing.repository';
import {
  type Books,
  charge,
  emit,
  invoiceObject,
  linesFor,
  openInvoice,
  subscriptionObject,
} from './builtin-billing-books';

/**
 * The built-in processor's billing cycle on a customer's clock: at each period end a renewal invoice
 * charged to the card (or the subscription canceled, when asked to end then); a failed renewal leaves
 * the subscription past due, retried at each wake-up until it pays or 7 days have passed, when the
 * subscription is canceled. Each change is told as Stripe's events would tell it.
 */

const RETRY_EVERY_MS = daysToMs(1);

/** Queues the real-time moment this customer's clock next needs looking at (renewal, retry, grace end). */
export async function scheduleNext(
  books: Books,
  customer: BillingCustomerRow,
  row: SubscriptionRow,
  now: Date,
): Promise<void> {
  if (row.status === 'canceled') return;
  const dueOnClock =
    row.status === 'past_due' && row.pastDueSince
      ? Math.min(row.currentPeriodEnd.getTime(), now.getTime() + RETRY_EVERY_MS)
      : row.currentPeriodEnd.getTime();
  await books.processor.queue(
    'renew',
    { customerId: customer.id },
    new Date(dueOnClock - customer.clockOffsetMs),
  );
}

/** Everything due on the customer's clock: renewals, retries of a past-due invoice, cancellations. */
export async function advanceSubscriptions(
  books: Books,
  customer: BillingCustomerRow,
  now: Date,
): Promise<void> {
  for (let row of await books.billing.lockLiveSubscriptions(customer.id)) {
    while (row.status !== 'canceled') {
      if (row.status === 'past_due' && row.pastDueSince) {
        const graceEnd = graceEndsAt(row.pastDueSince);
        const [open] = await books.billing.openInvoices(row.id);
        if (open && now.getTime() >= graceEnd.getTime()) {
          await books.billing.updateInvoice(open.id, { status: 'void' });
          row = await books.billing.updateSubscription(row.id, { status: 'canceled' });
          await emit(books, 'customer.subscription.deleted', subscriptionObject(row));
          break;
        }
        if (open) {
          const retried = await charge(books, customer, open, now);
          if (retried.status === 'paid') {
            row = await books.billing.updateSubscription(row.id, { status: 'active', pastDueSince: null });
            await emit(books, 'invoice.paid', invoiceObject(retried));
            await emit(books, 'customer.subscription.updated', subscriptionObject(row));
          }
        }
        if (row.status === 'past_due') break;
      }
      if (row.currentPeriodEnd.getTime() > now.getTime()) break;
      const periodStart = row.currentPeriodEnd;
      if (row.cancelAtPeriodEnd) {
        row = await books.billing.updateSubscription(row.id, { status: 'canceled' });
        await emit(books, 'customer.subscription.deleted', subscriptionObject(row));
        break;
      }
      const periodEnd = addMonths(periodStart, 1, row.anchorDay);
      const lines = linesFor(itemsOf(row.items), row.creditCents);
      const renewal = await charge(
        books,
        customer,
        await openInvoice(books, row, 'subscription_cycle', lines, { start: periodStart, end: periodEnd }),
        periodStart,
      );
      const paid = renewal.status === 'paid';
      row = await books.billing.updateSubscription(row.id, {
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
        creditCents: row.creditCents - Math.min(row.creditCents, monthlyTotalCents(itemsOf(row.items))),
        ...(paid ? {} : { status: 'past_due', pastDueSince: periodStart }),
      });
      await emit(books, paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceObject(renewal));
      await emit(books, 'customer.subscription.updated', subscriptionObject(row));
    }
    await scheduleNext(books, customer, row, now);
  }
}
