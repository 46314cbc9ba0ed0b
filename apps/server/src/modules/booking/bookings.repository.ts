import { BOOKING_LIVE_STATUSES } from '@porchlight/core/booking/booking.constants';
import type { Executor } from '@porchlight/db/connection';
import { bookingDays, bookings, invoices, messageTestClocks, visits } from '@porchlight/db/schema/index';
import { and, asc, count, eq, gt, inArray, lte, notInArray, or, sql } from 'drizzle-orm';

export type BookingRow = typeof bookings.$inferSelect;
/** How a booking request ends when the pro answers it or its deadline passes (plan §2.3). */
export type RequestOutcome = 'confirmed' | 'declined' | 'expired';

export type BookingValues = Omit<typeof bookings.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** Real time plus the booking's provider's test offset (its message clock), for a join on message_test_clocks. */
const providerClockAt = (realNow: Date) =>
  sql`(${realNow.toISOString()}::timestamptz + make_interval(secs => coalesce(${messageTestClocks.offsetMs}, 0) / 1000.0))`;

/** A visitor's online bookings (plan §1.5-1.6, §2.1, §2.3); every query is scoped by the provider's id. */
export function createBookingsRepository(db: Executor) {
  const lock = (key: string) => db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

  const withWindow = () =>
    db
      .select({ booking: bookings, arrivalWindowMinutes: visits.arrivalWindowMinutes })
      .from(bookings)
      .leftJoin(visits, eq(visits.id, bookings.visitId));

  /** A request past its reply_by, or a hold past its end, at `now`: expired once (a guarded transition). */
  async function expireOverdue(
    bookingId: string,
    now: Date,
    from: 'requested' | 'held',
  ): Promise<BookingRow | undefined> {
    const due = from === 'requested' ? bookings.replyBy : bookings.holdExpiresAt;
    const [row] = await db
      .update(bookings)
      .set({
        status: 'expired',
        endedBy: from === 'requested' ? 'deadline' : 'hold',
        version: sql`${bookings.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, from), lte(due, now)))
      .returning();
    return row;
  }

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

    /**
     * The pro's answer, a guarded transition (plan §2.3): only a request still open at `now` and at the
     * version the pro read moves; of two answers at once, or an answer against the deadline, one wins.
     */
    async answer(input: {
      providerId: string;
      bookingId: string;
      version: number;
      to: 'confirmed' | 'declined';
      now: Date;
    }): Promise<BookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set({
          status: input.to,
          endedBy: input.to === 'declined' ? 'provider' : null,
          version: sql`${bookings.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(bookings.providerId, input.providerId),
            eq(bookings.id, input.bookingId),
            eq(bookings.status, 'requested'),
            eq(bookings.version, input.version),
            gt(bookings.replyBy, input.now),
          ),
        )
        .returning();
      return row;
    },

    /** The deadline's transition: only a request whose reply_by has passed at `now` expires, once. */
    expire: (bookingId: string, now: Date) => expireOverdue(bookingId, now, 'requested'),

    /** A hold that ran out unpaid at `now` (the processor asked first): expired by the hold, once. */
    lapseHold: (bookingId: string, now: Date) => expireOverdue(bookingId, now, 'held'),

    /** The provider's requests whose deadline has passed at `now` (the lazy expiry, plan §2.4). */
    async dueRequestIds(providerId: string, now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.providerId, providerId),
            eq(bookings.status, 'requested'),
            lte(bookings.replyBy, now),
          ),
        )
        .orderBy(asc(bookings.id));
      return rows.map((row) => row.id);
    },

    /**
     * Requests past their deadline at any provider, each on its provider's message clock (real time plus
     * its test offset): the periodic net under the deadline jobs (plan §2.4).
     */
    async dueRequestIdsEverywhere(realNow: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .leftJoin(messageTestClocks, eq(messageTestClocks.providerId, bookings.providerId))
        .where(and(eq(bookings.status, 'requested'), sql`${bookings.replyBy} <= ${providerClockAt(realNow)}`))
        .orderBy(asc(bookings.replyBy))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Requests awaiting the pro's reply at `now`, soonest deadline first. */
    async listOpenRequests(providerId: string, now: Date) {
      return withWindow()
        .where(
          and(
            eq(bookings.providerId, providerId),
            eq(bookings.status, 'requested'),
            gt(bookings.replyBy, now),
          ),
        )
        .orderBy(asc(bookings.replyBy), asc(bookings.id));
    },

    async findById(bookingId: string) {
      const [row] = await withWindow().where(eq(bookings.id, bookingId));
      return row;
    },

    /** A declined or expired booking's visit: cancelled, which frees its person (the assignment goes inactive). */
    async cancelVisit(visitId: string): Promise<void> {
      await db
        .update(visits)
        .set({ status: 'cancelled', version: sql`${visits.version} + 1`, updatedAt: new Date() })
        .where(and(eq(visits.id, visitId), notInArray(visits.status, ['completed', 'cancelled', 'skipped'])));
    },

    /** One booking fewer on the day (a request declined or expired). */
    async uncountDay(providerId: string, localDate: string): Promise<void> {
      await db
        .update(bookingDays)
        .set({ booked: sql`greatest(${bookingDays.booked} - 1, 0)` })
        .where(and(eq(bookingDays.providerId, providerId), eq(bookingDays.localDate, localDate)));
    },

    /** The booking whose deposit an invoice asks (plan §2.3), with its visit's arrival window. */
    async findByInvoice(invoiceId: string) {
      const [row] = await withWindow().where(eq(bookings.invoiceId, invoiceId));
      return row;
    },

    /**
     * The deposit was recorded: a held booking becomes requested (with its reply deadline) or confirmed,
     * once; a second report of the same payment finds it no longer held and moves nothing.
     */
    async settleHold(
      bookingId: string,
      to: { status: 'requested'; replyBy: Date } | { status: 'confirmed' },
    ): Promise<BookingRow | undefined> {
      const [row] = await db
        .update(bookings)
        .set({
          status: to.status,
          replyBy: to.status === 'requested' ? to.replyBy : null,
          version: sql`${bookings.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'held')))
        .returning();
      return row;
    },

    /** What of the deposit goes back (the refund's outbox row carries it out). */
    async setRefund(bookingId: string, refundCents: number): Promise<void> {
      await db.update(bookings).set({ refundCents, updatedAt: new Date() }).where(eq(bookings.id, bookingId));
    },

    /** A lapsed hold's Draft deposit invoice says why it stays a Draft (its number is kept: no gaps). */
    async noteInvoice(invoiceId: string, notes: string): Promise<void> {
      await db.update(invoices).set({ notes, updatedAt: new Date() }).where(eq(invoices.id, invoiceId));
    },

    /**
     * Held bookings to settle (plan §2.3 recovery): those whose hold has passed on their provider's
     * clock, and those held over `stuckAfterMs` (a payment taken while the process died is found).
     */
    async heldToSettle(realNow: Date, stuckAfterMs: number, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .leftJoin(messageTestClocks, eq(messageTestClocks.providerId, bookings.providerId))
        .where(
          and(
            eq(bookings.status, 'held'),
            or(
              sql`${bookings.holdExpiresAt} <= ${providerClockAt(realNow)}`,
              lte(bookings.createdAt, new Date(realNow.getTime() - stuckAfterMs)),
            ),
          ),
        )
        .orderBy(asc(bookings.holdExpiresAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async insert(values: BookingValues): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      if (!row) throw new Error('booking insert returned no row');
      return row;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
