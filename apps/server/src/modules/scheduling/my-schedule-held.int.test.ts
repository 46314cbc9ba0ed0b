import { replyByLabel } from '@porchlight/core/booking/booking-deadline.rules';
import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { bookings } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkDepositPayment,
  guestBookingBody,
  localDayAhead,
  payWithTestCard,
  seedBookingCompany,
} from '../../../test/booking';
import { serviceManagerWorld } from '../../../test/service-manager';

/**
 * My schedule (GET provider/schedule/visits with the technician's own memberId) shows an online booking
 * that is not settled yet as the Schedule tab does (issue 34): held for its deposit, or a request still
 * awaiting the owner's or a manager's answer with its deadline; settled, it is a plain visit.
 */

const ZONE = 'America/Chicago';
const DEPOSIT = 2_500;
let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
let companies = 0;
let visitors = 0;

const dayAhead = (n: number) => localDayAhead(ZONE, n);

/** A company of its own whose technician takes the online bookings (the same person everywhere: own days). */
async function technicianCompany(settings: Record<string, unknown>): Promise<ProviderRow> {
  companies += 1;
  return seedBookingCompany(world, `Technician Cleaning ${companies}`, {
    timeZone: ZONE,
    payments: true,
    settings,
    memberIds: [world.people.technician.id],
  });
}

/** A guest books the 8-10 AM window `days` ahead: the booking's answer. */
async function book(provider: ProviderRow, days: number) {
  visitors += 1;
  const answer = await world.t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${provider.vanityName}/bookings`,
    payload: guestBookingBody(`${dayAhead(days)}T08:00`, {
      firstName: 'Tess',
      lastName: `Guest${visitors}`,
      email: `tess${visitors}@example.test`,
    }),
    remoteAddress: `10.80.0.${visitors}`,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as {
    bookingId: string;
    token: string;
    deposit: { intent: { paymentIntentId: string; clientSecret: string } };
  };
}

async function payDeposit(provider: ProviderRow, booked: Awaited<ReturnType<typeof book>>) {
  const { intent } = booked.deposit;
  expect((await payWithTestCard(world, intent, TEST_CARDS.succeeds)).json().status).toBe('succeeded');
  const checked = await checkDepositPayment(world, provider, booked, intent.paymentIntentId);
  expect(checked.statusCode, checked.body).toBe(200);
}

/** The technician's My schedule for the booked day: its one visit. */
async function myVisitOn(provider: ProviderRow, days: number) {
  const answer = await world.call('technician', 'GET', '/provider/schedule/visits', provider, {
    query: {
      from: `${dayAhead(days)}T00:00`,
      to: `${dayAhead(days + 1)}T00:00`,
      memberId: world.people.technician.id,
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const { visits } = answer.json() as { visits: { depositHeld?: boolean; awaitingReplyBy?: string }[] };
  expect(visits).toHaveLength(1);
  const [visit] = visits;
  if (!visit) throw new Error('no visit on My schedule');
  return visit;
}

const replyByOf = async (bookingId: string) =>
  (await world.t.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0]?.replyBy;

beforeAll(async () => {
  world = await serviceManagerWorld('My Schedule Booking World');
});
afterAll(() => world.t.close());

describe("a technician's My schedule", () => {
  it('shows a deposit booking held for the deposit until it is paid', async () => {
    const provider = await technicianCompany({ deposit: { kind: 'fixed', cents: DEPOSIT } });
    const booked = await book(provider, 3);
    expect(await myVisitOn(provider, 3)).toMatchObject({ depositHeld: true });

    await payDeposit(provider, booked);
    const paid = await myVisitOn(provider, 3);
    expect(paid).not.toHaveProperty('depositHeld');
    expect(paid).not.toHaveProperty('awaitingReplyBy');
  });

  it("shows a booking request awaiting the company's reply with its deadline until it is answered", async () => {
    const provider = await technicianCompany({ approval: 'approve', replyHours: 2 });
    const booked = await book(provider, 4);
    const replyBy = await replyByOf(booked.bookingId);
    if (!replyBy) throw new Error('a request has its reply deadline');
    const requested = await myVisitOn(provider, 4);
    expect(requested).toMatchObject({ awaitingReplyBy: replyByLabel(replyBy, ZONE) });
    expect(requested).not.toHaveProperty('depositHeld');

    const approved = await world.call(
      'owner',
      'POST',
      `/provider/booking/${booked.bookingId}/approve`,
      provider,
      {
        payload: { version: 0 },
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await myVisitOn(provider, 4)).not.toHaveProperty('awaitingReplyBy');
  });

  it('shows a deposit request held for its deposit, then, paid, awaiting the reply', async () => {
    const provider = await technicianCompany({
      approval: 'approve',
      replyHours: 2,
      deposit: { kind: 'fixed', cents: DEPOSIT },
    });
    const booked = await book(provider, 5);
    const held = await myVisitOn(provider, 5);
    expect(held).toMatchObject({ depositHeld: true });
    expect(held).not.toHaveProperty('awaitingReplyBy');

    await payDeposit(provider, booked);
    const paid = await myVisitOn(provider, 5);
    expect(paid).not.toHaveProperty('depositHeld');
    expect(paid.awaitingReplyBy).toMatch(/\d (AM|PM)$/);
  });
});
