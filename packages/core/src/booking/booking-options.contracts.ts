import { z } from 'zod';
import { defineEndpoint } from '../platform/contract';
import { bookingOptionsRoute } from './booking-options.routes';
import { bookingOptionsSchema } from './booking-options.schemas';

export const bookingOptionsEndpoint = defineEndpoint(bookingOptionsRoute, {
  params: z.object({ uri: z.string().min(1).max(200) }),
  response: bookingOptionsSchema,
  summary: "The bookable offers, the provider's zone and its booking terms, for the visitor's dialog",
});
