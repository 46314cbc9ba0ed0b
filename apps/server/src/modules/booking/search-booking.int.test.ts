import { randomUUID } from 'node:crypto';
import { nextWindowLabel } from '@porchlight/core/booking/booking-labels.rules';
import { bookingSettings } from '@porchlight/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBookableProvider } from '../../../test/booking';
import { serviceManagerWorld } from '../../../test/service-manager';

/** Search's next window (issue 34 slice 8, plan §2.7): stored on each save that moves it, announced only then. */

let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
let offerId: string;
const heard: { vanityNameLc: string; contentOnly?: boolean }[] = [];
let unsubscribe = () => {};
let markers = 0;

const settings = (enabled: boolean) => ({
  enabled,
  mode: 'windows',
  noticeMinutes: 1440,
  horizonDays: 60,
  bufferMinutes: 0,
  dailyLimit: null,
  approval: 'auto',
  deposit: null,
  refundPolicy: 'refund',
  changeCutoffHours: 24,
});
const save = (version: number, enabled = true) =>
  world.call('owner', 'PUT', '/provider/booking/settings', world.provider, {
    payload: {
      settings: settings(enabled),
      offers: [{ offerId, bookable: true, durationMinutes: 90, priceCents: null }],
      windows: [
        { startsMinute: 8 * 60, endsMinute: 10 * 60 },
        { startsMinute: 13 * 60, endsMinute: 15 * 60 },
      ],
      memberIds: [world.people.technician.id],
      version,
    },
  });

const stored = async () => {
  const [row] = await world.t.database.db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.providerId, world.provider.id));
  return row;
};

/** The provider.changed events of this provider since the last call (a marker proves all have arrived). */
async function announced() {
  const marker = `settled-${++markers}`;
  await world.t.app.repositories.events.publish('provider.changed', { vanityNameLc: marker });
  const until = Date.now() + 5000;
  while (!heard.some((event) => event.vanityNameLc === marker)) {
    if (Date.now() > until) throw new Error('the marker event never arrived');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return heard.splice(0).filter((event) => event.vanityNameLc === world.provider.vanityName.toLowerCase());
}

beforeAll(async () => {
  world = await serviceManagerWorld('Search Booking Cleaning');
  unsubscribe = world.t.app.events.subscribe('provider.changed', (event) => {
    heard.push(event);
  });
  // Saves the settings once (version 1): the first next window.
  offerId = (
    await seedBookableProvider(world, {
      timeZone: 'America/Chicago',
      memberIds: [world.people.technician.id],
      bufferMinutes: 0,
    })
  ).id;
});
afterAll(async () => {
  unsubscribe();
  await world.t.close();
});

describe("search's next window", () => {
  it('is stored when the settings are saved, and announced only when it moves', async () => {
    const row = await stored();
    expect(row?.nextStartsAt?.getTime()).toBeGreaterThan(Date.now() + 1440 * 60_000);
    expect(row?.nextWindowMinutes).toBe(120);
    expect(row?.nextComputedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const next = { start: row?.nextStartsAt as Date, windowMinutes: 120 };
    expect(nextWindowLabel(next, new Date(), 1440, 'America/Chicago')).toMatch(/^Next: .* (8-10 AM|1-3 PM)$/);
    expect(await announced()).toEqual([
      { vanityNameLc: world.provider.vanityName.toLowerCase(), contentOnly: true },
    ]);

    await save(1);
    expect((await stored())?.nextStartsAt).toEqual(row?.nextStartsAt);
    expect(await announced()).toEqual([]);

    // The only member takes the next window: it moves to the one after, and the cards are told.
    const availability = await world.t.app.inject({
      method: 'GET',
      url: `/api/v1/booking/${world.provider.vanityName}/availability?offer=deep-clean&days=7`,
    });
    const days = availability.json().days as { slots: { start: string }[] }[];
    const start = days.flatMap((day) => day.slots)[0]?.start;
    expect(Date.parse(start ?? '')).toBe(row?.nextStartsAt?.getTime());
    const booked = await world.t.app.inject({
      method: 'POST',
      url: `/api/v1/booking/${world.provider.vanityName}/bookings`,
      payload: {
        idempotencyKey: randomUUID(),
        offer: 'deep-clean',
        start,
        contact: {
          firstName: 'Guest',
          lastName: 'One',
          email: 'guest1@example.test',
          phone: '(512) 555-0100',
        },
        address: { address: '12 Oak St', address2: '', city: 'Austin', stateCode: 'tx', zipCode: '78701' },
      },
    });
    expect(booked.statusCode).toBe(201);
    expect((await stored())?.nextStartsAt?.getTime()).toBeGreaterThan(row?.nextStartsAt?.getTime() ?? 0);
    expect(await announced()).toHaveLength(1);

    await save(2, false);
    expect(await stored()).toMatchObject({ listed: false, nextStartsAt: null, nextWindowMinutes: null });
    expect(await announced()).toHaveLength(1);
  });
});
