import { listReviewsEndpoint } from '@porchlight/core/reviews/reviews.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;

  // GET /api/v1/network/profile/reviews/:vanityName
  addEndpointRoute(app, listReviewsEndpoint, { tags: ['reviews'] }, async (request) =>
    reviews.listReviews(request.principal, { ...request.params, ...request.query }),
  );
};
