import {
  socialLinksRequestSchema,
  socialLinksResponseSchema,
} from '@porchlight/core/providers/social-links.schemas';
import {
  newCompanyReviewRequestSchema,
  newCompanyReviewResponseSchema,
  replyRequestSchema,
  replyResponseSchema,
  reviewPathParamsSchema,
  reviewRequestSchema,
} from '@porchlight/core/reviews/review-writing.schemas';
import {
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSchema,
} from '@porchlight/core/reviews/reviews.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createReviewWritingRepository } from './review-writing.repository';
import { createReviewWritingService } from './review-writing.service';

const vanityParams = reviewPathParamsSchema.pick({ vanityNameLC: true });

/** Writing, deleting and replying to reviews; friends' reviews; social links (spec 1 §7, spec 3 §7). */
export const reviewWritingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReviewWritingService(createReviewWritingRepository(app.db));
  const tags = ['reviews'];

  // POST /api/v1/provider/profile/reviews/new-company (static: wins over the {vanityNameLC} route)
  app.post(
    '/provider/profile/reviews/new-company',
    {
      schema: {
        tags,
        body: newCompanyReviewRequestSchema,
        response: { 201: newCompanyReviewResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createCompanyReview(request.user, request.body)),
  );

  // POST /api/v1/provider/profile/reviews/:vanityNameLC
  app.post(
    '/provider/profile/reviews/:vanityNameLC',
    { schema: { tags, params: vanityParams, body: reviewRequestSchema, response: { 201: reviewSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createReview(request.user, request.params.vanityNameLC, request.body)),
  );

  // GET /api/v1/provider/profile/reviews/:vanityNameLC/friends
  app.get(
    '/provider/profile/reviews/:vanityNameLC/friends',
    {
      schema: {
        tags,
        params: vanityParams,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) => service.listFriendReviews(request.user, request.params.vanityNameLC, request.query),
  );

  // DELETE /api/v1/provider/profile/reviews/:vanityNameLC/:reviewNumber
  app.delete(
    '/provider/profile/reviews/:vanityNameLC/:reviewNumber',
    { schema: { tags, params: reviewPathParamsSchema } },
    async (request, reply) => {
      await service.deleteReview(request.user, request.params.vanityNameLC, request.params.reviewNumber);
      return reply.status(204).send();
    },
  );

  // POST /api/v1/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply
  app.post(
    '/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply',
    {
      schema: {
        tags,
        params: reviewPathParamsSchema,
        body: replyRequestSchema,
        response: { 201: replyResponseSchema },
      },
    },
    async (request, reply) => {
      const { vanityNameLC, reviewNumber } = request.params;
      return reply
        .status(201)
        .send(await service.addReply(request.user, vanityNameLC, reviewNumber, request.body.reply));
    },
  );

  // PATCH /api/v1/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply
  app.patch(
    '/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply',
    {
      schema: {
        tags,
        params: reviewPathParamsSchema,
        body: replyRequestSchema,
        response: { 200: replyResponseSchema },
      },
    },
    async (request) => {
      const { vanityNameLC, reviewNumber } = request.params;
      return service.updateReply(request.user, vanityNameLC, reviewNumber, request.body.reply);
    },
  );

  // DELETE /api/v1/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply
  app.delete(
    '/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply',
    { schema: { tags, params: reviewPathParamsSchema } },
    async (request, reply) => {
      const { vanityNameLC, reviewNumber } = request.params;
      await service.deleteReply(request.user, vanityNameLC, reviewNumber);
      return reply.status(204).send();
    },
  );

  // PATCH /api/v1/provider/profile/social?vanityName=
  app.patch(
    '/provider/profile/social',
    {
      schema: {
        tags: ['profile'],
        querystring: z.object({ vanityName: z.string().trim().min(1).max(200).optional() }),
        body: socialLinksRequestSchema,
        response: { 200: socialLinksResponseSchema },
      },
    },
    async (request) => service.updateSocialLinks(request.user, request.query.vanityName, request.body),
  );
};
