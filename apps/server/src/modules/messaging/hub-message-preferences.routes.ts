import {
  changeHubMessagePreferencesEndpoint,
  getHubMessagePreferencesEndpoint,
} from '@porchlight/core/messaging/hub-message-preferences.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The Client Hub's message preferences (issue 35 slice 7). */
export const hubMessagePreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.hubMessagePreferences;
  const tags = ['client-hub'];

  // GET /api/v1/client-hub/message-preferences/:uri
  addEndpointRoute(app, getHubMessagePreferencesEndpoint, { tags }, async (request) =>
    service.preferences(request.principal, request.params.uri),
  );
  // PATCH /api/v1/client-hub/message-preferences/:uri
  addEndpointRoute(app, changeHubMessagePreferencesEndpoint, { tags }, async (request) =>
    service.change(request.principal, request.params.uri, request.body),
  );
};
