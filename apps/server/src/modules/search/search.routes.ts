import {
  nearestZipRequestSchema,
  nearestZipResponseSchema,
  profileListResponseSchema,
  profileListSearchRequestSchema,
  suggestionsRequestSchema,
  suggestionsResponseSchema,
} from '@porchlight/core/search/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService(createSearchRepository(app.db), app.storage);
  const tags = ['search'];

  // POST /api/v1/network/profile/list/search
  app.post(
    '/network/profile/list/search',
    { schema: { tags, body: profileListSearchRequestSchema, response: { 200: profileListResponseSchema } } },
    async (request) => search.listProfiles(request.body, request.user?.userId),
  );

  // GET /api/v1/network/search/suggestions?q=&zip=
  app.get(
    '/network/search/suggestions',
    { schema: { tags, querystring: suggestionsRequestSchema, response: { 200: suggestionsResponseSchema } } },
    async (request) => search.suggest(request.query.q, request.query.zip),
  );

  // GET /api/v1/network/search/nearest-zip?latitude=&longitude=
  app.get(
    '/network/search/nearest-zip',
    { schema: { tags, querystring: nearestZipRequestSchema, response: { 200: nearestZipResponseSchema } } },
    async (request) => search.nearestZip(request.query.latitude, request.query.longitude),
  );
};
