import { randomBytes } from 'node:crypto';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { BuiltinCard } from '@porchlight/core/payments/payments.schemas';
import { planItemOf } from '@porchlight/core/plans/plans.catalog';
import { planMessages } from '@porchlight/core/plans/plans.messages';
import { addMonths, daysToMs, itemsOf, proratedCents } from '@porchlight/core/plans/plans.rules';
import type { BuiltinCheckoutResult } from '@porchlight/core/plans/plans.schemas';
import type { Database } from '@porchlight/db/connection';
import type { BillingProcessor, BillingSubscription } from './billing-processor';
import { type BillingCustomerRow, createBuiltinBillingRepository } from './builtin-billing.repository';
import {
  type Books,
  booksOf,
  charge,
  emit,
  invoiceObject,
  linesFor,
  liveSubscription,
  lockCustomer,
  openInvoice,
  PLATFORM_ACCOUNT,
  subscriptionObject,
  toCheckout,
  toInvoice,
  toSubscription,
} from './builtin-billing-books';
import { advanceSubscriptions, scheduleNext } from './builtin-billing-cycle';
import { idOf, newCard } from './builtin-processor';
import { ProcessorRefusal } from './payment-processor';

/**
 * The built-in processor's billing (Stripe Billing's lifecycle on our own tables): a checkout pays the
 * first month and starts a monthly subscription; each period end renews it on the customer's card, a
 * failed renewal leaves the invoice open and the subscription past due, retried daily, and 7 days
 * later the subscription is canceled; items added mid-period are prorated and charged at once,
 * removed ones credit the next invoice; cancellation takes effect at period end. Time is each
 * customer's test clock. What happened reaches the app as queued events, like Stripe's webhooks.
 */

export type BuiltinBilling = ReturnType<typeof createBuiltinBilling>;

export function createBuiltinBilling(options: { db: Database; realNow?: () => Date }) {
  const { db } = options;
  const realNow = options.realNow ?? (() => new Date());
  const clockOf = (customer: BillingCustomerRow) => new Date(realNow().getTime() + customer.clockOffsetMs);

  function transaction<T>(work: (books: Books) => Promise<T>): Promise<T> {
    return db.transaction((tx) => work(booksOf(tx)));
  }

  /** Stripe's idempotency: a key's first answer answers every retry, concurrent ones included. */
  function idempotent<T>(key: string, work: (books: Books) => Promise<T>): Promise<T> {
    return transaction(async (books) => {
      const scoped = `${PLATFORM_ACCOUNT}:${key}`;
      // A refusal rolls the claim back with everything else: the retry is tried afresh, as Stripe does.
      if (!(await books.processor.claimKey(scoped))) return (await books.processor.answerOf(scoped)) as T;
      const value = await work(books);
      await books.processor.storeAnswer(scoped, value);
      return value;
    });
  }

  const processor: BillingProcessor = {
    name: 'builtin',
    hasTestClock: true,

    async createCustomer(customer, idempotencyKey) {
      return idempotent(idempotencyKey, async (books) => {
        const id = idOf('cus');
        await books.billing.insertCustomer({
          id,
          name: customer.name,
          email: customer.email,
          metadata: { providerId: customer.providerId },
        });
        return id;
      });
    },

    async createCheckout(checkout, idempotencyKey) {
      return idempotent(idempotencyKey, async (books) => {
        await lockCustomer(books, checkout.customerId);
        const id = idOf('cs');
        const row = await books.billing.insertCheckout({
          id,
          customerId: checkout.customerId,
          mode: checkout.mode,
          clientSecret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
          status: 'open',
          items: checkout.items,
          metadata: { providerId: checkout.providerId },
        });
        return toCheckout(row);
      });
    },

    async retrieveCheckout(checkoutId) {
      const row = await createBuiltinBillingRepository(db).findCheckout(checkoutId);
      if (!row) throw new ProcessorRefusal(planMessages.checkoutNotFound);
      return toCheckout(row);
    },

    async expireCheckout(checkoutId) {
      await transaction(async (books) => {
        const row = await books.billing.lockCheckout(checkoutId);
        if (row?.status === 'open') await books.billing.updateCheckout(row.id, { status: 'expired' });
      });
    },

    async retrieveSubscription(subscriptionId) {
      return transaction(async (books) => {
        const row = await books.billing.findSubscription(subscriptionId);
        if (!row) throw new ProcessorRefusal(`No such subscription: ${subscriptionId}`);
        return toSubscription(books, row);
      });
    },

    async changeItems(subscriptionId, items, idempotencyKey) {
      return idempotent(idempotencyKey, async (books) => {
        const { row, customer } = await liveSubscription(books, subscriptionId);
        if (row.status !== 'active') throw new ProcessorRefusal(planMessages.paymentFailed);
        const now = clockOf(customer);
        const period = { start: row.currentPeriodStart, end: row.currentPeriodEnd };
        const added = items.filter((key) => !row.items.includes(key));
        const removed = itemsOf(row.items).filter((key) => !items.includes(key));
        const lines = added.map((key) => ({
          description: `${planItemOf(key).name} (rest of this month)`,
          amountCents: proratedCents(planItemOf(key).priceCents, period, now),
        }));
        if (added.length > 0) {
          const invoice = await charge(
            books,
            customer,
            await openInvoice(books, row, 'subscription_update', lines, {
              start: now,
              end: row.currentPeriodEnd,
            }),
            now,
          );
          // Stripe's pending_if_incomplete: a failed proration charge changes nothing.
          if (invoice.status !== 'paid') {
            await books.billing.updateInvoice(invoice.id, { status: 'void' });
            throw new ProcessorRefusal(invoice.lastError ?? messages.declined);
          }
          await emit(books, 'invoice.paid', invoiceObject(invoice));
        }
        const credit = removed.reduce(
          (total, key) => total + proratedCents(planItemOf(key).priceCents, period, now),
          0,
        );
        const changed = await books.billing.updateSubscription(row.id, {
          items: itemsOf(items),
          creditCents: row.creditCents + credit,
        });
        await emit(books, 'customer.subscription.updated', subscriptionObject(changed));
        return toSubscription(books, changed);
      }).then(revive);
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel, idempotencyKey) {
      return idempotent(idempotencyKey, async (books) => {
        const { row } = await liveSubscription(books, subscriptionId);
        const changed = await books.billing.updateSubscription(row.id, { cancelAtPeriodEnd: cancel });
        await emit(books, 'customer.subscription.updated', subscriptionObject(changed));
        return toSubscription(books, changed);
      }).then(revive);
    },

    async payOpenInvoices(subscriptionId, idempotencyKey) {
      await idempotent(idempotencyKey, async (books) => {
        const { row, customer } = await liveSubscription(books, subscriptionId);
        const now = clockOf(customer);
        for (const open of await books.billing.openInvoices(row.id)) {
          const paid = await charge(books, customer, open, now);
          if (paid.status !== 'paid') throw new ProcessorRefusal(paid.lastError ?? messages.declined);
          await emit(books, 'invoice.paid', invoiceObject(paid));
        }
        if (row.status === 'past_due') {
          const recovered = await books.billing.updateSubscription(row.id, {
            status: 'active',
            pastDueSince: null,
          });
          await emit(books, 'customer.subscription.updated', subscriptionObject(recovered));
          await scheduleNext(books, customer, recovered, now);
        }
        return true;
      });
    },

    async listPaidInvoices(customerId) {
      return transaction(async (books) =>
        Promise.all((await books.billing.paidInvoices(customerId)).map((row) => toInvoice(books, row))),
      );
    },

    async clockOf(customerId) {
      const customer = await createBuiltinBillingRepository(db).findCustomer(customerId);
      return customer ? clockOf(customer) : null;
    },

    async advanceClock(customerId, days) {
      return transaction(async (books) => {
        const customer = await lockCustomer(books, customerId);
        const moved = { ...customer, clockOffsetMs: customer.clockOffsetMs + daysToMs(days) };
        await books.billing.updateCustomer(customer.id, { clockOffsetMs: moved.clockOffsetMs });
        await advanceSubscriptions(books, moved, clockOf(moved));
        return clockOf(moved);
      });
    },
  };

  return {
    ...processor,

    /** The checkout form's submit (Stripe Checkout's page): a card, then the first month or the saved card. */
    async confirmCheckout(
      checkoutId: string,
      input: { clientSecret: string; card: BuiltinCard },
    ): Promise<BuiltinCheckoutResult> {
      return transaction(async (books) => {
        const checkout = await books.billing.lockCheckout(checkoutId);
        if (!checkout || checkout.clientSecret !== input.clientSecret)
          throw new ProcessorRefusal(planMessages.checkoutNotFound);
        if (checkout.status !== 'open') throw new ProcessorRefusal(messages.intentDone);
        const customer = await lockCustomer(books, checkout.customerId);
        const now = clockOf(customer);
        const card = await newCard(books.processor, PLATFORM_ACCOUNT, input.card, now, customer.id);
        if (checkout.mode === 'setup') {
          await books.billing.updateCustomer(customer.id, { defaultMethodId: card.id });
          await books.billing.updateCheckout(checkout.id, { status: 'complete' });
          await emit(books, 'checkout.session.completed', {
            object: 'checkout.session',
            id: checkout.id,
            customer: customer.id,
            subscription: null,
          });
          return { status: 'complete', error: null };
        }
        if ((await books.billing.lockLiveSubscriptions(customer.id)).length > 0)
          throw new ProcessorRefusal(planMessages.alreadySubscribed);
        const items = itemsOf(checkout.items);
        const lines = linesFor(items, 0);
        const periodEnd = addMonths(now, 1);
        const subscriptionId = idOf('sub');
        await books.billing.updateCustomer(customer.id, { defaultMethodId: card.id });
        const first = await charge(
          books,
          { ...customer, defaultMethodId: card.id },
          await openInvoice(
            books,
            { id: subscriptionId, customerId: customer.id },
            'subscription_create',
            lines,
            { start: now, end: periodEnd },
          ),
          now,
        );
        if (first.status !== 'paid') {
          // Checkout keeps the page open for another card; the subscription never starts.
          await books.billing.updateInvoice(first.id, { status: 'void' });
          await books.billing.updateCustomer(customer.id, { defaultMethodId: customer.defaultMethodId });
          await books.billing.updateCheckout(checkout.id, { lastError: first.lastError });
          return { status: 'open', error: first.lastError };
        }
        const subscription = await books.billing.insertSubscription({
          id: subscriptionId,
          customerId: customer.id,
          status: 'active',
          items,
          anchorDay: now.getUTCDate(),
          currentPeriodStart: now,
          currentPeriodEnd: periodEnd,
          metadata: checkout.metadata,
        });
        await books.billing.updateCheckout(checkout.id, {
          status: 'complete',
          subscriptionId,
          lastError: null,
        });
        await emit(books, 'checkout.session.completed', {
          object: 'checkout.session',
          id: checkout.id,
          customer: customer.id,
          subscription: subscriptionId,
        });
        await emit(books, 'invoice.paid', invoiceObject(first));
        await scheduleNext(books, customer, subscription, now);
        return { status: 'complete', error: null };
      });
    },

    /** A queued 'renew' delivery: whatever is due on the customer's clock by now. */
    async renewDue(customerId: string): Promise<void> {
      await transaction(async (books) => {
        const customer = await books.billing.lockCustomer(customerId);
        if (customer) await advanceSubscriptions(books, customer, clockOf(customer));
      });
    },
  };
}

/** An idempotent answer read back from JSON: its dates are strings again. */
function revive(subscription: BillingSubscription): BillingSubscription {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...subscription,
    currentPeriodStart: new Date(subscription.currentPeriodStart),
    currentPeriodEnd: new Date(subscription.currentPeriodEnd),
    pastDueSince: date(subscription.pastDueSince),
  };
}
