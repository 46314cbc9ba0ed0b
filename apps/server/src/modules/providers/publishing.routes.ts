import {
  getCompletionEndpoint,
  publishProfileEndpoint,
  unpublishProfileEndpoint,
} from '@porchlight/core/providers/publishing.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Publish, Disable Profile and the completion wizard (spec 2 §7). */
export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.publishing;
  const tags = ['publishing'];

  // POST /api/v1/provider/profile/publish?vanityName=
  addEndpointRoute(app, publishProfileEndpoint, { tags }, async (request) =>
    service.publish(request.principal, { ...request.query, ...request.body }),
  );

  // GET /api/v1/provider/profile/unpublish?vanityName=
  // A GET that changes state (the spec's): a link or image on another site must not disable a profile.
  addEndpointRoute(app, unpublishProfileEndpoint, { tags, sameOriginOnly: true }, async (request) =>
    service.unpublish(request.principal, request.query),
  );

  // GET /api/v1/provider/profile/completion?vanityName=
  addEndpointRoute(app, getCompletionEndpoint, { tags }, async (request) =>
    service.completion(request.principal, request.query),
  );
};
