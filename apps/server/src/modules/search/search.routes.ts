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
  addEndpointRoute(app, searchProfilesEndpoint, { tags }, async (request) => {
    const answer = await search.listProfiles(request.principal, request.body);
    // Results a browser fetched are impressions too (the landing page's spotlight is not a search).
    if (!request.body.spotlight)
      app.insights.recordResults(
        answer.profiles.map((profile) => profile.vanityName),
        { headers: request.headers, viewerId: request.user?.userId ?? null },
      );
    return answer;
  });

  // GET /api/v1/network/search/suggestions?q=&zip=
  addEndpointRoute(app, getSuggestionsEndpoint, { tags }, async (request) =>
    search.suggest(request.principal, request.query),
  );

  // GET /api/v1/network/search/nearest-zip?latitude=&longitude=
  addEndpointRoute(app, findNearestZipEndpoint, { tags }, async (request) =>
    search.nearestZip(request.principal, request.query),
  );
};
