import { DEFAULT_TEMPLATES } from '@porchlight/core/messaging/default-templates';
import { wallTimeOn } from '@porchlight/core/messaging/due-times.rules';
import { TEST_BANK } from '@porchlight/core/payments/payments.constants';
import { builtinMethods, invoices } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  automaticMessagesTo,
  messageClock,
  providerAtNoon,
  scheduledFor,
  textingClient,
} from '../../../test/message-clock';
import {
  confirmTestCard,
  enablePayments,
  hubClientWithInvoice,
  hubPaymentCalls,
  INVOICE_TOTAL,
  secondInvoice,
} from '../../../test/payments';
import type { People } from '../../../test/people';
import { pricedBody, type serviceManagerCaller, serviceManagerWorld } from '../../../test/service-manager';
import type { TestApp } from '../../../test/test-app';
import { messageJobKey } from './visit-messages';

/**
 * Invoice reminders and the declined auto-pay notice (issue 35 slice 6, docs/plans/reminders.md §4, §9):
 * planned when an invoice is sent or its due date changes, 3 days before, on and 7 days after the due
 * date at 9 AM in the provider's zone, each linking to the hub to pay; cancelled in the payment's own
 * transaction, and never sent for an invoice paid meanwhile. Each test has its own provider (its own
 * message clock) in Austin; time passes by the message clock.
 */

let t: TestApp;
let people: People;
let call: ReturnType<typeof serviceManagerCaller>;
let clock: ReturnType<typeof messageClock>;
const ZONE = 'America/Chicago';
const SM = '/provider/service-manager';

beforeAll(async () => {
  ({ t, people, call } = await serviceManagerWorld('Invoice Reminders Gutters'));
  clock = messageClock(t, call);
});
afterAll(() => t.close());

let providers = 0;
/** A provider of its own with online payments, its clock at noon tomorrow in Austin; `dayAhead(n)` from there. */
async function world() {
  providers += 1;
  const { provider, dayAhead } = await providerAtNoon(t, people, clock, `Invoice Gutters ${providers}`);
  await enablePayments(t.app, people, provider);
  return { provider, dayAhead };
}

/** A client who agreed to texts, and an invoice sent to them due on `dueDate`. */
async function sentInvoice(provider: ProviderRow, dueDate: string) {
  const clientId = await textingClient(call, provider, { zipCode: '78701' });
  const created = await call('owner', 'POST', `${SM}/invoices`, provider, {
    payload: pricedBody(clientId, { dueDate }),
  });
  const invoiceNumber: number = created.json().invoiceNumber;
  const sent = await call('owner', 'POST', `${SM}/invoices/${invoiceNumber}/send`, provider, {
    payload: { sms: false },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [row] = await t.database.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.providerId, provider.id), eq(invoices.invoiceNumber, invoiceNumber)));
  return { clientId, invoiceNumber, invoiceId: row?.id ?? '' };
}

/** The invoice reminders the client got (the estimate's follow-ups and the review request have tests of their own). */
const remindersTo = async (clientId: string) =>
  (await automaticMessagesTo(t.database.db, clientId)).filter((row) => row.kind.startsWith('invoice-'));
const nineAm = (date: string, days: number) => wallTimeOn(date, days, 9 * 60, ZONE);
const pendingOf = async (invoiceId: string) =>
  (await scheduledFor(t.database.db, { invoiceId })).filter((row) => row.status === 'pending');
const jobOf = (messageId: string) => t.app.repositories.jobQueue.find(messageJobKey(messageId));

describe('invoice reminders', () => {
  it('go 3 days before, on and 7 days after the due date at 9 AM, with the pay link, and move with the date', async () => {
    const { provider, dayAhead } = await world();
    const due = dayAhead(5);
    const { clientId, invoiceNumber, invoiceId } = await sentInvoice(provider, due);
    expect((await pendingOf(invoiceId)).map((row) => [row.kind, row.dueAt, row.channels])).toEqual([
      ['invoice-due-soon', nineAm(due, -3), ['email', 'sms']],
      ['invoice-due-today', nineAm(due, 0), ['email', 'sms']],
      ['invoice-overdue', nineAm(due, 7), ['email', 'sms']],
    ]);

    await clock.to(provider, nineAm(due, -3), { before: true });
    expect(await automaticMessagesTo(t.database.db, clientId)).toEqual([]);
    await clock.to(provider, nineAm(due, -3));
    const [email, text] = await automaticMessagesTo(t.database.db, clientId);
    expect(email).toMatchObject({ kind: 'invoice-due-soon', channel: 'email', skipped: null });
    expect(email?.subject).toBe(`Invoice ${invoiceNumber} is due on ${labelOf(due)}`);
    expect(email?.body).toContain(`#view-invoice?number=${invoiceNumber}`);
    expect(text?.body).toMatch(
      new RegExp(
        `^Invoice Gutters \\d+: Invoice ${invoiceNumber} for \\$201\\.18 is due on ${labelOf(due)}\\. Pay online: http\\S+/client-hub\\?s=\\S+#view-invoice\\?number=${invoiceNumber} Reply STOP to opt out\\.$`,
      ),
    );

    // Two more days to pay: today's and the overdue reminder move to the new date, sent ones stay history.
    const later = dayAhead(7);
    const moved = await call('owner', 'PUT', `${SM}/invoices/${invoiceNumber}`, provider, {
      payload: pricedBody(clientId, { dueDate: later }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await pendingOf(invoiceId)).map((row) => [row.kind, row.dueAt])).toEqual([
      ['invoice-due-soon', nineAm(later, -3)],
      ['invoice-due-today', nineAm(later, 0)],
      ['invoice-overdue', nineAm(later, 7)],
    ]);
    // Nothing goes on the old due date; the new date's due-soon reminder went the day before.
    await clock.to(provider, nineAm(due, 0));
    expect(await automaticMessagesTo(t.database.db, clientId)).toHaveLength(4);
    await clock.to(provider, nineAm(later, 0));
    expect((await automaticMessagesTo(t.database.db, clientId)).map((row) => row.kind)).toEqual([
      'invoice-due-soon',
      'invoice-due-soon',
      'invoice-due-soon',
      'invoice-due-soon',
      'invoice-due-today',
      'invoice-due-today',
    ]);

    // Paid in cash: the overdue reminder is cancelled in the same write, and never goes.
    const paid = await call('owner', 'PUT', `${SM}/invoices/${invoiceNumber}`, provider, {
      payload: pricedBody(clientId, { dueDate: later, amountPaid: INVOICE_TOTAL }),
    });
    expect(paid.json().status).toBe('Paid');
    const all = await scheduledFor(t.database.db, { invoiceId });
    const overdue = all.find((row) => row.kind === 'invoice-overdue' && row.dedupeKey.endsWith(later));
    expect(overdue).toMatchObject({ status: 'cancelled', outcome: 'paid' });
    expect(await jobOf(overdue?.id ?? '')).toBeUndefined();
    await clock.to(provider, nineAm(later, 8));
    expect(await remindersTo(clientId)).toHaveLength(6);
  });

  it('sends nothing once the client paid online between planning and sending', async () => {
    const { provider, dayAhead } = await world();
    const due = dayAhead(10);
    const payer = await hubClientWithInvoice(t.app, t.database.db, people, provider, { dueDate: due });
    expect(await pendingOf(payer.invoiceId)).toHaveLength(3);
    const hub = hubPaymentCalls(t.app, provider);
    const intent = (await hub.intentOf(payer)).json();
    const confirmed = await confirmTestCard(t.app, intent);
    expect(confirmed.json().status).toBe('succeeded');
    await hub.record(payer, intent.paymentIntentId);

    const rows = (await scheduledFor(t.database.db, { invoiceId: payer.invoiceId })).filter((row) =>
      row.kind.startsWith('invoice-'),
    );
    expect(rows.map((row) => [row.status, row.outcome])).toEqual([
      ['cancelled', 'paid'],
      ['cancelled', 'paid'],
      ['cancelled', 'paid'],
    ]);
    for (const row of rows) expect(await jobOf(row.id)).toBeUndefined();
    await clock.to(provider, nineAm(due, 8));
    expect(await remindersTo(payer.clientId)).toEqual([]);
  });

  it('waits while a bank debit is on its way, and comes back when the debit bounces', async () => {
    const { provider, dayAhead } = await world();
    const due = dayAhead(10);
    const payer = await hubClientWithInvoice(t.app, t.database.db, people, provider, { dueDate: due });
    const hub = hubPaymentCalls(t.app, provider);
    const intent = (await hub.intentOf(payer)).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/builtin/intents/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        method: {
          type: 'us_bank_account',
          accountHolderName: 'Pat Payer',
          routingNumber: TEST_BANK.routingNumber,
          accountNumber: TEST_BANK.fails,
        },
      },
    });
    expect((await hub.record(payer, intent.paymentIntentId)).json().status).toBe('processing');
    expect(await pendingOf(payer.invoiceId)).toEqual([]);

    await t.app.payments.builtin?.settle(intent.paymentIntentId);
    await t.app.outboxWorker.drain();
    expect((await hub.invoiceOf(payer)).invoice.status).toBe('Sent');
    const back = await pendingOf(payer.invoiceId);
    expect(back.map((row) => [row.kind, row.dueAt])).toEqual([
      ['invoice-due-soon', nineAm(due, -3)],
      ['invoice-due-today', nineAm(due, 0)],
      ['invoice-overdue', nineAm(due, 7)],
    ]);
    for (const row of back) expect(await jobOf(row.id)).toBeDefined();
  });

  it('skips a reminder whose invoice was paid after its job was armed (the send reads the invoice again)', async () => {
    const { provider, dayAhead } = await world();
    const due = dayAhead(4);
    const { clientId, invoiceId } = await sentInvoice(provider, due);
    // A payment recorded behind the planner's back (a bank debit settling on another process, say).
    await t.database.db
      .update(invoices)
      .set({ status: 'Paid', amountDue: 0, amountPaid: INVOICE_TOTAL })
      .where(eq(invoices.id, invoiceId));
    await clock.to(provider, nineAm(due, -3));
    expect(await automaticMessagesTo(t.database.db, clientId)).toEqual([]);
    expect((await scheduledFor(t.database.db, { invoiceId }))[0]).toMatchObject({
      kind: 'invoice-due-soon',
      status: 'skipped',
      outcome: 'paid',
    });
  });
});

describe('a client switched off and back on', () => {
  it('loses the pending reminders, then gets those still to come back', async () => {
    const { provider, dayAhead } = await world();
    const due = dayAhead(6);
    const { clientId, invoiceId } = await sentInvoice(provider, due);
    const automatic = (on: boolean) =>
      call('owner', 'PATCH', `${SM}/clients/${clientId}/automatic-messages`, provider, { payload: { on } });
    expect((await automatic(false)).statusCode).toBe(200);
    expect(await pendingOf(invoiceId)).toEqual([]);
    expect((await automatic(true)).statusCode).toBe(200);
    expect((await pendingOf(invoiceId)).map((row) => [row.kind, row.dueAt])).toEqual([
      ['invoice-due-soon', nineAm(due, -3)],
      ['invoice-due-today', nineAm(due, 0)],
      ['invoice-overdue', nineAm(due, 7)],
    ]);
  });
});

describe('a changed invoice rule', () => {
  it('moves the pending reminders of invoices still owed, and switched off cancels them', async () => {
    const { provider, dayAhead } = await world();
    const due = dayAhead(10);
    const { invoiceId } = await sentInvoice(provider, due);
    const rule = (kind: 'invoice-due-soon' | 'invoice-overdue', change: object) =>
      call('owner', 'PUT', `/provider/messages/kinds/${kind}`, provider, {
        payload: {
          version: 0,
          emailOn: true,
          smsOn: true,
          delayMinutes: null,
          ...DEFAULT_TEMPLATES[kind],
          ...change,
        },
      });
    const soon = await rule('invoice-due-soon', { offsetDays: 5, sendAt: '07:30' });
    expect(soon.statusCode, soon.body).toBe(200);
    expect(
      (await rule('invoice-overdue', { offsetDays: 7, sendAt: '09:00', emailOn: false, smsOn: false }))
        .statusCode,
    ).toBe(200);
    expect((await pendingOf(invoiceId)).map((row) => [row.kind, row.dueAt])).toEqual([
      ['invoice-due-soon', wallTimeOn(due, -5, 7 * 60 + 30, ZONE)],
      ['invoice-due-today', nineAm(due, 0)],
    ]);
  });
});

describe('a declined auto-pay', () => {
  it('tells the client at once, with links to pay the invoice and to update the card', async () => {
    const { provider } = await world();
    const payer = await hubClientWithInvoice(t.app, t.database.db, people, provider);
    const hub = hubPaymentCalls(t.app, provider);
    const intent = (await hub.intentOf(payer)).json();
    await confirmTestCard(t.app, intent, { saveMethod: true });
    await hub.record(payer, intent.paymentIntentId);
    const autoPay = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/client-hub/invoice/${provider.vanityName}/auto-pay`,
      headers: payer.bearer,
      payload: { paymentIntentId: intent.paymentIntentId, invoiceNumber: payer.invoiceNumber },
    });
    expect(autoPay.statusCode, autoPay.body).toBe(200);
    // The saved card has since been cancelled by its bank: every charge to it fails.
    await t.database.db.update(builtinMethods).set({ behaviour: 'chargeFails' });

    const next = await secondInvoice(t.app, t.database.db, people, provider, payer, 'Draft');
    const sent = await call('owner', 'POST', `${SM}/invoices/${next.invoiceNumber}/send`, provider, {
      payload: { sms: false },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.outboxWorker.drain();
    await t.app.jobQueue.runDue();

    const messages = await automaticMessagesTo(t.database.db, payer.clientId);
    expect(messages.map((row) => [row.kind, row.channel, row.skipped])).toEqual([
      ['auto-pay-declined', 'email', null],
      ['auto-pay-declined', 'sms', 'no-address'],
    ]);
    const [email] = messages;
    expect(email?.subject).toBe(`Your automatic payment for invoice ${next.invoiceNumber} was declined`);
    expect(email?.body).toContain(`#view-invoice?number=${next.invoiceNumber}`);
    expect(email?.body).toMatch(/update your card in your account: http\S+\/client-hub\?s=\S+#my-account/);
  });
});

const labelOf = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
