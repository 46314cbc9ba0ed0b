import type { Database } from '@porchlight/db/connection';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { aiPlugin } from './adapters/ai';
import { geocodingPlugin } from './adapters/geocoding';
import { mailPlugin } from './adapters/mail';
import { smsPlugin } from './adapters/sms';
import { authPlugin } from './composition/auth';
import { chatSocketPlugin } from './composition/chat-socket';
import { chatUnreadPlugin } from './composition/chat-unread';
import { clientHubAuthPlugin } from './composition/client-hub-auth';
import { type AppConfig, configPlugin, dbPlugin } from './composition/core';
import { customDomainsPlugin } from './composition/custom-domains';
import { drainingPlugin } from './composition/draining';
import { errorsPlugin } from './composition/errors';
import { eventsPlugin } from './composition/events';
import { insightsPlugin } from './composition/insights';
import { jobQueuePlugin } from './composition/job-queue';
import { nextPlugin } from './composition/next';
import { openapiPlugin } from './composition/openapi';
import { outboxPlugin } from './composition/outbox';
import { paymentsPlugin } from './composition/payments';
import { readReplicasPlugin } from './composition/read-replicas';
import { repositoriesPlugin } from './composition/repositories';
import { moduleRoutes } from './composition/routes.generated';
import { securityPlugin } from './composition/security';
import { servicesPlugin } from './composition/services';
import { storagePlugin } from './composition/storage';
import { placesPlugin } from './modules/reviews/places-adapter';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Host the Next web app (off in API tests). */
  serveWeb?: boolean;
}

export async function buildApp({ config, db, serveWeb = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    // The specs write some API paths with a trailing slash (spec 3 §7 `client-hub/estimates/{uri}/`): /x/ is /x.
    // Fastify 5 takes router options here (the top-level ignoreTrailingSlash is deprecated, FSTDEP022). Pages
    // are one wildcard route, which the option leaves alone: Next still sees the URL as sent.
    routerOptions: { ignoreTrailingSlash: true },
    // The draining plugin answers 503 itself, to socket requests only (composition/draining.ts).
    return503OnClosing: false,
    // One line per request only when asked for: `info` stays readable for people running the app.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.LOG_LEVEL),
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(dbPlugin, { db });
  await app.register(repositoriesPlugin);
  await app.register(eventsPlugin);
  await app.register(readReplicasPlugin);
  await app.register(errorsPlugin);
  await app.register(drainingPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(storagePlugin);
  await app.register(aiPlugin);
  await app.register(authPlugin);
  await app.register(mailPlugin);
  await app.register(smsPlugin);
  await app.register(paymentsPlugin);
  await app.register(outboxPlugin);
  await app.register(jobQueuePlugin);
  await app.register(insightsPlugin);
  await app.register(customDomainsPlugin);
  await app.register(placesPlugin);
  await app.register(geocodingPlugin);
  await app.register(servicesPlugin);
  await app.register(clientHubAuthPlugin);
  await app.register(chatUnreadPlugin);
  // Before every route: @fastify/websocket refuses upgrades only on routes registered after it.
  await app.register(chatSocketPlugin);

  // Every module's *Routes plugin (composition/routes.generated.ts, `npm run registries`).
  await app.register(
    async (api) => {
      for (const routes of moduleRoutes) await api.register(routes);
    },
    { prefix: '/api/v1' },
  );

  if (serveWeb) await app.register(nextPlugin);
  return app;
}
