import {
  BANNER_UPLOAD_MAX_BYTES,
  LOGO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MAX_FILES,
} from '@porchlight/core/media/profile-editing.constants';
import {
  deletePhotoEndpoint,
  generateAboutDescriptionEndpoint,
  generateBannerEndpoint,
  generateLogoEndpoint,
  reviseBannerImageEndpoint,
  reviseLogoImageEndpoint,
  updateAboutEndpoint,
  updateBannerSettingsEndpoint,
  updateLogoSettingsEndpoint,
  updatePhotoTitleEndpoint,
  uploadBannerEndpoint,
  uploadLogoEndpoint,
  uploadPhotosEndpoint,
} from '@porchlight/core/media/profile-editing.contracts';
import { REVISED_IMAGE_MAX_BASE64_LENGTH } from '@porchlight/core/media/profile-editing.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';
import { readUploadedFiles } from './read-uploads';

/** The owner's in-place editing of the profile site (spec 1 §2 Banner, §4, §7). */
export const profileEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.profileEditing;
  const tags = ['profile editing'];
  // The crop editor sends the picture as base64: a third larger than the 10,000,000-byte image limit.
  const revisedImage = { tags, bodyLimit: REVISED_IMAGE_MAX_BASE64_LENGTH + 4096 };

  // POST /api/v1/provider/profile/banner/upload
  addEndpointRoute(app, uploadBannerEndpoint, { tags }, async (request) => {
    const files = readUploadedFiles(request, {
      maxBytes: BANNER_UPLOAD_MAX_BYTES,
      maxFiles: PHOTO_UPLOAD_MAX_FILES,
    });
    return { fileUploadStatus: await service.uploadBanner(request.principal, { ...request.query, files }) };
  });

  // POST /api/v1/provider/profile/profilepic/upload
  addEndpointRoute(app, uploadLogoEndpoint, { tags }, async (request) => {
    const files = readUploadedFiles(request, {
      maxBytes: LOGO_UPLOAD_MAX_BYTES,
      maxFiles: PHOTO_UPLOAD_MAX_FILES,
    });
    return { fileUploadStatus: await service.uploadLogo(request.principal, { ...request.query, files }) };
  });

  // POST /api/v1/provider/profile/photo/upload
  addEndpointRoute(app, uploadPhotosEndpoint, { tags }, async (request) => {
    const files = readUploadedFiles(request, {
      maxBytes: PHOTO_UPLOAD_MAX_BYTES,
      maxFiles: PHOTO_UPLOAD_MAX_FILES,
    });
    return { fileUploadStatus: await service.uploadPhotos(request.principal, { ...request.query, files }) };
  });

  // DELETE /api/v1/provider/profile/photo/delete/{friendlyImageName}
  addEndpointRoute(app, deletePhotoEndpoint, { tags }, async (request, reply) => {
    await service.deletePhoto(request.principal, { ...request.query, ...request.params });
    return reply.status(204).send();
  });

  // PATCH /api/v1/provider/profile/photo/title/{friendlyImageName}
  addEndpointRoute(app, updatePhotoTitleEndpoint, { tags }, async (request) =>
    service.updatePhotoTitle(request.principal, { ...request.query, ...request.params, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/banner/settings
  addEndpointRoute(app, updateBannerSettingsEndpoint, { tags }, async (request) =>
    service.updateBannerSettings(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/profilepic/settings
  addEndpointRoute(app, updateLogoSettingsEndpoint, { tags }, async (request) =>
    service.updateLogoSettings(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/banner/image
  addEndpointRoute(app, reviseBannerImageEndpoint, revisedImage, async (request) =>
    service.reviseBannerImage(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/profilepic/image
  addEndpointRoute(app, reviseLogoImageEndpoint, revisedImage, async (request) =>
    service.reviseLogoImage(request.principal, { ...request.query, ...request.body }),
  );

  // PATCH /api/v1/provider/profile/about
  addEndpointRoute(app, updateAboutEndpoint, { tags }, async (request) =>
    service.updateAbout(request.principal, { ...request.query, ...request.body }),
  );

  // POST /api/v1/provider/profile/ai-generate-banner-image
  addEndpointRoute(app, generateBannerEndpoint, { tags }, async (request) =>
    service.generateBanner(request.principal, {
      ...request.query,
      roughInput: request.body?.roughInput ?? '',
    }),
  );

  // POST /api/v1/provider/profile/ai-generate-profile-pic
  addEndpointRoute(app, generateLogoEndpoint, { tags }, async (request) =>
    service.generateLogo(request.principal, request.query),
  );

  // POST /api/v1/provider/profile/ai-about-description
  addEndpointRoute(app, generateAboutDescriptionEndpoint, { tags }, async (request) =>
    service.generateAboutDescription(request.principal, request.query),
  );
};
