import { getInsightsEndpoint } from '@porchlight/core/insights/insights.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Insights for the company's owner and managers (issue 37). */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/v1/provider/insights?vanityName=&range=
  addEndpointRoute(app, getInsightsEndpoint, { tags: ['insights'] }, async (request) =>
    app.services.insights.get(request.principal, request.query),
  );
};
