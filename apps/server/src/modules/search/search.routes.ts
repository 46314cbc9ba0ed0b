import {
  findNearestZipEndpoint,
  getSuggestionsEndpoint,
  searchProfilesEndpoint,
} from '@porchlight/core/search/search.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { search } = app.services;
  const tags = ['search'];

  // POST /api/v1/network/profile/list/search
  addEndpointRoute(app, searchProfilesEndpoint, { tags }, async (request) =>
    search.listProfiles(request.principal, request.body),
  );

  // GET /api/v1/network/search/suggestions?q=&zip=
  addEndpointRoute(app, getSuggestionsEndpoint, { tags }, async (request) =>
    search.suggest(request.principal, request.query),
  );

  // GET /api/v1/network/search/nearest-zip?latitude=&longitude=
  addEndpointRoute(app, findNearestZipEndpoint, { tags }, async (request) =>
    search.nearestZip(request.principal, request.query),
  );
};
