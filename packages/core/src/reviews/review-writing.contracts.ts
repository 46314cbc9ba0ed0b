import { defineEndpoint, providerPathAccess } from '../platform/contract';
import {
  newCompanyReviewRequestSchema,
  newCompanyReviewResponseSchema,
  replyRequestSchema,
  replyResponseSchema,
  reviewPathParamsSchema,
  reviewRequestSchema,
  reviewVanityParamsSchema,
} from './review-writing.schemas';
import { reviewListQuerySchema, reviewListResponseSchema, reviewSchema } from './reviews.schemas';

/** Writing, deleting and replying to reviews; friends' reviews (spec 1 §7, spec 3 §7). */

export const createCompanyReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/provider/profile/reviews/new-company',
  access: { kind: 'user' },
  body: newCompanyReviewRequestSchema,
  response: newCompanyReviewResponseSchema,
  status: 201,
  summary: 'Review a company that has no profile yet',
});

export const createReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/provider/profile/reviews/:vanityNameLC',
  access: providerPathAccess('writeReview', 'vanityNameLC'),
  params: reviewVanityParamsSchema,
  body: reviewRequestSchema,
  response: reviewSchema,
  status: 201,
});

export const listFriendReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/provider/profile/reviews/:vanityNameLC/friends',
  access: providerPathAccess('review', 'vanityNameLC'),
  params: reviewVanityParamsSchema,
  query: reviewListQuerySchema,
  response: reviewListResponseSchema,
  summary: "The reviews the user's friends wrote of a profile",
});

export const deleteReviewEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber',
  access: providerPathAccess('review', 'vanityNameLC'),
  params: reviewPathParamsSchema,
  response: null,
});

export const addReplyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply',
  access: providerPathAccess('replyToReviews', 'vanityNameLC'),
  params: reviewPathParamsSchema,
  body: replyRequestSchema,
  response: replyResponseSchema,
  status: 201,
});

export const updateReplyEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply',
  access: providerPathAccess('replyToReviews', 'vanityNameLC'),
  params: reviewPathParamsSchema,
  body: replyRequestSchema,
  response: replyResponseSchema,
});

export const deleteReplyEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/provider/profile/reviews/:vanityNameLC/:reviewNumber/reply',
  access: providerPathAccess('replyToReviews', 'vanityNameLC'),
  params: reviewPathParamsSchema,
  response: null,
});
