import { defineEndpoint } from '../platform/contract';
import {
  addReplyRoute,
  createCompanyReviewRoute,
  createReviewRoute,
  deleteReplyRoute,
  deleteReviewRoute,
  listFriendReviewsRoute,
  ownReviewRoute,
  updateReplyRoute,
  updateReviewRoute,
} from './review-writing.routes';
import {
  newCompanyReviewRequestSchema,
  newCompanyReviewResponseSchema,
  ownReviewResponseSchema,
  replyRequestSchema,
  replyResponseSchema,
  reviewPathParamsSchema,
  reviewRequestSchema,
  reviewVanityParamsSchema,
} from './review-writing.schemas';
import { reviewListQuerySchema, reviewListResponseSchema, reviewSchema } from './reviews.schemas';

/** Writing, deleting and replying to reviews; friends' reviews (spec 1 §7, spec 3 §7). */

export const createCompanyReviewEndpoint = defineEndpoint(createCompanyReviewRoute, {
  body: newCompanyReviewRequestSchema,
  response: newCompanyReviewResponseSchema,
  status: 201,
  summary: 'Review a company that has no profile yet',
});

export const createReviewEndpoint = defineEndpoint(createReviewRoute, {
  params: reviewVanityParamsSchema,
  body: reviewRequestSchema,
  response: reviewSchema,
  status: 201,
});

export const listFriendReviewsEndpoint = defineEndpoint(listFriendReviewsRoute, {
  params: reviewVanityParamsSchema,
  query: reviewListQuerySchema,
  response: reviewListResponseSchema,
  summary: "The reviews the user's friends wrote of a profile",
});

export const ownReviewEndpoint = defineEndpoint(ownReviewRoute, {
  params: reviewVanityParamsSchema,
  response: ownReviewResponseSchema,
  summary: "The user's own review of a profile, if any",
});

export const updateReviewEndpoint = defineEndpoint(updateReviewRoute, {
  params: reviewPathParamsSchema,
  body: reviewRequestSchema,
  response: reviewSchema,
  summary: 'The author edits their review',
});

export const deleteReviewEndpoint = defineEndpoint(deleteReviewRoute, {
  params: reviewPathParamsSchema,
  response: null,
});

export const addReplyEndpoint = defineEndpoint(addReplyRoute, {
  params: reviewPathParamsSchema,
  body: replyRequestSchema,
  response: replyResponseSchema,
  status: 201,
});

export const updateReplyEndpoint = defineEndpoint(updateReplyRoute, {
  params: reviewPathParamsSchema,
  body: replyRequestSchema,
  response: replyResponseSchema,
});

export const deleteReplyEndpoint = defineEndpoint(deleteReplyRoute, {
  params: reviewPathParamsSchema,
  response: null,
});
