import { defineEndpoint } from './contract';
import { checkHealthRoute } from './health.routes';
import { healthResponseSchema } from './health.schemas';

export const checkHealthEndpoint = defineEndpoint(checkHealthRoute, {
  response: healthResponseSchema,
  summary: 'The app and its database answer',
});
