import type { AddressInfo } from 'node:net';
import { TEST_BANK, TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStripePaymentsApp,
  eventRows,
  hubClientWithInvoice,
  hubPaymentCalls,
  INVOICE_TOTAL,
  type Payer,
  paymentsOf,
  secondInvoice as secondInvoiceOf,
  setTips,
} from '../../../test/payments';
import type { People } from '../../../test/people';
import { seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import type { StripeDouble } from '../../../test/stripe-double';
import { form } from '../../../test/stripe-double-form';
import type { StripeEvent } from '../../../test/stripe-double-webhooks';
import type { TestApp } from '../../../test/test-app';

/**
 * The promises of payments.int.test.ts kept with Stripe as the processor: the real app talks to a
 * local double of Stripe's API (test/stripe-double.ts), which checks the secret key, keeps each
 * Idempotency-Key's first answer, scopes everything to the Stripe-Account header, and signs its
 * webhooks with Stripe's scheme. "Exactly one charge" is counted at the double, where the card
 * statement would be.
 */

let t: TestApp;
let double: StripeDouble;
let people: People;
let provider: ProviderRow;
let accountId: string;
let hub: ReturnType<typeof hubPaymentCalls>;
let webhookUrl: string;
let closeAll: () => Promise<void>;

beforeAll(async () => {
  const stripe = await createStripePaymentsApp('Stripe Cleaning');
  ({ t, double, people, provider, accountId } = stripe);
  closeAll = stripe.close;
  hub = hubPaymentCalls(t.app, provider);
  // Stripe posts its webhooks over the network, so the app listens on a real port.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/payments/webhook`;
});
afterAll(() => closeAll());

const newPayer = (extra: object = {}) => hubClientWithInvoice(t.app, t.database.db, people, provider, extra);
const secondInvoice = (payer: Payer) => secondInvoiceOf(t.app, t.database.db, people, provider, payer);

/** The intents at the double that took the money for one invoice (the client's card statement). */
const chargesAtStripe = (invoiceId: string) =>
  double
    .intents(accountId)
    .filter((intent) => intent.metadata.invoiceId === invoiceId && intent.status === 'succeeded');

/** The app's requests to make an intent for one invoice (charges included), as the double received them. */
const intentPostsFor = (invoiceId: string) =>
  double
    .callsTo('POST', '/v1/payment_intents')
    .filter((call) => form.strings(call.params, 'metadata').invoiceId === invoiceId);

/** Stripe posting an event to our webhook; the route answers `{ received, outcome }`. */
async function deliver(event: StripeEvent, signing?: { secret?: string; timestamp?: number }) {
  const delivery = await double.sendEvent(webhookUrl, event, signing);
  return { status: delivery.status, ...JSON.parse(delivery.body) };
}

/** The hub opens the pay dialog: the app makes the intent at Stripe (and the client's customer, once). */
async function openIntent(payer: Payer): Promise<{ paymentIntentId: string; clientSecret: string }> {
  const response = await hub.intentOf(payer);
  if (response.statusCode !== 200) throw new Error(`no intent: ${response.body}`);
  return response.json();
}

/** A card saved at Stripe for the payer, who became a customer by opening a first pay dialog. */
async function savedCardOf(payer: Payer) {
  await openIntent(payer);
  const customer = await t.app.repositories.payments.customer(payer.clientId);
  if (!customer) throw new Error('opening the pay dialog made no customer');
  return {
    customerId: customer.customerId,
    methodId: double.saveCard(accountId, customer.customerId, TEST_CARDS.succeeds),
  };
}

/**
 * A second invoice of a payer with a saved card, charged at Stripe as charge-saved-method's first
 * attempt would (its key and metadata) while nothing of ours was written: the answer was lost, or
 * the process died before its transaction committed.
 */
async function chargedOnlyAtStripe() {
  const payer = await newPayer();
  const { customerId, methodId } = await savedCardOf(payer);
  const second = await secondInvoice(payer);
  const charged = await t.app.payments.processor.chargeSavedMethod(
    accountId,
    {
      amount: INVOICE_TOTAL,
      customerId,
      methodId,
      metadata: { invoiceId: second.invoiceId, clientId: payer.clientId, providerId: provider.id },
    },
    `charge:${second.invoiceId}:${INVOICE_TOTAL}:1`,
  );
  return { payer, second, methodId, charged };
}

describe('paying by card through Stripe', () => {
  it('pays with 4242 once, and every call that moves something carries a key and the provider’s account', async () => {
    const payer = await newPayer();
    const callsBefore = double.calls.length;
    const intent = (await hub.intentOf(payer)).json();
    expect(intent).toMatchObject({
      processor: 'stripe',
      stripeAccount: accountId,
      publishableKey: double.publishableKey,
      amount: INVOICE_TOTAL,
      label: messages.payInvoice,
    });
    expect((await hub.intentOf(payer)).json().paymentIntentId).toBe(intent.paymentIntentId);

    expect(double.confirm(intent.paymentIntentId, { card: TEST_CARDS.succeeds }).status).toBe('succeeded');
    expect((await hub.record(payer, intent.paymentIntentId)).json()).toEqual({
      status: 'success',
      isPartialPayment: false,
    });

    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Paid',
      amountDue: 0,
      paymentTotal: INVOICE_TOTAL,
    });
    expect(chargesAtStripe(payer.invoiceId).map((charge) => charge.id)).toEqual([intent.paymentIntentId]);
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
    const journey = double.calls.slice(callsBefore);
    expect(journey.every((call) => call.stripeAccount === accountId && call.status === 200)).toBe(true);
    const posts = journey.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.idempotencyKey])).toEqual([
      ['/v1/customers', `customer:${payer.clientId}`],
      ['/v1/payment_intents', `intent:${payer.invoiceId}:${INVOICE_TOTAL}:1`],
    ]);
  });

  it('a declined card reads in Stripe’s words and leaves the invoice payable with the same intent', async () => {
    const payer = await newPayer();
    const intent = await openIntent(payer);
    double.confirm(intent.paymentIntentId, { card: TEST_CARDS.declined });
    const declined = await hub.record(payer, intent.paymentIntentId);
    expect([declined.statusCode, declined.json().message]).toEqual([409, messages.insufficientFunds]);
    expect((await hub.invoiceOf(payer)).invoice.status).toBe('Sent');
    expect((await openIntent(payer)).paymentIntentId).toBe(intent.paymentIntentId);
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(0);
  });
});

describe('never twice, with Stripe', () => {
  it('50 concurrent pays of one invoice with a saved card charge it once', async () => {
    const payer = await newPayer();
    const { methodId } = await savedCardOf(payer);
    const second = await secondInvoice(payer);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/payment-methods/${provider.vanityName}`,
      headers: payer.bearer,
    });
    expect(listed.json().paymentMethods).toEqual([
      expect.objectContaining({ id: methodId, card: expect.objectContaining({ last4: '4242' }) }),
    ]);

    const pays = await Promise.all(Array.from({ length: 50 }, () => hub.chargeSaved(second, methodId)));
    // One pays; the 49 queued behind it on the invoice's lock find it paid and are told so.
    const answers = pays.map((response) => `${response.statusCode} ${response.json().message ?? ''}`);
    expect(answers.filter((answer) => answer.startsWith('200'))).toHaveLength(1);
    expect(new Set(answers.filter((answer) => !answer.startsWith('200')))).toEqual(
      new Set([`409 ${messages.alreadyPaid}`]),
    );

    const atStripe = double
      .intents(accountId)
      .filter((intent) => intent.metadata.invoiceId === second.invoiceId);
    expect(atStripe.map((intent) => intent.status)).toEqual(['succeeded']);
    expect(await paymentsOf(t.database.db, second.invoiceId)).toHaveLength(1);
    expect((await hub.invoiceOf(second)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
    expect(intentPostsFor(second.invoiceId).map((call) => [call.idempotencyKey, call.stripeAccount])).toEqual(
      [[`charge:${second.invoiceId}:${INVOICE_TOTAL}:1`, accountId]],
    );
  });

  it('a double click after the browser paid records one payment', async () => {
    const payer = await newPayer();
    const intent = await openIntent(payer);
    double.confirm(intent.paymentIntentId, { card: TEST_CARDS.succeeds });
    const clicks = await Promise.all([
      hub.record(payer, intent.paymentIntentId),
      hub.record(payer, intent.paymentIntentId),
    ]);
    expect(clicks.map((response) => response.json().status)).toEqual(['success', 'success']);
    expect(chargesAtStripe(payer.invoiceId)).toHaveLength(1);
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
  });

  it('the browser’s return and Stripe’s webhook at the same moment record one payment', async () => {
    const payer = await newPayer();
    const intent = await openIntent(payer);
    double.confirm(intent.paymentIntentId, { card: TEST_CARDS.succeeds });
    const [returned, delivered] = await Promise.all([
      hub.record(payer, intent.paymentIntentId),
      deliver(double.eventOf(intent.paymentIntentId)),
    ]);
    expect([returned.json().status, delivered.outcome]).toEqual(['success', 'applied']);
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
  });

  it('a declined saved card answers in Stripe’s words, leaves nothing live, and another card then pays once', async () => {
    const payer = await newPayer();
    const { customerId } = await savedCardOf(payer);
    const second = await secondInvoice(payer);
    const declining = double.saveCard(accountId, customerId, TEST_CARDS.declined);
    const declined = await hub.chargeSaved(second, declining);
    expect([declined.statusCode, declined.json().message]).toEqual([409, messages.insufficientFunds]);
    const [failedIntent] = double
      .intents(accountId)
      .filter((made) => made.metadata.invoiceId === second.invoiceId);
    expect(failedIntent?.status).toBe('canceled');
    expect((await hub.invoiceOf(second)).invoice.status).toBe('Sent');

    const paying = double.saveCard(accountId, customerId, TEST_CARDS.succeeds);
    expect((await hub.chargeSaved(second, paying)).json()).toEqual({
      status: 'success',
      isPartialPayment: false,
    });
    expect(intentPostsFor(second.invoiceId).map((call) => call.idempotencyKey)).toEqual([
      `charge:${second.invoiceId}:${INVOICE_TOTAL}:1`,
      `charge:${second.invoiceId}:${INVOICE_TOTAL}:2`,
    ]);
    expect(chargesAtStripe(second.invoiceId)).toHaveLength(1);
    const recorded = await paymentsOf(t.database.db, second.invoiceId);
    expect(recorded.map((payment) => [payment.status, payment.methodLabel])).toEqual([
      ['succeeded', 'Visa •••• 4242'],
    ]);
  });

  it('a request retried after a timeout gets the charge Stripe already made, not a second one', async () => {
    // The first try reached Stripe, then our answer was lost.
    const { second, methodId, charged: lost } = await chargedOnlyAtStripe();
    expect(lost.status).toBe('succeeded');

    const retried = await hub.chargeSaved(second, methodId);
    expect(retried.json()).toEqual({ status: 'success', isPartialPayment: false });
    expect(chargesAtStripe(second.invoiceId).map((charge) => charge.id)).toEqual([lost.id]);
    const key = `charge:${second.invoiceId}:${INVOICE_TOTAL}:1`;
    expect(intentPostsFor(second.invoiceId).map((call) => [call.idempotencyKey, call.replayed])).toEqual([
      [key, false],
      [key, true],
    ]);
    expect(await paymentsOf(t.database.db, second.invoiceId)).toHaveLength(1);
    expect((await hub.invoiceOf(second)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
  });

  it('the same webhook 3 times and an older one after it apply once', async () => {
    const payer = await newPayer();
    const intent = await openIntent(payer);
    const created = double.eventOf(intent.paymentIntentId, 'payment_intent.created');
    double.confirm(intent.paymentIntentId, { card: TEST_CARDS.succeeds });
    const succeeded = double.eventOf(intent.paymentIntentId, 'payment_intent.succeeded');

    const deliveries = [];
    for (const event of [succeeded, succeeded, succeeded, created]) deliveries.push(await deliver(event));
    expect(deliveries.map((delivery) => [delivery.status, delivery.received, delivery.outcome])).toEqual([
      [200, true, 'applied'],
      [200, true, 'duplicate'],
      [200, true, 'duplicate'],
      // Stale, but only a hint: the intent read back from Stripe is still succeeded.
      [200, true, 'applied'],
    ]);
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
    expect((await eventRows(t.database.db)).filter((row) => row.id === succeeded.id)).toHaveLength(1);
    expect(chargesAtStripe(payer.invoiceId)).toHaveLength(1);
  });

  it('refuses a webhook signed with another secret or too long ago, and records nothing from it', async () => {
    const payer = await newPayer();
    const intent = await openIntent(payer);
    double.confirm(intent.paymentIntentId, { card: TEST_CARDS.succeeds });
    const event = double.eventOf(intent.paymentIntentId);
    const forged = await deliver(event, { secret: 'whsec_wrong' });
    expect([forged.status, forged.message]).toEqual([400, messages.signatureInvalid]);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 360;
    expect((await deliver(event, { timestamp: sixMinutesAgo })).status).toBe(400);
    expect((await eventRows(t.database.db)).filter((row) => row.id === event.id)).toHaveLength(0);
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(0);
    expect((await hub.invoiceOf(payer)).invoice.status).toBe('Sent');
  });

  it('a crash between the browser’s payment and our record is reconciled by the webhook', async () => {
    const payer = await newPayer();
    const intent = await openIntent(payer);
    // The browser paid; our server died before it heard (no PATCH, no status check).
    double.confirm(intent.paymentIntentId, { card: TEST_CARDS.succeeds });
    expect((await hub.invoiceOf(payer)).invoice.status).toBe('Sent');
    expect((await deliver(double.eventOf(intent.paymentIntentId))).outcome).toBe('applied');
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
    const again = await hub.intentOf(payer);
    expect([again.statusCode, again.json().message]).toEqual([409, messages.alreadyPaid]);
  });

  it('a crash between a saved-method charge and our record: the webhook records it from the intent’s metadata', async () => {
    // Stripe charged; the transaction that would have recorded the intent never committed.
    const { payer, second, methodId, charged } = await chargedOnlyAtStripe();
    expect(await t.app.repositories.payments.intentByProcessorId(charged.id)).toBeUndefined();

    expect((await deliver(double.eventOf(charged.id))).outcome).toBe('applied');
    const [payment] = await paymentsOf(t.database.db, second.invoiceId);
    expect(payment).toMatchObject({ status: 'succeeded', amount: INVOICE_TOTAL, clientId: payer.clientId });
    expect((await hub.invoiceOf(second)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
    // The client, unsure, pays again: told it is paid, nothing is charged.
    const again = await hub.chargeSaved(second, methodId);
    expect([again.statusCode, again.json().message]).toEqual([409, messages.alreadyPaid]);
    expect(chargesAtStripe(second.invoiceId).map((intent) => intent.id)).toEqual([charged.id]);
    expect(await paymentsOf(t.database.db, second.invoiceId)).toHaveLength(1);
  });
});

describe('bank debits and refunds through Stripe', () => {
  /** Pays the payer's invoice from the bank: Processing until Stripe settles it. */
  async function payByBank(payer: Payer, bankAccount: string) {
    const intent = await openIntent(payer);
    expect(double.confirm(intent.paymentIntentId, { bankAccount }).status).toBe('processing');
    expect((await hub.record(payer, intent.paymentIntentId)).json()).toEqual({
      status: 'processing',
      isPartialPayment: false,
    });
    const processing = await hub.invoiceOf(payer);
    expect([processing.invoice.status, processing.paymentAllowed]).toEqual(['Processing', false]);
    return intent;
  }

  it('a bank debit is Processing until Stripe settles it and says so', async () => {
    const payer = await newPayer();
    const intent = await payByBank(payer, TEST_BANK.settles);
    double.settle(intent.paymentIntentId);
    expect((await deliver(double.eventOf(intent.paymentIntentId))).outcome).toBe('applied');
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
    const recorded = await paymentsOf(t.database.db, payer.invoiceId);
    expect(recorded.map((payment) => [payment.status, payment.methodLabel])).toEqual([
      ['succeeded', 'STRIPE TEST BANK •••• 6789'],
    ]);
  });

  it('a bank debit that fails leaves the invoice payable, and the card that then pays is the one recorded', async () => {
    const payer = await newPayer();
    const intent = await payByBank(payer, TEST_BANK.fails);
    double.settle(intent.paymentIntentId);
    expect((await deliver(double.eventOf(intent.paymentIntentId))).outcome).toBe('applied');
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ status: 'Sent', amountDue: INVOICE_TOTAL });
    const [failed] = await paymentsOf(t.database.db, payer.invoiceId);
    expect(failed).toMatchObject({
      status: 'failed',
      failureMessage: "The customer's bank account has been closed.",
    });

    const again = await openIntent(payer);
    double.confirm(again.paymentIntentId, { card: TEST_CARDS.succeeds });
    expect((await hub.record(payer, again.paymentIntentId)).json().status).toBe('success');
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
    const recorded = await paymentsOf(t.database.db, payer.invoiceId);
    expect(
      recorded
        .filter((payment) => payment.status === 'succeeded')
        .map((payment) => [payment.methodType, payment.methodLabel]),
    ).toEqual([['card', 'Visa •••• 4242']]);
    expect(chargesAtStripe(payer.invoiceId)).toHaveLength(1);
  });

  it('the owner’s partial refunds go to Stripe once each, even retried after a timeout; the balance follows', async () => {
    const payer = await newPayer();
    const intent = await openIntent(payer);
    double.confirm(intent.paymentIntentId, { card: TEST_CARDS.succeeds });
    await hub.record(payer, intent.paymentIntentId);
    const call = serviceManagerCaller(t.app, people);
    const listed = await call('owner', 'GET', '/provider/service-manager/payments', provider, {
      query: { invoiceNumber: payer.invoiceNumber },
    });
    const paymentId: string = listed.json().payments[0].id;
    const refund = (amount: number) =>
      call('owner', 'POST', `/provider/service-manager/payments/${paymentId}/refunds`, provider, {
        payload: { amount },
      });

    expect((await refund(5_000)).json()).toMatchObject({ refunded: 5_000, amount: INVOICE_TOTAL });
    const tooMuch = await refund(INVOICE_TOTAL);
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([
      400,
      messages.refundTooLarge(INVOICE_TOTAL - 5_000),
    ]);

    // A second refund reached Stripe, then our answer was lost; the owner clicks Refund again.
    const lostKey = `refund:${paymentId}:5000:1000`;
    await t.app.payments.processor.refund(
      accountId,
      { intentId: intent.paymentIntentId, amount: 1_000 },
      lostKey,
    );
    expect((await refund(1_000)).json()).toMatchObject({ refunded: 6_000 });

    const refunds = double
      .refunds(accountId)
      .filter((made) => made.payment_intent === intent.paymentIntentId);
    expect(refunds.map((made) => made.amount)).toEqual([5_000, 1_000]);
    const posts = double
      .callsTo('POST', '/v1/refunds')
      .filter((made) => made.params.payment_intent === intent.paymentIntentId);
    expect(posts.map((made) => [made.idempotencyKey, made.stripeAccount, made.replayed])).toEqual([
      [`refund:${paymentId}:0:5000`, accountId, false],
      [lostKey, accountId, false],
      [lostKey, accountId, true],
    ]);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Partial',
      amountDue: 6_000,
      paymentTotal: INVOICE_TOTAL - 6_000,
    });
  });
});

describe('connecting Stripe', () => {
  it('a connected account finished on Stripe’s pages takes payments once Stripe says so (account.updated)', async () => {
    const later = await seedServiceManagerProvider(t.database.db, people, 'Stripe Onboarding Cleaning');
    const connected = (
      await serviceManagerCaller(t.app, people)(
        'owner',
        'POST',
        '/provider/service-manager/payments/account',
        later,
        {
          payload: {},
        },
      )
    ).json();
    expect(connected).toMatchObject({ processor: 'stripe', enabled: false });
    expect(connected.onboardingUrl).toEqual(expect.any(String));
    double.completeOnboarding(connected.accountId);
    const event: StripeEvent = {
      id: `evt_account_${connected.accountId}`,
      object: 'event',
      type: 'account.updated',
      account: connected.accountId,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { object: 'account', id: connected.accountId, charges_enabled: true, payouts_enabled: true },
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    expect(await deliver(event)).toMatchObject({ status: 200, outcome: 'applied' });
    // Recorded from the event alone, before anyone opens the Payments tab.
    expect(await t.app.repositories.payments.account(later.id)).toMatchObject({
      chargesEnabled: true,
      payoutsEnabled: true,
    });
  });
});

describe('tips through Stripe (issue 36)', () => {
  it('a 15 % tip is one PaymentIntent of the sum, named in its metadata; a full refund returns it and the balance is the invoice’s again', async () => {
    expect((await setTips(t.app, people, provider, true)).json().tipsEnabled).toBe(true);
    const payer = await newPayer();
    const tip = 3_018; // 15 % of $201.18, half up
    const intent = (await hub.intentOf(payer, { tipPercent: 15 })).json();
    expect(intent).toMatchObject({ amount: INVOICE_TOTAL + tip, tip, processor: 'stripe' });
    expect(intentPostsFor(payer.invoiceId).map((call) => call.idempotencyKey)).toEqual([
      `intent:${payer.invoiceId}:${INVOICE_TOTAL + tip}:${tip}:1`,
    ]);
    double.confirm(intent.paymentIntentId, { card: TEST_CARDS.succeeds });
    await hub.record(payer, intent.paymentIntentId);
    const [charged] = chargesAtStripe(payer.invoiceId);
    expect([charged?.amount, charged?.metadata.tipCents]).toEqual([INVOICE_TOTAL + tip, String(tip)]);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Paid',
      paymentTotal: INVOICE_TOTAL,
    });

    const call = serviceManagerCaller(t.app, people);
    const listed = await call('owner', 'GET', '/provider/service-manager/payments', provider, {
      query: { invoiceNumber: payer.invoiceNumber },
    });
    const payment = listed.json().payments[0];
    expect(payment).toMatchObject({ amount: INVOICE_TOTAL + tip, tip });
    const refunded = await call(
      'owner',
      'POST',
      `/provider/service-manager/payments/${payment.id}/refunds`,
      provider,
      {
        payload: { amount: INVOICE_TOTAL + tip },
      },
    );
    expect(refunded.json()).toMatchObject({ refunded: INVOICE_TOTAL + tip });
    expect(
      double
        .refunds(accountId)
        .filter((made) => made.payment_intent === intent.paymentIntentId)
        .map((made) => made.amount),
    ).toEqual([INVOICE_TOTAL + tip]);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ paymentTotal: 0, amountDue: INVOICE_TOTAL });
  });

  it('a tipped saved-card charge that Stripe made but we never recorded: the webhook records its tip from the metadata', async () => {
    await setTips(t.app, people, provider, true);
    const payer = await newPayer();
    const { customerId, methodId } = await savedCardOf(payer);
    const second = await secondInvoice(payer);
    const tip = 725;
    const charged = await t.app.payments.processor.chargeSavedMethod(
      accountId,
      {
        amount: INVOICE_TOTAL + tip,
        customerId,
        methodId,
        metadata: {
          invoiceId: second.invoiceId,
          clientId: payer.clientId,
          providerId: provider.id,
          tipCents: String(tip),
        },
      },
      `charge:${second.invoiceId}:${INVOICE_TOTAL + tip}:${tip}:1`,
    );
    expect((await deliver(double.eventOf(charged.id))).outcome).toBe('applied');
    const [payment] = await paymentsOf(t.database.db, second.invoiceId);
    expect(payment).toMatchObject({ status: 'succeeded', amount: INVOICE_TOTAL + tip, tipAmount: tip });
    expect((await hub.invoiceOf(second)).invoice).toMatchObject({
      status: 'Paid',
      paymentTotal: INVOICE_TOTAL,
    });
  });
});

describe('every call the app made to Stripe (this file’s, so it runs last)', () => {
  it('was authorized, and each POST carried a key of ours and, past connecting, the provider’s account', () => {
    expect(double.calls.filter((call) => call.status === 401)).toEqual([]);
    // Connecting is the platform's own business: the account is made once per provider, and account
    // links are single-use (stripe-node keys those for its own retries).
    const connecting = (path: string) => path.startsWith('/v1/accounts') || path === '/v1/account_links';
    const accounts = double.callsTo('POST', '/v1/accounts');
    expect(accounts.map((call) => [call.idempotencyKey, call.stripeAccount])).toContainEqual([
      `account:${provider.id}`,
      null,
    ]);
    expect(
      accounts.filter((call) => !/^account:[\w-]+$/.test(call.idempotencyKey ?? '') || call.stripeAccount),
    ).toEqual([]);
    const forProvider = double.calls.filter((call) => !connecting(call.path));
    expect(forProvider.filter((call) => call.stripeAccount !== accountId)).toEqual([]);
    const posts = forProvider.filter((call) => call.method === 'POST');
    const derivedKey = /^(customer|intent|charge|cancel|detach|refund):[\w-]+(:\d+)*$/;
    expect(posts.filter((call) => !derivedKey.test(call.idempotencyKey ?? ''))).toEqual([]);
    const purposes = new Set(posts.map((call) => call.idempotencyKey?.split(':')[0]));
    expect(purposes).toEqual(new Set(['customer', 'intent', 'charge', 'cancel', 'refund']));
  });
});
