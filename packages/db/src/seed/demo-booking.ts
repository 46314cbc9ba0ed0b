import { bookingBlockersOf } from '@porchlight/core/booking/booking-blockers.rules';
import { bookingSettingsSchema } from '@porchlight/core/booking/booking-settings.schemas';
import { and, asc, eq } from 'drizzle-orm';
import {
  bookingMembers,
  bookingOffers,
  bookingSettings,
  bookingWindows,
  memberships,
  offers,
  providerOpenHours,
  providers,
} from '../schema/index';
import { SERVICE_MANAGER_DEMO_PROVIDER } from './demo-service-manager';
import type { Db } from './factories';

/**
 * The demo Pro books online (issue 34 slice 9): arrival windows 8-10 AM, 10 AM-12 PM, 1-3 PM and 3-5 PM
 * every open day, a day's notice, 30 days ahead, confirmed at once, no deposit; its first two offers
 * (one at a fixed price, one priced on site), taken by its technicians. Run after the team exists
 * (demo-schedule.ts); idempotent: nothing happens once the company has booking settings.
 */

const WINDOWS = [
  [8, 10],
  [10, 12],
  [13, 15],
  [15, 17],
].map(([from = 0, to = 0]) => ({ startsMinute: from * 60, endsMinute: to * 60 }));

const OFFER_TERMS = [
  { durationMinutes: 120, priceCents: 14_900 },
  { durationMinutes: 180, priceCents: null },
];

export async function seedDemoBooking(db: Db): Promise<{ offers: number }> {
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.vanityNameLc, SERVICE_MANAGER_DEMO_PROVIDER));
  if (!provider) return { offers: 0 };
  const providerId = provider.id;
  const [existing] = await db
    .select({ id: bookingSettings.providerId })
    .from(bookingSettings)
    .where(eq(bookingSettings.providerId, providerId));
  if (existing) return { offers: 0 };

  const [bookable, technicians, openHours] = await Promise.all([
    db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.providerId, providerId))
      .orderBy(asc(offers.orderNumber), asc(offers.name))
      .limit(OFFER_TERMS.length),
    db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.providerId, providerId), eq(memberships.role, 'technician'))),
    db
      .select({
        weekday: providerOpenHours.weekday,
        opensMinute: providerOpenHours.opensMinute,
        closesMinute: providerOpenHours.closesMinute,
      })
      .from(providerOpenHours)
      .where(eq(providerOpenHours.providerId, providerId)),
  ]);
  const settings = bookingSettingsSchema.parse({
    enabled: true,
    mode: 'windows',
    noticeMinutes: 24 * 60,
    horizonDays: 30,
    approval: 'auto',
  });
  const memberIds = technicians.map((member) => member.userId);
  const listed =
    bookingBlockersOf({ settings, bookableOffers: bookable.length, memberIds, windows: WINDOWS, openHours })
      .length === 0;

  await db.transaction(async (tx) => {
    await tx.insert(bookingSettings).values({
      providerId,
      enabled: settings.enabled,
      mode: settings.mode,
      noticeMinutes: settings.noticeMinutes,
      horizonDays: settings.horizonDays,
      bufferMinutes: settings.bufferMinutes,
      approval: settings.approval,
      refundPolicy: settings.refundPolicy,
      changeCutoffHours: settings.changeCutoffHours,
      listed,
    });
    if (bookable.length > 0)
      await tx.insert(bookingOffers).values(
        bookable.map((offer, index) => ({
          offerId: offer.id,
          providerId,
          ...(OFFER_TERMS[index] ?? { durationMinutes: 120, priceCents: null }),
        })),
      );
    await tx.insert(bookingWindows).values(WINDOWS.map((window) => ({ providerId, ...window })));
    if (memberIds.length > 0)
      await tx.insert(bookingMembers).values(memberIds.map((userId) => ({ providerId, userId })));
  });
  return { offers: bookable.length };
}
