import {
  getAllPicturesEndpoint,
  getOfferPageEndpoint,
  getPricingFormsEndpoint,
  getProfileEndpoint,
  getSitemapProfilesEndpoint,
} from '@porchlight/core/providers/profile.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles } = app.services;
  const tags = ['profile'];

  // GET /api/v1/network/profile/:vanityName
  addEndpointRoute(app, getProfileEndpoint, { tags }, async (request) =>
    profiles.getProfile(request.principal, request.params),
  );

  // GET /api/v1/network/profile/allpictures/:uri
  addEndpointRoute(app, getAllPicturesEndpoint, { tags }, async (request) =>
    profiles.getAllPictures(request.principal, request.params),
  );

  // GET /api/v1/network/profile/pricing-forms/:uri
  addEndpointRoute(app, getPricingFormsEndpoint, { tags }, async (request) =>
    profiles.getPricingForms(request.principal, request.params),
  );

  // GET /api/v1/network/profile/offers/:vanityName/:nameUri
  addEndpointRoute(app, getOfferPageEndpoint, { tags }, async (request) =>
    profiles.getOfferPage(request.principal, { ...request.params, ...request.query }),
  );

  // GET /api/v1/network/sitemap/profiles
  addEndpointRoute(app, getSitemapProfilesEndpoint, { tags }, async (request) =>
    profiles.getSitemap(request.principal),
  );
};
