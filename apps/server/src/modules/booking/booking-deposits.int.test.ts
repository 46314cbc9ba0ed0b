import { bookingBlockerMessages, bookingMessages } from '@porchlight/core/booking/booking.messages';
import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import {
  bookingDays,
  bookings,
  builtinIntents,
  invoices,
  jobs,
  outbox,
  paymentIntents,
  paymentRefunds,
  payments,
  visits,
} from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkDepositPayment,
  guestBookingBody,
  localDayAhead,
  payWithTestCard,
  seedBookingCompany,
} from '../../../test/booking';
import { serviceManagerWorld } from '../../../test/service-manager';
import { BOOKING_HOLD_SWEEP_TASK, LAPSED_DEPOSIT_NOTE } from './booking-deposits';

/**
 * Deposits (issue 34 slice 5, plan §2.3): a deposit booking holds its time with a Draft invoice and one
 * intent at the company's processor; it confirms once, in the unit of work that records the payment,
 * however often that is reported; a hold that ran out is freed only after the processor was asked; a
 * decline or an expiry queues its refund in the same transaction, carried out once.
 */

const ZONE = 'America/Chicago';
const DEPOSIT = 2_500;
let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
let companies = 0;
let visitors = 0;

const dayAhead = (n: number) => localDayAhead(ZONE, n);

/** A company of its own asking a $25 deposit, its payments on (the built-in processor). */
async function depositCompany(settings: Record<string, unknown> = {}): Promise<ProviderRow> {
  companies += 1;
  return seedBookingCompany(world, `Deposit Cleaning ${companies}`, {
    timeZone: ZONE,
    payments: true,
    settings: { deposit: { kind: 'fixed', cents: DEPOSIT }, ...settings },
  });
}

function bookingBody(days: number) {
  visitors += 1;
  return guestBookingBody(`${dayAhead(days)}T08:00`, {
    firstName: 'Dee',
    lastName: `Payer${visitors}`,
    email: `dee${visitors}@example.test`,
  });
}

const post = (provider: ProviderRow, payload: object) =>
  world.t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${provider.vanityName}/bookings`,
    payload,
    remoteAddress: `10.70.0.${visitors}`,
  });

const db = () => world.t.database.db;

async function rowOf(bookingId: string) {
  const [row] = await db()
    .select({
      status: bookings.status,
      endedBy: bookings.endedBy,
      refundCents: bookings.refundCents,
      invoiceId: bookings.invoiceId,
      localDate: bookings.localDate,
      visitStatus: visits.status,
      jobStatus: jobs.status,
      invoiceStatus: invoices.status,
      amountDue: invoices.amountDue,
      notes: invoices.notes,
    })
    .from(bookings)
    .innerJoin(visits, eq(visits.id, bookings.visitId))
    .innerJoin(jobs, eq(jobs.id, bookings.jobId))
    .innerJoin(invoices, eq(invoices.id, bookings.invoiceId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
}

const chargesOf = (invoiceId: string) =>
  db()
    .select({ id: builtinIntents.id, status: builtinIntents.status })
    .from(builtinIntents)
    .where(sql`${builtinIntents.metadata}->>'invoiceId' = ${invoiceId}`);
const paymentsOf = (invoiceId: string) =>
  db().select().from(payments).where(eq(payments.invoiceId, invoiceId));
const intentsOf = (invoiceId: string) =>
  db().select().from(paymentIntents).where(eq(paymentIntents.invoiceId, invoiceId));
const mailKinds = async (bookingId: string) =>
  (
    await db()
      .select({ kind: sql<string>`${outbox.meta}->>'kind'` })
      .from(outbox)
      .where(sql`${outbox.meta}->>'bookingId' = ${bookingId}`)
      .orderBy(outbox.createdAt)
  ).map((row) => row.kind);
const refundRowsOf = async (bookingId: string) =>
  db()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.subject, 'booking-refund'), sql`${outbox.meta}->>'bookingId' = ${bookingId}`));
const refundsOf = async (invoiceId: string) =>
  db()
    .select({ amount: paymentRefunds.amount })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.invoiceId, invoiceId));
const bookedOn = async (provider: ProviderRow, date: string) => {
  const [row] = await db()
    .select({ booked: bookingDays.booked })
    .from(bookingDays)
    .where(and(eq(bookingDays.providerId, provider.id), eq(bookingDays.localDate, date)));
  return row?.booked;
};

/** Books and pays the deposit with 4242: the booking's answer after the payment check. */
async function bookAndPay(provider: ProviderRow, days: number) {
  const created = await post(provider, bookingBody(days));
  expect(created.statusCode, created.body).toBe(201);
  const booked = created.json();
  expect((await payWithTestCard(world, booked.deposit.intent, TEST_CARDS.succeeds)).json().status).toBe(
    'succeeded',
  );
  const checked = await checkDepositPayment(world, provider, booked, booked.deposit.intent.paymentIntentId);
  expect(checked.statusCode, checked.body).toBe(200);
  return checked.json();
}

async function moveClock(provider: ProviderRow, hours: number) {
  const moved = await world.call('owner', 'POST', '/provider/messages/test-clock', provider, {
    payload: { hours },
  });
  expect(moved.statusCode, moved.body).toBe(200);
}

async function runHoldSweep() {
  await world.t.app.repositories.jobQueue.add(BOOKING_HOLD_SWEEP_TASK, {});
  await world.t.app.jobQueue.runDue();
}

beforeAll(async () => {
  world = await serviceManagerWorld('Deposit World');
});
afterAll(() => world.t.close());

describe('a booking with a deposit', () => {
  it('is held with a Draft invoice and one intent, a double submit and a reload resume it, and it confirms once when paid', async () => {
    const provider = await depositCompany();
    const options = await world.t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${provider.vanityName}/options`,
    });
    expect(options.json().offers).toEqual([
      expect.objectContaining({ uri: 'deep-clean', deposit: '$25.00' }),
    ]);

    const body = bookingBody(3);
    // A double click: the same key twice at once gives one booking and one intent.
    const [one, two] = await Promise.all([post(provider, body), post(provider, body)]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const booked = one.json();
    expect(two.json()).toEqual(booked);
    expect(booked).toMatchObject({
      status: 'held',
      deposit: { amountCents: DEPOSIT, paid: false, intent: { amount: DEPOSIT, methodTypes: ['card'] } },
    });
    const held = await rowOf(booked.bookingId);
    expect(held).toMatchObject({ status: 'held', visitStatus: 'scheduled', invoiceStatus: 'Draft' });
    const invoiceId = held.invoiceId ?? '';
    expect(await intentsOf(invoiceId)).toHaveLength(1);
    // Nothing is told before the deposit is paid.
    expect(await mailKinds(booked.bookingId)).toEqual([]);

    expect((await payWithTestCard(world, booked.deposit.intent, TEST_CARDS.succeeds)).json().status).toBe(
      'succeeded',
    );
    // The browser's check, twice, and the processor's event: one payment, one confirmation.
    const [checked, again] = [
      await checkDepositPayment(world, provider, booked, booked.deposit.intent.paymentIntentId),
      await checkDepositPayment(world, provider, booked, booked.deposit.intent.paymentIntentId),
    ];
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json()).toMatchObject({
      status: 'confirmed',
      deposit: { amountCents: DEPOSIT, paid: true, intent: null },
    });
    expect(again.json()).toEqual(checked.json());
    await world.t.app.outboxWorker.drain();

    expect(await rowOf(booked.bookingId)).toMatchObject({
      status: 'confirmed',
      invoiceStatus: 'Paid',
      amountDue: 0,
    });
    expect(await paymentsOf(invoiceId)).toHaveLength(1);
    expect(await chargesOf(invoiceId)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
    const kinds = await mailKinds(booked.bookingId);
    expect(kinds.filter((kind) => kind === 'booking-confirmed')).toHaveLength(1);

    // The retry of the first request (same key) answers the confirmed booking and charges nothing.
    const retried = await post(provider, body);
    expect(retried.json()).toMatchObject({ status: 'confirmed', deposit: { paid: true, intent: null } });
    expect(await chargesOf(invoiceId)).toHaveLength(1);
  });

  it("shows its visit on the pro's calendar as held for the deposit until paid, and drops it when the hold lapses", async () => {
    const provider = await depositCompany();
    // A day no other test books: the companies share their owner, whose visits never overlap.
    const date = dayAhead(10);
    const paid = await bookAndPay(provider, 10);
    const unpaid = (await post(provider, { ...bookingBody(10), start: `${date}T13:00` })).json();
    const visitOf = async (bookingId: string) =>
      (await db().select({ id: bookings.visitId }).from(bookings).where(eq(bookings.id, bookingId)))[0]?.id;
    const calendar = async () => {
      const answer = await world.call('owner', 'GET', '/provider/schedule/visits', provider, {
        query: { from: `${date}T00:00`, to: `${dayAhead(11)}T00:00` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().visits as { id: string; depositHeld?: boolean }[];
    };
    const [paidVisit, heldVisit] = [await visitOf(paid.bookingId), await visitOf(unpaid.bookingId)];

    const held = await calendar();
    expect(held.find((visit) => visit.id === heldVisit)?.depositHeld).toBe(true);
    expect(held.find((visit) => visit.id === paidVisit)).not.toHaveProperty('depositHeld');

    await moveClock(provider, 1);
    await runHoldSweep();
    const after = await calendar();
    expect(after.map((visit) => visit.id)).toEqual([paidVisit]);
    expect(after[0]).not.toHaveProperty('depositHeld');
  });

  it('keeps the hold after a declined card, told in the processor words, and the same intent pays with another card', async () => {
    const provider = await depositCompany();
    const booked = (await post(provider, bookingBody(4))).json();
    const { intent } = booked.deposit;
    expect((await payWithTestCard(world, intent, TEST_CARDS.declined)).json().status).toBe(
      'requires_payment_method',
    );
    const refused = await checkDepositPayment(world, provider, booked, intent.paymentIntentId);
    expect([refused.statusCode, refused.json().message]).toEqual([409, paymentMessages.insufficientFunds]);
    expect((await rowOf(booked.bookingId)).status).toBe('held');

    expect((await payWithTestCard(world, intent, TEST_CARDS.succeeds)).json().status).toBe('succeeded');
    expect((await checkDepositPayment(world, provider, booked, intent.paymentIntentId)).json().status).toBe(
      'confirmed',
    );
    const { invoiceId } = await rowOf(booked.bookingId);
    expect(await intentsOf(invoiceId ?? '')).toHaveLength(1);
  });

  it('frees a lapsed hold only after asking the processor: a paid one confirms, an unpaid one lapses', async () => {
    const provider = await depositCompany();
    const date = dayAhead(5);
    const paid = (await post(provider, bookingBody(5))).json();
    const unpaid = (await post(provider, { ...bookingBody(5), start: `${date}T13:00` })).json();
    // Paid at the processor, but the browser never came back to say so (closed tab, lost network).
    expect((await payWithTestCard(world, paid.deposit.intent, TEST_CARDS.succeeds)).json().status).toBe(
      'succeeded',
    );
    expect(await bookedOn(provider, date)).toBe(2);

    await moveClock(provider, 1);
    await runHoldSweep();

    expect(await rowOf(paid.bookingId)).toMatchObject({ status: 'confirmed', invoiceStatus: 'Paid' });
    const lapsed = await rowOf(unpaid.bookingId);
    expect(lapsed).toMatchObject({
      status: 'expired',
      endedBy: 'hold',
      visitStatus: 'cancelled',
      jobStatus: 'closed',
      invoiceStatus: 'Draft',
      notes: LAPSED_DEPOSIT_NOTE,
    });
    // Its intent was cancelled at the processor before the hold was freed; nothing was charged.
    expect(await chargesOf(lapsed.invoiceId ?? '')).toEqual([
      expect.objectContaining({ status: 'canceled' }),
    ]);
    expect(await bookedOn(provider, date)).toBe(1);
    // The visitor's retry hears the hold ran out and pays nothing.
    const after = await world.t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${provider.vanityName}/bookings/${unpaid.bookingId}?token=${unpaid.token}`,
    });
    expect(after.json()).toMatchObject({ status: 'expired', deposit: { paid: false, intent: null } });
  });

  it('refunds a declined booking in full through the outbox, once', async () => {
    const provider = await depositCompany({ approval: 'approve', replyHours: 2 });
    const booked = await bookAndPay(provider, 6);
    expect(booked.status).toBe('requested');
    const declined = await world.call(
      'owner',
      'POST',
      `/provider/booking/${booked.bookingId}/decline`,
      provider,
      {
        payload: { version: 1 },
      },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const row = await rowOf(booked.bookingId);
    expect(row).toMatchObject({ status: 'declined', refundCents: DEPOSIT });
    expect(await refundRowsOf(booked.bookingId)).toHaveLength(1);

    await world.t.app.outboxWorker.drain();
    // Delivered again (a retry after a lost answer): refunded once.
    await db()
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: new Date() })
      .where(
        and(eq(outbox.subject, 'booking-refund'), sql`${outbox.meta}->>'bookingId' = ${booked.bookingId}`),
      );
    await world.t.app.outboxWorker.drain();
    expect(await refundsOf(row.invoiceId ?? '')).toEqual([{ amount: DEPOSIT }]);
  });

  it('confirms on the retry of the same key when the browser never reported the payment, and the event then changes nothing', async () => {
    const provider = await depositCompany();
    const body = bookingBody(8);
    const booked = (await post(provider, body)).json();
    expect((await payWithTestCard(world, booked.deposit.intent, TEST_CARDS.succeeds)).json().status).toBe(
      'succeeded',
    );
    // A reload of the dialog sends the same key: the payment is read back and the booking confirms.
    expect((await post(provider, body)).json()).toMatchObject({
      status: 'confirmed',
      deposit: { paid: true },
    });
    await world.t.app.outboxWorker.drain();
    const { invoiceId } = await rowOf(booked.bookingId);
    expect(await paymentsOf(invoiceId ?? '')).toHaveLength(1);
    expect((await mailKinds(booked.bookingId)).filter((kind) => kind === 'booking-confirmed')).toHaveLength(
      1,
    );
  });

  it('keeps a company that takes no online payments from being booked with a deposit', async () => {
    companies += 1;
    const provider = await seedBookingCompany(world, `Deposit Cleaning ${companies}`, {
      timeZone: ZONE,
      payments: false,
    });
    const current = (await world.call('owner', 'GET', '/provider/booking/settings', provider)).json();
    const saved = await world.call('owner', 'PUT', '/provider/booking/settings', provider, {
      payload: {
        settings: { ...current.settings, deposit: { kind: 'fixed', cents: DEPOSIT } },
        offers: current.offers.map(
          ({ offerId, bookable, durationMinutes, priceCents }: Record<string, unknown>) => ({
            offerId,
            bookable,
            durationMinutes,
            priceCents,
          }),
        ),
        windows: current.windows,
        memberIds: current.memberIds,
        version: current.version,
      },
    });
    expect(saved.json()).toMatchObject({
      listed: false,
      blockers: [bookingBlockerMessages.depositNeedsPayments],
    });
    const refused = await post(provider, bookingBody(9));
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      bookingMessages.bookingOff(provider.name),
    ]);
  });

  it('refunds in full when the reply deadline passes', async () => {
    const provider = await depositCompany({ approval: 'approve', replyHours: 2 });
    const booked = await bookAndPay(provider, 7);
    await moveClock(provider, 3);
    await world.t.app.jobQueue.runDue({ asOf: new Date(Date.now() + 3 * 3_600_000) });
    expect(await rowOf(booked.bookingId)).toMatchObject({ status: 'expired', refundCents: DEPOSIT });
    await world.t.app.outboxWorker.drain();
    const { invoiceId } = await rowOf(booked.bookingId);
    expect(await refundsOf(invoiceId ?? '')).toEqual([{ amount: DEPOSIT }]);
  });
});
