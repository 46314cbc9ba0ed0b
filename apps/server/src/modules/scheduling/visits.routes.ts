import {
  cancelVisitEndpoint,
  changeVisitStatusEndpoint,
  createVisitEndpoint,
  listJobVisitsEndpoint,
  listScheduleEndpoint,
  updateVisitEndpoint,
} from '@porchlight/core/scheduling/visits.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Visits of jobs and the schedule (issue 33 item 2). */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { visits } = app.services;
  const tags = ['scheduling'];

  // GET /api/v1/provider/service-manager/jobs/:jobNumber/visits?vanityName=
  addEndpointRoute(app, listJobVisitsEndpoint, { tags }, async (request) =>
    visits.listOfJob(request.principal, { ...request.query, ...request.params }),
  );
  // POST /api/v1/provider/service-manager/jobs/:jobNumber/visits?vanityName=
  addEndpointRoute(app, createVisitEndpoint, { tags }, async (request, reply) =>
    reply
      .status(201)
      .send(
        await visits.create(request.principal, { ...request.query, ...request.params, body: request.body }),
      ),
  );
  // PATCH /api/v1/provider/schedule/visits/:visitId?vanityName=
  addEndpointRoute(app, updateVisitEndpoint, { tags }, async (request) =>
    visits.update(request.principal, { ...request.query, ...request.params, body: request.body }),
  );
  // POST /api/v1/provider/schedule/visits/:visitId/cancel?vanityName=
  addEndpointRoute(app, cancelVisitEndpoint, { tags }, async (request) =>
    visits.cancel(request.principal, { ...request.query, ...request.params, body: request.body }),
  );
  // POST /api/v1/provider/schedule/visits/:visitId/status?vanityName=
  addEndpointRoute(app, changeVisitStatusEndpoint, { tags }, async (request) =>
    visits.changeStatus(request.principal, { ...request.query, ...request.params, body: request.body }),
  );
  // GET /api/v1/provider/schedule/visits?vanityName=&from=&to=&memberId=
  addEndpointRoute(app, listScheduleEndpoint, { tags }, async (request) =>
    visits.listRange(request.principal, request.query),
  );
};
