import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_BANK, TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeDouble, startStripeDouble } from '../../../test/stripe-double';
import { stripeSignatureHeader } from '../../../test/stripe-double-webhooks';
import { type PaymentProcessor, ProcessorRefusal, WebhookSignatureError } from './payment-processor';
import { createStripeProcessor } from './stripe-processor';

/** The Stripe processor against a local double of Stripe's API (test/stripe-double.ts); no database. */

let double: StripeDouble;
let processor: PaymentProcessor;
let accountId: string;
let customerId: string;
const returnUrl = 'https://porchlight.test/account/service-manager?tab=payments';
const metadata = { invoiceId: 'invoice-1', clientId: 'client-1', providerId: 'provider-1' };

let keyCount = 0;
const freshKey = (purpose: string) => `${purpose}-${++keyCount}`;

beforeAll(async () => {
  double = await startStripeDouble();
  processor = createStripeProcessor({
    secretKey: double.secretKey,
    publishableKey: double.publishableKey,
    webhookSecret: double.webhookSecret,
    apiBase: double.apiBase,
  });
  const account = await processor.createAccount(
    { providerId: 'provider-1', name: 'Bright Plumbing', email: 'owner@bright.test', returnUrl },
    freshKey('account'),
  );
  accountId = account.accountId;
  customerId = await processor.createCustomer(
    accountId,
    { email: 'client@home.test', name: 'Casey Client', clientId: 'client-1' },
    freshKey('customer'),
  );
});
afterAll(async () => {
  await double.close();
});

const newIntent = (amount = 12_500, key = freshKey('intent')) =>
  processor.createIntent(
    accountId,
    { amount, customerId, methodTypes: ['card', 'us_bank_account'], metadata },
    key,
  );

describe('connected accounts', () => {
  it('creates a Stripe-dashboard account once per key, with an onboarding link back to the given page', async () => {
    const key = freshKey('account');
    const business = { providerId: 'provider-2', name: 'Tidy Lawns', email: null, returnUrl };
    const first = await processor.createAccount(business, key);
    const again = await processor.createAccount(business, key);

    expect(first.accountId).toMatch(/^acct_/);
    expect(again.accountId).toBe(first.accountId);
    expect(first).toMatchObject({ chargesEnabled: false, payoutsEnabled: false });
    expect(first.onboardingUrl).toMatch(new RegExp(`^${double.apiBase}/setup/${first.accountId}/`));

    const creations = double.callsTo('POST', '/v1/accounts').filter((call) => call.idempotencyKey === key);
    expect(creations.map((call) => call.replayed)).toEqual([false, true]);
    expect(creations[0]?.params).toMatchObject({
      controller: {
        stripe_dashboard: { type: 'full' },
        fees: { payer: 'account' },
        losses: { payments: 'stripe' },
        requirement_collection: 'stripe',
      },
      capabilities: {
        card_payments: { requested: 'true' },
        us_bank_account_ach_payments: { requested: 'true' },
      },
      metadata: { providerId: 'provider-2' },
    });
    const link = double.callsTo('POST', '/v1/account_links').at(-1);
    expect(link?.params).toMatchObject({
      account: first.accountId,
      type: 'account_onboarding',
      refresh_url: returnUrl,
      return_url: returnUrl,
    });
  });

  it('needs no onboarding link once the owner finished onboarding', async () => {
    double.completeOnboarding(accountId);
    const linksBefore = double.callsTo('POST', '/v1/account_links').length;
    const account = await processor.retrieveAccount(accountId, returnUrl);
    expect(account).toEqual({ accountId, chargesEnabled: true, payoutsEnabled: true, onboardingUrl: null });
    expect(double.callsTo('POST', '/v1/account_links')).toHaveLength(linksBefore);
  });

  it("makes the provider's customers in the provider's account", () => {
    expect(customerId).toMatch(/^cus_/);
    const [creation] = double.callsTo('POST', '/v1/customers');
    expect(creation).toMatchObject({
      stripeAccount: accountId,
      idempotencyKey: expect.stringMatching(/^customer-/),
    });
    expect(creation?.params).toMatchObject({ name: 'Casey Client', metadata: { clientId: 'client-1' } });
  });
});

describe('payment intents', () => {
  it('creates one intent per idempotency key on the connected account, however often it is asked', async () => {
    const before = double.intents(accountId).length;
    const key = freshKey('intent');
    const [first, second] = await Promise.all([newIntent(12_500, key), newIntent(12_500, key)]);
    const third = await newIntent(12_500, key);

    expect(new Set([first.id, second.id, third.id]).size).toBe(1);
    expect(double.intents(accountId)).toHaveLength(before + 1);
    const posts = double.callsTo('POST', '/v1/payment_intents').filter((call) => call.idempotencyKey === key);
    expect(posts).toHaveLength(3);
    expect(posts.every((call) => call.stripeAccount === accountId)).toBe(true);
    expect(posts.filter((call) => !call.replayed)).toHaveLength(1);
    expect(posts[0]?.params).toMatchObject({
      amount: '12500',
      currency: 'usd',
      customer: customerId,
      allowed_payment_method_types: ['card', 'us_bank_account'],
      setup_future_usage: 'off_session',
      metadata,
    });
    expect(first).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(new RegExp(`^${first.id}_secret_`)),
      amount: 12_500,
      status: 'requires_payment_method',
      customerId,
      method: null,
      lastError: null,
      metadata,
    });
  });

  it('refuses the same key for another amount instead of making a second intent', async () => {
    const key = freshKey('intent');
    await newIntent(10_000, key);
    const before = double.intents(accountId).length;
    await expect(newIntent(20_000, key)).rejects.toThrow(/same parameters/);
    expect(double.intents(accountId)).toHaveLength(before);
  });

  it('reads back what paying did: the status, the method and the decline in Stripe’s words', async () => {
    const paid = await newIntent();
    double.confirm(paid.id, { card: TEST_CARDS.succeeds });
    expect(await processor.retrieveIntent(accountId, paid.id)).toMatchObject({
      status: 'succeeded',
      method: { type: 'card', card: { brand: 'visa', last4: '4242', expMonth: 12 } },
      lastError: null,
    });

    const declined = await newIntent();
    double.confirm(declined.id, { card: TEST_CARDS.declined });
    expect(await processor.retrieveIntent(accountId, declined.id)).toMatchObject({
      status: 'requires_payment_method',
      method: { type: 'card', card: { last4: '9995' } },
      lastError: 'Your card has insufficient funds.',
    });

    const challenged = await newIntent();
    double.confirm(challenged.id, { card: TEST_CARDS.needsAuthentication });
    expect((await processor.retrieveIntent(accountId, challenged.id)).status).toBe('requires_action');

    const debit = await newIntent();
    double.confirm(debit.id, { bankAccount: TEST_BANK.settles });
    expect(await processor.retrieveIntent(accountId, debit.id)).toMatchObject({
      status: 'processing',
      method: { type: 'us_bank_account', bank: { bankName: 'STRIPE TEST BANK', last4: '6789' } },
    });
    double.settle(debit.id);
    expect((await processor.retrieveIntent(accountId, debit.id)).status).toBe('succeeded');

    const returned = await newIntent();
    double.confirm(returned.id, { bankAccount: TEST_BANK.fails });
    double.settle(returned.id);
    expect(await processor.retrieveIntent(accountId, returned.id)).toMatchObject({
      status: 'requires_payment_method',
      lastError: "The customer's bank account has been closed.",
    });

    const reads = double.callsTo('GET', `/v1/payment_intents/${paid.id}`);
    expect(reads[0]).toMatchObject({ stripeAccount: accountId, params: { expand: ['payment_method'] } });
  });

  it("does not find an intent from another provider's account", async () => {
    const other = await processor.createAccount(
      { providerId: 'provider-3', name: 'Other Co', email: null, returnUrl },
      freshKey('account'),
    );
    const intent = await newIntent();
    await expect(processor.retrieveIntent(other.accountId, intent.id)).rejects.toThrow(
      /No such payment_intent/,
    );
  });

  it('cancels an unpaid intent with the key', async () => {
    const intent = await newIntent();
    const key = freshKey('cancel');
    expect((await processor.cancelIntent(accountId, intent.id, key)).status).toBe('canceled');
    expect(double.callsTo('POST', `/v1/payment_intents/${intent.id}/cancel`)[0]).toMatchObject({
      idempotencyKey: key,
      stripeAccount: accountId,
    });
  });
});

describe('charging a saved method', () => {
  const charge = (methodId: string, key = freshKey('charge')) =>
    processor.chargeSavedMethod(accountId, { amount: 8_000, customerId, methodId, metadata }, key);

  it('charges once off-session, even when the call is repeated with its key', async () => {
    const methodId = double.saveCard(accountId, customerId, TEST_CARDS.succeeds);
    const before = double.intents(accountId).length;
    const key = freshKey('charge');
    const first = await charge(methodId, key);
    const retried = await charge(methodId, key);

    expect(first).toMatchObject({ status: 'succeeded', amount: 8_000, method: { id: methodId } });
    expect(retried.id).toBe(first.id);
    expect(double.intents(accountId)).toHaveLength(before + 1);
    const [post] = double
      .callsTo('POST', '/v1/payment_intents')
      .filter((call) => call.idempotencyKey === key);
    expect(post).toMatchObject({ stripeAccount: accountId });
    expect(post?.params).toMatchObject({ payment_method: methodId, off_session: 'true', confirm: 'true' });
  });

  it('answers a declined card with the intent it left, not an error', async () => {
    const declined = await charge(double.saveCard(accountId, customerId, TEST_CARDS.declined));
    expect(declined).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: 'requires_payment_method',
      lastError: 'Your card has insufficient funds.',
      method: { type: 'card', card: { last4: '9995' } },
    });

    const unauthenticated = await charge(
      double.saveCard(accountId, customerId, TEST_CARDS.needsAuthentication),
    );
    expect(unauthenticated).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card was declined. This transaction requires authentication.',
    });
  });

  it('refuses a method the customer no longer has, in Stripe’s words', async () => {
    const methodId = double.saveCard(accountId, customerId, TEST_CARDS.succeeds);
    await processor.detachMethod(accountId, methodId, freshKey('detach'));
    const refusal = charge(methodId);
    await expect(refusal).rejects.toBeInstanceOf(ProcessorRefusal);
    await expect(refusal).rejects.toThrow(/must be attached to the customer/);
  });
});

describe('saved methods', () => {
  it("lists the customer's saved cards and bank accounts, and detaches one with its key", async () => {
    const saver = await processor.createCustomer(
      accountId,
      { email: null, name: 'Sam Saver', clientId: 'client-2' },
      freshKey('customer'),
    );
    const cardIntent = await processor.createIntent(
      accountId,
      { amount: 5_000, customerId: saver, methodTypes: ['card'], metadata },
      freshKey('intent'),
    );
    double.confirm(cardIntent.id, { card: TEST_CARDS.succeeds });
    const bankIntent = await processor.createIntent(
      accountId,
      { amount: 5_000, customerId: saver, methodTypes: ['us_bank_account'], metadata },
      freshKey('intent'),
    );
    double.confirm(bankIntent.id, { bankAccount: TEST_BANK.settles });

    const methods = await processor.listMethods(accountId, saver);
    expect(methods).toEqual([
      { id: expect.stringMatching(/^pm_/), type: 'card', card: expect.objectContaining({ last4: '4242' }) },
      {
        id: expect.stringMatching(/^pm_/),
        type: 'us_bank_account',
        bank: { bankName: 'STRIPE TEST BANK', last4: '6789' },
      },
    ]);
    const lists = double.callsTo('GET', `/v1/customers/${saver}/payment_methods`);
    expect(lists.map((call) => call.params.type).sort()).toEqual(['card', 'us_bank_account']);
    expect(lists.every((call) => call.stripeAccount === accountId)).toBe(true);

    const [card] = methods;
    const key = freshKey('detach');
    await processor.detachMethod(accountId, card?.id ?? '', key);
    expect((await processor.listMethods(accountId, saver)).map((method) => method.type)).toEqual([
      'us_bank_account',
    ]);
    expect(double.callsTo('POST', `/v1/payment_methods/${card?.id}/detach`)[0]).toMatchObject({
      idempotencyKey: key,
      stripeAccount: accountId,
    });
  });
});

describe('refunds', () => {
  it('refunds once per key, and never more than was paid', async () => {
    const intent = await newIntent(10_000);
    double.confirm(intent.id, { card: TEST_CARDS.succeeds });
    const key = freshKey('refund');
    const first = await processor.refund(accountId, { intentId: intent.id, amount: 4_000 }, key);
    const retried = await processor.refund(accountId, { intentId: intent.id, amount: 4_000 }, key);

    expect(first).toEqual({ id: expect.stringMatching(/^re_/), amount: 4_000 });
    expect(retried.id).toBe(first.id);
    const refunds = double.refunds(accountId).filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    expect(
      double.callsTo('POST', '/v1/refunds').filter((call) => call.idempotencyKey === key)[0],
    ).toMatchObject({
      stripeAccount: accountId,
      params: { payment_intent: intent.id, amount: '4000' },
    });
    await expect(
      processor.refund(accountId, { intentId: intent.id, amount: 6_001 }, freshKey('refund')),
    ).rejects.toThrow(/greater than unrefunded amount/);
  });
});

describe('webhooks', () => {
  let receiver: Server;
  let receiverUrl: string;
  beforeAll(async () => {
    // Stands in for the webhook route: the raw body and the Stripe-Signature header into parseWebhook.
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const signature = request.headers['stripe-signature'];
        try {
          const event = processor.parseWebhook(
            Buffer.concat(chunks),
            typeof signature === 'string' ? signature : undefined,
          );
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(event));
        } catch (error) {
          response.writeHead(error instanceof WebhookSignatureError ? 400 : 500).end(String(error));
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/v1/payments/webhook`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('reads a correctly signed event: its id, type, account and the intent at the time', async () => {
    const intent = await newIntent();
    double.confirm(intent.id, { card: TEST_CARDS.succeeds });
    const event = double.eventOf(intent.id);
    const delivery = await double.sendEvent(receiverUrl, event);

    expect(delivery.status).toBe(200);
    expect(JSON.parse(delivery.body)).toMatchObject({
      id: event.id,
      type: 'payment_intent.succeeded',
      accountId,
      intent: { id: intent.id, status: 'succeeded', amount: 12_500, customerId, metadata },
    });
  });

  it('reads a failed payment and an event about something other than an intent', async () => {
    const intent = await newIntent();
    double.confirm(intent.id, { card: TEST_CARDS.declined });
    const failed = processorEventOf(double.eventOf(intent.id));
    expect(failed).toMatchObject({
      type: 'payment_intent.payment_failed',
      intent: { status: 'requires_payment_method', lastError: 'Your card has insufficient funds.' },
    });

    const accountEvent = {
      ...double.eventOf(intent.id),
      type: 'account.updated',
      data: { object: { id: accountId, object: 'account' } },
    };
    expect(processorEventOf(accountEvent)).toMatchObject({
      type: 'account.updated',
      accountId,
      intent: null,
    });
  });

  it('refuses a wrong secret, a tampered body, an old timestamp and a missing header', async () => {
    const intent = await newIntent();
    const event = double.eventOf(intent.id);
    expect((await double.sendEvent(receiverUrl, event, { secret: 'whsec_someone_else' })).status).toBe(400);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    expect((await double.sendEvent(receiverUrl, event, { timestamp: sixMinutesAgo })).status).toBe(400);

    const payload = JSON.stringify(event);
    const signature = stripeSignatureHeader(payload, double.webhookSecret);
    const tampered = payload.replace('"amount":12500', '"amount":1');
    expect(tampered).not.toBe(payload);
    expect(() => processor.parseWebhook(Buffer.from(tampered), signature)).toThrow(WebhookSignatureError);
    expect(() => processor.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    expect(() => processor.parseWebhook(Buffer.from(payload), 'garbage')).toThrow(WebhookSignatureError);
  });
});

/** Signs and reads an event in-process, as the route would after receiving it. */
function processorEventOf(event: object) {
  const payload = JSON.stringify(event);
  return processor.parseWebhook(Buffer.from(payload), stripeSignatureHeader(payload, double.webhookSecret));
}
