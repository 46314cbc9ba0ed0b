import type { Database } from '@porchlight/db/connection';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRoutes } from './modules/auth/auth.routes';
import { friendsRoutes } from './modules/friends/friends.routes';
import { healthRoutes } from './modules/health/health.routes';
import { searchRoutes } from './modules/search/search.routes';
import { authPlugin } from './plugins/auth';
import { type AppConfig, configPlugin, dbPlugin } from './plugins/core';
import { errorsPlugin } from './plugins/errors';
import { nextPlugin } from './plugins/next';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { storagePlugin } from './plugins/storage';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Host the Next web app (off in API tests). */
  serveWeb?: boolean;
}

export async function buildApp({ config, db, serveWeb = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: true,
    // One line per request only when asked for: `info` stays readable for people running the app.
    disableRequestLogging: !['debug', 'trace'].includes(config.LOG_LEVEL),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(storagePlugin);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(friendsRoutes);
      await api.register(searchRoutes);
    },
    { prefix: '/api/v1' },
  );

  if (serveWeb) await app.register(nextPlugin);
  return app;
}
