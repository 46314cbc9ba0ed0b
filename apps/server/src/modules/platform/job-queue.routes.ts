import { listQueuedJobsEndpoint } from '@porchlight/core/platform/job-queue.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from './endpoint-route';

/** The job queue for the site's owner (admin). */
export const jobQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  // GET /api/v1/admin/jobs
  addEndpointRoute(app, listQueuedJobsEndpoint, { tags }, async (request) =>
    app.services.jobQueue.list(request.principal, request.query),
  );
};
