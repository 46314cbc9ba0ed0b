import type { PageRequest } from '@porchlight/core/service-manager/paging.schemas';
import type { JOB_SORT_FIELDS, JobStatus } from '@porchlight/core/service-manager/service-manager.constants';
import type { Executor } from '@porchlight/db/connection';
import { clients, estimates, invoices, jobs, visits } from '@porchlight/db/schema/index';
import { and, count, eq, sql } from 'drizzle-orm';
import { orderOf } from './paging.repository';

export type JobRow = typeof jobs.$inferSelect;
export type JobValues = Omit<
  typeof jobs.$inferInsert,
  'id' | 'providerId' | 'jobNumber' | 'createdAt' | 'updatedAt'
>;

/** A job's total: its invoices' totals, or the estimate it carries out while it has no invoice. */
const jobTotal = sql<number>`coalesce(
  (select sum(${invoices.total}) from ${invoices} where ${invoices.jobId} = ${jobs.id}),
  ${estimates.total},
  0)::bigint`.mapWith(Number);

/** Whether the job has visits, so its status follows them (issue 33). */
const followsVisits = sql<boolean>`exists (select 1 from ${visits} where ${visits.jobId} = ${jobs.id})`;

/** What a list may be narrowed to: a status, one client (the Client Hub). */
export interface JobFilter extends PageRequest<(typeof JOB_SORT_FIELDS)[number]> {
  status?: JobStatus;
  clientId?: string;
}

const sortColumns = {
  jobNumber: jobs.jobNumber,
  startDate: jobs.startDate,
  status: jobs.status,
  total: jobTotal,
} as const;

/** A provider's jobs; every query is scoped by the provider's id. */
export function createJobsRepository(db: Executor) {
  function selectJobs() {
    return db
      .select({
        job: jobs,
        client: clients,
        total: jobTotal,
        estimateNumber: estimates.estimateNumber,
        followsVisits,
      })
      .from(jobs)
      .innerJoin(clients, eq(clients.id, jobs.clientId))
      .leftJoin(estimates, eq(estimates.id, jobs.estimateId));
  }

  return {
    async list(providerId: string, query: JobFilter) {
      const where = and(
        eq(jobs.providerId, providerId),
        query.status ? eq(jobs.status, query.status) : undefined,
        query.clientId ? eq(jobs.clientId, query.clientId) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        selectJobs()
          .where(where)
          .orderBy(...orderOf(sortColumns[query.sortField], query.sortOrder, jobs.jobNumber))
          .offset(query.first)
          .limit(query.rows),
        db.select({ value: count() }).from(jobs).where(where),
      ]);
      return { rows, total: counted?.value ?? 0 };
    },

    async find(providerId: string, jobNumber: number) {
      const [row] = await selectJobs().where(
        and(eq(jobs.providerId, providerId), eq(jobs.jobNumber, jobNumber)),
      );
      return row;
    },

    async findIdByNumber(providerId: string, jobNumber: number): Promise<string | undefined> {
      const [row] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.providerId, providerId), eq(jobs.jobNumber, jobNumber)));
      return row?.id;
    },

    async insert(providerId: string, jobNumber: number, values: JobValues): Promise<void> {
      await db.insert(jobs).values({ ...values, providerId, jobNumber });
    },

    async update(providerId: string, jobNumber: number, values: Partial<JobValues>): Promise<boolean> {
      const updated = await db
        .update(jobs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(jobs.providerId, providerId), eq(jobs.jobNumber, jobNumber)))
        .returning({ id: jobs.id });
      return updated.length > 0;
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
