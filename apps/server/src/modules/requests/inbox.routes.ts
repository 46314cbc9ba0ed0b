import {
  downloadRequestPhotoEndpoint,
  downloadRequestPhotoThumbnailEndpoint,
  listInboxEndpoint,
  markRequestReadEndpoint,
  unreadRequestsEndpoint,
} from '@porchlight/core/requests/requests.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendDownload } from '../media/send-download';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The provider's inbox of requests. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { inbox } = app.services;
  const tags = ['requests'];

  // GET /api/v1/provider/profile/requests?vanityName=&first=&rows=
  addEndpointRoute(app, listInboxEndpoint, { tags }, async (request) =>
    inbox.list(request.principal, request.query),
  );

  // GET /api/v1/provider/profile/requests/unread-count?vanityName=
  addEndpointRoute(app, unreadRequestsEndpoint, { tags }, async (request) =>
    inbox.unreadCount(request.principal, request.query),
  );

  // POST /api/v1/provider/profile/requests/:requestNumber/read?vanityName=
  addEndpointRoute(app, markRequestReadEndpoint, { tags }, async (request) =>
    inbox.markRead(request.principal, { ...request.query, ...request.params }),
  );

  // GET /api/v1/provider/profile/requests/:requestNumber/attachments/:attachmentNumber?vanityName=
  addEndpointRoute(app, downloadRequestPhotoEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await inbox.openPhoto(request.principal, { ...request.query, ...request.params }, 'file'),
      'inline',
    ),
  );
  // GET /api/v1/provider/profile/requests/:requestNumber/attachments/:attachmentNumber/150?vanityName=
  addEndpointRoute(app, downloadRequestPhotoThumbnailEndpoint, { tags }, async (request, reply) =>
    sendDownload(
      reply,
      await inbox.openPhoto(request.principal, { ...request.query, ...request.params }, 'thumbnail'),
      'inline',
    ),
  );
};
