import {
  addOfferPromoVideoEndpoint,
  addPromoVideoEndpoint,
  deleteOfferPromoVideoEndpoint,
  deletePromoVideoEndpoint,
  replaceOfferPromoVideoEndpoint,
  replacePromoVideoEndpoint,
} from '@porchlight/core/media/promo-video.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Promotional videos of the profile pages and of the offers (spec 2 §2 item 11, §7; spec 3 §2.1). */
export const promoVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.promoVideos;
  const tags = ['profile editing'];

  // POST /api/v1/provider/profile/promo-video
  addEndpointRoute(app, addPromoVideoEndpoint, { tags }, async (request) =>
    service.setPromoVideo(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/promo-video
  addEndpointRoute(app, replacePromoVideoEndpoint, { tags }, async (request) =>
    service.setPromoVideo(request.principal, { ...request.query, ...request.body }),
  );

  // POST /api/v1/provider/profile/delete-promo-video
  addEndpointRoute(app, deletePromoVideoEndpoint, { tags }, async (request) =>
    service.deletePromoVideo(request.principal, { ...request.query, ...request.body }),
  );

  // POST /api/v1/provider/profile/offers/promo-video
  addEndpointRoute(app, addOfferPromoVideoEndpoint, { tags: ['offers'] }, async (request) =>
    service.setOfferPromoVideo(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/offers/promo-video
  addEndpointRoute(app, replaceOfferPromoVideoEndpoint, { tags: ['offers'] }, async (request) =>
    service.setOfferPromoVideo(request.principal, { ...request.query, ...request.body }),
  );

  // POST /api/v1/provider/profile/offers/delete-promo-video
  addEndpointRoute(app, deleteOfferPromoVideoEndpoint, { tags: ['offers'] }, async (request) =>
    service.deleteOfferPromoVideo(request.principal, { ...request.query, ...request.body }),
  );
};
