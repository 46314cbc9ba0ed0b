import {
  bookingBlockerMessages,
  bookingSettingsMessages as messages,
} from '@porchlight/core/booking/booking.messages';
import { bookingSettings, providerOpenHours } from '@porchlight/db/schema/index';
import { seedOffer, seedProvider } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enablePayments } from '../../../test/payments';
import { serviceManagerWorld } from '../../../test/service-manager';

/** The owner's online-booking settings (issue 34 slice 1): round trip, limits, versions, access, blockers. */

let world: Awaited<ReturnType<typeof serviceManagerWorld>>;
let offerId: string;
const path = '/provider/booking/settings';

const settings = {
  enabled: true,
  mode: 'windows',
  noticeMinutes: 1440,
  horizonDays: 30,
  bufferMinutes: 30,
  dailyLimit: 4,
  approval: 'auto',
  deposit: { kind: 'fixed', cents: 2500 },
  refundPolicy: 'refund',
  changeCutoffHours: 24,
};
const body = (extra: Record<string, unknown> = {}) => ({
  settings,
  offers: [{ offerId, bookable: true, durationMinutes: 90, priceCents: 12000 }],
  windows: [
    { startsMinute: 13 * 60, endsMinute: 15 * 60 },
    { startsMinute: 8 * 60, endsMinute: 10 * 60 },
  ],
  memberIds: [world.people.technician.id],
  version: 0,
  ...extra,
});

beforeAll(async () => {
  world = await serviceManagerWorld('Booking Settings Cleaning');
  // The settings below ask a deposit, which is taken through the company's online payments.
  await enablePayments(world.t.app, world.people, world.provider);
  offerId = (
    await seedOffer(world.t.database.db, world.provider.id, { name: 'Deep Clean', category: 'Cleaning' })
  ).id;
});
afterAll(() => world.t.close());

describe('online booking settings', () => {
  it('reads the defaults, off, with what stands in the way of being listed', async () => {
    const read = await world.call('owner', 'GET', path, world.provider);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      settings: { enabled: false, mode: 'windows', noticeMinutes: 1440, horizonDays: 30, deposit: null },
      offers: [{ offerId, name: 'Deep Clean', bookable: false }],
      windows: [],
      memberIds: [],
      listed: false,
      version: 0,
    });
    expect(read.json().blockers).toEqual([
      bookingBlockerMessages.off,
      bookingBlockerMessages.noOffer,
      bookingBlockerMessages.noMember,
      bookingBlockerMessages.noOpenHours,
    ]);
  });

  it('saves everything, lists the provider once nothing blocks, and refuses a stale version with 409', async () => {
    const saved = await world.call('owner', 'PUT', path, world.provider, { payload: body() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      settings: { ...settings, startStepMinutes: null, replyHours: null },
      offers: [{ offerId, bookable: true, durationMinutes: 90, priceCents: 12000 }],
      windows: [
        { startsMinute: 480, endsMinute: 600 },
        { startsMinute: 780, endsMinute: 900 },
      ],
      memberIds: [world.people.technician.id],
      version: 1,
      blockers: [bookingBlockerMessages.noOpenHours],
      listed: false,
    });
    await world.t.database.db.insert(providerOpenHours).values(
      [1, 2, 3, 4, 5].map((weekday) => ({
        providerId: world.provider.id,
        weekday,
        opensMinute: 480,
        closesMinute: 1020,
      })),
    );
    const again = await world.call('owner', 'PUT', path, world.provider, { payload: body({ version: 1 }) });
    expect(again.json()).toMatchObject({ version: 2, listed: true, blockers: [] });
    const read = await world.call('owner', 'GET', path, world.provider);
    expect(read.json()).toEqual(again.json());

    const stale = await world.call('owner', 'PUT', path, world.provider, { payload: body({ version: 1 }) });
    expect([stale.statusCode, stale.json().message]).toEqual([409, messages.changedBySomeoneElse]);
  });

  it('says a window outside the open hours keeps it unlisted', async () => {
    const late = await world.call('owner', 'PUT', path, world.provider, {
      payload: body({ version: 2, windows: [{ startsMinute: 18 * 60, endsMinute: 20 * 60 }] }),
    });
    expect(late.json()).toMatchObject({ listed: false, blockers: [bookingBlockerMessages.noWindowInHours] });
    const back = await world.call('owner', 'PUT', path, world.provider, { payload: body({ version: 3 }) });
    expect(back.json()).toMatchObject({ version: 4, listed: true });
  });

  it.each([
    [
      'a horizon of 61 days',
      () => body({ settings: { ...settings, horizonDays: 61 } }),
      messages.horizonInvalid,
    ],
    [
      'a buffer over 4 hours',
      () => body({ settings: { ...settings, bufferMinutes: 241 } }),
      messages.bufferInvalid,
    ],
    [
      '51 bookings a day',
      () => body({ settings: { ...settings, dailyLimit: 51 } }),
      messages.dailyLimitInvalid,
    ],
    [
      'notice over 30 days',
      () => body({ settings: { ...settings, noticeMinutes: 43201 } }),
      messages.noticeInvalid,
    ],
    [
      'approval without a reply time',
      () => body({ settings: { ...settings, approval: 'approve' } }),
      messages.replyHoursRequired,
    ],
    [
      'overlapping windows',
      () =>
        body({
          windows: [
            { startsMinute: 480, endsMinute: 600 },
            { startsMinute: 540, endsMinute: 660 },
          ],
        }),
      messages.windowsOverlap,
    ],
    [
      'a 10-minute visit',
      () =>
        body({
          offers: [
            {
              offerId: '00000000-0000-4000-8000-000000000000',
              bookable: true,
              durationMinutes: 10,
              priceCents: null,
            },
          ],
        }),
      messages.durationInvalid,
    ],
  ])('refuses %s with the core words', async (_name, payload, message) => {
    const refused = await world.call('owner', 'PUT', path, world.provider, { payload: payload() });
    expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
  });

  it("refuses another company's offer and someone not on the team", async () => {
    const other = await seedProvider(world.t.database.db, { name: 'Other Booking Co' });
    const foreign = await seedOffer(world.t.database.db, other.id, {
      name: 'Window Wash',
      category: 'Cleaning',
    });
    const offer = await world.call('owner', 'PUT', path, world.provider, {
      payload: body({
        version: 4,
        offers: [{ offerId: foreign.id, bookable: true, durationMinutes: 60, priceCents: null }],
      }),
    });
    expect([offer.statusCode, offer.json().message]).toEqual([400, messages.offerNotYours]);
    const stranger = await world.call('owner', 'PUT', path, world.provider, {
      payload: body({ version: 4, memberIds: [world.people.user.id] }),
    });
    expect([stranger.statusCode, stranger.json().message]).toEqual([400, messages.memberNotInTeam]);
    const read = await world.call('owner', 'GET', path, world.provider);
    expect(read.json()).toMatchObject({ version: 4, memberIds: [world.people.technician.id] });
  });

  it('is the owner’s alone: managers and technicians 403, strangers 403, visitors 401, unknown 404', async () => {
    for (const role of ['manager', 'technician', 'user'] as const) {
      const refused = await world.call(role, 'GET', path, world.provider);
      expect([role, refused.statusCode, refused.json().message]).toEqual([role, 403, messages.ownerOnly]);
    }
    expect((await world.call('anonymous', 'GET', path, world.provider)).statusCode).toBe(401);
    const missing = await world.call('owner', 'GET', path, {
      ...world.provider,
      vanityName: 'no-such-company-x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the limits in the database too', async () => {
    const refusal = async (values: Partial<typeof bookingSettings.$inferInsert>) => {
      const provider = await seedProvider(world.t.database.db, { name: 'Raw Booking Co' });
      try {
        await world.t.database.db.insert(bookingSettings).values({ providerId: provider.id, ...values });
        return undefined;
      } catch (error) {
        return (error as { cause?: { code?: string } }).cause?.code;
      }
    };
    expect(await refusal({ horizonDays: 61 })).toBe('23514');
    expect(await refusal({ approval: 'approve' })).toBe('23514');
    expect(await refusal({ depositKind: 'fixed', depositPercent: 10 })).toBe('23514');
    expect(await refusal({ mode: 'start-times' })).toBe('23514');
    expect(await refusal({ mode: 'start-times', startStepMinutes: 30 })).toBeUndefined();
  });
});
