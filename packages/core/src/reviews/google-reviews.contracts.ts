import { defineEndpoint, ownerCallAccess } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  googlePlaceSchema,
  googleReviewsRequestSchema,
  googleSettingsResponseSchema,
  placeIdRequestSchema,
  placeParamsSchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
} from './google-reviews.schemas';

/** Google place set-up, Google reviews on or off, place search and details (spec 2 §4, §7). */

export const setGoogleReviewsEnabledEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/google-reviews',
  access: ownerCallAccess('editGoogleReviews'),
  query: ownerProviderQuerySchema,
  body: googleReviewsRequestSchema,
  response: googleSettingsResponseSchema,
});

export const setPlaceIdEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/place-id',
  access: ownerCallAccess('editGoogleReviews'),
  query: ownerProviderQuerySchema,
  body: placeIdRequestSchema,
  response: googleSettingsResponseSchema,
});

export const searchPlacesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/network/places/search',
  access: { kind: 'user' },
  query: placeSearchQuerySchema,
  response: placeSearchResponseSchema,
  summary: 'Businesses by name, for choosing a Google place',
});

export const getPlaceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/network/places/:placeId',
  access: { kind: 'public' },
  params: placeParamsSchema,
  response: googlePlaceSchema,
  summary: "A place's rating and reviews",
});
