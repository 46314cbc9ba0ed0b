import { z } from 'zod';
import { defineEndpoint } from '../platform/contract';
import { createBookingRoute } from './booking-request.routes';
import { bookingRequestSchema, bookingResponseSchema } from './booking-request.schemas';

export const createBookingEndpoint = defineEndpoint(createBookingRoute, {
  params: z.object({ uri: z.string().min(1).max(200) }),
  body: bookingRequestSchema,
  response: bookingResponseSchema,
  status: 201,
  summary: 'Book an offered time (the same idempotency key answers the same booking)',
});
