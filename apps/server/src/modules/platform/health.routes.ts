import { checkHealthEndpoint } from '@porchlight/core/platform/health.contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from './endpoint-route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/v1/health
  addEndpointRoute(app, checkHealthEndpoint, { tags: ['health'] }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};
