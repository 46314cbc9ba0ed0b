import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { addPromoVideoRoute, deletePromoVideoRoute, replacePromoVideoRoute } from './promo-video.routes';
import {
  deletePromoVideoRequestSchema,
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
