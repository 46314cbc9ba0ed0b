import { defineEndpoint } from '../platform/contract';
import { ownerProviderQuerySchema, profileUriParamsSchema } from '../providers/profile.schemas';
import {
  addCategoryRoute,
  addSubcategoryRoute,
  editOfferRoute,
  listOfferCategoriesRoute,
  reorderOffersRoute,
  tagPhotoRoute,
  untagPhotoRoute,
} from './offers.routes';
import {
  addCategoryRequestSchema,
  addSubcategoryRequestSchema,
  categoryNameResponseSchema,
  editOfferRequestSchema,
  offerCategoriesResponseSchema,
  offerParamsSchema,
  offerSchema,
  photoTagParamsSchema,
  photoTagRequestSchema,
  photoTagResponseSchema,
  reorderOffersRequestSchema,
  reorderOffersResponseSchema,
} from './offers.schemas';

export const editOfferEndpoint = defineEndpoint(editOfferRoute, {
  params: offerParamsSchema,
  query: ownerProviderQuerySchema,
  body: editOfferRequestSchema,
  response: offerSchema,
  summary: "Edit an offer's texts and category, or its pricing form ({ pricingForm })",
});

export const addCategoryEndpoint = defineEndpoint(addCategoryRoute, {
  query: ownerProviderQuerySchema,
  body: addCategoryRequestSchema,
  response: categoryNameResponseSchema,
  status: 201,
  summary: 'Add a category (409 when one of that name exists, any case)',
});

export const addSubcategoryEndpoint = defineEndpoint(addSubcategoryRoute, {
  query: ownerProviderQuerySchema,
  body: addSubcategoryRequestSchema,
  response: categoryNameResponseSchema,
  status: 201,
  summary: 'Add a subcategory to one of the categories (409 when one of that name exists)',
});

export const listOfferCategoriesEndpoint = defineEndpoint(listOfferCategoriesRoute, {
  params: profileUriParamsSchema,
  response: offerCategoriesResponseSchema,
  summary: "The provider's categories and subcategories, in menu order",
});

export const reorderOffersEndpoint = defineEndpoint(reorderOffersRoute, {
  query: ownerProviderQuerySchema,
  body: reorderOffersRequestSchema,
  response: reorderOffersResponseSchema,
  summary: 'Save the order of the offers (orderNumber from 1000, +1, in displayed order)',
});

export const tagPhotoEndpoint = defineEndpoint(tagPhotoRoute, {
  params: photoTagParamsSchema,
  query: ownerProviderQuerySchema,
  body: photoTagRequestSchema,
  response: photoTagResponseSchema,
  summary: 'Tag a photo to an offer (its gallery shows it); videos cannot be tagged',
});

export const untagPhotoEndpoint = defineEndpoint(untagPhotoRoute, {
  params: photoTagParamsSchema,
  query: ownerProviderQuerySchema,
  body: photoTagRequestSchema,
  response: photoTagResponseSchema,
  summary: 'Untag a photo from an offer',
});
