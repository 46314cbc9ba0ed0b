import { defineEndpoint } from '../platform/contract';
import { findNearestZipRoute, getSuggestionsRoute, searchProfilesRoute } from './search.routes';
import {
  nearestZipRequestSchema,
  nearestZipResponseSchema,
  profileListResponseSchema,
  profileListSearchRequestSchema,
  suggestionsRequestSchema,
  suggestionsResponseSchema,
} from './search.schemas';

export const searchProfilesEndpoint = defineEndpoint(searchProfilesRoute, {
  body: profileListSearchRequestSchema,
  response: profileListResponseSchema,
  summary: 'Profiles by service, zip code and radius, spotlight or place',
});

export const getSuggestionsEndpoint = defineEndpoint(getSuggestionsRoute, {
  query: suggestionsRequestSchema,
  response: suggestionsResponseSchema,
  summary: 'Services, companies and places for the search box',
});

export const findNearestZipEndpoint = defineEndpoint(findNearestZipRoute, {
  query: nearestZipRequestSchema,
  response: nearestZipResponseSchema,
});
