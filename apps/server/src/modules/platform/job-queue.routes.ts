import {
  discardQueuedJobEndpoint,
  listFailedDeliveriesEndpoint,
  listQueuedJobsEndpoint,
  retryFailedDeliveryEndpoint,
  retryQueuedJobEndpoint,
} from '@porchlight/core/platform/job-queue.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from './endpoint-route';

/** The job queue for the site's owner (admin). */
export const jobQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  // GET /api/v1/admin/jobs
  addEndpointRoute(app, listQueuedJobsEndpoint, { tags }, async (request) =>
    app.services.jobQueue.list(request.principal, request.query),
  );
  // POST /api/v1/admin/jobs/{jobId}/retry
  addEndpointRoute(app, retryQueuedJobEndpoint, { tags }, async (request, reply) => {
    await app.services.jobQueue.retry(request.principal, request.params);
    return reply.status(204).send();
  });
  // DELETE /api/v1/admin/jobs/{jobId}
  addEndpointRoute(app, discardQueuedJobEndpoint, { tags }, async (request, reply) => {
    await app.services.jobQueue.discard(request.principal, request.params);
    return reply.status(204).send();
  });
  // GET /api/v1/admin/deliveries
  addEndpointRoute(app, listFailedDeliveriesEndpoint, { tags }, async (request) =>
    app.services.jobQueue.listFailedDeliveries(request.principal, request.query),
  );
  // POST /api/v1/admin/deliveries/{deliveryId}/retry
  addEndpointRoute(app, retryFailedDeliveryEndpoint, { tags }, async (request, reply) => {
    await app.services.jobQueue.retryDelivery(request.principal, request.params);
    return reply.status(204).send();
  });
};
