import { defineEndpoint } from './contract';
import {
  discardQueuedJobRoute,
  listFailedDeliveriesRoute,
  listQueuedJobsRoute,
  retryFailedDeliveryRoute,
  retryQueuedJobRoute,
} from './job-queue.routes';
import {
  failedDeliveriesQuerySchema,
  failedDeliveriesSchema,
  failedDeliveryParamsSchema,
  queuedJobParamsSchema,
  queuedJobsQuerySchema,
  queuedJobsSchema,
} from './job-queue.schemas';

export const listQueuedJobsEndpoint = defineEndpoint(listQueuedJobsRoute, {
  query: queuedJobsQuerySchema,
  response: queuedJobsSchema,
  summary:
    'Admin: the pending jobs of the job queue (soonest first) or its failed ones (out of attempts, newest first)',
});

export const retryQueuedJobEndpoint = defineEndpoint(retryQueuedJobRoute, {
  params: queuedJobParamsSchema,
  response: null,
  summary: 'Admin: run a failed job again now, from its first attempt (409 unless it is failed)',
});

export const discardQueuedJobEndpoint = defineEndpoint(discardQueuedJobRoute, {
  params: queuedJobParamsSchema,
  response: null,
  summary: 'Admin: remove a failed job from the queue for good (409 unless it is failed)',
});

export const listFailedDeliveriesEndpoint = defineEndpoint(listFailedDeliveriesRoute, {
  query: failedDeliveriesQuerySchema,
  response: failedDeliveriesSchema,
  summary: "Admin: the outbox's deliveries out of attempts (e-mail, text, payment event), newest first",
});

export const retryFailedDeliveryEndpoint = defineEndpoint(retryFailedDeliveryRoute, {
  params: failedDeliveryParamsSchema,
  response: null,
  summary:
    'Admin: hand a failed delivery to the outbox worker again now, from its first attempt (409 unless failed)',
});
