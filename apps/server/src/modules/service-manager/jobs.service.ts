import { jobStatusChoices, jobStatusOf } from '@porchlight/core/scheduling/job-status.rules';
import type { Job, JobListQuery, JobRequest, JobUpdate } from '@porchlight/core/service-manager/jobs.schemas';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { requestReview } from '../messaging/review-requests';
import { planJobVisitMessages } from '../messaging/visit-messages';
import { AppError } from '../platform/app-error';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { clientMissing, withClientCheck } from './estimates.service';
import type { JobsRepository } from './jobs.repository';
import { toJob } from './service-manager.answers';
import { serviceManagerProvider } from './service-manager-access';

type Owned<T> = T & { vanityName: string };

async function answer(repositories: Repositories, providerId: string, jobNumber: number): Promise<Job> {
  const row = await repositories.jobs.find(providerId, jobNumber);
  if (!row) throw new Error(`job #${jobNumber} vanished`);
  return toJob(row);
}

/** The provider's jobs (spec 3 §3 "Job", §7 "GET provider/jobs"), numbered per provider. */
export function createJobsService(deps: {
  access: Access;
  repository: JobsRepository;
  unitOfWork: UnitOfWork;
}) {
  const { repository } = deps;
  const providerOf = serviceManagerProvider(deps.access);

  return {
    async list(principal: Principal, query: JobListQuery) {
      const provider = await providerOf(principal, query.vanityName);
      const { rows, total } = await repository.list(provider.id, query);
      return { jobs: rows.map(toJob), totalRecords: total };
    },

    async create(principal: Principal, { vanityName, body }: Owned<{ body: JobRequest }>): Promise<Job> {
      const provider = await providerOf(principal, vanityName);
      return withClientCheck(() =>
        deps.unitOfWork(async (repositories) => {
          if (!(await repositories.clients.find(provider.id, body.clientId))) throw clientMissing();
          let estimateId: string | null = null;
          if (body.estimateNumber !== null) {
            estimateId =
              (await repositories.estimates.findIdByNumber(provider.id, body.estimateNumber)) ?? null;
            if (!estimateId)
              throw new AppError('badRequest', messages.estimateNotFound, {
                estimateNumber: messages.estimateNotFound,
              });
          }
          const jobNumber = await repositories.counters.next(provider.id, 'job');
          await repositories.jobs.insert(provider.id, jobNumber, {
            clientId: body.clientId,
            estimateId,
            title: body.title,
            status: body.status,
            startDate: body.startDate,
          });
          return answer(repositories, provider.id, jobNumber);
        }),
      );
    },

    async update(
      principal: Principal,
      { vanityName, jobNumber, body }: Owned<{ jobNumber: number; body: JobUpdate }>,
    ): Promise<Job> {
      const provider = await providerOf(principal, vanityName);
      return deps.unitOfWork(async (repositories) => {
        const before = await repositories.jobs.find(provider.id, jobNumber);
        if (!before) throw new AppError('notFound', messages.jobNotFound);
        let changes = body;
        if (body.status !== undefined && before.followsVisits && body.status !== before.job.status) {
          // Its visits say where a job stands (issue 33); by hand it is closed, or reopened to what they say.
          const choices = jobStatusChoices({ status: before.job.status, followsVisits: true });
          if (!choices.some((choice) => choice.value === body.status))
            throw new AppError('badRequest', messages.jobStatusFollowsVisits, {
              status: messages.jobStatusFollowsVisits,
            });
          if (body.status !== 'closed')
            changes = {
              ...body,
              status: jobStatusOf('scheduled', await repositories.visits.statesOfJob(before.job.id)),
            };
        }
        await repositories.jobs.update(provider.id, jobNumber, changes);
        // Closed (or reopened): its visits' reminders go, or come back.
        if (changes.status !== undefined && changes.status !== before.job.status)
          await planJobVisitMessages(repositories, before.job.id);
        // Completed by hand: its client is asked for a review.
        if (changes.status === 'completed' && before.job.status !== 'completed')
          await requestReview(repositories, { jobId: before.job.id });
        return answer(repositories, provider.id, jobNumber);
      });
    },
  };
}
