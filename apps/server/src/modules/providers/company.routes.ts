import {
  createProviderEndpoint,
  createUnclaimedProviderEndpoint,
  geocodeAddressEndpoint,
  getPlaceBusinessEndpoint,
} from '@porchlight/core/providers/company.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Creating company profiles and finding the business first (spec 2 §7). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.companies;
  const tags = ['company'];
  // Creating profiles is cheap to script: a few a minute per client address is plenty for people.
  const createLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  // POST /api/v1/auth/provider
  addEndpointRoute(app, createProviderEndpoint, { tags, config: createLimit }, async (request, reply) =>
    reply.status(201).send(await service.createProvider(request.principal, request.body)),
  );

  // POST /api/v1/admin/unclaimed-provider
  addEndpointRoute(app, createUnclaimedProviderEndpoint, { tags }, async (request, reply) =>
    reply.status(201).send(await service.createUnclaimed(request.principal, request.body)),
  );

  // GET /api/v1/network/places/:placeId/business
  addEndpointRoute(app, getPlaceBusinessEndpoint, { tags }, async (request) =>
    service.placeBusiness(request.principal, request.params),
  );

  // GET /api/v1/network/places/geocode
  addEndpointRoute(app, geocodeAddressEndpoint, { tags }, async (request) =>
    service.geocode(request.principal, request.query),
  );
};
