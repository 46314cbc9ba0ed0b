import {
  approveBookingEndpoint,
  declineBookingEndpoint,
  listBookingRequestsEndpoint,
} from '@porchlight/core/booking/booking-requests.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The pro's booking requests in approval mode (issue 34): list, approve, decline. */
export const bookingAnswersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookingAnswers } = app.services;
  const tags = ['booking'];

  // GET /api/v1/provider/booking/requests?vanityName=
  addEndpointRoute(app, listBookingRequestsEndpoint, { tags }, async (request) =>
    bookingAnswers.list(request.principal, request.query),
  );
  // POST /api/v1/provider/booking/:bookingId/approve?vanityName=
  addEndpointRoute(app, approveBookingEndpoint, { tags }, async (request) =>
    bookingAnswers.approve(request.principal, {
      ...request.query,
      bookingId: request.params.bookingId,
      body: request.body,
    }),
  );
  // POST /api/v1/provider/booking/:bookingId/decline?vanityName=
  addEndpointRoute(app, declineBookingEndpoint, { tags }, async (request) =>
    bookingAnswers.decline(request.principal, {
      ...request.query,
      bookingId: request.params.bookingId,
      body: request.body,
    }),
  );
};
