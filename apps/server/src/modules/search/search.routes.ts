import {
  profileListResponseSchema,
  profileListSearchRequestSchema,
} from '@porchlight/core/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService(createSearchRepository(app.db), app.storage);

  // POST /api/v1/network/profile/list/search
  app.post(
    '/network/profile/list/search',
    {
      schema: {
        tags: ['search'],
        body: profileListSearchRequestSchema,
        response: { 200: profileListResponseSchema },
      },
    },
    async (request) => search.listProfiles(request.body, request.user?.userId),
  );
};
