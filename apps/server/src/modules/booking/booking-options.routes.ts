import { bookingOptionsEndpoint } from '@porchlight/core/booking/booking-options.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** What the visitor's booking dialog offers (issue 34 item 3). */
export const bookingOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookingOptions } = app.services;

  // GET /api/v1/booking/:uri/options
  addEndpointRoute(app, bookingOptionsEndpoint, { tags: ['booking'] }, async (request) =>
    bookingOptions.of(request.principal, { uri: request.params.uri }),
  );
};
