import { submitClientHubRequestEndpoint } from '@porchlight/core/requests/requests.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Contact Us requests per minute per client address: enough for people, not for a script. */
const CONTACT_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export const requestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { requests } = app.services;

  // POST /api/v1/client-hub/request/:uri
  addEndpointRoute(
    app,
    submitClientHubRequestEndpoint,
    { tags: ['client-hub'], config: CONTACT_RATE_LIMIT },
    async (request) => requests.submit(request.principal, { uri: request.params.uri, body: request.body }),
  );
};
