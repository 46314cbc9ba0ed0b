import {
  createTimeOffEndpoint,
  deleteTimeOffEndpoint,
  listTimeOffEndpoint,
} from '@porchlight/core/scheduling/time-off.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Time off of the team and its members (issue 34, plan §5). */
export const timeOffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeOff } = app.services;
  const tags = ['scheduling'];

  // GET /api/v1/provider/schedule/time-off?vanityName=&from=&to=&memberId=
  addEndpointRoute(app, listTimeOffEndpoint, { tags }, async (request) =>
    timeOff.list(request.principal, request.query),
  );
  // POST /api/v1/provider/schedule/time-off?vanityName=
  addEndpointRoute(app, createTimeOffEndpoint, { tags }, async (request, reply) =>
    reply.status(201).send(await timeOff.create(request.principal, { ...request.query, body: request.body })),
  );
  // DELETE /api/v1/provider/schedule/time-off/:timeOffId?vanityName=
  addEndpointRoute(app, deleteTimeOffEndpoint, { tags }, async (request) =>
    timeOff.remove(request.principal, { ...request.query, ...request.params }),
  );
};
