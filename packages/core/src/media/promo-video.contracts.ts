import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  addOfferPromoVideoRoute,
  addPromoVideoRoute,
  deleteOfferPromoVideoRoute,
  deletePromoVideoRoute,
  replaceOfferPromoVideoRoute,
  replacePromoVideoRoute,
} from './promo-video.routes';
import {
  deleteOfferPromoVideoRequestSchema,
  deletePromoVideoRequestSchema,
  offerPromoVideoRequestSchema,
  offerPromoVideoResponseSchema,
  promoVideoRequestSchema,
  promoVideoResponseSchema,
} from './promo-video.schemas';

/** Promotional videos of the profile pages (spec 2 §2 item 11, §7; spec 3 §2.1). */

export const addPromoVideoEndpoint = defineEndpoint(addPromoVideoRoute, {
  query: ownerProviderQuerySchema,
  body: promoVideoRequestSchema,
  response: promoVideoResponseSchema,
  summary: "Set a page's first promotional video",
});

export const replacePromoVideoEndpoint = defineEndpoint(replacePromoVideoRoute, {
  query: ownerProviderQuerySchema,
  body: promoVideoRequestSchema,
  response: promoVideoResponseSchema,
  summary: "Replace a page's promotional video",
});

export const deletePromoVideoEndpoint = defineEndpoint(deletePromoVideoRoute, {
  query: ownerProviderQuerySchema,
  body: deletePromoVideoRequestSchema,
  response: promoVideoResponseSchema,
});

/** An offer's promotional video (spec 2 §7). */

export const addOfferPromoVideoEndpoint = defineEndpoint(addOfferPromoVideoRoute, {
  query: ownerProviderQuerySchema,
  body: offerPromoVideoRequestSchema,
  response: offerPromoVideoResponseSchema,
  summary: "Set an offer's first promotional video (a gallery .mp4)",
});

export const replaceOfferPromoVideoEndpoint = defineEndpoint(replaceOfferPromoVideoRoute, {
  query: ownerProviderQuerySchema,
  body: offerPromoVideoRequestSchema,
  response: offerPromoVideoResponseSchema,
  summary: "Replace an offer's promotional video",
});

export const deleteOfferPromoVideoEndpoint = defineEndpoint(deleteOfferPromoVideoRoute, {
  query: ownerProviderQuerySchema,
  body: deleteOfferPromoVideoRequestSchema,
  response: offerPromoVideoResponseSchema,
  summary: "Remove an offer's promotional video (the gallery file stays)",
});
