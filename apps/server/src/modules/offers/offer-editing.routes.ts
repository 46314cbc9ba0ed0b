import {
  addCategoryEndpoint,
  addSubcategoryEndpoint,
  editOfferEndpoint,
  listOfferCategoriesEndpoint,
  reorderOffersEndpoint,
  tagPhotoEndpoint,
  untagPhotoEndpoint,
} from '@porchlight/core/offers/offer-editing.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Offer editing (spec 2 §7): an offer, the categories, the order, photo tags. */
export const offerEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.offerEditing;
  const tags = ['offers'];

  // PATCH /api/v1/provider/profile/offers/{offerNumber}?vanityName=
  addEndpointRoute(app, editOfferEndpoint, { tags }, async (request) =>
    service.editOffer(request.principal, { ...request.query, ...request.params, body: request.body }),
  );

  // POST /api/v1/provider/profile/offers/category?vanityName=
  addEndpointRoute(app, addCategoryEndpoint, { tags }, async (request, reply) =>
    reply
      .status(201)
      .send(await service.addCategory(request.principal, { ...request.query, ...request.body })),
  );

  // POST /api/v1/provider/profile/offers/subcategory?vanityName=
  addEndpointRoute(app, addSubcategoryEndpoint, { tags }, async (request, reply) =>
    reply
      .status(201)
      .send(await service.addSubcategory(request.principal, { ...request.query, ...request.body })),
  );

  // GET /api/v1/network/profile/offers/categories/{uri}
  addEndpointRoute(app, listOfferCategoriesEndpoint, { tags }, async (request) =>
    service.listCategories(request.principal, request.params),
  );

  // POST /api/v1/provider/profile/offers/reorder?vanityName=
  addEndpointRoute(app, reorderOffersEndpoint, { tags }, async (request) =>
    service.reorder(request.principal, { ...request.query, items: request.body }),
  );

  // POST /api/v1/provider/profile/photo/tag-offer/{friendlyImageName}?vanityName=
  addEndpointRoute(app, tagPhotoEndpoint, { tags }, async (request) =>
    service.setPhotoTag(request.principal, {
      ...request.query,
      ...request.params,
      ...request.body,
      tagged: true,
    }),
  );

  // POST /api/v1/provider/profile/photo/untag-offer/{friendlyImageName}?vanityName=
  addEndpointRoute(app, untagPhotoEndpoint, { tags }, async (request) =>
    service.setPhotoTag(request.principal, {
      ...request.query,
      ...request.params,
      ...request.body,
      tagged: false,
    }),
  );
};
