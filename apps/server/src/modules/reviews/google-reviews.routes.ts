import {
  getPlaceEndpoint,
  searchPlacesEndpoint,
  setGoogleReviewsEnabledEndpoint,
  setPlaceIdEndpoint,
} from '@porchlight/core/reviews/google-reviews.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Google place set-up, Google reviews on or off, place search and details (spec 2 §4, §7). */
export const googleReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.googleReviews;
  const tags = ['google reviews'];

  // PATCH /api/v1/provider/profile/google-reviews?vanityName=
  addEndpointRoute(app, setGoogleReviewsEnabledEndpoint, { tags }, async (request) =>
    service.setEnabled(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/place-id?vanityName=
  addEndpointRoute(app, setPlaceIdEndpoint, { tags }, async (request) =>
    service.setPlaceId(request.principal, { ...request.query, ...request.body }),
  );

  // GET /api/v1/network/places/search?q=
  addEndpointRoute(app, searchPlacesEndpoint, { tags }, async (request) =>
    service.search(request.principal, request.query),
  );

  // GET /api/v1/network/places/:placeId
  addEndpointRoute(app, getPlaceEndpoint, { tags }, async (request, reply) => {
    const place = await service.details(request.principal, request.params);
    // Visitors' browsers may keep a place's reviews for a few minutes.
    reply.header('cache-control', 'public, max-age=300');
    return place;
  });
};
