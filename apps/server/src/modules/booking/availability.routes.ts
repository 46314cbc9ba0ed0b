import { availabilityEndpoint } from '@porchlight/core/booking/booking-availability.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** 120 answers a minute per address (plan §5): a time step asks 14 days at a time. */
const AVAILABILITY_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** A visitor's bookable times (issue 34 item 2). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { availability } = app.services;

  // GET /api/v1/booking/:uri/availability?offer=&from=&days=
  addEndpointRoute(
    app,
    availabilityEndpoint,
    { tags: ['booking'], config: AVAILABILITY_RATE_LIMIT },
    async (request) => availability.of(request.principal, { uri: request.params.uri, query: request.query }),
  );
};
