import { jobQueueMessages as messages } from '@porchlight/core/platform/job-queue.messages';
import type {
  FailedDeliveries,
  FailedDeliveriesQuery,
  QueuedJobs,
  QueuedJobsQuery,
} from '@porchlight/core/platform/job-queue.schemas';
import { type Principal, requireAdmin } from '../identity/principal';
import { AppError } from './app-error';
import type { JobQueueRepository } from './job-queue.repository';
import type { OutboxRepository } from './outbox.repository';
import type { UnitOfWork } from './unit-of-work';

/**
 * The site's owner reads the job queue (docs/plans/reminders.md §7): what waits, what gave up; and
 * decides about what gave up: retry it or discard it.
 */
export function createJobQueueService(deps: {
  repository: JobQueueRepository;
  outbox: Pick<OutboxRepository, 'listFailed'>;
  unitOfWork: UnitOfWork;
}) {
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

    /** GET admin/deliveries: the outbox's rows out of attempts, beside the jobs (plan §7). */
    async listFailedDeliveries(
      principal: Principal,
      query: FailedDeliveriesQuery,
    ): Promise<FailedDeliveries> {
      requireAdmin(principal);
      const { rows, total } = await deps.outbox.listFailed(query.first, query.rows);
      return {
        deliveries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        totalRecords: total,
      };
    },

    /** POST admin/deliveries/{deliveryId}/retry */
    async retryDelivery(principal: Principal, { deliveryId }: { deliveryId: string }): Promise<void> {
      requireAdmin(principal);
      // Announced on commit, so every process's outbox worker wakes for it rather than at its next poll.
      const retried = await deps.unitOfWork(async (repositories) => {
        if (!(await repositories.outbox.retryFailed(deliveryId))) return false;
        await repositories.events.publish('outbox.queued', {});
        return true;
      });
      if (!retried) throw new AppError('conflict', messages.deliveryNotFailed);
    },
  };
}

export type JobQueueService = ReturnType<typeof createJobQueueService>;
