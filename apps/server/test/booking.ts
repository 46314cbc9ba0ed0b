import { providerOpenHours, providers } from '@porchlight/db/schema/index';
import { seedOffer } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { serviceManagerWorld } from './service-manager';

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
