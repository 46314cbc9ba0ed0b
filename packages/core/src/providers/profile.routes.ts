import { defineRoute, providerPathAccess } from '../platform/route';

/** Public profile reads; the schemas are in profile.contracts.ts. */

export const getProfileRoute = defineRoute({
  method: 'GET',
  path: '/network/profile/:vanityName',
  access: providerPathAccess('view', 'vanityName'),
});

export const getAllPicturesRoute = defineRoute({
  method: 'GET',
  path: '/network/profile/allpictures/:uri',
  access: providerPathAccess('view', 'uri'),
});

export const getOfferPageRoute = defineRoute({
  method: 'GET',
  path: '/network/profile/offers/:vanityName/:nameUri',
  access: providerPathAccess('view', 'vanityName'),
});

export const getSitemapProfilesRoute = defineRoute({
  method: 'GET',
  path: '/network/sitemap/profiles',
  access: { kind: 'public' },
});

/** The questions of each offer's pricing form, for the Request Pricing wizard (loaded when it opens). */
export const getPricingFormsRoute = defineRoute({
  method: 'GET',
  path: '/network/profile/pricing-forms/:uri',
  access: providerPathAccess('view', 'uri'),
});
