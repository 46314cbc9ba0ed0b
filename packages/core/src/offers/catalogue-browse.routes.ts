import { defineRoute } from '../platform/route';

/** The catalogue by category, for Add Services "from a category" (spec 2 §2.4). */

export const listCatalogueCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/network/catalogue/categories',
  access: { kind: 'public' },
});

export const getCatalogueCategoryRoute = defineRoute({
  method: 'GET',
  path: '/network/catalogue/categories/:cu',
  access: { kind: 'public' },
});
