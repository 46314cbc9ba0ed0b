import { type StripeBooks, StripeDoubleError } from './stripe-double-books';
import { type FormObject, type FormValue, form } from './stripe-double-form';
import { cardMethod, nowInSeconds, type StripeErrorBody, stripeId } from './stripe-double-methods';
import type { StripeEvent } from './stripe-double-webhooks';

/**
 * Stripe Billing in the Stripe double, on the platform's own account (no Stripe-Account header):
 * products and prices (found by lookup key), Checkout sessions in subscription and setup mode,
 * subscriptions with their items, prorations and pending updates, invoices, their payments, and
 * Stripe's billing events. What only Stripe's own pages or clock do (the owner paying on Checkout, a
 * renewal at period end) are test helpers that also queue the events Stripe would send.
 */

type Json = Record<string, unknown>;

interface DoubleInvoice {
  id: string;
  object: 'invoice';
  customer: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  billing_reason: string;
  currency: 'usd';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  total: number;
  attempt_count: number;
  created: number;
  period_start: number;
  period_end: number;
  lines: { object: 'list'; data: Json[]; has_more: false };
  parent: { type: 'subscription_details'; subscription_details: { subscription: string; metadata: Json } };
  status_transitions: {
    finalized_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
    marked_uncollectible_at: number | null;
  };
  last_finalization_error: null;
  livemode: false;
}

interface DoubleSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: Json;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  subscription: string;
}

interface DoubleSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  items: { object: 'list'; data: DoubleSubscriptionItem[]; has_more: false };
  cancel_at_period_end: boolean;
  default_payment_method: string | null;
  latest_invoice: string | null;
  pending_update: { expires_at: number; subscription_items: Json[] } | null;
  metadata: Record<string, string>;
  collection_method: 'charge_automatically';
  currency: 'usd';
  start_date: number;
  created: number;
  livemode: false;
}

interface PendingChange {
  invoiceId: string;
  prices: string[];
}

const invalid = (message: string, extra: Partial<StripeErrorBody> = {}) =>
  new StripeDoubleError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string) =>
  new StripeDoubleError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

/** A month on, clamped to the month's last day, as Stripe bills monthly. */
function monthAfter(seconds: number): number {
  const start = new Date(seconds * 1000);
  const next = new Date(start.getTime());
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(next.getTime() / 1000);
}

/** Stripe's proration: the price times the share of the period still to come. */
function proratedAmount(unitAmount: number, start: number, end: number, at: number): number {
  if (end <= start || at >= end) return 0;
  return Math.round((unitAmount * (end - Math.max(at, start))) / (end - start));
}

const itemParams = (params: FormObject): FormObject[] => {
  const value: FormValue | undefined = params.items ?? params.line_items;
  return Array.isArray(value)
    ? value.filter((entry): entry is FormObject => typeof entry === 'object' && !Array.isArray(entry))
    : [];
};

export function createStripeBilling(books: StripeBooks, apiBase: string) {
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const setupIntents = new Map<string, Json>();
  const subscriptions = new Map<string, DoubleSubscription>();
  const invoices = new Map<string, DoubleInvoice>();
  const invoicePayments: Json[] = [];
  const pendingChanges = new Map<string, PendingChange>();
  /** Unused time of removed items, credited on the subscription's next invoice. */
  const credits = new Map<string, number>();
  /** What Stripe would post to the platform's webhook endpoint, in order, until a test delivers it. */
  const events: StripeEvent[] = [];

  function emit(type: string, object: object) {
    events.push({
      id: stripeId('evt'),
      object: 'event',
      type,
      account: null,
      api_version: '2026-10-28.endive',
      created: nowInSeconds(),
      // A snapshot: later changes do not reach an event already made.
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
  }

  function priceOf(id: string): Json {
    const price = prices.get(id);
    if (!price) throw missing('price', id);
    return price;
  }
  function subscriptionOf(id: string): DoubleSubscription {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }
  function invoiceOf(id: string): DoubleInvoice {
    const invoice = invoices.get(id);
    if (!invoice) throw missing('invoice', id);
    return invoice;
  }
  function sessionOf(id: string): Json {
    const session = sessions.get(id);
    if (!session) throw missing('checkout.session', id);
    return session;
  }

  const expandsOf = (params: FormObject) => form.texts(params, 'expand');

  function subscriptionView(subscription: DoubleSubscription, expand: string[]): Json {
    const view: Json = { ...subscription };
    if (expand.includes('default_payment_method') && subscription.default_payment_method)
      view.default_payment_method =
        books.methodJson(null, subscription.default_payment_method) ?? subscription.default_payment_method;
    if (expand.includes('latest_invoice') && subscription.latest_invoice)
      view.latest_invoice = invoices.get(subscription.latest_invoice) ?? subscription.latest_invoice;
    return view;
  }

  function newInvoice(
    subscription: DoubleSubscription,
    reason: string,
    lines: { description: string; amount: number; price: string | null; start: number; end: number }[],
  ): DoubleInvoice {
    const now = nowInSeconds();
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const invoice: DoubleInvoice = {
      id: stripeId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      billing_reason: reason,
      currency: 'usd',
      amount_due: Math.max(total, 0),
      amount_paid: 0,
      amount_remaining: Math.max(total, 0),
      total,
      attempt_count: 0,
      created: now,
      // Stripe's invoice period is the billing moment; the lines carry the service periods.
      period_start: now,
      period_end: now,
      lines: {
        object: 'list',
        has_more: false,
        data: lines.map((line) => ({
          id: stripeId('il'),
          object: 'line_item',
          amount: line.amount,
          currency: 'usd',
          description: line.description,
          period: { start: line.start, end: line.end },
          pricing: line.price ? { type: 'price_details', price_details: { price: line.price } } : null,
        })),
      },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      status_transitions: {
        finalized_at: now,
        paid_at: null,
        voided_at: null,
        marked_uncollectible_at: null,
      },
      last_finalization_error: null,
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    return invoice;
  }

  /** Collects an open invoice from `methodId`: paid, or still open with the decline. */
  function collect(invoice: DoubleInvoice, methodId: string | null): StripeErrorBody | null {
    invoice.attempt_count += 1;
    if (invoice.amount_due === 0) {
      markPaid(invoice);
      return null;
    }
    if (!methodId)
      return {
        type: 'invalid_request_error',
        message: 'This customer has no attached payment source or default payment method.',
      };
    const { intent, error } = books.chargeOffSession(null, {
      amount: invoice.amount_due,
      customerId: invoice.customer,
      methodId,
      metadata: { invoice: invoice.id },
    });
    invoicePayments.push({
      id: stripeId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_requested: invoice.amount_due,
      amount_paid: error ? null : invoice.amount_due,
      currency: 'usd',
      is_default: true,
      status: error ? 'open' : 'paid',
      payment: { type: 'payment_intent', payment_intent: intent.id },
      created: nowInSeconds(),
      livemode: false,
    });
    if (!error) markPaid(invoice);
    return error;
  }

  function markPaid(invoice: DoubleInvoice) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = nowInSeconds();
  }

  function methodFor(subscription: DoubleSubscription): string | null {
    const customer = books.retrieveCustomer(null, subscription.customer);
    const settings = customer.invoice_settings as { default_payment_method: string | null };
    return subscription.default_payment_method ?? settings.default_payment_method;
  }

  function newItem(subscription: DoubleSubscription, priceId: string): DoubleSubscriptionItem {
    const [first] = subscription.items.data;
    return {
      id: stripeId('si'),
      object: 'subscription_item',
      price: priceOf(priceId),
      quantity: 1,
      current_period_start: first?.current_period_start ?? nowInSeconds(),
      current_period_end: first?.current_period_end ?? monthAfter(nowInSeconds()),
      subscription: subscription.id,
    };
  }

  /** An invoice now paid: a pending update it carried is applied, a past-due subscription is active again. */
  function afterPaid(invoice: DoubleInvoice) {
    const subscription = subscriptions.get(invoice.parent.subscription_details.subscription);
    if (!subscription) return;
    const pending = pendingChanges.get(subscription.id);
    if (pending?.invoiceId === invoice.id) {
      subscription.items.data.push(...pending.prices.map((price) => newItem(subscription, price)));
      subscription.pending_update = null;
      pendingChanges.delete(subscription.id);
    }
    const stillOpen = [...invoices.values()].some(
      (other) =>
        other.status === 'open' && other.parent.subscription_details.subscription === subscription.id,
    );
    if (subscription.status === 'past_due' && !stillOpen) subscription.status = 'active';
    emit('invoice.paid', invoice);
    emit('customer.subscription.updated', subscription);
  }

  function updateSubscription(id: string, params: FormObject): Json {
    const subscription = subscriptionOf(id);
    if (subscription.status === 'canceled')
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    const methodId = form.text(params, 'default_payment_method');
    if (methodId !== undefined) {
      if (books.methodJson(null, methodId)?.customer !== subscription.customer)
        throw invalid(
          `The customer does not have a payment method with the ID ${methodId}. The payment method must be attached to the customer.`,
          { param: 'default_payment_method' },
        );
      subscription.default_payment_method = methodId;
    }
    if (params.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = form.flag(params, 'cancel_at_period_end');
    const items = itemParams(params);
    const pendingIfIncomplete = form.text(params, 'payment_behavior') === 'pending_if_incomplete';
    if (pendingIfIncomplete && items.some((item) => item.deleted !== undefined || item.id !== undefined))
      throw invalid(
        'When `payment_behavior` is `pending_if_incomplete`, items can only set `price` and `quantity` (pending updates).',
        { param: 'items' },
      );
    const removedIds = items
      .filter((item) => form.flag(item, 'deleted'))
      .map((item) => form.text(item, 'id'));
    const addedPrices = items.flatMap((item) => form.text(item, 'price') ?? []);
    for (const price of addedPrices) {
      priceOf(price);
      if (subscription.items.data.some((item) => item.price.id === price))
        throw invalid(
          `Cannot add multiple subscription items with the same plan: ${price}. Try changing the quantity instead.`,
        );
    }
    const now = nowInSeconds();
    for (const removedId of removedIds) {
      const item = subscription.items.data.find((candidate) => candidate.id === removedId);
      if (!item) throw missing('subscription_item', removedId ?? '');
      if (form.text(params, 'proration_behavior') !== 'none') {
        const credit = proratedAmount(
          Number(item.price.unit_amount),
          item.current_period_start,
          item.current_period_end,
          now,
        );
        credits.set(id, (credits.get(id) ?? 0) + credit);
      }
      subscription.items.data = subscription.items.data.filter((candidate) => candidate !== item);
    }
    if (addedPrices.length > 0) {
      const [first] = subscription.items.data;
      const start = first?.current_period_start ?? now;
      const end = first?.current_period_end ?? monthAfter(now);
      if (form.text(params, 'proration_behavior') === 'always_invoice') {
        const invoice = newInvoice(
          subscription,
          'subscription_update',
          addedPrices.map((price) => ({
            description: `Remaining time on ${String(priceOf(price).nickname ?? price)}`,
            amount: proratedAmount(Number(priceOf(price).unit_amount), start, end, now),
            price,
            start: now,
            end,
          })),
        );
        subscription.latest_invoice = invoice.id;
        const declined = collect(invoice, methodFor(subscription));
        if (declined && pendingIfIncomplete) {
          subscription.pending_update = {
            expires_at: Math.min(end, now + 23 * 3600),
            subscription_items: addedPrices.map((price) => ({ price, quantity: 1 })),
          };
          pendingChanges.set(id, { invoiceId: invoice.id, prices: addedPrices });
          emit('invoice.payment_failed', invoice);
          emit('customer.subscription.updated', subscription);
          return subscriptionView(subscription, expandsOf(params));
        }
        if (!declined) emit('invoice.paid', invoice);
      }
      subscription.items.data.push(...addedPrices.map((price) => newItem(subscription, price)));
    }
    emit('customer.subscription.updated', subscription);
    return subscriptionView(subscription, expandsOf(params));
  }

  function createSession(params: FormObject): Json {
    const mode = form.text(params, 'mode');
    const customer = form.text(params, 'customer');
    if (!customer) throw invalid('Missing required param: customer.', { param: 'customer' });
    books.retrieveCustomer(null, customer);
    if (params.payment_method_types)
      throw invalid('`payment_method_types` is no longer supported; use `allowed_payment_method_types`.', {
        param: 'payment_method_types',
      });
    if (!form.text(params, 'success_url'))
      throw invalid('Missing required param: success_url.', { param: 'success_url' });
    const lineItems = itemParams(params);
    if (mode === 'subscription') {
      if (lineItems.length === 0)
        throw invalid('Missing required param: line_items.', { param: 'line_items' });
      for (const item of lineItems) {
        const price = priceOf(form.text(item, 'price') ?? '');
        if (!price.recurring)
          throw invalid('You must specify at least one recurring price in `subscription` mode.');
      }
    } else if (mode === 'setup') {
      if (!form.text(params, 'currency') && form.texts(params, 'allowed_payment_method_types').length === 0)
        throw invalid('Missing required param: currency.', { param: 'currency' });
    } else throw invalid('Invalid mode: must be one of payment, setup or subscription', { param: 'mode' });
    const id = stripeId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      customer,
      url: `${apiBase}/c/pay/${id}`,
      success_url: form.text(params, 'success_url'),
      cancel_url: form.text(params, 'cancel_url') ?? null,
      line_items_prices: lineItems.map((item) => form.text(item, 'price')),
      subscription: null as string | null,
      setup_intent: null as string | null,
      metadata: form.strings(params, 'metadata'),
      subscription_metadata: {} as Record<string, string>,
      setup_intent_metadata: {} as Record<string, string>,
      created: nowInSeconds(),
      livemode: false,
    };
    const subscriptionData = params.subscription_data;
    if (typeof subscriptionData === 'object' && !Array.isArray(subscriptionData))
      session.subscription_metadata = form.strings(subscriptionData, 'metadata');
    const setupData = params.setup_intent_data;
    if (typeof setupData === 'object' && !Array.isArray(setupData))
      session.setup_intent_metadata = form.strings(setupData, 'metadata');
    sessions.set(id, session);
    return session;
  }

  function sessionView(session: Json, expand: string[]): Json {
    const setupIntentId = typeof session.setup_intent === 'string' ? session.setup_intent : null;
    return expand.includes('setup_intent') && setupIntentId
      ? { ...session, setup_intent: setupIntents.get(setupIntentId) ?? setupIntentId }
      : session;
  }

  const list = (data: object[], url: string) => ({ object: 'list', data, has_more: false, url });

  return {
    routes: [
      ['GET', /^\/v1\/customers\/([^/]+)$/, (id, scope) => books.retrieveCustomer(scope, id)],
      ['POST', /^\/v1\/customers\/([^/]+)$/, (id, scope, params) => books.updateCustomer(scope, id, params)],
      [
        'POST',
        /^\/v1\/products$/,
        (_id, _scope, params) => {
          const product = {
            id: stripeId('prod'),
            object: 'product',
            name: form.text(params, 'name') ?? '',
            description: form.text(params, 'description') ?? null,
            metadata: form.strings(params, 'metadata'),
            active: true,
            created: nowInSeconds(),
          };
          products.set(product.id, product);
          return product;
        },
      ],
      [
        'POST',
        /^\/v1\/prices$/,
        (_id, _scope, params) => {
          const productId = form.text(params, 'product') ?? '';
          const product = products.get(productId);
          if (!product) throw missing('product', productId);
          const lookupKey = form.text(params, 'lookup_key') ?? null;
          if (lookupKey && [...prices.values()].some((price) => price.lookup_key === lookupKey))
            throw invalid(
              `A price (\`${lookupKey}\`) already uses that lookup key. Use \`transfer_lookup_key\` to move it.`,
            );
          const recurring = form.strings(params, 'recurring');
          const price = {
            id: stripeId('price'),
            object: 'price',
            active: true,
            currency: form.text(params, 'currency') ?? 'usd',
            unit_amount: Number(form.text(params, 'unit_amount')),
            product: productId,
            nickname: product.name,
            recurring: recurring.interval ? { interval: recurring.interval, interval_count: 1 } : null,
            type: recurring.interval ? 'recurring' : 'one_time',
            lookup_key: lookupKey,
            metadata: form.strings(params, 'metadata'),
            created: nowInSeconds(),
          };
          prices.set(price.id, price);
          return price;
        },
      ],
      [
        'GET',
        /^\/v1\/prices$/,
        (_id, _scope, params) => {
          const lookupKeys = form.texts(params, 'lookup_keys');
          const data = [...prices.values()].filter(
            (price) => lookupKeys.length === 0 || lookupKeys.includes(String(price.lookup_key)),
          );
          return list(data, '/v1/prices');
        },
      ],
      ['POST', /^\/v1\/checkout\/sessions$/, (_id, _scope, params) => createSession(params)],
      [
        'GET',
        /^\/v1\/checkout\/sessions\/([^/]+)$/,
        (id, _scope, params) => sessionView(sessionOf(id), expandsOf(params)),
      ],
      [
        'POST',
        /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
        (id) => {
          const session = sessionOf(id);
          if (session.status !== 'open')
            throw invalid(
              `Only Checkout Sessions with a status of open can be expired. This Checkout Session has a status of ${String(session.status)}.`,
            );
          session.status = 'expired';
          return session;
        },
      ],
      [
        'GET',
        /^\/v1\/subscriptions$/,
        (_id, _scope, params) => {
          const customer = form.text(params, 'customer');
          const status = form.text(params, 'status');
          const data = [...subscriptions.values()]
            .filter((subscription) => !customer || subscription.customer === customer)
            .filter((subscription) =>
              status
                ? status === 'all' || subscription.status === status
                : subscription.status !== 'canceled',
            );
          return list(data, '/v1/subscriptions');
        },
      ],
      [
        'GET',
        /^\/v1\/subscriptions\/([^/]+)$/,
        (id, _scope, params) => subscriptionView(subscriptionOf(id), expandsOf(params)),
      ],
      ['POST', /^\/v1\/subscriptions\/([^/]+)$/, (id, _scope, params) => updateSubscription(id, params)],
      [
        'GET',
        /^\/v1\/invoices$/,
        (_id, _scope, params) => {
          const customer = form.text(params, 'customer');
          const subscription = form.text(params, 'subscription');
          const status = form.text(params, 'status');
          const data = [...invoices.values()]
            .filter((invoice) => !customer || invoice.customer === customer)
            .filter(
              (invoice) => !subscription || invoice.parent.subscription_details.subscription === subscription,
            )
            .filter((invoice) => !status || invoice.status === status)
            .reverse();
          return list(data, '/v1/invoices');
        },
      ],
      ['GET', /^\/v1\/invoices\/([^/]+)$/, (id) => invoiceOf(id)],
      [
        'POST',
        /^\/v1\/invoices\/([^/]+)\/pay$/,
        (id, _scope, params) => {
          const invoice = invoiceOf(id);
          if (invoice.status !== 'open') throw invalid(`Invoice is already ${invoice.status}`);
          const subscription = subscriptionOf(invoice.parent.subscription_details.subscription);
          const declined = collect(invoice, form.text(params, 'payment_method') ?? methodFor(subscription));
          if (declined) {
            emit('invoice.payment_failed', invoice);
            throw new StripeDoubleError(declined.type === 'card_error' ? 402 : 400, declined);
          }
          afterPaid(invoice);
          return invoice;
        },
      ],
      [
        'POST',
        /^\/v1\/invoices\/([^/]+)\/void$/,
        (id) => {
          const invoice = invoiceOf(id);
          if (invoice.status !== 'open')
            throw invalid(`You can only pass in open invoices. This invoice is ${invoice.status}.`);
          invoice.status = 'void';
          invoice.status_transitions.voided_at = nowInSeconds();
          const subscriptionId = invoice.parent.subscription_details.subscription;
          // Voiding the invoice of a pending update discards the update.
          if (pendingChanges.get(subscriptionId)?.invoiceId === id) {
            pendingChanges.delete(subscriptionId);
            subscriptionOf(subscriptionId).pending_update = null;
          }
          emit('invoice.voided', invoice);
          return invoice;
        },
      ],
      [
        'GET',
        /^\/v1\/invoice_payments$/,
        (_id, _scope, params) => {
          const invoice = form.text(params, 'invoice');
          const withIntent = expandsOf(params).includes('data.payment.payment_intent');
          const data = invoicePayments
            .filter((payment) => !invoice || payment.invoice === invoice)
            .map((payment) => {
              const { payment_intent } = payment.payment as { payment_intent: string };
              return withIntent
                ? {
                    ...payment,
                    payment: { type: 'payment_intent', payment_intent: books.intent(payment_intent).json },
                  }
                : payment;
            });
          return list(data, '/v1/invoice_payments');
        },
      ],
    ] satisfies [string, RegExp, (id: string, scope: string | null, params: FormObject) => unknown][],

    /**
     * The owner on Stripe Checkout's page with a test card: a subscription session pays the first
     * month and starts the subscription (with that card as its default); a setup session saves the
     * card. Queues checkout.session.completed (then invoice.paid and customer.subscription.created).
     */
    completeCheckout(sessionId: string, cardNumber: string): { error: string | null } {
      const session = sessionOf(sessionId);
      if (session.status !== 'open') throw new Error(`${sessionId} is ${String(session.status)}`);
      const customerId = String(session.customer);
      const methodId = books.addMethod(null, cardMethod(cardNumber), customerId);
      if (session.mode === 'setup') {
        const intent = {
          id: stripeId('seti'),
          object: 'setup_intent',
          status: 'succeeded',
          customer: customerId,
          payment_method: methodId,
          usage: 'off_session',
          metadata: session.setup_intent_metadata,
          created: nowInSeconds(),
        };
        setupIntents.set(intent.id, intent);
        Object.assign(session, { status: 'complete', setup_intent: intent.id });
        emit('checkout.session.completed', session);
        return { error: null };
      }
      const now = nowInSeconds();
      const end = monthAfter(now);
      const subscription: DoubleSubscription = {
        id: stripeId('sub'),
        object: 'subscription',
        customer: customerId,
        status: 'incomplete',
        items: { object: 'list', data: [], has_more: false },
        cancel_at_period_end: false,
        default_payment_method: methodId,
        latest_invoice: null,
        pending_update: null,
        metadata: session.subscription_metadata as Record<string, string>,
        collection_method: 'charge_automatically',
        currency: 'usd',
        start_date: now,
        created: now,
        livemode: false,
      };
      const priceIds = (session.line_items_prices as string[]).filter(Boolean);
      subscription.items.data = priceIds.map((price) => ({
        ...newItem(subscription, price),
        current_period_start: now,
        current_period_end: end,
      }));
      const invoice = newInvoice(
        subscription,
        'subscription_create',
        priceIds.map((price) => ({
          description: `1 × ${String(priceOf(price).nickname)} (at $${(Number(priceOf(price).unit_amount) / 100).toFixed(2)} / month)`,
          amount: Number(priceOf(price).unit_amount),
          price,
          start: now,
          end,
        })),
      );
      const declined = collect(invoice, methodId);
      if (declined) {
        // Checkout keeps its page open for another card; nothing starts.
        invoices.delete(invoice.id);
        return { error: declined.message };
      }
      subscription.status = 'active';
      subscription.latest_invoice = invoice.id;
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, { status: 'complete', subscription: subscription.id });
      emit('checkout.session.completed', session);
      emit('invoice.paid', invoice);
      emit('customer.subscription.created', subscription);
      return { error: null };
    },

    /**
     * The subscription's period ends now (as a test clock moved there would): it is canceled if so
     * asked, else the next month is invoiced and charged to its card; a decline leaves it past due.
     */
    renew(subscriptionId: string): DoubleSubscription {
      const subscription = subscriptionOf(subscriptionId);
      const now = nowInSeconds();
      if (subscription.cancel_at_period_end) {
        subscription.status = 'canceled';
        emit('customer.subscription.deleted', subscription);
        return subscription;
      }
      const end = monthAfter(now);
      for (const item of subscription.items.data) {
        item.current_period_start = now;
        item.current_period_end = end;
      }
      const credit = credits.get(subscriptionId) ?? 0;
      credits.delete(subscriptionId);
      const lines = subscription.items.data.map((item) => ({
        description: `1 × ${String(item.price.nickname)}`,
        amount: Number(item.price.unit_amount),
        price: String(item.price.id),
        start: now,
        end,
      }));
      const invoice = newInvoice(
        subscription,
        'subscription_cycle',
        credit > 0
          ? [...lines, { description: 'Unused time', amount: -credit, price: null, start: now, end }]
          : lines,
      );
      subscription.latest_invoice = invoice.id;
      const declined = collect(invoice, methodFor(subscription));
      if (declined) {
        subscription.status = 'past_due';
        emit('invoice.payment_failed', invoice);
        emit('customer.subscription.updated', subscription);
      } else afterPaid(invoice);
      return subscription;
    },

    /** A new card made the subscription's (and customer's) default, as the Dashboard would. */
    replaceCard(subscriptionId: string, cardNumber: string): string {
      const subscription = subscriptionOf(subscriptionId);
      const methodId = books.addMethod(null, cardMethod(cardNumber), subscription.customer);
      subscription.default_payment_method = methodId;
      books.updateCustomer(null, subscription.customer, {
        invoice_settings: { default_payment_method: methodId },
      });
      return methodId;
    },

    subscription: (id: string) => subscriptionOf(id),
    invoicesOf: (customerId: string) =>
      [...invoices.values()].filter((invoice) => invoice.customer === customerId),
    session: (id: string) => sessionOf(id),
    prices: () => [...prices.values()],
    /** Takes the queued events: what Stripe would have posted since the last call. */
    takeEvents(): StripeEvent[] {
      return events.splice(0, events.length);
    },
  };
}

export type StripeBillingBooks = ReturnType<typeof createStripeBilling>;
