import { defineEndpoint } from './contract';
import { healthResponseSchema } from './health.schemas';

export const checkHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: { kind: 'public' },
  response: healthResponseSchema,
  summary: 'The app and its database answer',
});
