import { defineRoute, ownerCallAccess } from '../platform/route';

/** Promotional videos of the profile pages (spec 2 §2 item 11, §7; spec 3 §2.1); schemas in promo-video.contracts.ts. */

export const addPromoVideoRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/promo-video',
  access: ownerCallAccess('editProfile'),
});

export const replacePromoVideoRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/promo-video',
  access: ownerCallAccess('editProfile'),
});

export const deletePromoVideoRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/delete-promo-video',
  access: ownerCallAccess('editProfile'),
});

/** An offer's promotional video (spec 2 §7): a change to the services, so editServices. */

export const addOfferPromoVideoRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/offers/promo-video',
  access: ownerCallAccess('editServices'),
});

export const replaceOfferPromoVideoRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/offers/promo-video',
  access: ownerCallAccess('editServices'),
});

export const deleteOfferPromoVideoRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/offers/delete-promo-video',
  access: ownerCallAccess('editServices'),
});
