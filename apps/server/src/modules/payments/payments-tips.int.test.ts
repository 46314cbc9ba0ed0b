import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { TIP_MAX_CENTS } from '@porchlight/core/payments/tip.rules';
import { outbox } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmTestCard,
  enablePayments,
  hubClientWithInvoice,
  hubPaymentCalls,
  INVOICE_TOTAL,
  type Payer,
  paymentsOf,
  processorCharges,
  secondInvoice,
  setTips,
} from '../../../test/payments';
import { type People, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Tips (issue 36 slice 7) with the built-in processor: the owner turns them on; the client's 10/15/20 %
 * or own amount is charged with the invoice in one payment, recorded as its own figure, never counted
 * in the invoice's balance, refunded with the payment; bad tips are 400s in core's words.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let hub: ReturnType<typeof hubPaymentCalls>;
const call = () => serviceManagerCaller(t.app, people);

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Tipped Cleaning');
  await enablePayments(t.app, people, provider);
  hub = hubPaymentCalls(t.app, provider);
});
afterAll(() => t.close());

const newPayer = () => hubClientWithInvoice(t.app, t.database.db, people, provider);
/** 15 % of INVOICE_TOTAL ($201.18): $30.177, half up. */
const FIFTEEN_PERCENT = 3_018;

const confirm = (intent: { paymentIntentId: string; clientSecret: string }, saveMethod = false) =>
  confirmTestCard(t.app, intent, { saveMethod });

async function listedPayment(payer: Payer) {
  const listed = await call()('owner', 'GET', '/provider/service-manager/payments', provider, {
    query: { invoiceNumber: payer.invoiceNumber },
  });
  return listed.json().payments[0];
}

async function textOf(payload: Buffer): Promise<string> {
  return (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text;
}

describe('the owner’s switch', () => {
  it('is off at first (a tip is refused), the owner’s alone, and turns tips on', async () => {
    const payer = await newPayer();
    const offered = await hub.intentOf(payer);
    expect(offered.json()).toMatchObject({ amount: INVOICE_TOTAL, tip: 0, tipsEnabled: false });
    const refused = await hub.intentOf(payer, { tipPercent: 15 });
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.tipsOff(provider.name)]);

    const byManager = await call()('manager', 'PUT', '/provider/service-manager/payments/tips', provider, {
      payload: { enabled: true },
    });
    expect([byManager.statusCode, byManager.json().message]).toEqual([403, messages.ownerOnly]);
    const turnedOn = await setTips(t.app, people, provider, true);
    expect([turnedOn.statusCode, turnedOn.json().tipsEnabled]).toEqual([200, true]);
    const read = await call()('manager', 'GET', '/provider/service-manager/payments/account', provider);
    expect(read.json()).toMatchObject({ enabled: true, tipsEnabled: true });
    expect((await hub.intentOf(payer)).json()).toMatchObject({ tip: 0, tipsEnabled: true });
  });

  it('is refused while online payments are off', async () => {
    const other = await seedServiceManagerProvider(t.database.db, people, 'Untipped Cleaning');
    const refused = await setTips(t.app, people, other, true);
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.paymentsOff(other.name)]);
  });
});

describe('paying with a tip', () => {
  beforeAll(async () => {
    await setTips(t.app, people, provider, true);
  });

  it('15 % goes through the processor with the invoice, once, recorded as its own figure; the balance ignores it', async () => {
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer, { tipPercent: 15 })).json();
    expect(intent).toMatchObject({ amount: INVOICE_TOTAL + FIFTEEN_PERCENT, tip: FIFTEEN_PERCENT });
    // A double submit asks again with the same tip: the same intent, so one charge.
    expect((await hub.intentOf(payer, { tipPercent: 15 })).json().paymentIntentId).toBe(
      intent.paymentIntentId,
    );
    expect((await confirm(intent)).json().status).toBe('succeeded');
    await Promise.all([hub.record(payer, intent.paymentIntentId), hub.record(payer, intent.paymentIntentId)]);

    const charges = await processorCharges(t.database.db, payer.invoiceId);
    expect(charges.map((charge) => [charge.amount, charge.metadata.tipCents])).toEqual([
      [INVOICE_TOTAL + FIFTEEN_PERCENT, String(FIFTEEN_PERCENT)],
    ]);
    const recorded = await paymentsOf(t.database.db, payer.invoiceId);
    expect(recorded.map((row) => [row.amount, row.tipAmount])).toEqual([
      [INVOICE_TOTAL + FIFTEEN_PERCENT, FIFTEEN_PERCENT],
    ]);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Paid',
      amountDue: 0,
      paymentTotal: INVOICE_TOTAL,
    });
    const listed = await listedPayment(payer);
    expect(listed).toMatchObject({ amount: INVOICE_TOTAL + FIFTEEN_PERCENT, tip: FIFTEEN_PERCENT });
    // The e-mailed receipt (text and HTML) names the tip apart.
    const [mail] = await t.database.db
      .select({ body: outbox.body, html: outbox.html })
      .from(outbox)
      .where(and(eq(outbox.to, payer.email), sql`${outbox.meta}->>'kind' = 'payment-succeeded'`));
    const tipWords = `We received your payment of $231.36 for invoice #${payer.invoiceNumber}, including a $30.18 tip.`;
    expect([mail?.body, mail?.html].map((text) => text?.includes(tipWords))).toEqual([true, true]);

    const receipt = await call()(
      'owner',
      'GET',
      `/provider/service-manager/payments/${listed.id}/receipt`,
      provider,
    );
    const text = await textOf(receipt.rawPayload);
    expect(text).toContain(`Tip $30.18`);
    expect(text).toContain('$231.36'); // paid in all
    expect(text).toContain('$201.18'); // the invoice's part and total
  });

  it('a saved card pays the client’s own tip amount once, however often Pay is sent', async () => {
    const first = await newPayer();
    const setup = (await hub.intentOf(first)).json();
    await confirm(setup, true);
    await hub.record(first, setup.paymentIntentId);
    const methods = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/payment-methods/${provider.vanityName}`,
      headers: first.bearer,
    });
    const [saved] = methods.json().paymentMethods;
    const payer = await secondInvoice(t.app, t.database.db, people, provider, first);

    const answers = await Promise.all(
      [1, 2, 3].map(() => hub.chargeSaved(payer, saved.id, false, INVOICE_TOTAL, { tipAmount: 725 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const charges = await processorCharges(t.database.db, payer.invoiceId);
    expect(charges.map((charge) => charge.amount)).toEqual([INVOICE_TOTAL + 725]);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Paid',
      paymentTotal: INVOICE_TOTAL,
    });
    expect(await listedPayment(payer)).toMatchObject({ amount: INVOICE_TOTAL + 725, tip: 725 });
  });
});

describe('a deposit with a tip', () => {
  it('the tip is of the deposit, and the rest asked next is the invoice’s, untouched by it', async () => {
    await setTips(t.app, people, provider, true);
    const payer = await hubClientWithInvoice(t.app, t.database.db, people, provider, {
      deposit: { type: 'fixed', amount: 5_000 },
    });
    const deposit = (await hub.intentOf(payer, { tipPercent: 20 })).json();
    expect(deposit).toMatchObject({ amount: 6_000, tip: 1_000, label: messages.payDeposit });
    // Changing one's mind: another tip is another intent of another sum, the first one cancelled.
    const noTip = (await hub.intentOf(payer)).json();
    expect(noTip).toMatchObject({ amount: 5_000, tip: 0 });
    const tipped = (await hub.intentOf(payer, { tipPercent: 20 })).json();
    expect(tipped.paymentIntentId).not.toBe(deposit.paymentIntentId);
    await confirm(tipped);
    await hub.record(payer, tipped.paymentIntentId);
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Partial',
      amountDue: INVOICE_TOTAL - 5_000,
      paymentTotal: 5_000,
    });
    expect((await hub.intentOf(payer)).json()).toMatchObject({
      amount: INVOICE_TOTAL - 5_000,
      label: messages.payInvoice,
    });
    expect((await processorCharges(t.database.db, payer.invoiceId)).map((charge) => charge.amount)).toEqual([
      6_000,
    ]);
  });
});

describe('refunds of a tipped payment', () => {
  it('a partial refund returns its share of the tip; refunding the rest returns the whole tip, and the balance moves by the invoice part only', async () => {
    await setTips(t.app, people, provider, true);
    const payer = await newPayer();
    const intent = (await hub.intentOf(payer, { tipPercent: 15 })).json();
    await confirm(intent);
    await hub.record(payer, intent.paymentIntentId);
    const { id } = await listedPayment(payer);
    const refund = (amount: number) =>
      call()('owner', 'POST', `/provider/service-manager/payments/${id}/refunds`, provider, {
        payload: { amount },
      });

    // $100.00 of $231.36: the tip's share is 3018 × 10000 / 23136 = $13.04 (rounded down).
    expect((await refund(10_000)).json()).toMatchObject({ refunded: 10_000, tip: FIFTEEN_PERCENT });
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({
      status: 'Partial',
      paymentTotal: INVOICE_TOTAL - (10_000 - 1_304),
      amountDue: 10_000 - 1_304,
    });
    const rest = INVOICE_TOTAL + FIFTEEN_PERCENT - 10_000;
    expect((await refund(rest)).json()).toMatchObject({ refunded: INVOICE_TOTAL + FIFTEEN_PERCENT });
    expect((await hub.invoiceOf(payer)).invoice).toMatchObject({ paymentTotal: 0, amountDue: INVOICE_TOTAL });
    const tooMuch = await refund(1);
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([409, messages.paymentNotRefundable]);
  });
});

describe('hostile tips', () => {
  it('are 400s in core’s words, never a charge or a 500', async () => {
    await setTips(t.app, people, provider, true);
    const payer = await newPayer();
    const cases: [Record<string, string | number>, string][] = [
      [{ tipAmount: -1 }, messages.tipNegative],
      [{ tipAmount: 1.5 }, messages.tipNegative],
      [{ tipAmount: 'lots' }, messages.tipNegative],
      [{ tipAmount: 'Infinity' }, messages.tipNegative],
      [{ tipAmount: TIP_MAX_CENTS + 1 }, messages.tipTooLarge(TIP_MAX_CENTS)],
      [{ tipAmount: '1e400' }, messages.tipNegative],
      [{ tipAmount: INVOICE_TOTAL + 1 }, messages.tipTooLarge(INVOICE_TOTAL)],
      [{ tipPercent: 17 }, messages.tipPercentInvalid],
      [{ tipPercent: -15 }, messages.tipPercentInvalid],
      [{ tipPercent: 15, tipAmount: 100 }, messages.tipChoiceTwice],
    ];
    for (const [tip, message] of cases) {
      const response = await hub.intentOf(payer, tip);
      expect([tip, response.statusCode, response.json().message]).toEqual([tip, 400, message]);
    }
    const savedCharge = await hub.chargeSaved(payer, 'pm_nothing', false, INVOICE_TOTAL, { tipAmount: -5 });
    expect([savedCharge.statusCode, savedCharge.json().message]).toEqual([400, messages.tipNegative]);
    expect(await processorCharges(t.database.db, payer.invoiceId)).toEqual([]);
  });
});
