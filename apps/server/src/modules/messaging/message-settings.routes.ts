import {
  getMessageSettingsEndpoint,
  moveMessageClockEndpoint,
  previewMessageKindEndpoint,
  restoreMessageKindEndpoint,
  saveMessageKindEndpoint,
  updateMessageSettingsEndpoint,
} from '@porchlight/core/messaging/message-settings.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** A provider's automatic messages: settings, kinds, preview and the test message clock (issue 35). */
export const messageSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.messageSettings;
  const tags = ['messaging'];

  // GET /api/v1/provider/messages/settings?vanityName=
  addEndpointRoute(app, getMessageSettingsEndpoint, { tags }, async (request) =>
    service.settings(request.principal, request.query),
  );
  // PATCH /api/v1/provider/messages/settings?vanityName=
  addEndpointRoute(app, updateMessageSettingsEndpoint, { tags }, async (request) =>
    service.updateSettings(request.principal, request.query, request.body),
  );
  // PUT /api/v1/provider/messages/kinds/:kind?vanityName=
  addEndpointRoute(app, saveMessageKindEndpoint, { tags }, async (request) =>
    service.saveKind(request.principal, { ...request.params, ...request.query }, request.body),
  );
  // DELETE /api/v1/provider/messages/kinds/:kind?vanityName=
  addEndpointRoute(app, restoreMessageKindEndpoint, { tags }, async (request) =>
    service.restoreKind(request.principal, { ...request.params, ...request.query }),
  );
  // POST /api/v1/provider/messages/kinds/:kind/preview?vanityName=
  addEndpointRoute(app, previewMessageKindEndpoint, { tags }, async (request) =>
    service.preview(request.principal, { ...request.params, ...request.query }, request.body),
  );
  // POST /api/v1/provider/messages/test-clock?vanityName=
  addEndpointRoute(app, moveMessageClockEndpoint, { tags }, async (request) =>
    service.moveClock(request.principal, request.query, request.body),
  );
};
