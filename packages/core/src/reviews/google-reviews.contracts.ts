import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  getPlaceRoute,
  searchPlacesRoute,
  setGoogleReviewsEnabledRoute,
  setPlaceIdRoute,
} from './google-reviews.routes';
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

export const setGoogleReviewsEnabledEndpoint = defineEndpoint(setGoogleReviewsEnabledRoute, {
  query: ownerProviderQuerySchema,
  body: googleReviewsRequestSchema,
  response: googleSettingsResponseSchema,
});

export const setPlaceIdEndpoint = defineEndpoint(setPlaceIdRoute, {
  query: ownerProviderQuerySchema,
  body: placeIdRequestSchema,
  response: googleSettingsResponseSchema,
});

export const searchPlacesEndpoint = defineEndpoint(searchPlacesRoute, {
  query: placeSearchQuerySchema,
  response: placeSearchResponseSchema,
  summary: 'Businesses by name, for choosing a Google place',
});

export const getPlaceEndpoint = defineEndpoint(getPlaceRoute, {
  params: placeParamsSchema,
  response: googlePlaceSchema,
  summary: "A place's rating and reviews",
});
