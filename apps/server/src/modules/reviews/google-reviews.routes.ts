import {
  googlePlaceSchema,
  googleReviewsRequestSchema,
  googleSettingsResponseSchema,
  placeIdRequestSchema,
  placeParamsSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
} from '@porchlight/core/reviews/google-reviews.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGoogleReviewsRepository } from './google-reviews.repository';
import { createGoogleReviewsService } from './google-reviews.service';

const ownerQuery = z.object({ vanityName: z.string().trim().min(1).max(200).optional() });

/** Google place set-up, Google reviews on or off, place search and details (spec 2 §4, §7). */
export const googleReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createGoogleReviewsService({
    repository: createGoogleReviewsRepository(app.db),
    places: app.places,
    log: app.log,
  });
  const tags = ['google reviews'];

  // PATCH /api/v1/provider/profile/google-reviews?vanityName=
  app.patch(
    '/provider/profile/google-reviews',
    {
      schema: {
        tags,
        querystring: ownerQuery,
        body: googleReviewsRequestSchema,
        response: { 200: googleSettingsResponseSchema },
      },
    },
    async (request) =>
      service.setEnabled(request.user, request.query.vanityName, request.body.googleReviewsEnabled),
  );

  // PATCH /api/v1/provider/profile/place-id?vanityName=
  app.patch(
    '/provider/profile/place-id',
    {
      schema: {
        tags,
        querystring: ownerQuery,
        body: placeIdRequestSchema,
        response: { 200: googleSettingsResponseSchema },
      },
    },
    async (request) => service.setPlaceId(request.user, request.query.vanityName, request.body.placeID),
  );

  // GET /api/v1/network/places/search?q=
  app.get(
    '/network/places/search',
    { schema: { tags, querystring: placeSearchQuerySchema, response: { 200: placeSearchResponseSchema } } },
    async (request) => service.search(request.user, request.query.q),
  );

  // GET /api/v1/network/places/:placeId
  app.get(
    '/network/places/:placeId',
    { schema: { tags, params: placeParamsSchema, response: { 200: googlePlaceSchema } } },
    async (request, reply) => {
      const place = await service.details(request.params.placeId);
      // Visitors' browsers may keep a place's reviews for a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return place;
    },
  );
};
