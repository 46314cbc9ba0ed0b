import { z } from 'zod';
import { defineEndpoint } from '../platform/contract';
import { checkBookingPaymentRoute, createBookingRoute, getBookingRoute } from './booking-request.routes';
import {
  bookingConfirmationQuerySchema,
  bookingConfirmationSchema,
  bookingPaymentCheckSchema,
  bookingRequestSchema,
  bookingResponseSchema,
} from './booking-request.schemas';

export const createBookingEndpoint = defineEndpoint(createBookingRoute, {
  params: z.object({ uri: z.string().min(1).max(200) }),
  body: bookingRequestSchema,
  response: bookingResponseSchema,
  status: 201,
  summary: 'Book an offered time (the same idempotency key answers the same booking)',
});

export const getBookingEndpoint = defineEndpoint(getBookingRoute, {
  params: z.object({ uri: z.string().min(1).max(200), bookingId: z.uuid() }),
  query: bookingConfirmationQuerySchema,
  response: bookingConfirmationSchema,
  summary: "A booking's confirmation, for the visitor holding its token",
});

export const checkBookingPaymentEndpoint = defineEndpoint(checkBookingPaymentRoute, {
  params: z.object({ uri: z.string().min(1).max(200), bookingId: z.uuid() }),
  body: bookingPaymentCheckSchema,
  response: bookingResponseSchema,
  summary:
    "Reads a booking's deposit back from the processor and records it (the booking confirms once paid)",
});
