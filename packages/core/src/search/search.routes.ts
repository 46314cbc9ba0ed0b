import { defineRoute } from '../platform/route';

export const searchProfilesRoute = defineRoute({
  method: 'POST',
  path: '/network/profile/list/search',
  access: { kind: 'public' },
});

export const getSuggestionsRoute = defineRoute({
  method: 'GET',
  path: '/network/search/suggestions',
  access: { kind: 'public' },
});

export const findNearestZipRoute = defineRoute({
  method: 'GET',
  path: '/network/search/nearest-zip',
  access: { kind: 'public' },
});
