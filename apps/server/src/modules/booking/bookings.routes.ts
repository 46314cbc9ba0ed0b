import {
  checkBookingPaymentEndpoint,
  createBookingEndpoint,
  getBookingEndpoint,
} from '@porchlight/core/booking/booking-request.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** 10 bookings an hour per address (plan §2.5, §5): more is not one household booking its visits. */
const BOOKING_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 hour' } };

/** A visitor's online booking (issue 34 item 3). */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings } = app.services;

  // POST /api/v1/booking/:uri/bookings
  addEndpointRoute(
    app,
    createBookingEndpoint,
    { tags: ['booking'], config: BOOKING_RATE_LIMIT },
    async (request, reply) =>
      reply
        .status(201)
        .send(await bookings.create(request.principal, { uri: request.params.uri, body: request.body })),
  );
  // POST /api/v1/booking/:uri/bookings/:bookingId/payment-check   { token, paymentIntentId }
  addEndpointRoute(app, checkBookingPaymentEndpoint, { tags: ['booking'] }, async (request) =>
    bookings.checkPayment(request.principal, { ...request.params, body: request.body }),
  );
  // GET /api/v1/booking/:uri/bookings/:bookingId?token=
  addEndpointRoute(app, getBookingEndpoint, { tags: ['booking'] }, async (request) =>
    bookings.confirmation(request.principal, { ...request.params, token: request.query.token }),
  );
};
