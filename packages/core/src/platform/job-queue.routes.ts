import { defineRoute } from './route';

/** The site's owner (admin) looks at the job queue: jobs waiting to run, and jobs that gave up. */
export const listQueuedJobsRoute = defineRoute({
  method: 'GET',
  path: '/admin/jobs',
  access: { kind: 'admin' },
});

/** A failed job tried again from its first attempt, now. */
export const retryQueuedJobRoute = defineRoute({
  method: 'POST',
  path: '/admin/jobs/:jobId/retry',
  access: { kind: 'admin' },
});

/** A failed job given up for good (removed from the queue). */
export const discardQueuedJobRoute = defineRoute({
  method: 'DELETE',
  path: '/admin/jobs/:jobId',
  access: { kind: 'admin' },
});

/** The outbox's deliveries that ran out of attempts (e-mails, texts, payment events), newest first. */
export const listFailedDeliveriesRoute = defineRoute({
  method: 'GET',
  path: '/admin/deliveries',
  access: { kind: 'admin' },
});

/** A failed delivery handed to the outbox worker again, from its first attempt, now. */
export const retryFailedDeliveryRoute = defineRoute({
  method: 'POST',
  path: '/admin/deliveries/:deliveryId/retry',
  access: { kind: 'admin' },
});
