import {
  generateDescriptionEndpoint,
  generateTeaserEndpoint,
} from '@porchlight/core/offers/offer-writing.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** AI teaser and description of an offer (spec 2 §7). */
export const offerWritingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.offerWriting;
  const tags = ['offers'];

  // POST /api/v1/provider/profile/offers/generate-teaser?vanityName=
  addEndpointRoute(app, generateTeaserEndpoint, { tags }, async (request) =>
    service.generateTeaser(request.principal, { ...request.query, ...request.body }),
  );

  // POST /api/v1/provider/profile/offers/generate-description?vanityName=
  addEndpointRoute(app, generateDescriptionEndpoint, { tags }, async (request) =>
    service.generateDescription(request.principal, { ...request.query, ...request.body }),
  );
};
