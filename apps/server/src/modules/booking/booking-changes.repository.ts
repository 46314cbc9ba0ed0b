import type { Executor } from '@porchlight/db/connection';
import { bookings, offers, visits } from '@porchlight/db/schema/index';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BookingRow } from './bookings.repository';

/** Bookings that still hold their visit: requested or confirmed (a held one is paid for at the dialog). */
const CHANGEABLE = ['requested', 'confirmed'] as const;

/**
 * An online booking changed after it was made (plan §2.6): by its client in the hub (cancel, reschedule)
 * or by the pro on the calendar (cancel, move). Every query is scoped by the provider's id.
 */
export function createBookingChangesRepository(db: Executor) {
  return {
    /**
     * The visit's row lock and version: a change waits here for another change of the same visit, then
     * reads the version it left (two reschedules at once: one wins, the other sees a new version).
     */
    async lockVisit(providerId: string, visitId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ version: visits.version })
        .from(visits)
        .where(and(eq(visits.providerId, providerId), eq(visits.id, visitId)))
        .for('update');
      return row?.version;
    },

    /** The booking that holds a visit, with its offer's uri (for the availability of a reschedule). */
    async findByVisit(providerId: string, visitId: string) {
      const [row] = await db
        .select({ booking: bookings, offerUri: offers.nameUri })
        .from(bookings)
        .leftJoin(offers, eq(offers.id, bookings.offerId))
        .where(
          and(
            eq(bookings.providerId, providerId),
            eq(bookings.visitId, visitId),
            inArray(bookings.status, [...CHANGEABLE]),
          ),
        );
      return row;
    },

    /** The bookings holding any of these visits (the hub's job page says which visits were booked online). */
    async listByVisits(providerId: string, visitIds: readonly string[]): Promise<BookingRow[]> {
      if (visitIds.length === 0) return [];
      return db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.providerId, providerId),
            inArray(bookings.visitId, [...visitIds]),
            inArray(bookings.status, [...CHANGEABLE]),
          ),
        );
    },

    /** Cancelled by its client or the pro: a guarded transition, once. */
    async cancel(bookingId: string, endedBy: 'client' | 'provider'): Promise<BookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set({ status: 'cancelled', endedBy, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
        .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...CHANGEABLE])))
        .returning();
      return row;
    },

    /** Its visit moved: the booking's times, day and person follow. */
    async move(
      bookingId: string,
      to: { startsAt: Date; endsAt: Date; localDate: string; memberId: string | null },
    ): Promise<BookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set({ ...to, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
        .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...CHANGEABLE])))
        .returning();
      return row;
    },

    /** The client's ask for another time, kept on the visit's notes where the team reads it. */
    async noteOnVisit(visitId: string, line: string): Promise<void> {
      await db
        .update(visits)
        .set({
          notes: sql`nullif(concat_ws(E'\n', ${visits.notes}, ${line}::text), '')`,
          version: sql`${visits.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(visits.id, visitId));
    },
  };
}

export type BookingChangesRepository = ReturnType<typeof createBookingChangesRepository>;
