import { randomUUID } from 'node:crypto';
import { wallClockOf } from '@porchlight/core/scheduling/wall-clock.rules';
import { providerOpenHours, providers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedOffer } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { confirmTestCard, enablePayments } from './payments';
import { seedServiceManagerProvider, type serviceManagerWorld } from './service-manager';

type World = Awaited<ReturnType<typeof serviceManagerWorld>>;

/**
 * The world's provider books 'Deep Clean' (90 minutes) online in its zone: open 7 AM-6 PM every day,
 * arrival windows 8-10 AM and 1-3 PM, a day's notice, 60 days ahead, through the settings API; `settings`
 * adds to or changes those (approval mode: `{ approval: 'approve', replyHours: 2 }`).
 */
export async function seedBookableProvider(
  world: World,
  options: {
    timeZone: string;
    memberIds: string[];
    bufferMinutes: number;
    settings?: Record<string, unknown>;
  },
) {
  const { db } = world.t.database;
  await db.update(providers).set({ timeZone: options.timeZone }).where(eq(providers.id, world.provider.id));
  await db.insert(providerOpenHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      providerId: world.provider.id,
      weekday,
      opensMinute: 7 * 60,
      closesMinute: 18 * 60,
    })),
  );
  const offer = await seedOffer(db, world.provider.id, { name: 'Deep Clean', category: 'Cleaning' });
  const saved = await world.call('owner', 'PUT', '/provider/booking/settings', world.provider, {
    payload: {
      settings: {
        enabled: true,
        mode: 'windows',
        noticeMinutes: 1440,
        horizonDays: 60,
        bufferMinutes: options.bufferMinutes,
        ...options.settings,
      },
      offers: [{ offerId: offer.id, bookable: true, durationMinutes: 90, priceCents: null }],
      windows: [
        { startsMinute: 8 * 60, endsMinute: 10 * 60 },
        { startsMinute: 13 * 60, endsMinute: 15 * 60 },
      ],
      memberIds: options.memberIds,
      version: 0,
    },
  });
  expect(saved.json()).toMatchObject({ listed: true });
  return offer;
}

/**
 * The local date `n` days after today in `zone` (from noon UTC of today's local date, so no DST change
 * moves it to another day).
 */
export const localDayAhead = (zone: string, n: number): string =>
  new Date(Date.parse(`${wallClockOf(new Date(), zone).date}T12:00:00Z`) + n * 86_400_000)
    .toISOString()
    .slice(0, 10);

/** A guest's booking of 'Deep Clean' at `start` (a wall time 'YYYY-MM-DDTHH:MM'), a new key each call. */
export function guestBookingBody(
  start: string,
  guest: { firstName: string; lastName: string; email: string; phone?: string },
) {
  return {
    idempotencyKey: randomUUID(),
    offer: 'deep-clean',
    start,
    contact: { phone: '(512) 555-0100', ...guest },
    address: { address: '12 Oak St', address2: '', city: 'Austin', stateCode: 'TX', zipCode: '78701' },
  };
}

/**
 * A company of its own named `name`, its payments on (the built-in processor), booking online in `zone`
 * with its owner alone taking bookings (or `memberIds`); `settings` as seedBookableProvider's (a deposit,
 * approval mode).
 */
export async function seedBookingCompany(
  world: World,
  name: string,
  options: { timeZone: string; payments: boolean; settings?: Record<string, unknown>; memberIds?: string[] },
): Promise<ProviderRow> {
  const provider = await seedServiceManagerProvider(world.t.database.db, world.people, name);
  if (options.payments) await enablePayments(world.t.app, world.people, provider);
  await seedBookableProvider(
    { ...world, provider },
    {
      timeZone: options.timeZone,
      memberIds: options.memberIds ?? [world.people.owner.id],
      bufferMinutes: 0,
      ...(options.settings ? { settings: options.settings } : {}),
    },
  );
  return provider;
}

/** Pays a held booking's deposit with a test card at the built-in processor. */
export const payWithTestCard = (
  world: World,
  intent: { paymentIntentId: string; clientSecret: string },
  number: string,
) => confirmTestCard(world.t.app, intent, { number });

/** The visitor's dialog asking whether its deposit was paid (`POST …/payment-check`). */
export const checkDepositPayment = (
  world: World,
  provider: ProviderRow,
  booked: { bookingId: string; token: string },
  paymentIntentId: string,
) =>
  world.t.app.inject({
    method: 'POST',
    url: `/api/v1/booking/${provider.vanityName}/bookings/${booked.bookingId}/payment-check`,
    payload: { token: booked.token, paymentIntentId },
  });
