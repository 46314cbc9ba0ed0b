import type { QueuedJobs, QueuedJobsQuery } from '@porchlight/core/platform/job-queue.schemas';
import { type Principal, requireAdmin } from '../identity/principal';
import type { JobQueueRepository } from './job-queue.repository';

/** The site's owner reads the job queue (docs/plans/reminders.md §7): what waits, what gave up. */
export function createJobQueueService(deps: { repository: JobQueueRepository }) {
  return {
    /** GET admin/jobs */
    async list(principal: Principal, query: QueuedJobsQuery): Promise<QueuedJobs> {
      requireAdmin(principal);
      const { rows, total } = await deps.repository.list(query);
      return {
        jobs: rows.map((job) => ({ ...job, runAt: job.runAt.toISOString() })),
        totalRecords: total,
      };
    },
  };
}

export type JobQueueService = ReturnType<typeof createJobQueueService>;
