import { defineEndpoint, ownerCallAccess } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  deletePromoVideoRequestSchema,
  promoVideoRequestSchema,
  promoVideoResponseSchema,
} from './promo-video.schemas';

/** Promotional videos of the profile pages (spec 2 §2 item 11, §7; spec 3 §2.1). */

export const addPromoVideoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/provider/profile/promo-video',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  body: promoVideoRequestSchema,
  response: promoVideoResponseSchema,
  summary: "Set a page's first promotional video",
});

export const replacePromoVideoEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/promo-video',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  body: promoVideoRequestSchema,
  response: promoVideoResponseSchema,
  summary: "Replace a page's promotional video",
});

export const deletePromoVideoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/provider/profile/delete-promo-video',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  body: deletePromoVideoRequestSchema,
  response: promoVideoResponseSchema,
});
