import { defineEndpoint, providerPathAccess } from '../platform/contract';
import {
  allPicturesResponseSchema,
  offerPageParamsSchema,
  offerPageQuerySchema,
  offerPageResponseSchema,
  profileSchema,
  profileUriParamsSchema,
  sitemapResponseSchema,
  vanityNameParamsSchema,
} from './profile.schemas';

export const getProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/network/profile/:vanityName',
  access: providerPathAccess('view', 'vanityName'),
  params: vanityNameParamsSchema,
  response: profileSchema,
  summary: 'A profile as the viewer on this host sees it',
});

export const getAllPicturesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/network/profile/allpictures/:uri',
  access: providerPathAccess('view', 'uri'),
  params: profileUriParamsSchema,
  response: allPicturesResponseSchema,
  summary: "A profile's photo gallery",
});

export const getOfferPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/network/profile/offers/:vanityName/:nameUri',
  access: providerPathAccess('view', 'vanityName'),
  params: offerPageParamsSchema,
  query: offerPageQuerySchema,
  response: offerPageResponseSchema,
  summary: 'A services page: category, subcategory (sub) or offer',
});

export const getSitemapProfilesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/network/sitemap/profiles',
  access: { kind: 'public' },
  response: sitemapResponseSchema,
  summary: 'Published profiles for sitemap.xml',
});
