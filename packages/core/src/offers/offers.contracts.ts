import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { addOfferRoute, deleteOfferRoute, searchCatalogueRoute } from './offers.routes';
import {
  addOfferRequestSchema,
  catalogueSearchRequestSchema,
  catalogueSearchResponseSchema,
  offerParamsSchema,
  offerSchema,
} from './offers.schemas';

export const addOfferEndpoint = defineEndpoint(addOfferRoute, {
  query: ownerProviderQuerySchema,
  body: addOfferRequestSchema,
  response: offerSchema,
  status: 201,
  summary: 'Add one catalogue service to the profile (409 when it is there already)',
});

export const deleteOfferEndpoint = defineEndpoint(deleteOfferRoute, {
  params: offerParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
  summary: 'Remove an offer from the profile',
});

export const searchCatalogueEndpoint = defineEndpoint(searchCatalogueRoute, {
  query: catalogueSearchRequestSchema,
  response: catalogueSearchResponseSchema,
  summary: 'Catalogue services for the Add Services dialog (typo-tolerant, 10 at most)',
});
