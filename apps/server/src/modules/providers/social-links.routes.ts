import { updateSocialLinksEndpoint } from '@porchlight/core/providers/social-links.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** The profile's social links (spec 3 §7). */
export const socialLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  // PATCH /api/v1/provider/profile/social?vanityName=
  addEndpointRoute(app, updateSocialLinksEndpoint, { tags: ['profile'] }, async (request) =>
    app.services.socialLinks.updateSocialLinks(request.principal, { ...request.query, ...request.body }),
  );
};
