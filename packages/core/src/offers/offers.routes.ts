import { defineRoute, ownerCallAccess } from '../platform/route';

/** Add Services: add one catalogue service to the profile, remove an offer, search the catalogue (spec 2 §7). */

export const addOfferRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/offers',
  access: ownerCallAccess('editServices'),
});

export const deleteOfferRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/profile/offers/:offerNumber',
  access: ownerCallAccess('editServices'),
});

export const searchCatalogueRoute = defineRoute({
  method: 'GET',
  path: '/network/catalogue/search',
  access: { kind: 'public' },
});
