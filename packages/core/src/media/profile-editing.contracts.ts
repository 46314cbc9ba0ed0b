import { defineEndpoint, noOptionsSchema } from '../platform/contract';
import { ownerProviderQuerySchema, photoSchema } from '../providers/profile.schemas';
import {
  deletePhotoRoute,
  generateAboutDescriptionRoute,
  generateBannerRoute,
  generateLogoRoute,
  reviseBannerImageRoute,
  reviseLogoImageRoute,
  updateAboutRoute,
  updateBannerSettingsRoute,
  updateLogoSettingsRoute,
  updatePhotoTitleRoute,
  uploadBannerRoute,
  uploadLogoRoute,
  uploadPhotosRoute,
} from './profile-editing.routes';
import {
  aboutRequestSchema,
  aboutResponseSchema,
  aiAboutResponseSchema,
  aiBannerRequestSchema,
  bannerImageResponseSchema,
  bannerSettingsRequestSchema,
  bannerSettingsResponseSchema,
  fileUploadResponseSchema,
  logoImageResponseSchema,
  logoSettingsRequestSchema,
  logoSettingsResponseSchema,
  photoParamsSchema,
  photoTitleRequestSchema,
  revisedImageRequestSchema,
} from './profile-editing.schemas';

/** The owner's in-place editing of the profile site (spec 1 §2 Banner, §4, §7); `?vanityName=` names it. */

export const uploadBannerEndpoint = defineEndpoint(uploadBannerRoute, {
  query: ownerProviderQuerySchema,
  response: fileUploadResponseSchema,
});

export const uploadLogoEndpoint = defineEndpoint(uploadLogoRoute, {
  query: ownerProviderQuerySchema,
  response: fileUploadResponseSchema,
});

export const uploadPhotosEndpoint = defineEndpoint(uploadPhotosRoute, {
  query: ownerProviderQuerySchema,
  response: fileUploadResponseSchema,
});

export const deletePhotoEndpoint = defineEndpoint(deletePhotoRoute, {
  params: photoParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
});

export const updatePhotoTitleEndpoint = defineEndpoint(updatePhotoTitleRoute, {
  params: photoParamsSchema,
  query: ownerProviderQuerySchema,
  body: photoTitleRequestSchema,
  response: photoSchema,
});

export const updateBannerSettingsEndpoint = defineEndpoint(updateBannerSettingsRoute, {
  query: ownerProviderQuerySchema,
  body: bannerSettingsRequestSchema,
  response: bannerSettingsResponseSchema,
});

export const updateLogoSettingsEndpoint = defineEndpoint(updateLogoSettingsRoute, {
  query: ownerProviderQuerySchema,
  body: logoSettingsRequestSchema,
  response: logoSettingsResponseSchema,
});

export const reviseBannerImageEndpoint = defineEndpoint(reviseBannerImageRoute, {
  query: ownerProviderQuerySchema,
  body: revisedImageRequestSchema,
  response: bannerImageResponseSchema,
  summary: 'Replace the banner with its cropped picture',
});

export const reviseLogoImageEndpoint = defineEndpoint(reviseLogoImageRoute, {
  query: ownerProviderQuerySchema,
  body: revisedImageRequestSchema,
  response: logoImageResponseSchema,
  summary: 'Replace the logo with its cropped picture',
});

export const updateAboutEndpoint = defineEndpoint(updateAboutRoute, {
  query: ownerProviderQuerySchema,
  body: aboutRequestSchema,
  response: aboutResponseSchema,
});

export const generateBannerEndpoint = defineEndpoint(generateBannerRoute, {
  query: ownerProviderQuerySchema,
  body: aiBannerRequestSchema,
  response: bannerImageResponseSchema,
});

export const generateLogoEndpoint = defineEndpoint(generateLogoRoute, {
  query: ownerProviderQuerySchema,
  body: noOptionsSchema,
  response: logoImageResponseSchema,
});

export const generateAboutDescriptionEndpoint = defineEndpoint(generateAboutDescriptionRoute, {
  query: ownerProviderQuerySchema,
  body: noOptionsSchema,
  response: aiAboutResponseSchema,
});
