import { ownerProviderQuerySchema } from '@porchlight/core/media/profile-editing.schemas';
import {
  deletePromoVideoRequestSchema,
  promoVideoRequestSchema,
  promoVideoResponseSchema,
} from '@porchlight/core/media/promo-video.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { createProfileEditingRepository } from './profile-editing.repository';
import { resolveOwner } from './profile-editing.service';
import { createPromoVideoRepository } from './promo-video.repository';
import { createPromoVideoService } from './promo-video.service';

/** Promotional videos of the profile pages (spec 2 §2 item 11, §7; spec 3 §2.1). */
export const promoVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPromoVideoService({
    repository: createPromoVideoRepository(app.db),
    storage: app.storage,
  });
  const owners = createProfileEditingRepository(app.db);
  const tags = ['profile editing'];
  const querystring = ownerProviderQuerySchema;
  const setSchema = {
    tags,
    querystring,
    body: promoVideoRequestSchema,
    response: { 200: promoVideoResponseSchema },
  };

  const owner = (request: FastifyRequest<{ Querystring: z.infer<typeof ownerProviderQuerySchema> }>) =>
    resolveOwner(owners, request.user, { hostname: request.hostname, vanityName: request.query.vanityName });

  // POST /api/v1/provider/profile/promo-video
  app.post('/provider/profile/promo-video', { schema: setSchema }, async (request) =>
    service.setPromoVideo(await owner(request), request.body),
  );

  // PATCH /api/v1/provider/profile/promo-video
  app.patch('/provider/profile/promo-video', { schema: setSchema }, async (request) =>
    service.setPromoVideo(await owner(request), request.body),
  );

  // POST /api/v1/provider/profile/delete-promo-video
  app.post(
    '/provider/profile/delete-promo-video',
    {
      schema: {
        tags,
        querystring,
        body: deletePromoVideoRequestSchema,
        response: { 200: promoVideoResponseSchema },
      },
    },
    async (request) => service.deletePromoVideo(await owner(request), request.body),
  );
};
