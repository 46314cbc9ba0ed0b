import type { JobStatus } from '@porchlight/core/service-manager/service-manager.constants';
import type { Executor } from '@porchlight/db/connection';
import {
  bookings,
  clients,
  estimateItems,
  jobs,
  users,
  visitAssignments,
  visitChecklistItems,
  visitInvoices,
  visitPhotos,
  visits,
} from '@porchlight/db/schema/index';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { workItemsWhere } from '../service-manager/estimates.repository';

export type VisitRow = typeof visits.$inferSelect;
export type VisitValues = Partial<
  Omit<typeof visits.$inferInsert, 'id' | 'providerId' | 'jobId' | 'version' | 'createdAt' | 'updatedAt'>
>;

/** A visit with what its answer shows: the job, the client's name and address, who goes, the checklist. */
export interface VisitRecord {
  visit: VisitRow;
  job: { jobNumber: number; title: string };
  client: typeof clients.$inferSelect;
  assignees: { userId: string; firstName: string; lastName: string }[];
  checklist: {
    id: string;
    name: string;
    description: string | null;
    quantityHundredths: number;
    done: boolean;
  }[];
  photos: { number: number; name: string; size: number }[];
  /** An online booking holds the visit's time until its deposit is paid (issue 34 slice 5). */
  depositHeld: boolean;
  /** An approval-mode booking request waits for the pro's answer until then (issue 34 slice 6); else null. */
  replyBy: Date | null;
}

/** The calendar's overlap test: the visit's time range meets [from, to). */
const during = sql`tstzrange(${visits.startsAt}, ${visits.endsAt}, '[)')`;

/** Who goes, by name, in the visit's own row: one query for a week of visits, not one per kind of thing. */
const assigneesOfVisit = sql<VisitRecord['assignees']>`coalesce((
  select json_agg(json_build_object('userId', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
    order by u.first_name, u.last_name)
  from ${visitAssignments} a join ${users} u on u.id = a.user_id
  where a.visit_id = ${visits.id}), '[]'::json)`;

/** The checklist's lines in order, without money. */
const checklistOfVisit = sql<VisitRecord['checklist']>`coalesce((
  select json_agg(json_build_object('id', i.id, 'name', i.name, 'description', i.description,
    'quantityHundredths', i.quantity_hundredths, 'done', i.done_at is not null) order by i.position)
  from ${visitChecklistItems} i
  where i.visit_id = ${visits.id}), '[]'::json)`;

/** The photos taken there, in the order they were added. */
const photosOfVisit = sql<VisitRecord['photos']>`coalesce((
  select json_agg(json_build_object('number', p.photo_number, 'name', p.name, 'size', p.size)
    order by p.photo_number)
  from ${visitPhotos} p
  where p.visit_id = ${visits.id}), '[]'::json)`;

/** The visit's online booking while it is in `status` (bookings.visit_id is unique: at most one). */
const bookingOfVisitIn = (status: 'held' | 'requested') =>
  sql`from ${bookings} b where b.visit_id = ${visits.id} and b.status = ${sql.raw(`'${status}'`)}`;

/** The visit's online booking is held for its deposit: paid, it is confirmed; lapsed, the visit is cancelled. */
const depositHeldOfVisit = sql<boolean>`exists (select 1 ${bookingOfVisitIn('held')})`;

/** The visit's booking request awaits the pro's answer by then: answered, it leaves; unanswered, it expires. */
const replyByOfVisit = sql<Date | null>`(select b.reply_by ${bookingOfVisitIn('requested')})`.mapWith(
  bookings.replyBy,
);

/** A provider's visits; every query is scoped by the provider's id. */
export function createVisitsRepository(db: Executor) {
  function selectVisits() {
    return db
      .select({
        visit: visits,
        job: { jobNumber: jobs.jobNumber, title: jobs.title },
        client: clients,
        assignees: assigneesOfVisit,
        checklist: checklistOfVisit,
        photos: photosOfVisit,
        depositHeld: depositHeldOfVisit,
        replyBy: replyByOfVisit,
      })
      .from(visits)
      .innerJoin(jobs, eq(jobs.id, visits.jobId))
      .innerJoin(clients, eq(clients.id, jobs.clientId));
  }

  return {
    /** The job a visit is planned for: its id, status, estimate and whether it is closed. */
    async findJob(providerId: string, jobNumber: number) {
      const [row] = await db
        .select({ id: jobs.id, status: jobs.status, estimateId: jobs.estimateId })
        .from(jobs)
        .where(and(eq(jobs.providerId, providerId), eq(jobs.jobNumber, jobNumber)));
      return row;
    },

    async insert(providerId: string, jobId: string, values: VisitValues): Promise<string> {
      const [row] = await db
        .insert(visits)
        .values({ ...values, providerId, jobId })
        .returning({ id: visits.id });
      if (!row) throw new Error('visit insert returned no row');
      return row.id;
    },

    /**
     * Changes a visit if it is still at the version the caller read, and moves it to the next; undefined
     * when someone else changed it first (or it is not this provider's).
     */
    async update(providerId: string, visitId: string, version: number, values: VisitValues) {
      const [row] = await db
        .update(visits)
        .set({ ...values, version: sql`${visits.version} + 1`, updatedAt: new Date() })
        .where(and(eq(visits.providerId, providerId), eq(visits.id, visitId), eq(visits.version, version)))
        .returning();
      return row;
    },

    /** Who goes: the list replaces the one before (the database refuses strangers and double bookings). */
    async setAssignees(providerId: string, visitId: string, userIds: readonly string[]): Promise<void> {
      await db.delete(visitAssignments).where(eq(visitAssignments.visitId, visitId));
      if (userIds.length > 0)
        await db.insert(visitAssignments).values(userIds.map((userId) => ({ visitId, providerId, userId })));
    },

    /** The invoice a completed visit made: one per visit (its key refuses a second). */
    async linkInvoice(visitId: string, invoiceId: string): Promise<void> {
      await db.insert(visitInvoices).values({ visitId, invoiceId });
    },

    async isAssigned(visitId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: visitAssignments.userId })
        .from(visitAssignments)
        .where(and(eq(visitAssignments.visitId, visitId), eq(visitAssignments.userId, userId)));
      return row !== undefined;
    },

    /** The estimate's lines (its chosen option's) as the visit's checklist: names and quantities, no money. */
    async copyChecklist(visitId: string, estimateId: string): Promise<void> {
      const lines = await db
        .select({
          id: estimateItems.id,
          position: estimateItems.position,
          name: estimateItems.name,
          description: estimateItems.description,
          quantityHundredths: estimateItems.quantityHundredths,
        })
        .from(estimateItems)
        .where(workItemsWhere(estimateId))
        .orderBy(asc(estimateItems.position));
      if (lines.length > 0)
        await db
          .insert(visitChecklistItems)
          .values(lines.map(({ id, ...line }) => ({ ...line, visitId, estimateItemId: id })));
    },

    /**
     * A checklist line done or not: who ticked it first and when stay while it is ticked again; untick
     * clears them. False when the visit has no such line.
     */
    async tickChecklistItem(visitId: string, itemId: string, done: boolean, userId: string) {
      const rows = await db
        .update(visitChecklistItems)
        .set(
          done
            ? {
                doneAt: sql`coalesce(${visitChecklistItems.doneAt}, now())`,
                doneBy: sql`case when ${visitChecklistItems.doneAt} is null then ${userId}::uuid else ${visitChecklistItems.doneBy} end`,
              }
            : { doneAt: null, doneBy: null },
        )
        .where(and(eq(visitChecklistItems.visitId, visitId), eq(visitChecklistItems.id, itemId)))
        .returning({ id: visitChecklistItems.id });
      return rows.length > 0;
    },

    async find(providerId: string, visitId: string): Promise<VisitRecord | undefined> {
      const [record] = await selectVisits().where(
        and(eq(visits.providerId, providerId), eq(visits.id, visitId)),
      );
      return record;
    },

    async listOfJob(providerId: string, jobId: string): Promise<VisitRecord[]> {
      return selectVisits()
        .where(and(eq(visits.providerId, providerId), eq(visits.jobId, jobId)))
        .orderBy(sql`${visits.startsAt} asc nulls last`, asc(visits.createdAt));
    },

    /** The timed visits of these jobs that count (not cancelled or skipped), in time order: the Client Hub's. */
    async listOfJobs(providerId: string, jobIds: readonly string[]): Promise<VisitRecord[]> {
      if (jobIds.length === 0) return [];
      return selectVisits()
        .where(
          and(
            eq(visits.providerId, providerId),
            inArray(visits.jobId, [...jobIds]),
            sql`${visits.startsAt} is not null and ${visits.status} not in ('cancelled', 'skipped')`,
          ),
        )
        .orderBy(asc(visits.startsAt));
    },

    /**
     * The timed visits meeting [from, to), for the team or those one member goes to; cancelled ones
     * only when asked (a calendar feed shows them cancelled, so subscribers drop them).
     */
    async listInRange(
      providerId: string,
      range: { from: Date; to: Date; memberId?: string; withCancelled?: boolean },
    ) {
      return selectVisits()
        .where(
          and(
            eq(visits.providerId, providerId),
            sql`${visits.startsAt} is not null`,
            range.withCancelled ? undefined : sql`${visits.status} <> 'cancelled'`,
            sql`${during} && tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz, '[)')`,
            range.memberId
              ? sql`exists (select 1 from ${visitAssignments} where ${visitAssignments.visitId} = ${visits.id} and ${visitAssignments.userId} = ${range.memberId})`
              : undefined,
          ),
        )
        .orderBy(asc(visits.startsAt));
    },

    /** What the job's status follows: each visit's status and whether it is timed. */
    async statesOfJob(jobId: string) {
      return db
        .select({ status: visits.status, timed: sql<boolean>`${visits.startsAt} is not null` })
        .from(visits)
        .where(eq(visits.jobId, jobId));
    },

    /** The job's status and start date as its visits have them now. */
    async setJobSchedule(jobId: string, status: JobStatus): Promise<void> {
      await db
        .update(jobs)
        .set({
          status,
          // The first timed visit's date in the provider's zone (the jobs list sorts and shows it).
          startDate: sql`(select min((${visits.startsAt} at time zone p.time_zone)::date)
            from ${visits} join providers p on p.id = ${visits.providerId}
            where ${visits.jobId} = ${jobId} and ${visits.status} not in ('cancelled', 'skipped'))`,
          updatedAt: new Date(),
        })
        .where(eq(jobs.id, jobId));
    },
  };
}

export type VisitsRepository = ReturnType<typeof createVisitsRepository>;
