import { defineEndpoint } from '../platform/contract';
import { vanityNameParamsSchema } from '../providers/profile.schemas';
import { listReviewsRoute } from './reviews.routes';
import { reviewListQuerySchema, reviewListResponseSchema } from './reviews.schemas';

export const listReviewsEndpoint = defineEndpoint(listReviewsRoute, {
  params: vanityNameParamsSchema,
  query: reviewListQuerySchema,
  response: reviewListResponseSchema,
  summary: "A profile's reviews, a page at a time",
});
