import {
  allPicturesResponseSchema,
  offerPageResponseSchema,
  profileSchema,
  sitemapResponseSchema,
} from '@porchlight/core/providers/profile.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDefaultBanners } from './default-banners';
import { createProfileRepository } from './profile.repository';
import { createProfileService } from './profile.service';

const vanityParams = z.object({ vanityName: z.string().trim().min(1).max(200) });

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = createProfileService({
    repository: createProfileRepository(app.db),
    media: app.storage,
    defaultBanners: createDefaultBanners(app.storage),
    customDomains: app.customDomains,
    publicUrl: app.config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${app.config.PORT}`,
  });
  const tags = ['profile'];

  // GET /api/v1/network/profile/:vanityName
  app.get(
    '/network/profile/:vanityName',
    { schema: { tags, params: vanityParams, response: { 200: profileSchema } } },
    async (request) =>
      profiles.getProfile(request.params.vanityName, request.user, { hostname: request.hostname }),
  );

  // GET /api/v1/network/profile/allpictures/:uri
  app.get(
    '/network/profile/allpictures/:uri',
    {
      schema: {
        tags,
        params: z.object({ uri: z.string().trim().min(1).max(200) }),
        response: { 200: allPicturesResponseSchema },
      },
    },
    async (request) => profiles.getAllPictures(request.params.uri, request.user),
  );

  // GET /api/v1/network/profile/offers/:vanityName/:nameUri
  app.get(
    '/network/profile/offers/:vanityName/:nameUri',
    {
      schema: {
        tags,
        params: vanityParams.extend({ nameUri: z.string().trim().min(1).max(200) }),
        querystring: z.object({ sub: z.string().trim().min(1).max(200).optional() }),
        response: { 200: offerPageResponseSchema },
      },
    },
    async (request) =>
      profiles.getOfferPage(
        request.params.vanityName,
        request.params.nameUri,
        request.query.sub,
        request.user,
      ),
  );

  // GET /api/v1/network/sitemap/profiles
  app.get(
    '/network/sitemap/profiles',
    { schema: { tags, response: { 200: sitemapResponseSchema } } },
    async () => profiles.getSitemap(),
  );
};
