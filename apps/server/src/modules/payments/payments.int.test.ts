import { TEST_BANK, TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  enablePayments,
  eventRows,
  hubClientWithInvoice,
  hubPaymentCalls,
  INVOICE_TOTAL,
  type Payer,
  paymentMails,
  paymentsOf,
  processorCharges,
  secondInvoice as secondInvoiceOf,
} from '../../../test/payments';
import { type People, seedPeople } from '../../../test/people';
import { pricedBody, seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Paying an invoice from the hub with the built-in processor, and the promise behind it: whatever
 * happens — concurrent pays, double clicks, retries after a timeout, webhooks repeated or out of
 * order, a crash between the charge and our record — the client is charged once and the invoice's
 * balance is right.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let hub: ReturnType<typeof hubPaymentCalls>;

beforeAll(async () => {
  // Bank debits settle when a test says so, not on a timer.
  t = await createTestApp({ BUILTIN_BANK_SETTLE_SECONDS: '3600' });
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Paid Cleaning');
  await enablePayments(t.app, people, provider);
  hub = hubPaymentCalls(t.app, provider);
});
afterAll(() => t.close());

const newPayer = (extra: object = {}) => hubClientWithInvoice(t.app, t.database.db, people, provider, extra);
/** Another sent invoice for the same client (a client pays many invoices over time). */
const secondInvoice = (payer: Payer, status: 'Draft' | 'Sent' = 'Sent', extra: object = {}) =>
  secondInvoiceOf(t.app, t.database.db, people, provider, payer, status, extra);
const hubUrl = (path: string) => `/api/v1/client-hub/${path}`;
const card = (number: string) => ({ type: 'card', number, expMonth: 12, expYear: 2034, cvc: '123' });

function confirm(
  intent: { paymentIntentId: string; clientSecret: string },
  method: object,
  saveMethod = false,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/builtin/intents/${intent.paymentIntentId}/confirm`,
    payload: { clientSecret: intent.clientSecret, method, saveMethod },
  });
}
/** A client who paid a first invoice with 4242 and kept the card: the card, as the hub lists it. */
async function payerWithSavedCard() {
  const payer = await newPayer();
  const setup = (await hub.intentOf(payer)).json();
  expect((await confirm(setup, card(TEST_CARDS.succeeds), true)).json().status).toBe('succeeded');
  await hub.record(payer, setup.paymentIntentId);
  const methods = await t.app.inject({
    method: 'GET',
    url: hubUrl(`payment-methods/${provider.vanityName}`),
    headers: payer.bearer,
  });
  const [saved] = methods.json().paymentMethods;
  return { payer, saved };
}
/** Delivers what the outbox holds now (the built-in processor's events among it). */
const deliverQueued = () => t.app.outboxWorker.drain();

describe('paying by card', () => {
  it('reuses one intent for one amount, pays with 4242, records one payment and sends a receipt', async () => {
    const payer = await newPayer();
    expect((await hub.invoiceOf(payer)).paymentAllowed).toBe(true);
    const first = (await hub.intentOf(payer)).json();
    const again = (await hub.intentOf(payer)).json();
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    expect(first).toMatchObject({ amount: INVOICE_TOTAL, label: messages.payInvoice, processor: 'builtin' });

    expect((await confirm(first, card(TEST_CARDS.succeeds))).json()).toEqual({
      status: 'succeeded',
      error: null,
    });
    const recorded = await hub.record(payer, first.paymentIntentId);
    expect(recorded.json()).toEqual({ status: 'success', isPartialPayment: false });
    const status = await t.app.inject({
      method: 'POST',
      url: hubUrl(`invoice/${provider.vanityName}/check-payment-status`),
      headers: payer.bearer,
      payload: { paymentIntentId: first.paymentIntentId, invoiceNumber: payer.invoiceNumber },
    });
    expect(status.json()).toEqual({ status: 'success', isPartialPayment: false });
    await deliverQueued();

    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Paid',
      amountDue: 0,
      paymentTotal: INVOICE_TOTAL,
    });
    expect((await hub.invoiceOf(payer)).paymentAllowed).toBe(false);
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
    expect(await processorCharges(t.database.db, payer.invoiceId)).toHaveLength(1);
    expect((await paymentMails(t.database.db, payer.email)).map((mail) => mail.kind)).toEqual([
      'payment-succeeded',
    ]);
  });

  it('shows a decline in the processor words and leaves the invoice payable', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    expect((await confirm(intent, card(TEST_CARDS.declined))).json()).toEqual({
      status: 'requires_payment_method',
      error: messages.insufficientFunds,
    });
    const recorded = await hub.record(payer, intent.paymentIntentId);
    expect([recorded.statusCode, recorded.json().message]).toEqual([409, messages.insufficientFunds]);
    expect((await hub.invoiceOf(payer)).invoice.status).toBe('Sent');
    // The same intent takes another card.
    expect((await confirm(intent, card(TEST_CARDS.succeeds))).json().status).toBe('succeeded');
    expect((await hub.record(payer, intent.paymentIntentId)).json().status).toBe('success');
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
  });

  it('asks for authentication on 3155, and pays once it is given', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    expect((await confirm(intent, card(TEST_CARDS.needsAuthentication))).json().status).toBe(
      'requires_action',
    );
    const authenticate = (outcome: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/builtin/intents/${intent.paymentIntentId}/authenticate`,
        payload: { clientSecret: intent.clientSecret, outcome },
      });
    expect((await authenticate('approve')).json()).toEqual({ status: 'succeeded', error: null });
    expect((await hub.record(payer, intent.paymentIntentId)).json().status).toBe('success');
  });

  it('refuses bad cards in Stripe words, a wrong client secret, and broken bodies, never with a 500', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    const badNumber = await confirm(intent, card('4242424242424241'));
    expect([badNumber.statusCode, badNumber.json().message]).toEqual([400, messages.cardNumberInvalid]);
    const expired = await confirm(intent, { ...card(TEST_CARDS.succeeds), expYear: 2020 });
    expect(expired.json().message).toBe(messages.expiryPast);
    const stranger = await confirm({ ...intent, clientSecret: 'pi_x_secret_y' }, card(TEST_CARDS.succeeds));
    expect([stranger.statusCode, stranger.json().message]).toEqual([400, messages.intentNotFound]);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/builtin/intents/${intent.paymentIntentId}/confirm`,
      headers: { 'content-type': 'application/json' },
      payload: '{"clientSecret":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(0);
  });
});

describe('never twice', () => {
  it('50 concurrent pays of one invoice with a saved card charge it once', async () => {
    const { payer, saved } = await payerWithSavedCard();
    // A second invoice for the same client, paid 50 times at once with the saved card.
    const second = await secondInvoice(payer);
    expect(saved.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const pays = await Promise.all(
      Array.from({ length: 50 }, () => hub.chargeSaved(second, saved.id, false)),
    );
    // One pays; the 49 queued behind it on the invoice's lock find it paid and are told so.
    const answers = pays.map((response) => `${response.statusCode} ${response.json().message ?? ''}`);
    expect(answers.filter((answer) => answer.startsWith('200'))).toHaveLength(1);
    expect(new Set(answers.filter((answer) => !answer.startsWith('200')))).toEqual(
      new Set([`409 ${messages.alreadyPaid}`]),
    );
    await deliverQueued();
    expect(await processorCharges(t.database.db, second.invoiceId)).toHaveLength(1);
    expect(await paymentsOf(t.database.db, second.invoiceId)).toHaveLength(1);
    expect((await hub.invoiceOf(second)).invoice).toMatchObject({
      status: 'Paid',
      amountDue: 0,
    });
  });

  it('a second tab paying an invoice the first tab paid is told it is paid, and nothing more is charged', async () => {
    const { payer, saved } = await payerWithSavedCard();
    // Both tabs opened the pay dialog of the next invoice; the first pays with the saved card.
    const second = await secondInvoice(payer);
    const opened = (await hub.intentOf(second)).json();
    expect((await hub.intentOf(second)).json().paymentIntentId).toBe(opened.paymentIntentId);
    expect((await hub.chargeSaved(second, saved.id)).json()).toEqual({
      status: 'success',
      isPartialPayment: false,
    });

    // The second tab pays with the saved card, or with a new card on the intent its dialog holds.
    const again = await hub.chargeSaved(second, saved.id);
    expect([again.statusCode, again.json().message]).toEqual([409, messages.alreadyPaid]);
    const newCard = await confirm(opened, card(TEST_CARDS.succeeds));
    expect([newCard.statusCode, newCard.json().message]).toEqual([400, messages.intentDone]);
    const reopened = await hub.intentOf(second);
    expect([reopened.statusCode, reopened.json().message]).toEqual([409, messages.alreadyPaid]);

    await deliverQueued();
    expect(await processorCharges(t.database.db, second.invoiceId)).toHaveLength(1);
    expect(await paymentsOf(t.database.db, second.invoiceId)).toHaveLength(1);
    expect((await hub.invoiceOf(second)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
  });

  it('a second tab paying the deposit another tab paid is not charged the rest it never saw', async () => {
    const { payer, saved } = await payerWithSavedCard();
    const second = await secondInvoice(payer, 'Sent', { deposit: { type: 'fixed', amount: 5_000 } });
    // Both tabs' dialogs show the deposit; the first pays it with the saved card.
    expect((await hub.intentOf(second)).json()).toMatchObject({ amount: 5_000, label: messages.payDeposit });
    expect((await hub.chargeSaved(second, saved.id, false, 5_000)).json()).toEqual({
      status: 'success',
      isPartialPayment: true,
    });
    const again = await hub.chargeSaved(second, saved.id, false, 5_000);
    expect([again.statusCode, again.json().message]).toEqual([409, messages.amountChanged]);
    await deliverQueued();
    expect(await processorCharges(t.database.db, second.invoiceId)).toHaveLength(1);
    expect((await hub.invoiceOf(second)).invoice).toMatchObject({
      status: 'Partial',
      amountDue: INVOICE_TOTAL - 5_000,
    });
  });

  it('a double click on Pay confirms once', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    const clicks = await Promise.all([
      confirm(intent, card(TEST_CARDS.succeeds)),
      confirm(intent, card(TEST_CARDS.succeeds)),
    ]);
    expect(clicks.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    await Promise.all([hub.record(payer, intent.paymentIntentId), hub.record(payer, intent.paymentIntentId)]);
    expect(await processorCharges(t.database.db, payer.invoiceId)).toHaveLength(1);
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
  });

  it('a request retried after a timeout repeats the charge the processor already made, and records it once', async () => {
    const { payer, saved } = await payerWithSavedCard();
    const second = await secondInvoice(payer);
    // The first try reached the processor, then our answer was lost: the processor charged with the
    // key the service derives (first attempt at this amount), and nothing of ours was written.
    const { builtin } = t.app.payments;
    if (!builtin) throw new Error('tests run on the built-in processor');
    const account = await t.app.repositories.payments.account(provider.id);
    const customer = await t.app.repositories.payments.customer(payer.clientId);
    if (!account || !customer) throw new Error('no account or customer');
    // The processor's event comes after the retry (had it come first, the retry would find the
    // invoice paid and be told so, as the crash test allows).
    await t.app.outboxWorker.stop();
    try {
      const lost = await builtin.chargeSavedMethod(
        account.accountId,
        {
          amount: INVOICE_TOTAL,
          customerId: customer.customerId,
          methodId: saved.id,
          metadata: { invoiceId: second.invoiceId, clientId: payer.clientId, providerId: provider.id },
        },
        `charge:${second.invoiceId}:${INVOICE_TOTAL}:1`,
      );
      const retried = await hub.chargeSaved(second, saved.id);
      expect(retried.json()).toEqual({ status: 'success', isPartialPayment: false });
      await deliverQueued();
      const charges = await processorCharges(t.database.db, second.invoiceId);
      expect(charges.map((charge) => charge.id)).toEqual([lost.id]);
    } finally {
      t.app.outboxWorker.start();
    }
    expect(await paymentsOf(t.database.db, second.invoiceId)).toHaveLength(1);
  });

  it('the same webhook 3 times and out of order applies once', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    await confirm(intent, card(TEST_CARDS.succeeds));
    const { builtin } = t.app.payments;
    if (!builtin) throw new Error('tests run on the built-in processor');
    const account = await t.app.repositories.payments.account(provider.id);
    const current = await builtin.retrieveIntent(account?.accountId ?? '', intent.paymentIntentId);
    const post = (event: object) => {
      const body = JSON.stringify(event);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': builtin.sign(body) },
        payload: body,
      });
    };
    const succeeded = {
      id: `evt_succeeded_${intent.paymentIntentId}`,
      type: 'payment_intent.succeeded',
      account: account?.accountId,
      data: { object: current },
    };
    // An older event about the same intent arrives last.
    const stale = {
      id: `evt_created_${intent.paymentIntentId}`,
      type: 'payment_intent.created',
      account: account?.accountId,
      data: { object: { ...current, status: 'requires_payment_method' } },
    };
    const answers = [];
    for (const event of [succeeded, succeeded, succeeded, stale])
      answers.push((await post(event)).json().outcome);
    expect(answers).toEqual(['applied', 'duplicate', 'duplicate', 'applied']);
    await deliverQueued();
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
    const stored = (await eventRows(t.database.db)).filter((row) => row.id === succeeded.id);
    expect(stored).toHaveLength(1);
  });

  it('a crash between the charge and our record is reconciled by the processor event', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    // The browser paid; our server died before it heard (no PATCH, no status check).
    await confirm(intent, card(TEST_CARDS.succeeds));
    expect((await hub.invoiceOf(payer)).invoice.status).toBe('Sent');
    await deliverQueued();
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ status: 'Paid', amountDue: 0 });
    expect(await paymentsOf(t.database.db, payer.invoiceId)).toHaveLength(1);
    // Paying again finds nothing due.
    const again = await hub.intentOf(payer);
    expect([again.statusCode, again.json().message]).toEqual([409, messages.alreadyPaid]);
  });

  it('refuses a forged or stale webhook signature with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_forged","type":"payment_intent.succeeded"}',
    });
    expect([response.statusCode, response.json().message]).toEqual([400, messages.signatureInvalid]);
  });
});

describe('deposits, bank debits and refunds', () => {
  it('asks for the deposit first, then the rest', async () => {
    const payer = await newPayer({ deposit: { type: 'fixed', amount: 5_000 } });
    const deposit = (await hub.intentOf(payer)).json();
    expect(deposit).toMatchObject({ amount: 5_000, label: messages.payDeposit });
    await confirm(deposit, card(TEST_CARDS.succeeds));
    expect((await hub.record(payer, deposit.paymentIntentId)).json()).toEqual({
      status: 'success',
      isPartialPayment: true,
    });
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Partial',
      amountDue: INVOICE_TOTAL - 5_000,
    });
    const rest = (await hub.intentOf(payer)).json();
    expect(rest).toMatchObject({ amount: INVOICE_TOTAL - 5_000, label: messages.payInvoice });
  });

  it('a bank debit is Processing until it settles, or fails and is payable again', async () => {
    const bank = (account: string) => ({
      type: 'us_bank_account',
      accountHolderName: 'Pat Payer',
      routingNumber: TEST_BANK.routingNumber,
      accountNumber: account,
    });
    const { builtin } = t.app.payments;
    if (!builtin) throw new Error('tests run on the built-in processor');
    for (const [account, after] of [
      [TEST_BANK.settles, 'Paid'],
      [TEST_BANK.fails, 'Sent'],
    ] as const) {
      const payer = await newPayer();
      const intent = (await hub.intentOf(payer)).json();
      expect((await confirm(intent, bank(account))).json().status).toBe('processing');
      expect((await hub.record(payer, intent.paymentIntentId)).json()).toEqual({
        status: 'processing',
        isPartialPayment: false,
      });
      const processing = await hub.invoiceOf(payer);
      expect([processing.invoice.status, processing.paymentAllowed]).toEqual(['Processing', false]);
      await builtin.settle(intent.paymentIntentId);
      await deliverQueued();
      expect((await hub.invoiceOf(payer)).invoice.status).toBe(after);
      const [payment] = await paymentsOf(t.database.db, payer.invoiceId);
      expect(payment?.status).toBe(after === 'Paid' ? 'succeeded' : 'failed');
    }
  });

  it('a hub page waiting on a Processing invoice hears the debit settle from the processor event', async () => {
    const { builtin, invoiceChanges } = t.app.payments;
    if (!builtin) throw new Error('tests run on the built-in processor');
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    await confirm(intent, {
      type: 'us_bank_account',
      accountHolderName: 'Pat Payer',
      routingNumber: TEST_BANK.routingNumber,
      accountNumber: TEST_BANK.settles,
    });
    await hub.record(payer, intent.paymentIntentId);
    const statusUrl = (seen: string) =>
      hubUrl(`invoice/${provider.vanityName}/status?invoiceNumber=${payer.invoiceNumber}&seen=${seen}`);
    const waitFor = (seen: string) =>
      t.app.inject({ method: 'GET', url: statusUrl(seen), headers: payer.bearer });

    // The page shows another status than the invoice's: answered at once.
    expect((await waitFor('Sent')).json()).toEqual({ status: 'Processing' });
    // The page shows Processing: held until the bank debit settles.
    const waiting = waitFor('Processing');
    await expect.poll(() => invoiceChanges.size).toBe(1);
    await builtin.settle(intent.paymentIntentId);
    await deliverQueued();
    expect((await waiting).json()).toEqual({ status: 'Paid' });
    expect(invoiceChanges.size).toBe(0);
  });

  it('the owner refunds part of a payment once; the balance follows', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    await confirm(intent, card(TEST_CARDS.succeeds));
    await hub.record(payer, intent.paymentIntentId);
    const call = serviceManagerCaller(t.app, people);
    const listed = (
      await call('owner', 'GET', '/provider/service-manager/payments', provider, {
        query: { invoiceNumber: payer.invoiceNumber },
      })
    ).json();
    expect(listed.totalRecords).toBe(1);
    const paymentId = listed.payments[0].id;
    const refund = (role: 'owner' | 'manager', amount: number) =>
      call(role, 'POST', `/provider/service-manager/payments/${paymentId}/refunds`, provider, {
        payload: { amount },
      });
    const byManager = await refund('manager', 1_000);
    expect([byManager.statusCode, byManager.json().message]).toEqual([403, messages.ownerOnly]);
    expect((await refund('owner', 5_000)).json()).toMatchObject({ refunded: 5_000, amount: INVOICE_TOTAL });
    const tooMuch = await refund('owner', INVOICE_TOTAL);
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([
      400,
      messages.refundTooLarge(INVOICE_TOTAL - 5_000),
    ]);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Partial',
      amountDue: 5_000,
      paymentTotal: INVOICE_TOTAL - 5_000,
    });
  });
});

describe('saved methods and auto-pay', () => {
  it('keeps a card the client chose to save, turns auto-pay on with it, and deletes it', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    await confirm(intent, card(TEST_CARDS.succeeds), true);
    await hub.record(payer, intent.paymentIntentId);
    const autoPay = await t.app.inject({
      method: 'PATCH',
      url: hubUrl(`invoice/${provider.vanityName}/auto-pay`),
      headers: payer.bearer,
      payload: { paymentIntentId: intent.paymentIntentId, invoiceNumber: payer.invoiceNumber },
    });
    expect(autoPay.json()).toEqual({ message: messages.autoPayOn });
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: hubUrl(`payment-methods/${provider.vanityName}`),
        headers: payer.bearer,
      });
    const [method] = (await list()).json().paymentMethods;
    expect(method).toMatchObject({
      type: 'card',
      autoPay: true,
      card: { last4: '4242', expMonth: 12, expYear: 2034 },
    });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: hubUrl(`payment-methods/${provider.vanityName}/${method.id}`),
      headers: payer.bearer,
    });
    expect(deleted.json()).toEqual({ message: messages.methodDeleted });
    expect((await list()).json().paymentMethods).toEqual([]);
  });

  it('charges the auto-pay method once when the provider sends the next invoice', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer)).json();
    await confirm(intent, card(TEST_CARDS.succeeds), true);
    await hub.record(payer, intent.paymentIntentId);
    await t.app.inject({
      method: 'PATCH',
      url: hubUrl(`invoice/${provider.vanityName}/auto-pay`),
      headers: payer.bearer,
      payload: { paymentIntentId: intent.paymentIntentId, invoiceNumber: payer.invoiceNumber },
    });
    const next = await secondInvoice(payer, 'Draft');
    const send = () =>
      serviceManagerCaller(t.app, people)(
        'owner',
        'POST',
        `/provider/service-manager/invoices/${next.invoiceNumber}/send`,
        provider,
        {
          payload: { sms: false },
        },
      );
    expect((await send()).statusCode).toBe(200);
    await deliverQueued();
    // Sent again (a reminder): nothing is due, nothing more is charged.
    expect((await send()).statusCode).toBe(200);
    await deliverQueued();
    expect((await hub.invoiceOf(next)).invoice).toMatchObject({
      status: 'Paid',
      amountDue: 0,
    });
    expect(await processorCharges(t.database.db, next.invoiceId)).toHaveLength(1);
    expect(await paymentsOf(t.database.db, next.invoiceId)).toHaveLength(1);
  });

  it('keeps online payments in what is paid when the provider edits the invoice', async () => {
    const payer = await newPayer({ deposit: { type: 'fixed', amount: 5_000 } });
    const deposit = (await hub.intentOf(payer)).json();
    await confirm(deposit, card(TEST_CARDS.succeeds));
    await hub.record(payer, deposit.paymentIntentId);
    const edited = await serviceManagerCaller(t.app, people)(
      'owner',
      'PUT',
      `/provider/service-manager/invoices/${payer.invoiceNumber}`,
      provider,
      {
        payload: pricedBody(payer.clientId, { amountPaid: 1_000, notes: 'Cash for the parking' }),
      },
    );
    expect(edited.json()).toMatchObject({
      paymentTotal: 6_000,
      amountPaidOffline: 1_000,
      amountDue: INVOICE_TOTAL - 6_000,
      status: 'Partial',
    });
  });
});
