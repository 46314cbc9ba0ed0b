import { availabilityMessages, bookingMessages } from '@porchlight/core/booking/booking.messages';
import { wallClockOf } from '@porchlight/core/scheduling/wall-clock.rules';
import { zoneTransitions } from '@porchlight/core/scheduling/zoned-time.rules';
import { bookingOffers, providers } from '@porchlight/db/schema/index';
import { seedOffer } from '@porchlight/db/seed/factories';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedBookableProvider } from '../../../test/booking';
import { seedServiceManagerProvider, serviceManagerWorld } from '../../../test/service-manager';
import { availabilityStatement } from './availability.repository';

/**
 * A visitor's bookable times (issue 34 slice 2, plan §2.2): windows, busy members at any company with
 * the buffer, team time off, access, and the next daylight-saving change, all computed from today; and
 * the options the visitor's dialog starts from (GET /booking/{uri}/options).
 */

const ZONE = 'America/Chicago';
const DAY_MS = 86_400_000;
let world: Awaited<ReturnType<typeof serviceManagerWorld>>;

/** 'YYYY-MM-DD' in the zone, `n` days after today. */
const localDate = (n: number, from = new Date()) =>
  new Date(Date.parse(`${wallClockOf(from, ZONE).date}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

const availability = (query: Record<string, string | number>, cookie?: string) =>
  world.t.app.inject({
    method: 'GET',
    url: `/api/v1/booking/${world.provider.vanityName}/availability?${new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    )}`,
    headers: cookie ? { cookie } : {},
  });

async function visitOf(
  call: typeof world.call,
  provider: typeof world.provider,
  clientId: string,
  start: string,
  end: string,
) {
  const job = await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
    payload: { clientId, title: 'Window wash' },
  });
  const visit = await call(
    'owner',
    'POST',
    `/provider/service-manager/jobs/${job.json().jobNumber}/visits`,
    provider,
    {
      payload: { start, end, assigneeIds: [world.people.technician.id], checklist: 'none' },
    },
  );
  expect(visit.statusCode).toBe(201);
}

beforeAll(async () => {
  world = await serviceManagerWorld('Availability Cleaning');
  await seedBookableProvider(world, {
    timeZone: ZONE,
    memberIds: [world.people.technician.id],
    bufferMinutes: 60,
  });
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => world.t.close());

const offer = 'deep-clean';

describe('availability', () => {
  it('offers the windows each open day, less a busy member (with the buffer, at another company too) and team time off', async () => {
    const [d3, d4, d5] = [3, 4, 5].map((n) => localDate(n));
    // Day 3: a manual visit here at 1:30-2:30 PM takes the 1-3 PM window.
    await visitOf(world.call, world.provider, world.clientId, `${d3}T13:30`, `${d3}T14:30`);
    // Day 4: the whole team is off.
    const off = await world.call('owner', 'POST', '/provider/schedule/time-off', world.provider, {
      payload: { start: `${d4}T00:00`, end: `${d4}T23:59`, note: 'Holiday' },
    });
    expect(off.statusCode).toBe(201);
    // Day 5: the technician works for another company at 10:30-11 AM: free of the window, not of its hour's buffer.
    const other = await seedServiceManagerProvider(
      world.t.database.db,
      world.people,
      'Other Availability Co',
    );
    await world.t.database.db.update(providers).set({ timeZone: ZONE }).where(eq(providers.id, other.id));
    const otherClient = await world.call('owner', 'POST', '/provider/service-manager/clients', other, {
      payload: { firstName: 'Kim' },
    });
    await visitOf(world.call, other, otherClient.json().id, `${d5}T10:30`, `${d5}T11:00`);

    const answer = await availability({ offer, from: localDate(2), days: 4 });
    expect(answer.statusCode).toBe(200);
    const days = answer.json().days as {
      date: string;
      full: boolean;
      slots: { start: string; label: string }[];
    }[];
    const slotsOf = (date?: string) => days.find((day) => day.date === date)?.slots.map((slot) => slot.label);
    expect(answer.json()).toMatchObject({ timeZone: ZONE, zoneName: 'Central Time' });
    expect(days.map((day) => day.date)).toEqual([2, 3, 4, 5].map((n) => localDate(n)));
    expect(slotsOf(localDate(2))).toEqual(['8-10 AM', '1-3 PM']);
    expect(slotsOf(d3)).toEqual(['8-10 AM']);
    expect(slotsOf(d4)).toEqual([]);
    expect(slotsOf(d5)).toEqual(['1-3 PM']);
    expect(days[0]?.slots[0]?.start).toBe(`${localDate(2)}T08:00:00${days[0]?.slots[0]?.start.slice(19)}`);
  });

  it('keeps 8-10 AM at 8-10 AM across the next daylight-saving change', async () => {
    const change = zoneTransitions(new Date(), new Date(Date.now() + 400 * DAY_MS), ZONE)[0];
    if (!change) throw new Error('Chicago changes its clocks every year');
    // The clock stands three days before the change (only Date moves: the visitor needs no session).
    const now = new Date(change.at.getTime() - 3 * DAY_MS);
    vi.useFakeTimers({ toFake: ['Date'], now });
    const from = localDate(1, now);
    const answer = await availability({ offer, from, days: 6 });
    vi.useRealTimers();
    expect(answer.statusCode).toBe(200);
    const starts = (answer.json().days as { date: string; slots: { start: string; label: string }[] }[]).map(
      (day) => [day.date, day.slots[0]?.label, day.slots[0]?.start.slice(11)],
    );
    const changeDate = wallClockOf(change.at, ZONE).date;
    expect(starts).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => {
        const date = localDate(n, now);
        return [date, '8-10 AM', `08:00:00${date < changeDate ? change.offsetBefore : change.offsetAfter}`];
      }),
    );
  });

  it('is for visitors: 403 for the company’s people, 409 when off, 404 for an offer not booked online', async () => {
    const staff = await availability({ offer }, world.people.technician.cookie);
    expect([staff.statusCode, staff.json().message]).toEqual([403, bookingMessages.memberCannotBook]);
    const unknown = await availability({ offer: 'no-such-offer' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      availabilityMessages.offerNotBookable,
    ]);
    const tooMany = await availability({ offer, days: 61 });
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([400, availabilityMessages.daysInvalid]);
    await world.t.database.db.execute(
      sql`update booking_settings set enabled = false where provider_id = ${world.provider.id}`,
    );
    const off = await availability({ offer });
    expect([off.statusCode, off.json().message]).toEqual([
      409,
      bookingMessages.bookingOff(world.provider.name),
    ]);
    await world.t.database.db.execute(
      sql`update booking_settings set enabled = true where provider_id = ${world.provider.id}`,
    );
  });

  it('reads busy times through the exclusion constraint’s gist index, never a scan of every assignment', async () => {
    const statement = availabilityStatement({
      providerId: world.provider.id,
      offerUri: offer,
      from: new Date(),
      to: new Date(Date.now() + 60 * DAY_MS),
      now: new Date(),
    });
    const plan = await world.t.database.db.transaction(async (tx) => {
      // A test database is tiny, so the planner would scan it anyway: the question is whether the index CAN serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${statement}`);
      return result.rows.map((row) => String(Object.values(row)[0])).join('\n');
    });
    // The range is in the Index Cond (searched in the index), not a filter over each person's every visit.
    expect(plan).toMatch(
      /Index Scan using visit_assignments_one_place_at_a_time on visit_assignments a[^\n]*\n\s*Index Cond: \(\(user_id = m\.user_id\) AND \(tstzrange\(starts_at, blocked_until/,
    );
    expect(plan).not.toMatch(/Seq Scan on visit_assignments/);
  });
});

describe('options', () => {
  const options = (cookie?: string) =>
    world.t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${world.provider.vanityName}/options`,
      headers: cookie ? { cookie } : {},
    });

  it('answers the bookable offers with their price in words, the zone and the terms, listed on the profile too; not to the company, not when off', async () => {
    const { db } = world.t.database;
    const priced = await seedOffer(db, world.provider.id, { name: 'Window Wash', category: 'Cleaning' });
    await db
      .insert(bookingOffers)
      .values({ offerId: priced.id, providerId: world.provider.id, durationMinutes: 60, priceCents: 12_000 });
    // Not bookable: never offered.
    await seedOffer(db, world.provider.id, { name: 'Carpet Clean', category: 'Cleaning' });

    const answer = await options();
    expect(answer.statusCode).toBe(200);
    // The default pricing form's own question; its address is the details step's.
    const description = expect.objectContaining({ name: 'description', type: 'textarea', required: false });
    expect(answer.json()).toEqual({
      providerName: world.provider.name,
      timeZone: ZONE,
      zoneName: 'Central Time',
      offers: [
        {
          uri: 'deep-clean',
          name: 'Deep Clean',
          durationMinutes: 90,
          price: bookingMessages.priceOnSite,
          deposit: null,
          questions: [description],
        },
        {
          uri: 'window-wash',
          name: 'Window Wash',
          durationMinutes: 60,
          price: '$120.00',
          deposit: null,
          questions: [description],
        },
      ],
      approval: 'auto',
      replyHours: null,
      cutoffHours: 24,
      refundPolicy: 'refund',
    });

    // The profile lists them for its 'Book online' links (the offer pages' too).
    const profile = () =>
      world.t.app.inject({ method: 'GET', url: `/api/v1/network/profile/${world.provider.vanityName}` });
    expect((await profile()).json().booking).toEqual({ offerUris: ['deep-clean', 'window-wash'] });

    const staff = await options(world.people.technician.cookie);
    expect([staff.statusCode, staff.json().message]).toEqual([403, bookingMessages.memberCannotBook]);
    await db.execute(
      sql`update booking_settings set enabled = false where provider_id = ${world.provider.id}`,
    );
    const off = await options();
    expect([off.statusCode, off.json().message]).toEqual([
      409,
      bookingMessages.bookingOff(world.provider.name),
    ]);
    expect((await profile()).json().booking).toBeNull();
    await db.execute(
      sql`update booking_settings set enabled = true where provider_id = ${world.provider.id}`,
    );
  });
});
