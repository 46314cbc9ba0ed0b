import { reviewListQuerySchema, reviewListResponseSchema } from '@porchlight/core/reviews/reviews.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProfileRepository } from '../providers/profile.repository';
import { createReviewsRepository } from './reviews.repository';
import { createReviewsService } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewsService({
    repository: createReviewsRepository(app.db),
    profiles: createProfileRepository(app.db),
  });

  // GET /api/v1/network/profile/reviews/:vanityName
  app.get(
    '/network/profile/reviews/:vanityName',
    {
      schema: {
        tags: ['reviews'],
        params: z.object({ vanityName: z.string().trim().min(1).max(200) }),
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => reviews.listReviews(request.params.vanityName, request.query, request.user),
  );
};
