import {
  getClientMessagePreferencesEndpoint,
  listClientMessagesEndpoint,
  setTextConsentEndpoint,
  switchAutomaticMessagesEndpoint,
} from '@porchlight/core/messaging/client-messaging.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** A client's consent to texts and automatic-messages switch (issue 35 slice 4). */
export const clientMessagingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.clientMessaging;
  const tags = ['messaging'];

  // GET /api/v1/provider/service-manager/clients/:clientId/messages?vanityName=&first=&rows=
  addEndpointRoute(app, listClientMessagesEndpoint, { tags }, async (request) =>
    service.listMessages(request.principal, { ...request.params, ...request.query }),
  );
  // GET /api/v1/provider/service-manager/clients/:clientId/message-preferences?vanityName=
  addEndpointRoute(app, getClientMessagePreferencesEndpoint, { tags }, async (request) =>
    service.preferences(request.principal, { ...request.params, ...request.query }),
  );
  // PUT /api/v1/provider/service-manager/clients/:clientId/text-consent?vanityName=
  addEndpointRoute(app, setTextConsentEndpoint, { tags }, async (request) =>
    service.setTextConsent(request.principal, { ...request.params, ...request.query }, request.body),
  );
  // PATCH /api/v1/provider/service-manager/clients/:clientId/automatic-messages?vanityName=
  addEndpointRoute(app, switchAutomaticMessagesEndpoint, { tags }, async (request) =>
    service.switchAutomaticMessages(request.principal, { ...request.params, ...request.query }, request.body),
  );
};
