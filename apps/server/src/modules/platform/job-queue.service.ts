import { jobQueueMessages as messages } from '@porchlight/core/platform/job-queue.messages';
import type { QueuedJobs, QueuedJobsQuery } from '@porchlight/core/platform/job-queue.schemas';
import { type Principal, requireAdmin } from '../identity/principal';
import { AppError } from './app-error';
import type { JobQueueRepository } from './job-queue.repository';

/**
 * The site's owner reads the job queue (docs/plans/reminders.md §7): what waits, what gave up; and
 * decides about what gave up: retry it or discard it.
 */
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

    /** POST admin/jobs/{jobId}/retry */
    async retry(principal: Principal, { jobId }: { jobId: string }): Promise<void> {
      requireAdmin(principal);
      if (!(await deps.repository.retryFailed(jobId))) throw new AppError('conflict', messages.jobNotFailed);
    },

    /** DELETE admin/jobs/{jobId} */
    async discard(principal: Principal, { jobId }: { jobId: string }): Promise<void> {
      requireAdmin(principal);
      if (!(await deps.repository.discardFailed(jobId)))
        throw new AppError('conflict', messages.jobNotFailed);
    },
  };
}

export type JobQueueService = ReturnType<typeof createJobQueueService>;
