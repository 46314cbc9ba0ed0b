import { defineEndpoint } from '../platform/contract';
import { placeParamsSchema } from '../reviews/google-reviews.schemas';
import {
  createProviderRoute,
  createUnclaimedProviderRoute,
  geocodeAddressRoute,
  getPlaceBusinessRoute,
} from './company.routes';
import {
  newProfileRequestSchema,
  newProfileResponseSchema,
  unclaimedProviderRequestSchema,
} from './company.schemas';
import { geocodeQuerySchema, geocodeResponseSchema } from './details.schemas';
import { placeBusinessSchema } from './places.schemas';

export const createProviderEndpoint = defineEndpoint(createProviderRoute, {
  body: newProfileRequestSchema,
  response: newProfileResponseSchema,
  status: 201,
  summary: 'Create a company profile owned by the caller (unpublished until Publish)',
});

export const createUnclaimedProviderEndpoint = defineEndpoint(createUnclaimedProviderRoute, {
  body: unclaimedProviderRequestSchema,
  response: newProfileResponseSchema,
  status: 201,
  summary: 'Admin: list an unclaimed company its owner can claim through the e-mail given',
});

export const getPlaceBusinessEndpoint = defineEndpoint(getPlaceBusinessRoute, {
  params: placeParamsSchema,
  response: placeBusinessSchema,
  summary: "A business's name, address, phone and website, to prefill the company form",
});

export const geocodeAddressEndpoint = defineEndpoint(geocodeAddressRoute, {
  query: geocodeQuerySchema,
  response: geocodeResponseSchema,
  summary: 'Where an address is, for the map step of Edit Location',
});
