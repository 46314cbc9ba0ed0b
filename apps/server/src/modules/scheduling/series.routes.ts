import { createSeriesEndpoint, skipVisitEndpoint } from '@porchlight/core/scheduling/series.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Recurring work (issue 33 item 4). */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { series, visits } = app.services;
  const tags = ['scheduling'];

  // POST /api/v1/provider/service-manager/jobs/:jobNumber/series?vanityName=
  addEndpointRoute(app, createSeriesEndpoint, { tags }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await series.create(request.principal, { ...request.query, ...request.params, body: request.body }),
      ),
  );
  // POST /api/v1/provider/schedule/visits/:visitId/skip?vanityName=
  addEndpointRoute(app, skipVisitEndpoint, { tags }, async (request) =>
    visits.skip(request.principal, { ...request.query, ...request.params, body: request.body }),
  );
};
