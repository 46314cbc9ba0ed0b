import { defineRoute, ownerCallAccess, providerPathAccess } from '../platform/route';

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

/** Offer editing (spec 2 §7): texts, category, pricing form, categories, order, photo tags. */

export const editOfferRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/offers/:offerNumber',
  access: ownerCallAccess('editServices'),
});

export const addCategoryRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/offers/category',
  access: ownerCallAccess('editServices'),
});

export const addSubcategoryRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/offers/subcategory',
  access: ownerCallAccess('editServices'),
});

export const listOfferCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/network/profile/offers/categories/:uri',
  access: providerPathAccess('view', 'uri'),
});

export const reorderOffersRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/offers/reorder',
  access: ownerCallAccess('editServices'),
});

export const tagPhotoRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/photo/tag-offer/:friendlyImageName',
  access: ownerCallAccess('editServices'),
});

export const untagPhotoRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/photo/untag-offer/:friendlyImageName',
  access: ownerCallAccess('editServices'),
});
