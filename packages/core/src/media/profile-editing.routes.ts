import { defineRoute, ownerCallAccess } from '../platform/route';

/**
 * The owner's in-place editing of the profile site (spec 1 §2 Banner, §4, §7); `?vanityName=` names it.
 * The schemas are in profile-editing.contracts.ts.
 */

const editProfile = ownerCallAccess('editProfile');

export const uploadBannerRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/banner/upload',
  access: editProfile,
  multipart: true,
});

export const uploadLogoRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/profilepic/upload',
  access: editProfile,
  multipart: true,
});

export const uploadPhotosRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/photo/upload',
  access: editProfile,
  multipart: true,
});

export const deletePhotoRoute = defineRoute({
  method: 'DELETE',
  path: '/provider/profile/photo/delete/:friendlyImageName',
  access: editProfile,
});

export const updatePhotoTitleRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/photo/title/:friendlyImageName',
  access: editProfile,
});

export const updateBannerSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/banner/settings',
  access: editProfile,
});

export const updateLogoSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/profilepic/settings',
  access: editProfile,
});

export const reviseBannerImageRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/banner/image',
  access: editProfile,
});

export const reviseLogoImageRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/profilepic/image',
  access: editProfile,
});

export const updateAboutRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/profile/about',
  access: editProfile,
});

export const generateBannerRoute = defineRoute({
  method: 'POST',
  path: '/provider/profile/ai-generate-banner-image',
  access: editProfile,
});

export const generateLogoRoute = defineRoute({
  // POST, not the spec's GET: it spends an AI attempt and changes the profile (never on a cross-site link).
  method: 'POST',
  path: '/provider/profile/ai-generate-profile-pic',
  access: editProfile,
});

export const generateAboutDescriptionRoute = defineRoute({
  // POST, not the spec's GET: it spends an AI attempt and changes the profile (never on a cross-site link).
  method: 'POST',
  path: '/provider/profile/ai-about-description',
  access: editProfile,
});
