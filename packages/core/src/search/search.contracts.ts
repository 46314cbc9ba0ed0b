import { defineEndpoint } from '../platform/contract';
import {
  nearestZipRequestSchema,
  nearestZipResponseSchema,
  profileListResponseSchema,
  profileListSearchRequestSchema,
  suggestionsRequestSchema,
  suggestionsResponseSchema,
} from './search.schemas';

export const searchProfilesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/network/profile/list/search',
  access: { kind: 'public' },
  body: profileListSearchRequestSchema,
  response: profileListResponseSchema,
  summary: 'Profiles by service, zip code and radius, spotlight or place',
});

export const getSuggestionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/network/search/suggestions',
  access: { kind: 'public' },
  query: suggestionsRequestSchema,
  response: suggestionsResponseSchema,
  summary: 'Services, companies and places for the search box',
});

export const findNearestZipEndpoint = defineEndpoint({
  method: 'GET',
  path: '/network/search/nearest-zip',
  access: { kind: 'public' },
  query: nearestZipRequestSchema,
  response: nearestZipResponseSchema,
});
