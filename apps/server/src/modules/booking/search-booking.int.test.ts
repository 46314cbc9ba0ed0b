import { randomUUID } from 'node:crypto';
import { nextWindowLabel } from '@porchlight/core/booking/booking-labels.rules';
import { formatWireTime } from '@porchlight/core/scheduling/zoned-time.rules';
import { bookingSettings } from '@porchlight/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBookableProvider } from '../../../test/booking';
import { serviceManagerWorld } from '../../../test/service-manager';
import { refreshStaleNextWindows } from './next-window-tasks';

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

/** This provider's card as search answers it (the landing's nearby shape: Austin, 10 miles). */
async function card() {
  const answer = await world.t.app.inject({
    method: 'POST',
    url: '/api/v1/network/profile/list/search',
    payload: { latitude: 30.2672, longitude: -97.7431, distance: 10, rows: 50 },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const profiles = answer.json().profiles as { vanityName: string; booking?: { nextLabel: string | null } }[];
  return profiles.find((profile) => profile.vanityName === world.provider.vanityName);
}

/** The vanity names of a results page for Austin's zip, only those who book online when asked. */
async function results(booksOnline?: boolean) {
  const answer = await world.t.app.inject({
    method: 'POST',
    url: '/api/v1/network/profile/list/search',
    payload: { zipCode: '78701', radius: 25, rows: 50, ...(booksOnline ? { booksOnline } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const profiles = answer.json().profiles as { vanityName: string; booking?: unknown }[];
  if (booksOnline) expect(profiles.filter((profile) => !profile.booking)).toEqual([]);
  return profiles.map((profile) => profile.vanityName);
}

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
    const label = nextWindowLabel(next, new Date(), 1440, 'America/Chicago');
    expect(label).toMatch(/^Next: .* (8-10 AM|1-3 PM)$/);
    // Its search card says it books online, and when.
    expect((await card())?.booking).toEqual({ nextLabel: label });
    // Its card has a time now, and it joined the pros who book online.
    expect(await announced()).toEqual([
      { vanityNameLc: world.provider.vanityName.toLowerCase(), contentOnly: true },
      { vanityNameLc: world.provider.vanityName.toLowerCase(), contentOnly: false },
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
    const moved = (await stored())?.nextStartsAt?.getTime();
    expect(moved).toBeGreaterThan(row?.nextStartsAt?.getTime() ?? 0);
    expect(await announced()).toHaveLength(1);

    // Written without the service (demo data, a restore): the periodic net fills it in, and tells the cards.
    await world.t.database.db
      .update(bookingSettings)
      .set({ nextStartsAt: null, nextWindowMinutes: null, nextComputedAt: null })
      .where(eq(bookingSettings.providerId, world.provider.id));
    expect((await card())?.booking).toEqual({ nextLabel: null });
    await announced();
    await refreshStaleNextWindows({
      unitOfWork: world.t.app.unitOfWork,
      repositories: world.t.app.repositories,
    });
    expect((await stored())?.nextStartsAt?.getTime()).toBe(moved);
    expect(await announced()).toHaveLength(1);
    // Fresh now: the next run leaves it alone.
    await refreshStaleNextWindows({
      unitOfWork: world.t.app.unitOfWork,
      repositories: world.t.app.repositories,
    });
    expect(await announced()).toEqual([]);

    await save(2, false);
    expect(await stored()).toMatchObject({ listed: false, nextStartsAt: null, nextWindowMinutes: null });
    const unlisted = await card();
    expect(unlisted?.vanityName).toBe(world.provider.vanityName);
    expect(unlisted?.booking).toBeUndefined();
    // Its card moved, and it left the pros who book online: their listing pages go too.
    expect((await announced()).map((event) => event.contentOnly)).toEqual([true, false]);
  });

  it('moves with time off, and filters results to those who book online', async () => {
    await save(3);
    expect((await announced()).map((event) => event.contentOnly)).toEqual([true, false]);
    const next = (await stored())?.nextStartsAt as Date;
    expect(next).toBeInstanceOf(Date);
    expect(await results(true)).toContain(world.provider.vanityName);

    // The team takes the next window off: the one after becomes next, and the cards are told; back when removed.
    const wire = (at: number) => formatWireTime(new Date(at), 'America/Chicago');
    const timeOff = '/provider/schedule/time-off';
    const off = await world.call('owner', 'POST', timeOff, world.provider, {
      payload: { start: wire(next.getTime() - 3_600_000), end: wire(next.getTime() + 3 * 3_600_000) },
    });
    expect(off.statusCode, off.body).toBe(201);
    expect((await stored())?.nextStartsAt?.getTime()).toBeGreaterThan(next.getTime());
    expect(await announced()).toHaveLength(1);
    const removed = await world.call('owner', 'DELETE', `${timeOff}/${off.json().id}`, world.provider);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await stored())?.nextStartsAt).toEqual(next);
    expect(await announced()).toHaveLength(1);
    // Time off that leaves the next window alone moves nothing and tells no one.
    const later = await world.call('owner', 'POST', timeOff, world.provider, {
      payload: { start: wire(next.getTime() + 20 * 86_400_000), end: wire(next.getTime() + 21 * 86_400_000) },
    });
    expect(later.statusCode, later.body).toBe(201);
    expect((await stored())?.nextStartsAt).toEqual(next);
    expect(await announced()).toEqual([]);
    await world.call('owner', 'DELETE', `${timeOff}/${later.json().id}`, world.provider);

    // Booking off: still found, but not among those who book online.
    await save(4, false);
    expect(await results()).toContain(world.provider.vanityName);
    expect(await results(true)).not.toContain(world.provider.vanityName);
  });
});
