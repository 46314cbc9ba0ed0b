import { bookings, visits } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestBookingBody, localDayAhead, seedBookingCompany } from '../../../test/booking';
import { clientMessageLog, loggedAs } from '../../../test/message-clock';
import { serviceManagerWorld } from '../../../test/service-manager';

/**
 * An online booking's e-mails to its visitor (confirmation or request sent, moved, cancelled, declined,
 * expired) are on their client's Messages log with their delivery state, like every message to a client
 * (issue 35, docs/plans/reminders.md §1.4); the company's notices are not the client's.
 */

const ZONE = 'America/Chicago';
let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
let companies = 0;
let visitors = 0;

beforeAll(async () => {
  world = await serviceManagerWorld('Booking Message Log World');
});
afterAll(() => world.t.close());

/** A company of its own (the same owner takes every company's bookings: each test books its own days). */
async function bookingCompany(settings?: Record<string, unknown>): Promise<ProviderRow> {
  companies += 1;
  return seedBookingCompany(world, `Logged Booking ${companies}`, {
    timeZone: ZONE,
    payments: false,
    ...(settings ? { settings } : {}),
  });
}

/** A guest books the 8-10 AM window `days` ahead; the booking, its client and its visit. */
async function book(provider: ProviderRow, days: number) {
  visitors += 1;
  const email = `logged.guest${visitors}@example.test`;
  const created = await world.t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${provider.vanityName}/bookings`,
    payload: guestBookingBody(`${localDayAhead(ZONE, days)}T08:00`, {
      firstName: 'Sam',
      lastName: `Logged${visitors}`,
      email,
    }),
    remoteAddress: `10.64.0.${visitors}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const bookingId: string = created.json().bookingId;
  const [row] = await world.t.database.db
    .select({ clientId: bookings.clientId, visitId: bookings.visitId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row?.visitId) throw new Error(`no booked visit for ${bookingId}`);
  return { bookingId, email, clientId: row.clientId, visitId: row.visitId };
}

const visitVersion = async (visitId: string) => {
  const [row] = await world.t.database.db
    .select({ version: visits.version })
    .from(visits)
    .where(eq(visits.id, visitId));
  return row?.version ?? -1;
};

const logOf = (provider: ProviderRow, clientId: string) => clientMessageLog(world.call, provider, clientId);
const pick = loggedAs;

describe("an online booking's e-mails on the client's message log", () => {
  it('the confirmation of an auto-confirmed booking, queued then sent', async () => {
    const provider = await bookingCompany();
    await world.t.app.outboxWorker.stop(); // held, to see it queued
    let booked: Awaited<ReturnType<typeof book>>;
    try {
      booked = await book(provider, 3);
      const queued = await logOf(provider, booked.clientId);
      expect(queued.map(pick)).toEqual([
        {
          kind: 'booking-confirmed',
          label: 'Online booking confirmed',
          channel: 'email',
          to: booked.email,
          state: 'queued',
        },
      ]);
      expect(queued[0]?.subject).toContain(provider.name);
    } finally {
      world.t.app.outboxWorker.start();
    }
    await world.t.app.outboxWorker.drain();
    expect((await logOf(provider, booked.clientId)).map((row) => row.state)).toEqual(['sent']);
  });

  it("the pro's move and cancel of the booked visit, each once", async () => {
    const provider = await bookingCompany();
    const { email, clientId, visitId } = await book(provider, 4);
    const later = localDayAhead(ZONE, 5);
    const moved = await world.call('owner', 'PATCH', `/provider/schedule/visits/${visitId}`, provider, {
      payload: { version: await visitVersion(visitId), start: `${later}T13:00`, end: `${later}T15:00` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await world.call(
      'owner',
      'POST',
      `/provider/schedule/visits/${visitId}/cancel`,
      provider,
      {
        payload: { version: await visitVersion(visitId) },
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await world.t.app.outboxWorker.drain();
    expect((await logOf(provider, clientId)).map(pick)).toEqual([
      { kind: 'booking-cancelled', label: 'Booking cancelled', channel: 'email', to: email, state: 'sent' },
      { kind: 'booking-moved', label: 'Booking moved', channel: 'email', to: email, state: 'sent' },
      {
        kind: 'booking-confirmed',
        label: 'Online booking confirmed',
        channel: 'email',
        to: email,
        state: 'sent',
      },
    ]);
  });

  it("a request in approval mode and its decline (the company's notice is not the client's)", async () => {
    const provider = await bookingCompany({ approval: 'approve', replyHours: 2 });
    const { email, clientId, bookingId } = await book(provider, 6);
    const declined = await world.call('owner', 'POST', `/provider/booking/${bookingId}/decline`, provider, {
      payload: { version: 0, reason: 'We are fully booked that week.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await world.t.app.outboxWorker.drain();
    const log = await logOf(provider, clientId);
    expect(log.map(pick)).toEqual([
      { kind: 'booking-declined', label: 'Booking declined', channel: 'email', to: email, state: 'sent' },
      {
        kind: 'booking-requested',
        label: 'Booking request sent',
        channel: 'email',
        to: email,
        state: 'sent',
      },
    ]);
    expect(log[1]?.subject).toContain(provider.name);
  });

  it('a request that expired unanswered', async () => {
    const provider = await bookingCompany({ approval: 'approve', replyHours: 2 });
    const { email, clientId, bookingId } = await book(provider, 7);
    const moved = await world.call('owner', 'POST', '/provider/messages/test-clock', provider, {
      payload: { hours: 3 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // The pro's late answer expires it first (the lazy expiry), in its own unit of work.
    const late = await world.call('owner', 'POST', `/provider/booking/${bookingId}/approve`, provider, {
      payload: { version: 0 },
    });
    expect(late.statusCode).toBe(409);
    await world.t.app.outboxWorker.drain();
    expect((await logOf(provider, clientId)).map(pick)).toEqual([
      {
        kind: 'booking-expired',
        label: 'Booking request expired',
        channel: 'email',
        to: email,
        state: 'sent',
      },
      {
        kind: 'booking-requested',
        label: 'Booking request sent',
        channel: 'email',
        to: email,
        state: 'sent',
      },
    ]);
  });
});
