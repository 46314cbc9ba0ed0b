import {
  getCatalogueCategoryEndpoint,
  listCatalogueCategoriesEndpoint,
} from '@porchlight/core/offers/catalogue-browse.contracts';
import {
  addOfferEndpoint,
  deleteOfferEndpoint,
  searchCatalogueEndpoint,
} from '@porchlight/core/offers/offers.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Add Services (spec 2 §7): add an offer from the catalogue, remove one, search the catalogue. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.offers;
  const tags = ['offers'];

  // POST /api/v1/provider/profile/offers?vanityName=
  addEndpointRoute(app, addOfferEndpoint, { tags }, async (request, reply) => {
    const offer = await service.addOffer(request.principal, { ...request.query, ...request.body });
    return reply.status(201).send(offer);
  });

  // DELETE /api/v1/provider/profile/offers/{offerNumber}?vanityName=
  addEndpointRoute(app, deleteOfferEndpoint, { tags }, async (request, reply) => {
    await service.deleteOffer(request.principal, { ...request.query, ...request.params });
    return reply.status(204).send();
  });

  // GET /api/v1/network/catalogue/categories
  addEndpointRoute(app, listCatalogueCategoriesEndpoint, { tags }, async (request) =>
    service.listCatalogueCategories(request.principal),
  );

  // GET /api/v1/network/catalogue/categories/{cu}
  addEndpointRoute(app, getCatalogueCategoryEndpoint, { tags }, async (request) =>
    service.getCatalogueCategory(request.principal, request.params),
  );

  // GET /api/v1/network/catalogue/search?q=
  addEndpointRoute(app, searchCatalogueEndpoint, { tags }, async (request) =>
    service.searchCatalogue(request.principal, request.query),
  );
};
