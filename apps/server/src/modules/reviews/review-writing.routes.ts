import {
  addReplyEndpoint,
  createCompanyReviewEndpoint,
  createReviewEndpoint,
  deleteReplyEndpoint,
  deleteReviewEndpoint,
  listFriendReviewsEndpoint,
  ownReviewEndpoint,
  updateReplyEndpoint,
  updateReviewEndpoint,
} from '@porchlight/core/reviews/review-writing.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Writing, deleting and replying to reviews; friends' reviews (spec 1 §7, spec 3 §7). */
export const reviewWritingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reviewWriting;
  const tags = ['reviews'];

  // POST /api/v1/provider/profile/reviews/new-company (static: wins over the {vanityNameLC} route)
  addEndpointRoute(app, createCompanyReviewEndpoint, { tags }, async (request, reply) =>
    reply.status(201).send(await service.createCompanyReview(request.principal, request.body)),
  );

  // POST /api/v1/provider/profile/reviews/:vanityNameLC
  addEndpointRoute(app, createReviewEndpoint, { tags }, async (request, reply) =>
    reply
      .status(201)
      .send(await service.createReview(request.principal, { ...request.params, ...request.body })),
  );

  // GET /api/v1/provider/profile/reviews/:vanityNameLC/friends
  addEndpointRoute(app, listFriendReviewsEndpoint, { tags }, async (request) =>
    service.listFriendReviews(request.principal, { ...request.params, ...request.query }),
  );

  // GET /api/v1/provider/profile/reviews/:vanityNameLC/mine
  addEndpointRoute(app, ownReviewEndpoint, { tags }, async (request) =>
    service.getOwnReview(request.principal, request.params),
  );

  // PATCH /api/v1/provider/profile/reviews/:vanityNameLC/:reviewNumber
  addEndpointRoute(app, updateReviewEndpoint, { tags }, async (request) =>
    service.updateReview(request.principal, { ...request.params, ...request.body }),
  );

  // DELETE /api/v1/provider/profile/reviews/:vanityNameLC/:reviewNumber
  addEndpointRoute(app, deleteReviewEndpoint, { tags }, async (request, reply) => {
    await service.deleteReview(request.principal, request.params);
    return reply.status(204).send();
  });

  // POST /api/v1/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply
  addEndpointRoute(app, addReplyEndpoint, { tags }, async (request, reply) =>
    reply.status(201).send(await service.addReply(request.principal, { ...request.params, ...request.body })),
  );

  // PATCH /api/v1/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply
  addEndpointRoute(app, updateReplyEndpoint, { tags }, async (request) =>
    service.updateReply(request.principal, { ...request.params, ...request.body }),
  );

  // DELETE /api/v1/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply
  addEndpointRoute(app, deleteReplyEndpoint, { tags }, async (request, reply) => {
    await service.deleteReply(request.principal, request.params);
    return reply.status(204).send();
  });
};
