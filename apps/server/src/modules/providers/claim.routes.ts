import { claimProfileEndpoint, verifyClaimEndpoint } from '@porchlight/core/providers/claim.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Claim This Business (spec 2 §7). */
export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['claim'];
  // Each send is an e-mail to someone else's address: per client address, few per 10 minutes.
  const sendLimit = { rateLimit: { max: app.config.VERIFICATION_CODE_RATE_LIMIT, timeWindow: '10 minutes' } };

  // POST /api/v1/provider/profile/claim
  addEndpointRoute(app, claimProfileEndpoint, { tags, config: sendLimit }, async (request) =>
    app.services.claims.requestCode(request.principal, request.body),
  );

  // POST /api/v1/provider/profile/claim-verify
  addEndpointRoute(
    app,
    verifyClaimEndpoint,
    { tags, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => app.services.claims.verifyCode(request.principal, request.body),
  );
};
