import { bookingBlockersOf } from '@porchlight/core/booking/booking-blockers.rules';
import {
  type BookingSettings,
  bookingSettingsSchema,
} from '@porchlight/core/booking/booking-settings.schemas';
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
 * every open day, a day's notice, 30 days ahead, confirmed at once; its first two offers (one priced on
 * site, one at $125 that asks a $25 deposit: 20% of its price, none of a price on site), taken by its
 * technicians. Run after the team exists
 * (demo-schedule.ts); idempotent: nothing happens once the company has booking settings.
 */

const WINDOWS = [
  [8, 10],
  [10, 12],
  [13, 15],
  [15, 17],
].map(([from = 0, to = 0]) => ({ startsMinute: from * 60, endsMinute: to * 60 }));

const OFFER_TERMS = [
  { durationMinutes: 180, priceCents: null },
  { durationMinutes: 120, priceCents: 12_500 },
];

export function seedDemoBooking(db: Db): Promise<{ offers: number }> {
  return seedCompanyBooking(db, SERVICE_MANAGER_DEMO_PROVIDER, {
    settings: {
      enabled: true,
      mode: 'windows',
      noticeMinutes: 24 * 60,
      horizonDays: 30,
      approval: 'auto',
      deposit: { kind: 'percent', percent: 20 },
    },
    offerTerms: OFFER_TERMS,
    windows: WINDOWS,
    takers: 'technician',
  });
}

/**
 * A demo company books online: its first offers with `offerTerms`, the windows, its members of the `takers`
 * role; listed when nothing blocks it. Nothing happens when the company is missing or has booking settings.
 */
export async function seedCompanyBooking(
  db: Db,
  vanityNameLc: string,
  plan: {
    settings: Record<string, unknown>;
    offerTerms: { durationMinutes: number; priceCents: number | null }[];
    windows: { startsMinute: number; endsMinute: number }[];
    takers: 'technician' | 'owner';
  },
): Promise<{ offers: number }> {
  const [provider] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.vanityNameLc, vanityNameLc));
  if (!provider) return { offers: 0 };
  const providerId = provider.id;
  const [existing] = await db
    .select({ id: bookingSettings.providerId })
    .from(bookingSettings)
    .where(eq(bookingSettings.providerId, providerId));
  if (existing) return { offers: 0 };

  const [bookable, takers, openHours] = await Promise.all([
    db
      .select({ id: offers.id })
      .from(offers)
      .where(eq(offers.providerId, providerId))
      .orderBy(asc(offers.orderNumber), asc(offers.name))
      .limit(plan.offerTerms.length),
    db
      .select({ userId: memberships.userId })
      .from(memberships)
      .where(and(eq(memberships.providerId, providerId), eq(memberships.role, plan.takers))),
    db
      .select({
        weekday: providerOpenHours.weekday,
        opensMinute: providerOpenHours.opensMinute,
        closesMinute: providerOpenHours.closesMinute,
      })
      .from(providerOpenHours)
      .where(eq(providerOpenHours.providerId, providerId)),
  ]);
  const settings = bookingSettingsSchema.parse(plan.settings);
  const memberIds = takers.map((member) => member.userId);
  const { windows } = plan;
  const listed =
    bookingBlockersOf({
      settings,
      bookableOffers: bookable.length,
      memberIds,
      windows,
      openHours,
      // The demo's companies take payments on the built-in processor from the start.
      paymentsOn: true,
    }).length === 0;
  await insertBookingTerms(db, {
    providerId,
    settings,
    listed,
    offers: bookable.map((offer, index) => ({
      offerId: offer.id,
      ...(plan.offerTerms[index] ?? { durationMinutes: 120, priceCents: null }),
    })),
    windows,
    memberIds,
  });
  return { offers: bookable.length };
}

/** A demo company's booking settings, offers, windows and members, in one transaction. */
async function insertBookingTerms(
  db: Db,
  terms: {
    providerId: string;
    settings: BookingSettings;
    listed: boolean;
    offers: { offerId: string; durationMinutes: number; priceCents: number | null }[];
    windows: { startsMinute: number; endsMinute: number }[];
    memberIds: string[];
  },
): Promise<void> {
  const { providerId, settings } = terms;
  await db.transaction(async (tx) => {
    await tx.insert(bookingSettings).values({
      providerId,
      enabled: settings.enabled,
      mode: settings.mode,
      noticeMinutes: settings.noticeMinutes,
      horizonDays: settings.horizonDays,
      bufferMinutes: settings.bufferMinutes,
      dailyLimit: settings.dailyLimit,
      approval: settings.approval,
      replyHours: settings.replyHours,
      depositKind: settings.deposit?.kind ?? null,
      depositCents: settings.deposit?.kind === 'fixed' ? settings.deposit.cents : null,
      depositPercent: settings.deposit?.kind === 'percent' ? settings.deposit.percent : null,
      refundPolicy: settings.refundPolicy,
      changeCutoffHours: settings.changeCutoffHours,
      listed: terms.listed,
    });
    if (terms.offers.length > 0)
      await tx.insert(bookingOffers).values(terms.offers.map((offer) => ({ providerId, ...offer })));
    await tx.insert(bookingWindows).values(terms.windows.map((window) => ({ providerId, ...window })));
    if (terms.memberIds.length > 0)
      await tx.insert(bookingMembers).values(terms.memberIds.map((userId) => ({ providerId, userId })));
  });
}
