import { defineEndpoint } from '../platform/contract';
import { getCatalogueCategoryRoute, listCatalogueCategoriesRoute } from './catalogue-browse.routes';
import {
  catalogueCategoriesResponseSchema,
  catalogueCategoryParamsSchema,
  catalogueCategoryResponseSchema,
} from './catalogue-browse.schemas';

export const listCatalogueCategoriesEndpoint = defineEndpoint(listCatalogueCategoriesRoute, {
  response: catalogueCategoriesResponseSchema,
  summary: "The catalogue's categories with how many services each has",
});

export const getCatalogueCategoryEndpoint = defineEndpoint(getCatalogueCategoryRoute, {
  params: catalogueCategoryParamsSchema,
  response: catalogueCategoryResponseSchema,
  summary: "One category's services, by subcategory (404 for an unknown category)",
});
