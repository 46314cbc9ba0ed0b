import { defineRoute } from './route';

/** The site's owner (admin) looks at the job queue: jobs waiting to run, and jobs that gave up. */
export const listQueuedJobsRoute = defineRoute({
  method: 'GET',
  path: '/admin/jobs',
  access: { kind: 'admin' },
});
