import type { Executor } from '@porchlight/db/connection';
import {
  estimateItems,
  jobs,
  seriesInvoices,
  visitAssignments,
  visitChecklistItems,
  visitInvoices,
  visitSeries,
  visitSeriesAssignees,
  visits,
} from '@porchlight/db/schema/index';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { workItemsWhere } from '../service-manager/estimates.repository';

export type SeriesValues = Omit<
  typeof visitSeries.$inferInsert,
  'id' | 'providerId' | 'jobId' | 'version' | 'createdAt' | 'updatedAt'
>;

/** A series' rows: the rule, who goes, and its visits made ahead (one per date, whatever retries). */
export function createSeriesRepository(db: Executor) {
  return {
    async insert(
      providerId: string,
      jobId: string,
      values: SeriesValues,
      assigneeIds: readonly string[],
    ): Promise<string> {
      const [row] = await db
        .insert(visitSeries)
        .values({ ...values, providerId, jobId })
        .returning({ id: visitSeries.id });
      if (!row) throw new Error('series insert returned no row');
      if (assigneeIds.length > 0)
        await db
          .insert(visitSeriesAssignees)
          .values(assigneeIds.map((userId) => ({ seriesId: row.id, providerId, userId })));
      return row.id;
    },

    /** The series' visits for these dates; a date that has one already keeps it (unique per series and date). */
    async insertVisits(
      providerId: string,
      jobId: string,
      seriesId: string,
      occurrences: readonly {
        occurrenceDate: string;
        start: Date;
        end: Date;
        arrivalWindowMinutes: number | null;
      }[],
    ) {
      if (occurrences.length === 0) return [];
      return db
        .insert(visits)
        .values(
          occurrences.map(({ occurrenceDate, start, end, arrivalWindowMinutes }) => ({
            providerId,
            jobId,
            seriesId,
            occurrenceDate,
            startsAt: start,
            endsAt: end,
            arrivalWindowMinutes,
          })),
        )
        .onConflictDoNothing({ target: [visits.seriesId, visits.occurrenceDate] })
        .returning({ id: visits.id, occurrenceDate: visits.occurrenceDate, startsAt: visits.startsAt });
    },

    /** Each new visit's checklist: the estimate's lines (names and quantities, no money), in one statement. */
    async copyChecklist(visitIds: readonly string[], estimateId: string): Promise<void> {
      if (visitIds.length === 0) return;
      await db.insert(visitChecklistItems).select(
        db
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            visitId: visits.id,
            position: estimateItems.position,
            name: estimateItems.name,
            description: estimateItems.description,
            quantityHundredths: estimateItems.quantityHundredths,
            estimateItemId: estimateItems.id,
            doneAt: sql`null`.as('done_at'),
            doneBy: sql`null`.as('done_by'),
          })
          .from(visits)
          .innerJoin(estimateItems, workItemsWhere(estimateId))
          .where(inArray(visits.id, [...visitIds])),
      );
    },

    async assign(providerId: string, pairs: readonly { visitId: string; userId: string }[]): Promise<void> {
      if (pairs.length > 0)
        await db.insert(visitAssignments).values(pairs.map((pair) => ({ ...pair, providerId })));
    },

    /**
     * The times these people are already at a visit (with its buffer after) within [from, to): a series
     * leaves them off those dates. The range is the exclusion's own expression, so its gist index serves it.
     */
    async busyTimes(userIds: readonly string[], from: Date, to: Date) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: visitAssignments.userId,
          startsAt: visitAssignments.startsAt,
          endsAt: visitAssignments.blockedUntil,
        })
        .from(visitAssignments)
        .where(
          and(
            inArray(visitAssignments.userId, [...userIds]),
            sql`${visitAssignments.active}`,
            sql`tstzrange(${visitAssignments.startsAt}, ${visitAssignments.blockedUntil}, '[)') && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`,
          ),
        );
    },

    /** The series' visits after a date still to do and not edited on their own: what 'this and following' moves. */
    async followingVisits(seriesId: string, afterDate: string) {
      return db
        .select({ id: visits.id, startsAt: visits.startsAt, endsAt: visits.endsAt })
        .from(visits)
        .where(
          and(
            eq(visits.seriesId, seriesId),
            sql`${visits.occurrenceDate} > ${afterDate}::date`,
            eq(visits.status, 'scheduled'),
            eq(visits.detached, false),
          ),
        );
    },

    async moveVisit(visitId: string, startsAt: Date, endsAt: Date): Promise<void> {
      await db
        .update(visits)
        .set({ startsAt, endsAt, version: sql`${visits.version} + 1`, updatedAt: new Date() })
        .where(eq(visits.id, visitId));
    },

    /** The series' time of day and length from here on (the rule's later visits are made with them). */
    async retime(seriesId: string, timeOfDay: string, durationMinutes: number): Promise<void> {
      await db
        .update(visitSeries)
        .set({
          startsLocal: sql`left(${visitSeries.startsLocal}, 11) || ${timeOfDay}`,
          durationMinutes,
          version: sql`${visitSeries.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(visitSeries.id, seriesId));
    },

    async setAssignees(providerId: string, seriesId: string, userIds: readonly string[]): Promise<void> {
      await db.delete(visitSeriesAssignees).where(eq(visitSeriesAssignees.seriesId, seriesId));
      if (userIds.length > 0)
        await db
          .insert(visitSeriesAssignees)
          .values(userIds.map((userId) => ({ seriesId, providerId, userId })));
    },

    /**
     * The series with its job and people, its row locked for the caller's unit of work: an extension or a
     * month's invoice waits for an edit of the series in flight (and the edit for them).
     */
    async lockForWork(seriesId: string) {
      const [row] = await db
        .select({
          id: visitSeries.id,
          providerId: visitSeries.providerId,
          rrule: visitSeries.rrule,
          startsLocal: visitSeries.startsLocal,
          timeZone: visitSeries.timeZone,
          durationMinutes: visitSeries.durationMinutes,
          arrivalWindowMinutes: visitSeries.arrivalWindowMinutes,
          invoicing: visitSeries.invoicing,
          materializedThrough: visitSeries.materializedThrough,
          endedOn: visitSeries.endedOn,
          job: { id: jobs.id, jobNumber: jobs.jobNumber, status: jobs.status, estimateId: jobs.estimateId },
        })
        .from(visitSeries)
        .innerJoin(jobs, eq(jobs.id, visitSeries.jobId))
        .where(eq(visitSeries.id, seriesId))
        .for('update', { of: visitSeries });
      if (!row) return undefined;
      const assignees = await db
        .select({ userId: visitSeriesAssignees.userId })
        .from(visitSeriesAssignees)
        .where(eq(visitSeriesAssignees.seriesId, seriesId));
      return { ...row, assigneeIds: assignees.map((assignee) => assignee.userId) };
    },

    /**
     * Live series whose visits stop before `horizon` (a local date): not ended, job not closed, a rule
     * without an UNTIL already passed. A COUNT rule used up is found too, and its extension makes nothing.
     */
    async dueForExtension(horizon: string): Promise<string[]> {
      const rows = await db
        .select({ id: visitSeries.id })
        .from(visitSeries)
        .innerJoin(jobs, eq(jobs.id, visitSeries.jobId))
        .where(
          and(
            sql`${visitSeries.materializedThrough} < ${horizon}::date`,
            sql`${visitSeries.endedOn} is null`,
            sql`${jobs.status} <> 'closed'`,
            sql`coalesce(to_date(substring(${visitSeries.rrule} from 'UNTIL=([0-9]{8})'), 'YYYYMMDD') > ${visitSeries.materializedThrough}, true)`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Monthly-invoiced series still running (not ended, job not closed), with their zones. */
    async liveMonthlySeries() {
      return db
        .select({ id: visitSeries.id, timeZone: visitSeries.timeZone })
        .from(visitSeries)
        .innerJoin(jobs, eq(jobs.id, visitSeries.jobId))
        .where(
          and(
            eq(visitSeries.invoicing, 'monthly'),
            sql`${visitSeries.endedOn} is null`,
            sql`${jobs.status} <> 'closed'`,
          ),
        );
    },

    /** How the series of this visit is invoiced ('none' for a visit of no series). */
    async invoicingOfVisit(visitId: string) {
      const [row] = await db
        .select({ invoicing: visitSeries.invoicing })
        .from(visits)
        .innerJoin(visitSeries, eq(visitSeries.id, visits.seriesId))
        .where(eq(visits.id, visitId));
      return row?.invoicing ?? 'none';
    },

    /**
     * The series' completed visits starting in `month` ('YYYY-MM') on the series' wall clock that no
     * invoice of their own billed (a visit completed with "Create invoice"), soonest first.
     */
    async completedInMonth(seriesId: string, month: string, timeZone: string) {
      return db
        .select({ id: visits.id, startsAt: visits.startsAt })
        .from(visits)
        .leftJoin(visitInvoices, eq(visitInvoices.visitId, visits.id))
        .where(
          and(
            eq(visits.seriesId, seriesId),
            eq(visits.status, 'completed'),
            sql`${visitInvoices.visitId} is null`,
            sql`to_char(${visits.startsAt} at time zone ${timeZone}, 'YYYY-MM') = ${month}`,
          ),
        )
        .orderBy(visits.startsAt);
    },

    async monthInvoiced(seriesId: string, billingMonth: string): Promise<boolean> {
      const rows = await db
        .select({ invoiceId: seriesInvoices.invoiceId })
        .from(seriesInvoices)
        .where(and(eq(seriesInvoices.seriesId, seriesId), eq(seriesInvoices.billingMonth, billingMonth)));
      return rows.length > 0;
    },

    async recordMonthInvoice(seriesId: string, billingMonth: string, invoiceId: string): Promise<void> {
      await db.insert(seriesInvoices).values({ seriesId, billingMonth, invoiceId });
    },

    async setMaterializedThrough(seriesId: string, date: string): Promise<void> {
      await db
        .update(visitSeries)
        .set({ materializedThrough: date, updatedAt: new Date() })
        .where(sql`${visitSeries.id} = ${seriesId}`);
    },
  };
}

export type SeriesRepository = ReturnType<typeof createSeriesRepository>;
