import {
  BANNER_UPLOAD_MAX_BYTES,
  LOGO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MAX_FILES,
} from '@porchlight/core/media/profile-editing.constants';
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
  ownerProviderQuerySchema,
  REVISED_IMAGE_MAX_BASE64_LENGTH,
  revisedImageRequestSchema,
} from '@porchlight/core/media/profile-editing.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createProfileEditingRepository } from './profile-editing.repository';
import { createProfileEditingService } from './profile-editing.service';
import { readUploadedFiles } from './read-uploads';

/** The owner's in-place editing of the profile site (spec 1 §2 Banner, §4, §7). */
export const profileEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProfileEditingService({
    repository: createProfileEditingRepository(app.db),
    storage: app.storage,
    ai: app.ai,
    log: app.log,
  });
  const tags = ['profile editing'];
  const querystring = ownerProviderQuerySchema;
  const upload = {
    tags,
    querystring,
    consumes: ['multipart/form-data'],
    response: { 200: fileUploadResponseSchema },
  };
  // The crop editor sends the picture as base64: a third larger than the 10,000,000-byte image limit.
  const revisedImageBodyLimit = REVISED_IMAGE_MAX_BASE64_LENGTH + 4096;

  const owner = (request: FastifyRequest<{ Querystring: z.infer<typeof ownerProviderQuerySchema> }>) =>
    service.resolveOwner(request.user, { hostname: request.hostname, vanityName: request.query.vanityName });

  // POST /api/v1/provider/profile/banner/upload
  app.post('/provider/profile/banner/upload', { schema: upload }, async (request) => {
    const editor = await owner(request);
    const files = readUploadedFiles(request, {
      maxBytes: BANNER_UPLOAD_MAX_BYTES,
      maxFiles: PHOTO_UPLOAD_MAX_FILES,
    });
    return { fileUploadStatus: await service.uploadBanner(editor, files) };
  });

  // POST /api/v1/provider/profile/profilepic/upload
  app.post('/provider/profile/profilepic/upload', { schema: upload }, async (request) => {
    const editor = await owner(request);
    const files = readUploadedFiles(request, {
      maxBytes: LOGO_UPLOAD_MAX_BYTES,
      maxFiles: PHOTO_UPLOAD_MAX_FILES,
    });
    return { fileUploadStatus: await service.uploadLogo(editor, files) };
  });

  // POST /api/v1/provider/profile/photo/upload
  app.post('/provider/profile/photo/upload', { schema: upload }, async (request) => {
    const editor = await owner(request);
    const files = readUploadedFiles(request, {
      maxBytes: PHOTO_UPLOAD_MAX_BYTES,
      maxFiles: PHOTO_UPLOAD_MAX_FILES,
    });
    return { fileUploadStatus: await service.uploadPhotos(editor, files) };
  });

  // DELETE /api/v1/provider/profile/photo/delete/{friendlyImageName}
  app.delete(
    '/provider/profile/photo/delete/:friendlyImageName',
    { schema: { tags, querystring, params: z.object({ friendlyImageName: z.string().min(1).max(200) }) } },
    async (request, reply) => {
      await service.deletePhoto(await owner(request), request.params.friendlyImageName);
      return reply.status(204).send();
    },
  );

  // PATCH /api/v1/provider/profile/banner/settings
  app.patch(
    '/provider/profile/banner/settings',
    {
      schema: {
        tags,
        querystring,
        body: bannerSettingsRequestSchema,
        response: { 200: bannerSettingsResponseSchema },
      },
    },
    async (request) => service.updateBannerSettings(await owner(request), request.body),
  );

  // PATCH /api/v1/provider/profile/profilepic/settings
  app.patch(
    '/provider/profile/profilepic/settings',
    {
      schema: {
        tags,
        querystring,
        body: logoSettingsRequestSchema,
        response: { 200: logoSettingsResponseSchema },
      },
    },
    async (request) => service.updateLogoSettings(await owner(request), request.body),
  );

  // PATCH /api/v1/provider/profile/banner/image
  app.patch(
    '/provider/profile/banner/image',
    {
      bodyLimit: revisedImageBodyLimit,
      schema: {
        tags,
        querystring,
        body: revisedImageRequestSchema,
        response: { 200: bannerImageResponseSchema },
      },
    },
    async (request) => service.reviseBannerImage(await owner(request), request.body),
  );

  // PATCH /api/v1/provider/profile/profilepic/image
  app.patch(
    '/provider/profile/profilepic/image',
    {
      bodyLimit: revisedImageBodyLimit,
      schema: {
        tags,
        querystring,
        body: revisedImageRequestSchema,
        response: { 200: logoImageResponseSchema },
      },
    },
    async (request) => service.reviseLogoImage(await owner(request), request.body),
  );

  // PATCH /api/v1/provider/profile/about
  app.patch(
    '/provider/profile/about',
    { schema: { tags, querystring, body: aboutRequestSchema, response: { 200: aboutResponseSchema } } },
    async (request) => service.updateAbout(await owner(request), request.body),
  );

  // POST /api/v1/provider/profile/ai-generate-banner-image
  app.post(
    '/provider/profile/ai-generate-banner-image',
    {
      schema: {
        tags,
        querystring,
        body: aiBannerRequestSchema,
        response: { 200: bannerImageResponseSchema },
      },
    },
    async (request) => service.generateBanner(await owner(request), request.body?.roughInput ?? ''),
  );

  // GET /api/v1/provider/profile/ai-generate-profile-pic
  app.get(
    '/provider/profile/ai-generate-profile-pic',
    { schema: { tags, querystring, response: { 200: logoImageResponseSchema } } },
    async (request) => service.generateLogo(await owner(request)),
  );

  // GET /api/v1/provider/profile/ai-about-description
  app.get(
    '/provider/profile/ai-about-description',
    { schema: { tags, querystring, response: { 200: aiAboutResponseSchema } } },
    async (request) => service.generateAboutDescription(await owner(request)),
  );
};
