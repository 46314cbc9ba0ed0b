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
import { nextPlugin } from './composition/next';
import { openapiPlugin } from './composition/openapi';
import { outboxPlugin } from './composition/outbox';
import { paymentsPlugin } from './composition/payments';
import { repositoriesPlugin } from './composition/repositories';
import { securityPlugin } from './composition/security';
import { servicesPlugin } from './composition/services';
import { storagePlugin } from './composition/storage';
import { chatRoutes } from './modules/chat/chat.routes';
import { clientHubRoutes } from './modules/client-hub/client-hub.routes';
import { authRoutes } from './modules/identity/auth.routes';
import { friendsRoutes } from './modules/identity/friends.routes';
import { profileEditingRoutes } from './modules/media/profile-editing.routes';
import { promoVideoRoutes } from './modules/media/promo-video.routes';
import { offerEditingRoutes } from './modules/offers/offer-editing.routes';
import { offerWritingRoutes } from './modules/offers/offer-writing.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { plansRoutes } from './modules/plans/plans.routes';
import { healthRoutes } from './modules/platform/health.routes';
import { claimRoutes } from './modules/providers/claim.routes';
import { companyRoutes } from './modules/providers/company.routes';
import { detailsRoutes } from './modules/providers/details.routes';
import { profileRoutes } from './modules/providers/profile.routes';
import { publishingRoutes } from './modules/providers/publishing.routes';
import { socialLinksRoutes } from './modules/providers/social-links.routes';
import { inboxRoutes } from './modules/requests/inbox.routes';
import { requestsRoutes } from './modules/requests/requests.routes';
import { googleReviewsRoutes } from './modules/reviews/google-reviews.routes';
import { placesPlugin } from './modules/reviews/places-adapter';
import { reviewWritingRoutes } from './modules/reviews/review-writing.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { verifiedRatingsRoutes } from './modules/reviews/verified-ratings.routes';
import { searchRoutes } from './modules/search/search.routes';
import { serviceManagerRoutes } from './modules/service-manager/service-manager.routes';

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
  await app.register(customDomainsPlugin);
  await app.register(placesPlugin);
  await app.register(geocodingPlugin);
  await app.register(servicesPlugin);
  await app.register(clientHubAuthPlugin);
  await app.register(chatUnreadPlugin);
  // Before every route: @fastify/websocket refuses upgrades only on routes registered after it.
  await app.register(chatSocketPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(friendsRoutes);
      await api.register(searchRoutes);
      await api.register(profileEditingRoutes);
      await api.register(promoVideoRoutes);
      await api.register(profileRoutes);
      await api.register(reviewsRoutes);
      await api.register(reviewWritingRoutes);
      await api.register(socialLinksRoutes);
      await api.register(googleReviewsRoutes);
      await api.register(requestsRoutes);
      await api.register(inboxRoutes);
      await api.register(serviceManagerRoutes);
      await api.register(clientHubRoutes);
      await api.register(paymentsRoutes);
      await api.register(plansRoutes);
      await api.register(verifiedRatingsRoutes);
      await api.register(chatRoutes);
      await api.register(claimRoutes);
      await api.register(companyRoutes);
      await api.register(detailsRoutes);
      await api.register(publishingRoutes);
      await api.register(offersRoutes);
      await api.register(offerEditingRoutes);
      await api.register(offerWritingRoutes);
    },
    { prefix: '/api/v1' },
  );

  if (serveWeb) await app.register(nextPlugin);
  return app;
}
