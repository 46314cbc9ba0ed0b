import { defineEndpoint, ownerCallAccess } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
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
  revisedImageRequestSchema,
} from './profile-editing.schemas';

/** The owner's in-place editing of the profile site (spec 1 §2 Banner, §4, §7); `?vanityName=` names it. */

export const uploadBannerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/provider/profile/banner/upload',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  multipart: true,
  response: fileUploadResponseSchema,
});

export const uploadLogoEndpoint = defineEndpoint({
  method: 'POST',
  path: '/provider/profile/profilepic/upload',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  multipart: true,
  response: fileUploadResponseSchema,
});

export const uploadPhotosEndpoint = defineEndpoint({
  method: 'POST',
  path: '/provider/profile/photo/upload',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  multipart: true,
  response: fileUploadResponseSchema,
});

export const deletePhotoEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/provider/profile/photo/delete/:friendlyImageName',
  access: ownerCallAccess('editProfile'),
  params: photoParamsSchema,
  query: ownerProviderQuerySchema,
  response: null,
});

export const updateBannerSettingsEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/banner/settings',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  body: bannerSettingsRequestSchema,
  response: bannerSettingsResponseSchema,
});

export const updateLogoSettingsEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/profilepic/settings',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  body: logoSettingsRequestSchema,
  response: logoSettingsResponseSchema,
});

export const reviseBannerImageEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/banner/image',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  body: revisedImageRequestSchema,
  response: bannerImageResponseSchema,
  summary: 'Replace the banner with its cropped picture',
});

export const reviseLogoImageEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/profilepic/image',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  body: revisedImageRequestSchema,
  response: logoImageResponseSchema,
  summary: 'Replace the logo with its cropped picture',
});

export const updateAboutEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/provider/profile/about',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  body: aboutRequestSchema,
  response: aboutResponseSchema,
});

export const generateBannerEndpoint = defineEndpoint({
  method: 'POST',
  path: '/provider/profile/ai-generate-banner-image',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  body: aiBannerRequestSchema,
  response: bannerImageResponseSchema,
});

export const generateLogoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/provider/profile/ai-generate-profile-pic',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  response: logoImageResponseSchema,
});

export const generateAboutDescriptionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/provider/profile/ai-about-description',
  access: ownerCallAccess('editProfile'),
  query: ownerProviderQuerySchema,
  response: aiAboutResponseSchema,
});
