import { BOOKING_LIVE_STATUSES } from '@porchlight/core/booking/booking.constants';
import type { Executor } from '@porchlight/db/connection';
import { bookingDays, bookings, visits } from '@porchlight/db/schema/index';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingValues = Omit<typeof bookings.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** A visitor's online bookings (plan §1.5-1.6, §2.1, §2.3); every query is scoped by the provider's id. */
export function createBookingsRepository(db: Executor) {
  const lock = (key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

  const withWindow = () =>
    db
      .select({ booking: bookings, arrivalWindowMinutes: visits.arrivalWindowMinutes })
      .from(bookings)
      .leftJoin(visits, eq(visits.id, bookings.visitId));

  return {
    /**
     * Takes the idempotency key's turn: a duplicate sent at the same moment (double click, two tabs with
     * one key) waits here for the first to commit, then reads its booking.
     */
    async lockKey(providerId: string, idempotencyKey: string): Promise<void> {
      await lock(`booking-key:${providerId}:${idempotencyKey}`);
    },

    /** One person's bookings with a provider take turns (the client match, the live count). */
    async lockPerson(providerId: string, emailLc: string): Promise<void> {
      await lock(`booking-person:${providerId}:${emailLc}`);
    },

    /** The booking a key made, with its visit's arrival window (for the same answer again). */
    async findByKey(providerId: string, idempotencyKey: string) {
      const [row] = await withWindow().where(
        and(eq(bookings.providerId, providerId), eq(bookings.idempotencyKey, idempotencyKey)),
      );
      return row;
    },

    async find(providerId: string, bookingId: string) {
      const [row] = await withWindow().where(
        and(eq(bookings.providerId, providerId), eq(bookings.id, bookingId)),
      );
      return row;
    },

    /** Upcoming bookings one address holds with the provider that still hold their time. */
    async countLive(providerId: string, emailLc: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ live: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.providerId, providerId),
            eq(bookings.emailLc, emailLc),
            inArray(bookings.status, [...BOOKING_LIVE_STATUSES]),
            gt(bookings.startsAt, now),
          ),
        );
      return row?.live ?? 0;
    },

    /**
     * Counts one more booking on the provider's local date, unless the day already holds `limit`: one
     * statement whose row lock makes it atomic (§2.1), so the database refuses the day's next booking.
     * False when the day is full.
     */
    async countDay(providerId: string, localDate: string, limit: number | null): Promise<boolean> {
      const rows = await db
        .insert(bookingDays)
        .values({ providerId, localDate, booked: 1 })
        .onConflictDoUpdate({
          target: [bookingDays.providerId, bookingDays.localDate],
          set: { booked: sql`${bookingDays.booked} + 1` },
          ...(limit === null ? {} : { setWhere: sql`${bookingDays.booked} < ${limit}` }),
        })
        .returning({ booked: bookingDays.booked });
      return rows.length > 0;
    },

    /**
     * Runs `work` in a savepoint: when it throws, only its own writes are undone and the unit of work
     * goes on (the next member is tried after the exclusion constraint refused one, §2.1).
     */
    async inSavepoint<T>(work: () => Promise<T>): Promise<T> {
      await db.execute(sql`savepoint booking_member`);
      try {
        const result = await work();
        await db.execute(sql`release savepoint booking_member`);
        return result;
      } catch (error) {
        await db.execute(sql`rollback to savepoint booking_member`);
        throw error;
      }
    },

    async insert(values: BookingValues): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      if (!row) throw new Error('booking insert returned no row');
      return row;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
