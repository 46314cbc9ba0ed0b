import { bookings, outbox, visits } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestBookingBody, localDayAhead, seedBookingCompany } from '../../../test/booking';
import { messageClock } from '../../../test/message-clock';
import { serviceManagerWorld } from '../../../test/service-manager';

/**
 * A visit of an online booking moved or cancelled by the pro (issue 34 and 35): the visitor hears of it
 * once, by the booking's own e-mail (a move's carries the updated invitation); messaging's automatic
 * confirmation, on by default, does not confirm it again.
 */

const ZONE = 'America/Chicago';
const HOUR_MS = 60 * 60_000;
let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
let companies = 0;

beforeAll(async () => {
  world = await serviceManagerWorld('Booked Visit Messages World');
});
afterAll(() => world.t.close());

/** A guest books 8-10 AM `days` ahead at a company of its own; the booked visit and the guest's e-mail. */
async function bookedVisit(days: number) {
  companies += 1;
  const provider = await seedBookingCompany(world, `Booked Messages ${companies}`, {
    timeZone: ZONE,
    payments: false,
  });
  const email = `booked-messages-${companies}@example.test`;
  const created = await world.t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${provider.vanityName}/bookings`,
    payload: guestBookingBody(`${localDayAhead(ZONE, days)}T08:00`, {
      firstName: 'Robin',
      lastName: `Booked${companies}`,
      email,
    }),
    remoteAddress: `10.62.0.${companies}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const [row] = await world.t.database.db
    .select({ visitId: visits.id, version: visits.version })
    .from(bookings)
    .innerJoin(visits, eq(visits.id, bookings.visitId))
    .where(eq(bookings.id, created.json().bookingId));
  if (!row) throw new Error('no booked visit');
  return { provider, email, visit: row };
}

/** The kinds of the e-mails to `email`, oldest first. */
const mailsTo = async (email: string) =>
  (
    await world.t.database.db
      .select({ kind: outbox.meta })
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.channel, 'email')))
      .orderBy(asc(outbox.createdAt))
  ).map((row) => (row.kind as { kind?: string }).kind);

/** An hour passes on the company's message clock (a confirmation is due 2 minutes after a move). */
async function anHourLater(provider: ProviderRow) {
  const clock = messageClock(world.t, world.call);
  await clock.to(provider, new Date((await clock.now(provider)).getTime() + HOUR_MS));
}

describe("the pro changes an online booking's visit", () => {
  it("moved: the visitor gets one e-mail, the booking's move with its invitation, not a second confirmation", async () => {
    const { provider, email, visit } = await bookedVisit(3);
    const later = localDayAhead(ZONE, 4);
    const moved = await world.call('owner', 'PATCH', `/provider/schedule/visits/${visit.visitId}`, provider, {
      payload: { version: visit.version, start: `${later}T13:00`, end: `${later}T15:00` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await anHourLater(provider);
    expect(await mailsTo(email)).toEqual(['booking-confirmed', 'booking-moved']);
  });

  it("cancelled: the visitor gets one e-mail, the booking's cancellation", async () => {
    const { provider, email, visit } = await bookedVisit(3);
    const cancelled = await world.call(
      'owner',
      'POST',
      `/provider/schedule/visits/${visit.visitId}/cancel`,
      provider,
      { payload: { version: visit.version } },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await anHourLater(provider);
    expect(await mailsTo(email)).toEqual(['booking-confirmed', 'booking-cancelled']);
  });
});
