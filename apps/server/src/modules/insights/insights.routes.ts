import {
  getInsightsEndpoint,
  getWeeklyMailEndpoint,
  insightEventsEndpoint,
  updateWeeklyMailEndpoint,
} from '@porchlight/core/insights/insights.contracts';
import { insightsMessages as messages } from '@porchlight/core/insights/insights.messages';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../platform/app-error';
import { addEndpointRoute } from '../platform/endpoint-route';
import { PER_PROCESS_LIMIT } from '../platform/rate-limit-store';

/**
 * A visitor taps a few links per visit: 60 beacons a minute per address is plenty for people behind one
 * address and stops a script filling a provider's counts. Counted in each process's memory: a PostgreSQL
 * upsert per beacon held intake far below 2,000 events/s (docs/performance.md "Insights").
 */
const BEACON_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute', ...PER_PROCESS_LIMIT } };

/** Insights for the company's owner and managers (issue 37), and the profile's beacon that feeds them. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/v1/provider/insights?vanityName=&range=
  addEndpointRoute(app, getInsightsEndpoint, { tags: ['insights'] }, async (request) =>
    app.services.insights.get(request.principal, request.query),
  );
  addEndpointRoute(app, getWeeklyMailEndpoint, { tags: ['insights'] }, async (request) =>
    app.services.insights.weeklyMail(request.principal, request.query),
  );
  addEndpointRoute(app, updateWeeklyMailEndpoint, { tags: ['insights'] }, async (request) =>
    app.services.insights.setWeeklyMail(request.principal, { ...request.query, ...request.body }),
  );
  await app.register(beaconRoute);
};

/**
 * POST /api/v1/insights/events, in a scope of its own: navigator.sendBeacon sends a string as text/plain
 * (no preflight), so here text/plain is read as JSON. Our own pages only (Sec-Fetch-Site or Origin), no
 * cookie set, 204 whatever is counted: bots are answered and left out, the team's own clicks dropped when
 * written, as for views.
 */
async function beaconRoute(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('badRequest', messages.beaconNotJson), undefined);
    }
  });
  addEndpointRoute(
    app.withTypeProvider(),
    insightEventsEndpoint,
    { tags: ['insights'], config: BEACON_RATE_LIMIT, sameOriginOnly: true, bodyLimit: 1024 },
    async (request, reply) => {
      app.insights.recordBeacon(request.body, {
        headers: request.headers,
        viewerId: request.user?.userId ?? null,
      });
      return reply.status(204).send();
    },
  );
}
