import { defineEndpoint, providerPathAccess } from '../platform/contract';
import { vanityNameParamsSchema } from '../providers/profile.schemas';
import { reviewListQuerySchema, reviewListResponseSchema } from './reviews.schemas';

export const listReviewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/network/profile/reviews/:vanityName',
  access: providerPathAccess('view', 'vanityName'),
  params: vanityNameParamsSchema,
  query: reviewListQuerySchema,
  response: reviewListResponseSchema,
  summary: "A profile's reviews, a page at a time",
});
