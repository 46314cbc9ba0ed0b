import { z } from 'zod';
import { defineEndpoint } from '../platform/contract';
import { availabilityRoute } from './booking-availability.routes';
import { availabilityAnswerSchema, availabilityQuerySchema } from './booking-availability.schemas';

export const availabilityEndpoint = defineEndpoint(availabilityRoute, {
  params: z.object({ uri: z.string().min(1).max(200) }),
  query: availabilityQuerySchema,
  response: availabilityAnswerSchema,
  summary: "An offer's bookable times, day by day, in the provider's zone",
});
