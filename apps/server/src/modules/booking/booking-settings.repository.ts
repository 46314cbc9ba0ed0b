import type { BookingDeposit, BookingSettings } from '@porchlight/core/booking/booking-settings.schemas';
import type { Executor } from '@porchlight/db/connection';
import {
  bookingMembers,
  bookingOffers,
  bookingSettings,
  bookingWindows,
  offers,
} from '@porchlight/db/schema/index';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

type SettingsRow = typeof bookingSettings.$inferSelect;

export function depositOf(
  row: Pick<SettingsRow, 'depositKind' | 'depositCents' | 'depositPercent'>,
): BookingDeposit | null {
  if (row.depositKind === 'fixed' && row.depositCents !== null)
    return { kind: 'fixed', cents: row.depositCents };
  if (row.depositKind === 'percent' && row.depositPercent !== null)
    return { kind: 'percent', percent: row.depositPercent };
  return null;
}

/** The stored row in the API's shape (the checks pair the columns as the core schema pairs the fields). */
export function settingsOf(row: SettingsRow): BookingSettings {
  return {
    enabled: row.enabled,
    mode: row.mode,
    startStepMinutes: row.startStepMinutes as BookingSettings['startStepMinutes'],
    noticeMinutes: row.noticeMinutes,
    horizonDays: row.horizonDays,
    bufferMinutes: row.bufferMinutes,
    dailyLimit: row.dailyLimit,
    approval: row.approval,
    replyHours: row.replyHours as BookingSettings['replyHours'],
    deposit: depositOf(row),
    refundPolicy: row.refundPolicy,
    changeCutoffHours: row.changeCutoffHours,
  };
}

function columnsOf(settings: BookingSettings) {
  return {
    enabled: settings.enabled,
    mode: settings.mode,
    startStepMinutes: settings.startStepMinutes,
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
  };
}

/** Online booking's settings (issue 34, plan §1.1-1.2): one row per provider, its offers, windows, members. */
export function createBookingSettingsRepository(db: Executor) {
  return {
    /** The row, locked for the caller's unit of work when `forUpdate` (a save compares its version). */
    async find(providerId: string, forUpdate = false): Promise<SettingsRow | undefined> {
      const query = db.select().from(bookingSettings).where(eq(bookingSettings.providerId, providerId));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** Makes the provider's row (the defaults, off, version 0) if missing, so a first save has a row to lock. */
    async ensure(providerId: string) {
      await db.insert(bookingSettings).values({ providerId }).onConflictDoNothing();
    },

    /** Every offer of the provider, with its booking terms when it is bookable. */
    async listOffers(providerId: string) {
      return db
        .select({
          offerId: offers.id,
          name: offers.name,
          durationMinutes: bookingOffers.durationMinutes,
          priceCents: bookingOffers.priceCents,
        })
        .from(offers)
        .leftJoin(bookingOffers, eq(bookingOffers.offerId, offers.id))
        .where(eq(offers.providerId, providerId))
        .orderBy(asc(offers.name), asc(offers.id));
    },

    async countOffersOf(providerId: string, offerIds: readonly string[]): Promise<number> {
      if (offerIds.length === 0) return 0;
      const rows = await db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.providerId, providerId), inArray(offers.id, [...offerIds])));
      return rows.length;
    },

    async listWindows(providerId: string) {
      return db
        .select({ startsMinute: bookingWindows.startsMinute, endsMinute: bookingWindows.endsMinute })
        .from(bookingWindows)
        .where(eq(bookingWindows.providerId, providerId))
        .orderBy(asc(bookingWindows.startsMinute));
    },

    async listMemberIds(providerId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: bookingMembers.userId })
        .from(bookingMembers)
        .where(eq(bookingMembers.providerId, providerId))
        .orderBy(asc(bookingMembers.userId));
      return rows.map((row) => row.userId);
    },

    /** Writes the settings with the next version (the caller compared the version under the row lock). */
    async save(providerId: string, settings: BookingSettings, version: number, listed: boolean) {
      const values = { ...columnsOf(settings), listed, version, updatedAt: new Date() };
      const [row] = await db
        .insert(bookingSettings)
        .values({ providerId, ...values })
        .onConflictDoUpdate({ target: bookingSettings.providerId, set: values })
        .returning();
      return row as SettingsRow;
    },

    /**
     * Stores search's next window (§2.7) and says whether it moved (start or length), so a card page is
     * refreshed only then. `next_computed_at` is written every time: the periodic net reads its age.
     */
    async saveNextWindow(
      providerId: string,
      next: { startsAt: Date; windowMinutes: number | null } | null,
      computedAt: Date,
    ): Promise<boolean> {
      const result = await db.execute(sql`with before as (
          select next_starts_at, next_window_minutes from booking_settings where provider_id = ${providerId} for update)
        update booking_settings s set next_starts_at = ${next?.startsAt.toISOString() ?? null}::timestamptz,
          next_window_minutes = ${next?.windowMinutes ?? null}::smallint, next_computed_at = ${computedAt.toISOString()}::timestamptz
          from before b where s.provider_id = ${providerId}
        returning (b.next_starts_at is distinct from s.next_starts_at
          or b.next_window_minutes is distinct from s.next_window_minutes) as changed`);
      return (result.rows[0] as { changed?: boolean } | undefined)?.changed === true;
    },

    /**
     * Listed providers whose next window is due a refresh (the periodic net): never computed, computed over
     * an hour ago (a manual visit or time off moved it since), or now inside the notice.
     */
    async staleNextWindows(now: Date, limit: number): Promise<string[]> {
      const rows = await db.execute<{ providerId: string }>(sql`
        select provider_id as "providerId" from booking_settings
        where enabled and listed and (next_computed_at is null
          or next_computed_at < ${now.toISOString()}::timestamptz - interval '1 hour'
          or next_starts_at < ${now.toISOString()}::timestamptz + make_interval(mins => notice_minutes))
        order by next_computed_at nulls first limit ${limit}`);
      return rows.rows.map((row) => row.providerId);
    },

    /** Replaces the bookable offers, windows and members with the ones sent. */
    async replaceTerms(
      providerId: string,
      terms: {
        offers: readonly { offerId: string; durationMinutes: number; priceCents: number | null }[];
        windows: readonly { startsMinute: number; endsMinute: number }[];
        memberIds: readonly string[];
      },
    ) {
      await db.delete(bookingOffers).where(eq(bookingOffers.providerId, providerId));
      await db.delete(bookingWindows).where(eq(bookingWindows.providerId, providerId));
      await db.delete(bookingMembers).where(eq(bookingMembers.providerId, providerId));
      if (terms.offers.length > 0)
        await db.insert(bookingOffers).values(terms.offers.map((offer) => ({ ...offer, providerId })));
      if (terms.windows.length > 0)
        await db.insert(bookingWindows).values(terms.windows.map((window) => ({ ...window, providerId })));
      if (terms.memberIds.length > 0)
        await db.insert(bookingMembers).values(terms.memberIds.map((userId) => ({ userId, providerId })));
    },
  };
}

export type BookingSettingsRepository = ReturnType<typeof createBookingSettingsRepository>;
