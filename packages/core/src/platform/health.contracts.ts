import { defineEndpoint } from './contract';
import { checkHealthRoute, checkReadyRoute } from './health.routes';
import { healthResponseSchema, readyResponseSchema } from './health.schemas';

export const checkHealthEndpoint = defineEndpoint(checkHealthRoute, {
  response: healthResponseSchema,
  summary: 'The process is alive (liveness; no database call)',
});

export const checkReadyEndpoint = defineEndpoint(checkReadyRoute, {
  response: readyResponseSchema,
  summary: 'The process can serve: database reachable, migrations current, not shutting down (else 503)',
});
