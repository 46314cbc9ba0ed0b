import { listComingUpMessagesEndpoint } from '@porchlight/core/messaging/coming-up.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The provider's coming-up automatic messages (issue 35). */
export const comingUpRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/v1/provider/messages/coming-up?vanityName=&first=&rows=
  addEndpointRoute(app, listComingUpMessagesEndpoint, { tags: ['messaging'] }, async (request) =>
    app.services.comingUp.list(request.principal, request.query),
  );
};
