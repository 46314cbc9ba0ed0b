import { bookingMessages } from '@porchlight/core/booking/booking.messages';
import { hubVisitMailMessages, hubVisitMessages } from '@porchlight/core/client-hub/hub-visits.messages';
import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import { parseWireTime } from '@porchlight/core/scheduling/zoned-time.rules';
import {
  bookingDays,
  bookingSettings,
  bookings,
  outbox,
  providers,
  visits,
} from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
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
 * The hub's side of visits (issue 34 slice 7, issue 35 slice 7, plan §2.6): the booking's confirmation
 * carries the hub link; from it the client cancels until the company's cutoff, moves an online booking
 * to another bookable time (the day counter and the per-person constraint judge, two moves at once: one
 * wins), or asks for another time; the company and the visitor are e-mailed in the same transaction; the
 * pro's calendar cancel and move carry the booking along.
 */

const ZONE = 'America/Chicago';
let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
let companies = 0;
let visitors = 0;
/** Each test's company books its own days: the owner takes every company's bookings. */
let firstDay = 0;

/** The instant of a wall time in the company's zone, whatever its offset that day. */
function instantOfWallTime(wall: string): Date {
  const read = parseWireTime(wall, ZONE);
  if (!read.ok) throw new Error(read.message);
  return read.instant;
}

const dayAhead = (n: number) => localDayAhead(ZONE, firstDay + n);

/** A company of its own whose owner alone takes bookings (so a booked window is a taken window). */
async function bookingCompany(): Promise<ProviderRow> {
  companies += 1;
  firstDay = (companies - 1) * 5;
  const provider = await seedBookingCompany(world, `Hub Visits ${companies}`, {
    timeZone: ZONE,
    payments: false,
  });
  const email = `hub-visits-${companies}@example.test`;
  await world.t.database.db
    .update(providers)
    .set({ phoneNumber: '5125550100', email })
    .where(eq(providers.id, provider.id));
  return { ...provider, email };
}

/** A company asking a $25 deposit (payments on, the built-in processor) with the refund policy given. */
async function depositCompany(refundPolicy: 'refund' | 'keep'): Promise<ProviderRow> {
  companies += 1;
  firstDay = (companies - 1) * 5;
  return seedBookingCompany(world, `Hub Deposits ${companies}`, {
    timeZone: ZONE,
    payments: true,
    settings: { deposit: { kind: 'fixed', cents: 2_500 }, refundPolicy },
  });
}

/** A guest books the 8-10 AM window `days` ahead and pays its deposit with the test card. */
async function bookAndPay(provider: ProviderRow, days: number) {
  visitors += 1;
  const created = await world.t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${provider.vanityName}/bookings`,
    payload: guestBookingBody(`${dayAhead(days)}T08:00`, {
      firstName: 'Dee',
      lastName: `Payer${visitors}`,
      email: `hvd${visitors}@example.test`,
    }),
    remoteAddress: `10.61.1.${visitors}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const booked = created.json();
  const { paymentIntentId, clientSecret } = booked.deposit.intent;
  const paid = await payWithTestCard(world, { paymentIntentId, clientSecret }, TEST_CARDS.succeeds);
  expect(paid.json().status).toBe('succeeded');
  const checked = await checkDepositPayment(world, provider, booked, paymentIntentId);
  expect(checked.json().status, checked.body).toBe('confirmed');
  return booked.bookingId as string;
}

const refundRowsOf = (bookingId: string) =>
  world.t.database.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.subject, 'booking-refund'), sql`${outbox.meta}->>'bookingId' = ${bookingId}`));

/** A guest books `time` on the day `days` ahead; answers the booking and the hub opened from its e-mail. */
async function book(provider: ProviderRow, days: number, time = '08:00') {
  visitors += 1;
  const email = `hv${visitors}@example.test`;
  const answer = await world.t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${provider.vanityName}/bookings`,
    payload: guestBookingBody(`${dayAhead(days)}T${time}`, {
      firstName: 'Robin',
      lastName: `Guest${visitors}`,
      email,
      phone: '(512) 555-0199',
    }),
    remoteAddress: `10.61.0.${visitors}`,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const { bookingId } = answer.json() as { bookingId: string };
  return { bookingId, email };
}

const mails = (where: ReturnType<typeof sql>) =>
  world.t.database.db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      kind: sql<string>`${outbox.meta}->>'kind'`,
      ics: sql<string | null>`${outbox.meta}->'calendarEvent'->>'content'`,
    })
    .from(outbox)
    .where(where)
    .orderBy(outbox.createdAt);
const mailsOfBooking = (bookingId: string) => mails(sql`${outbox.meta}->>'bookingId' = ${bookingId}`);
const companyMails = (provider: ProviderRow, kind: string) =>
  mails(sql`${outbox.to} = ${provider.email ?? ''} and ${outbox.meta}->>'kind' = ${kind}`);

/** The client opens the "Manage your booking" link of their confirmation: hub tokens and the job's number. */
async function openFromConfirmation(provider: ProviderRow, bookingId: string) {
  const [confirmation] = (await mailsOfBooking(bookingId)).filter(
    (mail) => mail.kind === 'booking-confirmed',
  );
  expect(confirmation?.body).toContain(`${hubVisitMailMessages.manageBooking}: `);
  const match = /client-hub\?s=([0-9a-f-]{36})&c=([0-9a-f-]{36})#view-job\?number=(\d+)/.exec(
    confirmation?.body ?? '',
  );
  const [, sessionId, clientHubId, jobNumber] = match ?? [];
  const opened = await world.t.app.inject({
    method: 'POST',
    url: '/api/v1/client-hub/auth/session',
    payload: { sessionId, clientHubId, vanityName: provider.vanityName },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const headers = { authorization: `Bearer ${opened.json().clientHubAccessToken}` };
  return { headers, jobNumber: Number(jobNumber) };
}

type Hub = Awaited<ReturnType<typeof openFromConfirmation>>;

const hubJob = async (provider: ProviderRow, hub: Hub) => {
  const answer = await world.t.app.inject({
    method: 'GET',
    url: `/api/v1/client-hub/job/${provider.vanityName}?jobNumber=${hub.jobNumber}`,
    headers: hub.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

const hubPost = (provider: ProviderRow, hub: Hub, visitId: string, verb: string, payload: object) =>
  world.t.app.inject({
    method: 'POST',
    url: `/api/v1/client-hub/job/${provider.vanityName}/visits/${visitId}/${verb}`,
    headers: hub.headers,
    payload: { jobNumber: hub.jobNumber, ...payload },
  });

const bookingRow = async (bookingId: string) => {
  const [row] = await world.t.database.db
    .select({ booking: bookings, visit: visits })
    .from(bookings)
    .innerJoin(visits, eq(visits.id, bookings.visitId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
};

const bookedOn = async (provider: ProviderRow, date: string) => {
  const [row] = await world.t.database.db
    .select({ booked: bookingDays.booked })
    .from(bookingDays)
    .where(and(eq(bookingDays.providerId, provider.id), eq(bookingDays.localDate, date)));
  return row?.booked ?? 0;
};

/** The invitation's UID, SEQUENCE and METHOD, read as a calendar does. */
const invitation = (ics: string | null | undefined) => {
  const calendar = new ICAL.Component(ICAL.parse(ics ?? ''));
  const event = calendar.getFirstSubcomponent('vevent');
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event?.getFirstPropertyValue('uid'),
    sequence: Number(event?.getFirstPropertyValue('sequence')),
    start: (event?.getFirstPropertyValue('dtstart') as ICAL.Time | undefined)?.toJSDate().toISOString(),
  };
};

beforeAll(async () => {
  world = await serviceManagerWorld('Hub Visits World');
});
afterAll(() => world.t.close());

describe('an online booking in the hub', () => {
  it('moves to another bookable time from the e-mailed link: visit, booking and day counters follow, both sides are e-mailed', async () => {
    const provider = await bookingCompany();
    const { bookingId, email } = await book(provider, 2);
    const hub = await openFromConfirmation(provider, bookingId);
    const job = await hubJob(provider, hub);
    const [visit] = job.upcoming;
    expect(visit.changes).toMatchObject({ booked: true, closed: null });

    // The visit's own window is offered again (its time is counted free), and the next day's too.
    const times = await world.t.app.inject({
      method: 'GET',
      url: `/api/v1/client-hub/job/${provider.vanityName}/visits/${visit.changes.visitId}/availability?jobNumber=${hub.jobNumber}&from=${dayAhead(2)}&days=2`,
      headers: hub.headers,
    });
    expect(times.statusCode, times.body).toBe(200);
    const [sameDay, nextDay] = times.json().days;
    expect(sameDay.slots.map((slot: { label: string }) => slot.label)).toEqual(['8-10 AM', '1-3 PM']);
    const target = nextDay.slots.find((slot: { label: string }) => slot.label === '1-3 PM').start;

    const moved = await hubPost(provider, hub, visit.changes.visitId, 'reschedule', {
      version: visit.changes.version,
      start: target,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().upcoming[0]).toMatchObject({ when: expect.stringContaining('1-3 PM') });
    // The wall time in the company's zone, whatever its offset that day.
    const expected = instantOfWallTime(`${dayAhead(3)}T13:00`);
    const row = await bookingRow(bookingId);
    expect(row.visit.startsAt?.toISOString()).toBe(expected.toISOString());
    expect(row.booking).toMatchObject({ status: 'confirmed', localDate: dayAhead(3), startsAt: expected });
    expect([await bookedOn(provider, dayAhead(2)), await bookedOn(provider, dayAhead(3))]).toEqual([0, 1]);

    const sent = await mailsOfBooking(bookingId);
    const first = invitation(sent.find((mail) => mail.kind === 'booking-confirmed')?.ics);
    const toVisitor = sent.find((mail) => mail.kind === 'booking-moved');
    expect(toVisitor?.to).toBe(email);
    expect(toVisitor?.body).toContain(`${hubVisitMailMessages.manageBooking}: `);
    const update = invitation(toVisitor?.ics);
    expect(update).toMatchObject({ method: 'REQUEST', uid: first.uid, start: expected.toISOString() });
    expect(update.sequence).toBeGreaterThan(first.sequence);
    const notice = sent.find((mail) => mail.kind === 'booking-moved-by-client');
    expect(notice?.to).toBe(provider.email);
    expect(notice?.body).toContain(`from ${visit.when} to ${moved.json().upcoming[0].when}`);
  });

  it('refuses a taken time with 409 and keeps the booking where it was', async () => {
    const provider = await bookingCompany();
    const { bookingId } = await book(provider, 2);
    await book(provider, 4, '13:00');
    const hub = await openFromConfirmation(provider, bookingId);
    const [visit] = (await hubJob(provider, hub)).upcoming;
    const taken = await hubPost(provider, hub, visit.changes.visitId, 'reschedule', {
      version: visit.changes.version,
      start: `${dayAhead(4)}T13:00`,
    });
    expect([taken.statusCode, taken.json().message]).toEqual([409, bookingMessages.slotTaken]);
    expect((await bookingRow(bookingId)).booking.localDate).toBe(dayAhead(2));
    expect(await bookedOn(provider, dayAhead(4))).toBe(1);
  });

  it('of two moves at once, one wins and the other is 409; the counters hold one booking', async () => {
    const provider = await bookingCompany();
    const { bookingId } = await book(provider, 2);
    const hub = await openFromConfirmation(provider, bookingId);
    const [visit] = (await hubJob(provider, hub)).upcoming;
    const answers = await Promise.all(
      [dayAhead(3), dayAhead(4)].map((date) =>
        hubPost(provider, hub, visit.changes.visitId, 'reschedule', {
          version: visit.changes.version,
          start: `${date}T08:00`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(
      hubVisitMessages.changedMeanwhile,
    );
    const { booking } = await bookingRow(bookingId);
    const counts = await Promise.all([2, 3, 4].map((n) => bookedOn(provider, dayAhead(n))));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await bookedOn(provider, booking.localDate)).toBe(1);
  });

  it('cancels until the cutoff: the time is free again, both sides e-mailed; after the cutoff 409 with whom to call', async () => {
    const provider = await bookingCompany();
    const { bookingId, email } = await book(provider, 2);
    const hub = await openFromConfirmation(provider, bookingId);
    const [visit] = (await hubJob(provider, hub)).upcoming;
    const cancelled = await hubPost(provider, hub, visit.changes.visitId, 'cancel', {
      version: visit.changes.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().upcoming).toEqual([]);
    expect((await bookingRow(bookingId)).booking).toMatchObject({ status: 'cancelled', endedBy: 'client' });
    expect(await bookedOn(provider, dayAhead(2))).toBe(0);
    const toVisitor = (await mailsOfBooking(bookingId)).find((mail) => mail.kind === 'booking-cancelled');
    expect(toVisitor?.to).toBe(email);
    expect(invitation(toVisitor?.ics).method).toBe('CANCEL');
    const [notice] = await companyMails(provider, 'hub-visit-cancelled');
    expect(notice?.subject).toBe(
      hubVisitMailMessages.cancelledNoticeSubject(`Robin Guest${visitors}`, visit.when),
    );
    const again = await hubPost(provider, hub, visit.changes.visitId, 'cancel', {
      version: visit.changes.version + 1,
    });
    expect([again.statusCode, again.json().message]).toEqual([409, hubVisitMessages.notChangeable]);

    // A week's cutoff: a visit three days away is past it.
    await world.t.database.db
      .update(bookingSettings)
      .set({ changeCutoffHours: 168 })
      .where(eq(bookingSettings.providerId, provider.id));
    // Five days from today (the earlier companies' days are elsewhere): inside a week's cutoff at once.
    firstDay = 0;
    const late = await book(provider, 5);
    const lateHub = await openFromConfirmation(provider, late.bookingId);
    const [lateVisit] = (await hubJob(provider, lateHub)).upcoming;
    const closed = bookingMessages.cutoff('168 hours', provider.name, '(512) 555-0100');
    expect(lateVisit.changes.closed).toBe(closed);
    for (const [verb, payload] of [
      ['cancel', { version: lateVisit.changes.version }],
      ['reschedule', { version: lateVisit.changes.version, start: `${dayAhead(5)}T08:00` }],
    ] as const) {
      const refused = await hubPost(provider, lateHub, lateVisit.changes.visitId, verb, payload);
      expect([refused.statusCode, refused.json().message]).toEqual([409, closed]);
    }
    expect((await bookingRow(late.bookingId)).booking.status).toBe('confirmed');
  });

  it("follows the pro's calendar: a move carries the booking and its counters, a cancel ends it", async () => {
    const provider = await bookingCompany();
    const { bookingId } = await book(provider, 2);
    const { visit } = await bookingRow(bookingId);
    const start = instantOfWallTime(`${dayAhead(4)}T11:00`);
    const patch = await world.call('owner', 'PATCH', `/provider/schedule/visits/${visit.id}`, provider, {
      payload: {
        version: visit.version,
        start: `${dayAhead(4)}T11:00`,
        end: `${dayAhead(4)}T12:30`,
        arrivalWindowMinutes: null,
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await bookingRow(bookingId)).booking).toMatchObject({ localDate: dayAhead(4), startsAt: start });
    expect([await bookedOn(provider, dayAhead(2)), await bookedOn(provider, dayAhead(4))]).toEqual([0, 1]);
    expect((await mailsOfBooking(bookingId)).map((mail) => mail.kind)).toContain('booking-moved');

    const cancel = await world.call(
      'owner',
      'POST',
      `/provider/schedule/visits/${visit.id}/cancel`,
      provider,
      {
        payload: { version: patch.json().version },
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await bookingRow(bookingId)).booking).toMatchObject({ status: 'cancelled', endedBy: 'provider' });
    expect(await bookedOn(provider, dayAhead(4))).toBe(0);
  });
});

describe('a paid deposit', () => {
  it("comes back by the company's policy when the client cancels, in full when the pro does", async () => {
    const refunding = await depositCompany('refund');
    const refunded = await bookAndPay(refunding, 2);
    const hub = await openFromConfirmation(refunding, refunded);
    const [visit] = (await hubJob(refunding, hub)).upcoming;
    expect(visit.changes.cancelQuestion).toBe(bookingMessages.cancelRefund('$25.00'));
    const cancelled = await hubPost(refunding, hub, visit.changes.visitId, 'cancel', {
      version: visit.changes.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await bookingRow(refunded)).booking).toMatchObject({ status: 'cancelled', refundCents: 2_500 });
    expect(await refundRowsOf(refunded)).toHaveLength(1);

    const keeping = await depositCompany('keep');
    const kept = await bookAndPay(keeping, 2);
    const keptHub = await openFromConfirmation(keeping, kept);
    const [keptVisit] = (await hubJob(keeping, keptHub)).upcoming;
    expect(keptVisit.changes.cancelQuestion).toBe(bookingMessages.cancelKeep('$25.00'));
    await hubPost(keeping, keptHub, keptVisit.changes.visitId, 'cancel', {
      version: keptVisit.changes.version,
    });
    expect((await bookingRow(kept)).booking).toMatchObject({ status: 'cancelled', refundCents: 0 });
    expect(await refundRowsOf(kept)).toHaveLength(0);

    // The pro cancelling refunds in full whatever the policy.
    const byPro = await bookAndPay(keeping, 3);
    const { visit: proVisit } = await bookingRow(byPro);
    const cancel = await world.call(
      'owner',
      'POST',
      `/provider/schedule/visits/${proVisit.id}/cancel`,
      keeping,
      {
        payload: { version: proVisit.version },
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await bookingRow(byPro)).booking).toMatchObject({ endedBy: 'provider', refundCents: 2_500 });
    expect(await refundRowsOf(byPro)).toHaveLength(1);
  });
});

describe('a visit the pro planned', () => {
  it('is cancelled until the message settings’ cutoff, or the client asks for another time: the company is e-mailed', async () => {
    const provider = await bookingCompany();
    const { bookingId } = await book(provider, 2);
    const hub = await openFromConfirmation(provider, bookingId);
    const planned = await world.call(
      'owner',
      'POST',
      `/provider/service-manager/jobs/${hub.jobNumber}/visits`,
      provider,
      { payload: { start: `${dayAhead(4)}T09:00`, end: `${dayAhead(4)}T10:00`, checklist: 'none' } },
    );
    expect(planned.statusCode, planned.body).toBe(201);
    const visit = (await hubJob(provider, hub)).upcoming.find(
      (each: { changes?: { visitId: string } }) => each.changes?.visitId === planned.json().id,
    );
    expect(visit.changes).toMatchObject({
      booked: false,
      closed: null,
      cancelQuestion: hubVisitMessages.cancelQuestion,
    });
    // Only online bookings pick a time themselves.
    const move = await hubPost(provider, hub, visit.changes.visitId, 'reschedule', {
      version: visit.changes.version,
      start: `${dayAhead(5)}T08:00`,
    });
    expect([move.statusCode, move.json().message]).toEqual([409, hubVisitMessages.notChangeable]);

    const asked = await hubPost(provider, hub, visit.changes.visitId, 'another-time', {
      note: 'Any weekday morning',
    });
    expect([asked.statusCode, asked.json().message]).toEqual([200, hubVisitMessages.asked(provider.name)]);
    const [notice] = await companyMails(provider, 'hub-visit-another-time');
    expect(notice?.body).toContain(hubVisitMailMessages.note('Any weekday morning'));
    const [noted] = await world.t.database.db
      .select()
      .from(visits)
      .where(eq(visits.id, visit.changes.visitId));
    expect(noted?.notes).toContain('Any weekday morning');

    const stale = await hubPost(provider, hub, visit.changes.visitId, 'cancel', {
      version: visit.changes.version,
    });
    expect([stale.statusCode, stale.json().message]).toEqual([409, hubVisitMessages.changedMeanwhile]);
    const cancelled = await hubPost(provider, hub, visit.changes.visitId, 'cancel', {
      version: noted?.version ?? 0,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await companyMails(provider, 'hub-visit-cancelled')).toHaveLength(1);
    // The booking of the same job is untouched.
    expect((await bookingRow(bookingId)).booking.status).toBe('confirmed');
  });

  it("another client's visit is a 404, a bad time a 400", async () => {
    const provider = await bookingCompany();
    const mine = await book(provider, 2);
    const theirs = await book(provider, 3);
    const hub = await openFromConfirmation(provider, mine.bookingId);
    const { visit } = await bookingRow(theirs.bookingId);
    const foreign = await hubPost(provider, hub, visit.id, 'cancel', { version: 0 });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, hubVisitMessages.visitNotFound]);
    const [own] = (await hubJob(provider, hub)).upcoming;
    const bad = await hubPost(provider, hub, own.changes.visitId, 'reschedule', {
      version: own.changes.version,
      start: 'soon',
    });
    expect(bad.statusCode).toBe(400);
  });
});
