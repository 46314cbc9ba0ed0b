import { defineEndpoint } from './contract';
import { listQueuedJobsRoute } from './job-queue.routes';
import { queuedJobsQuerySchema, queuedJobsSchema } from './job-queue.schemas';

export const listQueuedJobsEndpoint = defineEndpoint(listQueuedJobsRoute, {
  query: queuedJobsQuerySchema,
  response: queuedJobsSchema,
  summary:
    'Admin: the pending jobs of the job queue (soonest first) or its failed ones (out of attempts, newest first)',
});
