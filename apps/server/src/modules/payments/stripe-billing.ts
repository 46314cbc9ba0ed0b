import { CURRENCY } from '@porchlight/core/payments/payments.constants';
import {
  isPlanItemKey,
  PLAN_ITEMS,
  type PlanItemKey,
  planItemOf,
} from '@porchlight/core/plans/plans.catalog';
import { planMessages } from '@porchlight/core/plans/plans.messages';
import { itemsOf } from '@porchlight/core/plans/plans.rules';
import Stripe from 'stripe';
import type {
  BillingCard,
  BillingCheckout,
  BillingInvoice,
  BillingProcessor,
  BillingSubscription,
  SubscriptionStatus,
} from './billing-processor';
import { ProcessorRefusal } from './payment-processor';
import { createStripeClient } from './stripe-processor';

/**
 * The billing port on Stripe Billing, on the platform's own account (no Stripe-Account header): each
 * plan item is one monthly price, found by its lookup key or made once; checkouts are Stripe Checkout
 * sessions; renewals, retries (Smart Retries) and cancellation at period end are Stripe's. Every call
 * that creates or moves something carries the caller's idempotency key, or one derived from it.
 *
 * A card given in a setup checkout becomes the card of the customer and of its live subscriptions when
 * the checkout is read back (retrieveCheckout), so the webhook path and the owner's return both make it
 * the card Stripe's retries and renewals charge, even if the owner never comes back to the page.
 */

export interface StripeBillingOptions {
  secretKey: string;
  /** Tests only: a local double of Stripe's API (`http://127.0.0.1:<port>`). */
  apiBase?: string;
}

/** The price of a plan item at Stripe; a new price (another amount) gets a new key, old subscriptions keep theirs. */
export const lookupKeyOf = (key: PlanItemKey) => `porchlight_${key}_${planItemOf(key).priceCents}`;
const LOOKUP_KEY = /^porchlight_([A-Za-z]+)_\d+$/;

const STATUS_OF_STRIPE_STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
const dateOf = (seconds: number) => new Date(seconds * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe's answer in its words when it refused the request (a decline, a bad id), instead of a 500. */
function isRefusal(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError
  );
}

async function refusalsInStripeWords<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isRefusal(error)) throw new ProcessorRefusal(error.message);
    throw error;
  }
}

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): BillingCard | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** The plan item a price stands for: ours carry it in metadata, and in the lookup key. */
function planItemOfPrice(price: Stripe.Price): PlanItemKey | null {
  const named = price.metadata?.planItem;
  if (isPlanItemKey(named)) return named;
  const fromKey = LOOKUP_KEY.exec(price.lookup_key ?? '')?.[1];
  return isPlanItemKey(fromKey) ? fromKey : null;
}

/** An invoice's service period: its lines' (Stripe's invoice period_start/end are the billing moment). */
function periodOf(invoice: Stripe.Invoice): { start: Date; end: Date } {
  const lines = invoice.lines.data;
  if (lines.length === 0) return { start: dateOf(invoice.period_start), end: dateOf(invoice.period_end) };
  return {
    start: dateOf(Math.min(...lines.map((line) => line.period.start))),
    end: dateOf(Math.max(...lines.map((line) => line.period.end))),
  };
}

export function createStripeBilling(options: StripeBillingOptions): BillingProcessor {
  const stripe = createStripeClient(options.secretKey, options.apiBase);
  const once = (idempotencyKey: string): Stripe.RequestOptions => ({ idempotencyKey });

  let pricesOfItems: Promise<Map<PlanItemKey, string>> | null = null;

  /** Every plan item's price id: looked up by lookup key once per process, the missing ones created once. */
  function planPrices(): Promise<Map<PlanItemKey, string>> {
    pricesOfItems ??= findOrCreatePrices().catch((error: unknown) => {
      pricesOfItems = null;
      throw error;
    });
    return pricesOfItems;
  }

  async function findOrCreatePrices(): Promise<Map<PlanItemKey, string>> {
    const found = await stripe.prices.list({
      lookup_keys: PLAN_ITEMS.map((item) => lookupKeyOf(item.key)),
      active: true,
      limit: 100,
    });
    const prices = new Map<PlanItemKey, string>();
    for (const price of found.data) {
      const key = planItemOfPrice(price);
      if (key && price.lookup_key === lookupKeyOf(key)) prices.set(key, price.id);
    }
    for (const item of PLAN_ITEMS) {
      if (prices.has(item.key)) continue;
      const lookupKey = lookupKeyOf(item.key);
      const product = await stripe.products.create(
        { name: item.name, description: item.summary, metadata: { planItem: item.key } },
        once(`plan-product:${lookupKey}`),
      );
      const price = await stripe.prices.create(
        {
          product: product.id,
          currency: CURRENCY,
          unit_amount: item.priceCents,
          recurring: { interval: 'month' },
          lookup_key: lookupKey,
          metadata: { planItem: item.key },
        },
        once(`plan-price:${lookupKey}`),
      );
      prices.set(item.key, price.id);
    }
    return prices;
  }

  async function priceIdsOf(items: readonly PlanItemKey[]): Promise<string[]> {
    const prices = await planPrices();
    return items.map((key) => {
      const id = prices.get(key);
      if (!id) throw new Error(`no Stripe price for plan item ${key}`);
      return id;
    });
  }

  async function subscriptionOf(subscriptionId: string): Promise<Stripe.Subscription> {
    return stripe.subscriptions.retrieve(subscriptionId, {
      expand: ['default_payment_method', 'latest_invoice'],
    });
  }

  /** The decline of an invoice's last payment attempt, in Stripe's words. */
  async function declineOf(invoiceId: string): Promise<string | null> {
    const payments = await stripe.invoicePayments.list({
      invoice: invoiceId,
      expand: ['data.payment.payment_intent'],
      limit: 10,
    });
    for (const payment of payments.data) {
      const intent = payment.payment.payment_intent;
      if (intent && typeof intent !== 'string' && intent.last_payment_error?.message)
        return intent.last_payment_error.message;
    }
    return null;
  }

  async function toSubscription(subscription: Stripe.Subscription): Promise<BillingSubscription> {
    const status = STATUS_OF_STRIPE_STATUS[subscription.status];
    if (!status)
      throw new Error(`Stripe answered a subscription status we do not know: ${subscription.status}`);
    const latest = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    const unpaid = status === 'past_due' && latest?.status === 'open' ? latest : null;
    const [first] = subscription.items.data;
    const periodStart = first ? first.current_period_start : subscription.start_date;
    const periodEnd = first ? first.current_period_end : subscription.start_date;
    return {
      id: subscription.id,
      customerId: idOf(subscription.customer) ?? '',
      status,
      items: itemsOf(subscription.items.data.flatMap((item) => planItemOfPrice(item.price) ?? [])),
      currentPeriodStart: dateOf(periodStart),
      currentPeriodEnd: dateOf(periodEnd),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
      pastDueSince: unpaid ? dateOf(unpaid.status_transitions.finalized_at ?? unpaid.created) : null,
      card: cardOf(subscription.default_payment_method),
      lastError: unpaid ? (unpaid.last_finalization_error?.message ?? (await declineOf(unpaid.id))) : null,
    };
  }

  function toCheckout(session: Stripe.Checkout.Session): BillingCheckout {
    return {
      id: session.id,
      customerId: idOf(session.customer) ?? '',
      mode: session.mode === 'setup' ? 'setup' : 'subscription',
      status: CHECKOUT_STATUSES.find((status) => status === session.status) ?? 'open',
      url: session.url,
      clientSecret: null,
      subscriptionId: idOf(session.subscription),
    };
  }

  /** A completed setup checkout's card becomes the one renewals and retries charge; a no-op once done. */
  async function adoptSetupCard(session: Stripe.Checkout.Session): Promise<void> {
    const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
    const methodId = idOf(intent?.payment_method);
    const customerId = idOf(session.customer);
    if (!methodId || !customerId || intent?.status !== 'succeeded') return;
    const customer = await stripe.customers.retrieve(customerId);
    if (!customer.deleted && idOf(customer.invoice_settings.default_payment_method) !== methodId)
      await stripe.customers.update(
        customerId,
        { invoice_settings: { default_payment_method: methodId } },
        once(`plan-card-customer:${session.id}`),
      );
    const live = await stripe.subscriptions.list({ customer: customerId, limit: 10 });
    for (const subscription of live.data) {
      if (idOf(subscription.default_payment_method) === methodId) continue;
      await stripe.subscriptions.update(
        subscription.id,
        { default_payment_method: methodId },
        once(`plan-card-subscription:${session.id}:${subscription.id}`),
      );
    }
  }

  /**
   * Pending updates: a declined proration leaves the subscription as it was and its invoice open; we
   * void that invoice at once so a later "pay open invoices" can never apply the refused change.
   */
  async function refuseDeclinedUpdate(updated: Stripe.Subscription, idempotencyKey: string): Promise<never> {
    const invoiceId = idOf(updated.latest_invoice);
    const decline = invoiceId ? await declineOf(invoiceId) : null;
    if (invoiceId) await stripe.invoices.voidInvoice(invoiceId, {}, once(`${idempotencyKey}:void`));
    throw new ProcessorRefusal(decline ?? planMessages.paymentFailed);
  }

  return {
    name: 'stripe',
    hasTestClock: false,

    createCustomer(customer, idempotencyKey) {
      return refusalsInStripeWords(async () => {
        const created = await stripe.customers.create(
          {
            name: customer.name,
            email: customer.email ?? undefined,
            metadata: { providerId: customer.providerId },
          },
          once(idempotencyKey),
        );
        return created.id;
      });
    },

    createCheckout(checkout, idempotencyKey) {
      return refusalsInStripeWords(async () => {
        const common = {
          customer: checkout.customerId,
          success_url: `${checkout.returnUrl}&checkout={CHECKOUT_SESSION_ID}`,
          cancel_url: checkout.returnUrl,
          metadata: { providerId: checkout.providerId },
        };
        const params: Stripe.Checkout.SessionCreateParams =
          checkout.mode === 'setup'
            ? {
                ...common,
                mode: 'setup',
                // `payment_method_types` is refused since API version 2026-09-30.endive; a card is what renewals charge.
                allowed_payment_method_types: ['card'],
                setup_intent_data: { metadata: { providerId: checkout.providerId } },
              }
            : {
                ...common,
                mode: 'subscription',
                line_items: (await priceIdsOf(itemsOf(checkout.items))).map((price) => ({
                  price,
                  quantity: 1,
                })),
                subscription_data: { metadata: { providerId: checkout.providerId } },
              };
        return toCheckout(await stripe.checkout.sessions.create(params, once(idempotencyKey)));
      });
    },

    retrieveCheckout(checkoutId) {
      return refusalsInStripeWords(async () => {
        const session = await stripe.checkout.sessions.retrieve(checkoutId, { expand: ['setup_intent'] });
        if (session.mode === 'setup' && session.status === 'complete') await adoptSetupCard(session);
        return toCheckout(session);
      });
    },

    async expireCheckout(checkoutId) {
      try {
        // Each expiry is its own request: expiring twice is harmless, so no key is needed.
        await stripe.checkout.sessions.expire(checkoutId);
      } catch (error) {
        // Already expired or completed: either way it can no longer start a subscription.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    retrieveSubscription(subscriptionId) {
      return refusalsInStripeWords(async () => toSubscription(await subscriptionOf(subscriptionId)));
    },

    changeItems(subscriptionId, items, idempotencyKey) {
      return refusalsInStripeWords(async () => {
        const current = await subscriptionOf(subscriptionId);
        const wanted = new Set(await priceIdsOf(itemsOf(items)));
        const held = current.items.data;
        const added = [...wanted].filter((price) => !held.some((item) => item.price.id === price));
        const removed = held.filter((item) => !wanted.has(item.price.id));
        if (added.length > 0) {
          // Stripe keeps a decline as the key's answer: the card and the prices are part of the key, so
          // a retry after a lost answer repeats the call, while one after a new card or other items is tried afresh.
          const addKey = `${idempotencyKey}:add:${idOf(current.default_payment_method) ?? 'none'}:${added.join(',')}`;
          // Pending updates take only prices and quantities, so additions go first and on their own.
          const updated = await stripe.subscriptions.update(
            subscriptionId,
            {
              items: added.map((price) => ({ price, quantity: 1 })),
              proration_behavior: 'always_invoice',
              payment_behavior: 'pending_if_incomplete',
            },
            once(addKey),
          );
          if (updated.pending_update) await refuseDeclinedUpdate(updated, addKey);
        }
        if (removed.length > 0)
          // Removals cost nothing now: their unused time is credited on the next invoice.
          await stripe.subscriptions.update(
            subscriptionId,
            {
              items: removed.map((item) => ({ id: item.id, deleted: true })),
              proration_behavior: 'create_prorations',
            },
            once(`${idempotencyKey}:remove`),
          );
        return toSubscription(await subscriptionOf(subscriptionId));
      });
    },

    setCancelAtPeriodEnd(subscriptionId, cancel, idempotencyKey) {
      return refusalsInStripeWords(async () => {
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: cancel },
          once(idempotencyKey),
        );
        return toSubscription(await subscriptionOf(subscriptionId));
      });
    },

    payOpenInvoices(subscriptionId, idempotencyKey) {
      return refusalsInStripeWords(async () => {
        const open = await stripe.invoices.list({ subscription: subscriptionId, status: 'open', limit: 100 });
        for (const invoice of open.data)
          await stripe.invoices.pay(invoice.id, {}, once(`${idempotencyKey}:${invoice.id}`));
      });
    },

    listPaidInvoices(customerId) {
      return refusalsInStripeWords(async () => {
        const paid = await stripe.invoices.list({ customer: customerId, status: 'paid', limit: 100 });
        return paid.data.map((invoice): BillingInvoice => {
          const period = periodOf(invoice);
          const subscription = invoice.parent?.subscription_details?.subscription;
          return {
            id: invoice.id,
            customerId,
            subscriptionId: idOf(subscription),
            status: 'paid',
            amountCents: invoice.amount_paid,
            lines: invoice.lines.data.map((line) => ({
              description: line.description ?? '',
              amountCents: line.amount,
            })),
            periodStart: period.start,
            periodEnd: period.end,
            paidAt: invoice.status_transitions.paid_at ? dateOf(invoice.status_transitions.paid_at) : null,
            // Which card paid lies two lookups away (invoice payment, then its intent): receipts go without.
            card: null,
          };
        });
      });
    },

    async clockOf() {
      return null;
    },

    async advanceClock() {
      throw new ProcessorRefusal(planMessages.testClockOnlyBuiltin);
    },
  };
}
