import { defineEndpoint } from '../platform/contract';
import {
  getAllPicturesRoute,
  getOfferPageRoute,
  getPricingFormsRoute,
  getProfileRoute,
  getSitemapProfilesRoute,
} from './profile.routes';
import {
  allPicturesResponseSchema,
  offerPageParamsSchema,
  offerPageQuerySchema,
  offerPageResponseSchema,
  pricingFormsResponseSchema,
  profileSchema,
  profileUriParamsSchema,
  sitemapResponseSchema,
  vanityNameParamsSchema,
} from './profile.schemas';

export const getProfileEndpoint = defineEndpoint(getProfileRoute, {
  params: vanityNameParamsSchema,
  response: profileSchema,
  summary: 'A profile as the viewer on this host sees it',
});

export const getAllPicturesEndpoint = defineEndpoint(getAllPicturesRoute, {
  params: profileUriParamsSchema,
  response: allPicturesResponseSchema,
  summary: "A profile's photo gallery",
});

export const getOfferPageEndpoint = defineEndpoint(getOfferPageRoute, {
  params: offerPageParamsSchema,
  query: offerPageQuerySchema,
  response: offerPageResponseSchema,
  summary: 'A services page: category, subcategory (sub) or offer',
});

export const getSitemapProfilesEndpoint = defineEndpoint(getSitemapProfilesRoute, {
  response: sitemapResponseSchema,
  summary: 'Published profiles for sitemap.xml',
});

export const getPricingFormsEndpoint = defineEndpoint(getPricingFormsRoute, {
  params: profileUriParamsSchema,
  response: pricingFormsResponseSchema,
  summary: "Each offer's name and pricing-form questions, in menu order (the pricing wizard's steps)",
});
