import type { AddressInfo } from 'node:net';
import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { planMessages as messages } from '@porchlight/core/plans/plans.messages';
import { graceEndsAt } from '@porchlight/core/plans/plans.rules';
import type { PlanChange, PlanView } from '@porchlight/core/plans/plans.schemas';
import { ADD_ON_MONTHLY_CENTS, PRO_PLAN_MONTHLY_CENTS } from '@porchlight/core/site/site.constants';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { type StripeDouble, startStripeDouble } from '../../../test/stripe-double';
import { form } from '../../../test/stripe-double-form';
import type { StripeEvent } from '../../../test/stripe-double-webhooks';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createStripeBilling, lookupKeyOf } from '../payments/stripe-billing';

/**
 * Provider plans with Stripe Billing as the processor: the real app against the Stripe double
 * (test/stripe-double-billing.ts), which plays Stripe Checkout's page, the renewals Stripe's clock
 * makes, and the platform endpoint's webhooks, signed with that endpoint's own secret.
 */

let t: TestApp;
let double: StripeDouble;
let people: People;
let provider: ProviderRow;
let webhookUrl: string;
/** The company's subscription at Stripe, once the first checkout made it. */
let subscriptionId: string;

beforeAll(async () => {
  double = await startStripeDouble();
  t = await createTestApp(double.env);
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Stripe Plans Cleaning');
  // Stripe posts its webhooks over the network, so the app listens on a real port.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/payments/webhook`;
});
afterAll(async () => {
  await t.close();
  await double.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
): ReturnType<ReturnType<typeof serviceManagerCaller>> =>
  serviceManagerCaller(t.app, people)('owner', method, `/provider/plans${path}`, provider, {
    payload: method === 'GET' ? undefined : (payload ?? {}),
  });

async function planNow(): Promise<PlanView> {
  const response = await call('GET', '');
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function changed(response: Awaited<ReturnType<typeof call>>): Promise<PlanChange> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Stripe posting what it queued since the last time; every delivery is taken. */
async function deliverBillingEvents(): Promise<StripeEvent[]> {
  const { events, deliveries } = await double.deliverBillingEvents(webhookUrl);
  expect(deliveries.map((delivery) => delivery.status)).toEqual(events.map(() => 200));
  return events;
}

describe('provider plans on Stripe Billing', () => {
  it('checks out on Stripe Checkout; the webhook starts the plan once, however often and in whatever order it comes', async () => {
    const stale = (await call('POST', '/checkout', { items: ['pro'] })).json();
    const started = await call('POST', '/checkout', { items: ['pro'] });
    expect(started.statusCode).toBe(200);
    const checkout = started.json();
    expect(checkout.url).toMatch(new RegExp(`^${double.apiBase}/c/pay/cs_test_`));
    expect(checkout.clientSecret).toBeNull();
    // A second tab's checkout closes the first one: only one can start a subscription.
    expect(double.billing.session(stale.checkoutId).status).toBe('expired');

    const [created] = double.callsTo('POST', '/v1/checkout/sessions').slice(-1);
    if (!created) throw new Error('no checkout session created');
    expect(created.stripeAccount).toBeNull();
    expect(created.idempotencyKey).toMatch(/^plan-checkout:/);
    expect(created.params).toMatchObject({
      mode: 'subscription',
      customer: expect.stringMatching(/^cus_/),
      success_url: expect.stringMatching(/&checkout=\{CHECKOUT_SESSION_ID\}$/),
      subscription_data: { metadata: { providerId: provider.id } },
    });
    const proPrice = double.billing.prices().find((price) => price.lookup_key === lookupKeyOf('pro'));
    expect(created.params.line_items).toEqual([{ price: proPrice?.id, quantity: '1' }]);

    expect(double.billing.completeCheckout(checkout.checkoutId, TEST_CARDS.succeeds)).toEqual({
      error: null,
    });
    const events = await deliverBillingEvents();
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'invoice.paid',
      'customer.subscription.created',
    ]);
    subscriptionId = String(double.billing.session(checkout.checkoutId).subscription);

    const active = await planNow();
    expect(active).toMatchObject({
      processor: 'stripe',
      status: 'active',
      paidItems: ['pro'],
      monthlyTotalCents: PRO_PLAN_MONTHLY_CENTS,
      card: { brand: 'visa', last4: '4242' },
      testClockNow: null,
    });
    expect(active.receipts).toEqual([
      expect.objectContaining({ number: 1, amountCents: PRO_PLAN_MONTHLY_CENTS }),
    ]);
    const completed = await changed(await call('POST', `/checkout/${checkout.checkoutId}/complete`));
    expect(completed.message).toBe(messages.subscribed);
    expect(completed.plan).toEqual(active);

    // Stripe retries and reorders: the same events twice more, backwards, are duplicates.
    for (const round of [1, 2]) {
      for (const event of [...events].reverse()) {
        const delivery = await double.sendEvent(webhookUrl, event, { secret: double.billingWebhookSecret });
        expect([round, delivery.status, JSON.parse(delivery.body).outcome]).toEqual([
          round,
          200,
          'duplicate',
        ]);
      }
    }
    expect(await planNow()).toEqual(active);
  });

  it('refuses a billing event signed with neither endpoint’s secret', async () => {
    const [event] = double.billing.takeEvents();
    const forged: StripeEvent = event ?? {
      id: 'evt_forged',
      object: 'event',
      type: 'invoice.paid',
      account: null,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: 'invoice', id: 'in_forged', customer: 'cus_forged' } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    expect((await double.sendEvent(webhookUrl, forged, { secret: 'whsec_someone_else' })).status).toBe(400);
  });

  it('adds an item prorated and charged at once, with a receipt', async () => {
    const added = await changed(await call('PUT', '/items', { items: ['pro', 'website'] }));
    expect(added.message).toBe(messages.updated);
    expect(added.plan).toMatchObject({ status: 'active', paidItems: ['pro', 'website'] });
    expect(added.plan.receipts).toHaveLength(2);
    const proration = added.plan.receipts.find((receipt) => receipt.number === 2);
    expect(proration?.amountCents).toBeGreaterThan(0);
    expect(proration?.amountCents).toBeLessThanOrEqual(ADD_ON_MONTHLY_CENTS);

    const [update] = double.callsTo('POST', `/v1/subscriptions/${subscriptionId}`).slice(-1);
    expect(update?.idempotencyKey).toMatch(
      new RegExp(`^plan-items:${subscriptionId}:0:add:pm_\\w+:price_\\w+$`),
    );
    expect(update?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(double.billing.subscription(subscriptionId).items.data).toHaveLength(2);
    await deliverBillingEvents();
    expect((await planNow()).receipts).toHaveLength(2);
  });

  it('leaves the plan as it was when the card declines the addition, in Stripe’s words', async () => {
    double.billing.replaceCard(subscriptionId, TEST_CARDS.declined);
    const before = await planNow();
    const declined = await call('PUT', '/items', { items: ['pro', 'website', 'domain'] });
    expect([declined.statusCode, declined.json().message]).toEqual([
      400,
      'Your card has insufficient funds.',
    ]);

    const atStripe = double.billing.subscription(subscriptionId);
    expect(atStripe.items.data).toHaveLength(2);
    expect(atStripe.pending_update).toBeNull();
    const refused = double.billing
      .invoicesOf(atStripe.customer)
      .filter((invoice) => invoice.status === 'void');
    expect(refused).toHaveLength(1);
    await deliverBillingEvents();
    expect(await planNow()).toMatchObject({
      status: 'active',
      paidItems: ['pro', 'website'],
      receipts: before.receipts,
    });

    // The same request again is the same answer; with a card that pays, it goes through.
    const again = await call('PUT', '/items', { items: ['pro', 'website', 'domain'] });
    expect([again.statusCode, again.json().message]).toEqual([400, 'Your card has insufficient funds.']);
    double.billing.replaceCard(subscriptionId, TEST_CARDS.succeeds);
    const added = await changed(await call('PUT', '/items', { items: ['pro', 'website', 'domain'] }));
    expect(added.plan.paidItems).toEqual(['pro', 'website', 'domain']);
    expect(added.plan.receipts).toHaveLength(3);

    // A removal charges nothing now: its unused time is credited on the next invoice.
    const removed = await changed(await call('PUT', '/items', { items: ['pro', 'website'] }));
    expect(removed.plan).toMatchObject({
      paidItems: ['pro', 'website'],
      monthlyTotalCents: 2 * ADD_ON_MONTHLY_CENTS,
    });
    expect(removed.plan.receipts).toHaveLength(3);
    const [removal] = double.callsTo('POST', `/v1/subscriptions/${subscriptionId}`).slice(-1);
    expect(removal?.params).toMatchObject({
      items: [{ id: expect.stringMatching(/^si_/), deleted: 'true' }],
      proration_behavior: 'create_prorations',
    });
    expect(removal?.idempotencyKey).toMatch(/:remove$/);
    await deliverBillingEvents();
  });

  it('cancels at the end of the period and takes it back', async () => {
    const canceled = await changed(await call('POST', '/cancel'));
    expect(canceled.plan.cancelAtPeriodEnd).toBe(true);
    expect(double.billing.subscription(subscriptionId).cancel_at_period_end).toBe(true);
    const resumed = await changed(await call('POST', '/resume'));
    expect([resumed.message, resumed.plan.cancelAtPeriodEnd]).toEqual([messages.resumed, false]);
    expect(double.billing.subscription(subscriptionId).cancel_at_period_end).toBe(false);
    const keys = double
      .callsTo('POST', `/v1/subscriptions/${subscriptionId}`)
      .slice(-2)
      .map((update) => update.idempotencyKey);
    // One key a change: taking a cancellation back is a new request, not a replay of the first.
    expect(keys).toEqual([
      expect.stringMatching(/^plan-cancel:sub_/),
      expect.stringMatching(/^plan-cancel:sub_/),
    ]);
    expect(new Set(keys).size).toBe(2);
  });

  it('goes past due when a renewal fails, and a new card from a setup checkout pays it', async () => {
    double.billing.replaceCard(subscriptionId, TEST_CARDS.declined);
    const renewed = double.billing.renew(subscriptionId);
    expect(renewed.status).toBe('past_due');
    await deliverBillingEvents();
    const pastDue = await planNow();
    const failed = double.billing
      .invoicesOf(renewed.customer)
      .find((invoice) => invoice.id === renewed.latest_invoice);
    const finalizedAt = new Date(Number(failed?.status_transitions.finalized_at) * 1000);
    expect(pastDue).toMatchObject({
      status: 'past_due',
      paidItems: ['pro', 'website'],
      lastError: 'Your card has insufficient funds.',
      graceEndsAt: graceEndsAt(finalizedAt).toISOString(),
    });
    expect(pastDue.receipts).toHaveLength(3);

    const cardCheckout = (await call('POST', '/card')).json();
    expect(cardCheckout.url).toMatch(/\/c\/pay\/cs_test_/);
    const [setup] = double.callsTo('POST', '/v1/checkout/sessions').slice(-1);
    expect(setup?.params).toMatchObject({
      mode: 'setup',
      allowed_payment_method_types: ['card'],
      setup_intent_data: { metadata: { providerId: provider.id } },
    });
    expect(double.billing.completeCheckout(cardCheckout.checkoutId, TEST_CARDS.succeeds)).toEqual({
      error: null,
    });

    const paid = await changed(await call('POST', `/checkout/${cardCheckout.checkoutId}/complete`));
    expect(paid.message).toBe(messages.cardUpdated);
    expect(paid.plan).toMatchObject({
      status: 'active',
      graceEndsAt: null,
      lastError: null,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(paid.plan.receipts).toHaveLength(4);
    // The renewal credited the removed item's unused time.
    const renewal = paid.plan.receipts.find((receipt) => receipt.number === 4);
    expect(renewal?.amountCents).toBeLessThan(2 * ADD_ON_MONTHLY_CENTS);
    const [pay] = double.callsTo('POST', `/v1/invoices/${failed?.id}/pay`);
    expect(pay?.idempotencyKey).toBe(`plan-pay-open:${cardCheckout.checkoutId}:${failed?.id}`);

    // The webhooks of all that, coming late, change nothing more.
    await deliverBillingEvents();
    expect(await planNow()).toEqual(paid.plan);
  });

  it('ends the plan at the period end after a cancellation', async () => {
    await changed(await call('POST', '/cancel'));
    expect(double.billing.renew(subscriptionId).status).toBe('canceled');
    await deliverBillingEvents();
    expect(await planNow()).toMatchObject({ status: 'canceled', paidItems: [], card: null });
  });

  it('carried an idempotency key on every POST but an expiry, and never a connected account', () => {
    const posts = double.calls.filter(
      (recorded) => recorded.method === 'POST' && !recorded.path.startsWith('/v1/accounts'),
    );
    const billingPosts = posts.filter((recorded) => !recorded.path.endsWith('/expire'));
    expect(billingPosts.filter((recorded) => !recorded.idempotencyKey)).toEqual([]);
    expect(posts.filter((recorded) => recorded.stripeAccount !== null)).toEqual([]);
  });
});

describe('the Stripe billing adapter', () => {
  it('creates each plan item’s product and price once, then finds them by lookup key', async () => {
    const productsBefore = double.callsTo('POST', '/v1/products').length;
    const pricesBefore = double.callsTo('POST', '/v1/prices').length;
    expect(pricesBefore).toBe(double.billing.prices().length);
    // A second process: it looks the prices up instead of making new ones.
    const billing = createStripeBilling({ secretKey: double.secretKey, apiBase: double.apiBase });
    const customerId = await billing.createCustomer(
      { providerId: provider.id, name: 'Another process', email: null },
      'adapter-customer',
    );
    const checkout = await billing.createCheckout(
      {
        customerId,
        mode: 'subscription',
        items: ['pro', 'fsm'],
        providerId: provider.id,
        returnUrl: 'http://x/?a=b',
      },
      'adapter-checkout',
    );
    expect(checkout).toMatchObject({ mode: 'subscription', status: 'open', clientSecret: null });
    expect(double.callsTo('POST', '/v1/products').length).toBe(productsBefore);
    expect(double.callsTo('POST', '/v1/prices').length).toBe(pricesBefore);
    const [lookup] = double.callsTo('GET', '/v1/prices').slice(-1);
    expect(form.texts(lookup?.params ?? {}, 'lookup_keys')).toContain(lookupKeyOf('fsm'));

    await billing.expireCheckout(checkout.id);
    await billing.expireCheckout(checkout.id);
    expect((await billing.retrieveCheckout(checkout.id)).status).toBe('expired');
    await expect(billing.advanceClock(customerId, 1)).rejects.toThrow(messages.testClockOnlyBuiltin);
    expect(await billing.clockOf(customerId)).toBeNull();
  });
});
