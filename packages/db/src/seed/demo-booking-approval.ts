import { sql } from 'drizzle-orm';
import { providers } from '../schema/index';
import { seedCompanyBooking } from './demo-booking';
import type { Db } from './factories';

/** The demo's second company that books online (issue 34 slice 9): it approves each booking. */
export const APPROVAL_DEMO_PROVIDER = 'hill-country-lawn-and-landscape';

/**
 * Hill Country Lawn & Landscape books online in approval mode: the owner answers each request within 24
 * hours (else the visitor is told and may pick again), one booking a day (one crew), a morning and an
 * afternoon arrival window, two days' notice, 30 days ahead; its first offer takes two hours, priced on
 * site, and the owner takes the visits. The platform gives it the Service Manager, which online booking
 * needs, and the Client Hub, where its clients manage their bookings and pay. Idempotent.
 */
export async function seedDemoApprovalBooking(db: Db): Promise<{ offers: number }> {
  for (const item of ['fsm', 'clientHub'])
    await db
      .update(providers)
      .set({ complimentaryItems: sql`array_append(${providers.complimentaryItems}, ${item})` })
      .where(
        sql`${providers.vanityNameLc} = ${APPROVAL_DEMO_PROVIDER} and not (${item} = any(${providers.complimentaryItems}))`,
      );
  return seedCompanyBooking(db, APPROVAL_DEMO_PROVIDER, {
    settings: {
      enabled: true,
      mode: 'windows',
      noticeMinutes: 48 * 60,
      horizonDays: 30,
      dailyLimit: 1,
      approval: 'approve',
      replyHours: 24,
    },
    offerTerms: [{ durationMinutes: 120, priceCents: null }],
    windows: [
      { startsMinute: 8 * 60, endsMinute: 10 * 60 },
      { startsMinute: 13 * 60, endsMinute: 15 * 60 },
    ],
    takers: 'owner',
  });
}
