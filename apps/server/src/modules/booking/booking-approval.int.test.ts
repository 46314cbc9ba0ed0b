import { randomUUID } from 'node:crypto';
import { bookingAnswerMessages, bookingMailMessages } from '@porchlight/core/booking/booking.messages';
import { replyByLabel } from '@porchlight/core/booking/booking-deadline.rules';
import { bookingDays, bookings, jobs, outbox, visits } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestBookingBody, localDayAhead, seedBookableProvider } from '../../../test/booking';
import { seedServiceManagerProvider, serviceManagerWorld } from '../../../test/service-manager';
import { createTestApp } from '../../../test/test-app';
import { BOOKING_DEADLINE_SWEEP_TASK, BOOKING_DEADLINE_TASK, deadlineJobKey } from './booking-deadline';

/**
 * Approval mode and its reply deadline (issue 34 slice 6, plan §2.3-2.4): a booking becomes a request
 * that holds its time; the pro approves or declines it (one answer wins); past `reply_by` on the
 * provider's message clock it expires once, by its job, by the lazy expiry of the pro's next write, or by
 * the periodic net; the e-mails go in the same unit of work. Time passes by the clock, never by waiting.
 */

const ZONE = 'America/Chicago';
const HOUR_MS = 60 * 60_000;
let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
let companies = 0;
let visitors = 0;

/** 'YYYY-MM-DD' in the zone, `n` days from today. */
const dayAhead = (n: number) => localDayAhead(ZONE, n);

/**
 * A company of its own (its own message clock) in approval mode with a 2-hour reply; the owner takes
 * bookings (the same person in every company: each test books its own days).
 */
async function approvingCompany(): Promise<ProviderRow> {
  companies += 1;
  const provider = await seedServiceManagerProvider(
    world.t.database.db,
    world.people,
    `Approval Cleaning ${companies}`,
  );
  await seedBookableProvider(
    { ...world, provider },
    {
      timeZone: ZONE,
      memberIds: [world.people.owner.id],
      bufferMinutes: 0,
      settings: { approval: 'approve', replyHours: 2 },
    },
  );
  return provider;
}

/** A guest books the 8-10 AM window `days` ahead. */
async function book(provider: ProviderRow, days: number) {
  visitors += 1;
  const answer = await world.t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${provider.vanityName}/bookings`,
    payload: guestBookingBody(`${dayAhead(days)}T08:00`, {
      firstName: 'Casey',
      lastName: `Visitor${visitors}`,
      email: `casey${visitors}@example.test`,
    }),
    remoteAddress: `10.60.0.${visitors}`,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const { bookingId } = answer.json() as { bookingId: string };
  return { bookingId, email: `casey${visitors}@example.test`, answer: answer.json() };
}

const rowOf = async (bookingId: string) => {
  const [row] = await world.t.database.db
    .select({
      status: bookings.status,
      endedBy: bookings.endedBy,
      replyBy: bookings.replyBy,
      createdAt: bookings.createdAt,
      startsAt: bookings.startsAt,
      version: bookings.version,
      visitStatus: visits.status,
      jobStatus: jobs.status,
    })
    .from(bookings)
    .innerJoin(visits, eq(visits.id, bookings.visitId))
    .innerJoin(jobs, eq(jobs.id, bookings.jobId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`no booking ${bookingId}`);
  return row;
};

const mailsOf = (bookingId: string) =>
  world.t.database.db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      kind: sql<string>`${outbox.meta}->>'kind'`,
    })
    .from(outbox)
    .where(sql`${outbox.meta}->>'bookingId' = ${bookingId}`)
    .orderBy(outbox.createdAt);

const bookedOn = async (provider: ProviderRow, date: string) => {
  const [row] = await world.t.database.db
    .select({ booked: bookingDays.booked })
    .from(bookingDays)
    .where(and(eq(bookingDays.providerId, provider.id), eq(bookingDays.localDate, date)));
  return row?.booked;
};

const morningOffered = async (provider: ProviderRow, date: string) => {
  const answer = await world.t.app.inject({
    method: 'GET',
    url: `/api/v1/booking/${provider.vanityName}/availability?offer=deep-clean&from=${date}&days=1`,
  });
  const [day] = answer.json().days as { slots: { label: string }[] }[];
  return day?.slots.some((slot) => slot.label === '8-10 AM') ?? false;
};

const answer = (
  provider: ProviderRow,
  bookingId: string,
  verb: 'approve' | 'decline',
  payload: object,
  role: 'owner' | 'manager' | 'technician' = 'owner',
) => world.call(role, 'POST', `/provider/booking/${bookingId}/${verb}`, provider, { payload });

/** Moves the provider's message clock (the reminders' test clock) `hours` forward. */
async function moveClock(provider: ProviderRow, hours: number) {
  const moved = await world.call('owner', 'POST', '/provider/messages/test-clock', provider, {
    payload: { hours },
  });
  expect(moved.statusCode, moved.body).toBe(200);
}

beforeAll(async () => {
  world = await serviceManagerWorld('Approval World');
});
afterAll(() => world.t.close());

describe('approval mode', () => {
  it('holds the time as a request with its reply deadline, tells both sides by when, and lists it for owner and managers', async () => {
    const provider = await approvingCompany();
    const { bookingId, email, answer: booked } = await book(provider, 3);
    expect(booked.status).toBe('requested');
    const row = await rowOf(bookingId);
    expect(row.status).toBe('requested');
    // min(created + 2 h, visit start - 1 h): the visit is days away, so two hours after it was made.
    expect(Math.abs((row.replyBy?.getTime() ?? 0) - row.createdAt.getTime() - 2 * HOUR_MS)).toBeLessThan(
      5000,
    );
    // The time stays held: the visit is on the calendar and the window is no longer offered.
    expect(row.visitStatus).toBe('scheduled');
    expect(row.jobStatus).toBe('scheduled');
    expect(await morningOffered(provider, dayAhead(3))).toBe(false);
    // Its deadline job waits for reply_by, added in the booking's transaction.
    const job = await world.t.app.repositories.jobQueue.find(deadlineJobKey(bookingId));
    expect(job).toMatchObject({ task: BOOKING_DEADLINE_TASK, runAt: row.replyBy });

    const label = replyByLabel(row.replyBy!, ZONE);
    const mails = await mailsOf(bookingId);
    const toVisitor = mails.find((mail) => mail.to === email);
    expect(toVisitor?.kind).toBe('booking-requested');
    expect(toVisitor?.body).toContain(bookingMailMessages.willReplyBy(provider.name, label));
    const toCompany = mails.filter((mail) => mail.kind === 'booking-request-new');
    expect(toCompany.map((mail) => mail.subject)).toEqual([`New booking request — reply by ${label}`]);

    for (const role of ['owner', 'manager'] as const) {
      const list = await world.call(role, 'GET', '/provider/booking/requests', provider);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().bookings).toEqual([
        expect.objectContaining({ id: bookingId, status: 'requested', replyByLabel: label, version: 0 }),
      ]);
    }
    const technician = await world.call('technician', 'GET', '/provider/booking/requests', provider);
    expect([technician.statusCode, technician.json().message]).toEqual([
      403,
      bookingAnswerMessages.notAnswerer,
    ]);
  });

  it('approves once when two answers come at once: the client gets the confirmation with its invitation', async () => {
    const provider = await approvingCompany();
    const { bookingId, email } = await book(provider, 4);
    const [one, two] = await Promise.all([
      answer(provider, bookingId, 'approve', { version: 0 }),
      answer(provider, bookingId, 'approve', { version: 0 }, 'manager'),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const lost = one.statusCode === 409 ? one : two;
    expect(lost.json().message).toBe(bookingAnswerMessages.alreadyAnswered('confirmed'));
    expect(await rowOf(bookingId)).toMatchObject({
      status: 'confirmed',
      version: 1,
      visitStatus: 'scheduled',
    });
    const confirmations = (await mailsOf(bookingId)).filter((mail) => mail.kind === 'booking-confirmed');
    expect(confirmations.map((mail) => mail.to)).toEqual([email]);
    // Its deadline no longer waits, and the list is empty.
    expect(await world.t.app.repositories.jobQueue.find(deadlineJobKey(bookingId))).toBeUndefined();
    const list = await world.call('owner', 'GET', '/provider/booking/requests', provider);
    expect(list.json().bookings).toEqual([]);
    const declineLater = await answer(provider, bookingId, 'decline', { version: 1 });
    expect([declineLater.statusCode, declineLater.json().message]).toEqual([
      409,
      bookingAnswerMessages.alreadyAnswered('confirmed'),
    ]);
  });

  it('declines: the visit is cancelled, the job closed, the day counted down and the time offered again; the client gets the note', async () => {
    const provider = await approvingCompany();
    const date = dayAhead(5);
    const { bookingId, email } = await book(provider, 5);
    expect(await bookedOn(provider, date)).toBe(1);
    const stale = await answer(provider, bookingId, 'decline', { version: 3 });
    expect([stale.statusCode, stale.json().message]).toEqual([
      409,
      bookingAnswerMessages.changedBySomeoneElse,
    ]);
    const declined = await answer(provider, bookingId, 'decline', {
      version: 0,
      reason: 'We are fully booked that week.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', version: 1 });
    expect(await rowOf(bookingId)).toMatchObject({
      status: 'declined',
      endedBy: 'provider',
      visitStatus: 'cancelled',
      jobStatus: 'closed',
    });
    expect(await bookedOn(provider, date)).toBe(0);
    expect(await morningOffered(provider, date)).toBe(true);
    const [mail] = (await mailsOf(bookingId)).filter((each) => each.kind === 'booking-declined');
    expect(mail?.to).toBe(email);
    expect(mail?.body).toContain(bookingMailMessages.declineNote('We are fully booked that week.'));
    expect(mail?.body).toContain(`/company/${provider.vanityName}/book`);
    const missing = await answer(provider, randomUUID(), 'approve', { version: 0 });
    expect(missing.statusCode).toBe(404);
    const hostile = await answer(provider, bookingId, 'decline', { version: -1, reason: 'x'.repeat(600) });
    expect(hostile.statusCode).toBe(400);
  });
});

describe('the reply deadline', () => {
  it('expires the request once when its job runs twice at the same time, after the clock passed reply_by', async () => {
    const provider = await approvingCompany();
    const date = dayAhead(7);
    const { bookingId, email } = await book(provider, 7);
    const { replyBy } = await rowOf(bookingId);
    // A second job for the same booking (a crash's retry, a job replaced while it ran).
    await world.t.app.repositories.jobQueue.add(BOOKING_DEADLINE_TASK, { id: bookingId });
    await moveClock(provider, 3);
    const other = await createTestApp({}, { database: world.t.database });
    try {
      await Promise.all([
        world.t.app.jobQueue.runDue({ asOf: replyBy! }),
        other.app.jobQueue.runDue({ asOf: replyBy! }),
      ]);
    } finally {
      await other.close();
    }
    expect(await rowOf(bookingId)).toMatchObject({
      status: 'expired',
      endedBy: 'deadline',
      version: 1,
      visitStatus: 'cancelled',
      jobStatus: 'closed',
    });
    expect(await bookedOn(provider, date)).toBe(0);
    const mails = await mailsOf(bookingId);
    const expired = mails.filter((mail) => mail.kind === 'booking-expired');
    expect(expired.map((mail) => [mail.to, mail.subject])).toEqual([
      [email, bookingMailMessages.expiredSubject(provider.name)],
    ]);
    expect(expired[0]?.body).toContain(bookingMailMessages.expired(provider.name));
    expect(expired[0]?.body).toContain(`/company/${provider.vanityName}/book`);
    expect(mails.filter((mail) => mail.kind === 'booking-request-expired')).toHaveLength(1);
    expect(await morningOffered(provider, date)).toBe(true);
  });

  it('frees the time the moment reply_by passes, and the next answer finds it expired (409) and tells the client once', async () => {
    const provider = await approvingCompany();
    const { bookingId, email } = await book(provider, 8);
    await moveClock(provider, 2);
    // Availability reads past the request before anyone wrote its expiry.
    expect(await morningOffered(provider, dayAhead(8))).toBe(true);
    expect((await rowOf(bookingId)).status).toBe('requested');
    const late = await answer(provider, bookingId, 'approve', { version: 0 });
    expect([late.statusCode, late.json().message]).toEqual([409, bookingAnswerMessages.replyTooLate]);
    expect(await rowOf(bookingId)).toMatchObject({ status: 'expired', visitStatus: 'cancelled' });
    const again = await answer(provider, bookingId, 'decline', { version: 0 });
    expect([again.statusCode, again.json().message]).toEqual([409, bookingAnswerMessages.replyTooLate]);
    const expired = (await mailsOf(bookingId)).filter((mail) => mail.kind === 'booking-expired');
    expect(expired.map((mail) => mail.to)).toEqual([email]);
  });

  it('is caught by the periodic net when its job is lost, and by the next booking of that time', async () => {
    const provider = await approvingCompany();
    const netted = await book(provider, 9);
    const rebooked = await book(provider, 10);
    for (const { bookingId } of [netted, rebooked])
      await world.t.app.repositories.jobQueue.remove(deadlineJobKey(bookingId));
    await moveClock(provider, 3);
    // A visitor books the other request's time: the lazy expiry gives it back first.
    const second = await book(provider, 10);
    expect(second.answer.status).toBe('requested');
    expect((await rowOf(rebooked.bookingId)).status).toBe('expired');
    // The net of every provider's due requests (the crontab's task), run now.
    await world.t.app.repositories.jobQueue.add(BOOKING_DEADLINE_SWEEP_TASK, {});
    await world.t.app.jobQueue.runDue();
    expect(await rowOf(netted.bookingId)).toMatchObject({ status: 'expired', endedBy: 'deadline' });
    expect((await rowOf(second.bookingId)).status).toBe('requested');
  });
});
