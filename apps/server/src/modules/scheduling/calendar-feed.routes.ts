import {
  calendarFeedEndpoint,
  createCalendarFeedEndpoint,
  deleteCalendarFeedEndpoint,
  getCalendarFeedEndpoint,
} from '@porchlight/core/scheduling/calendar-feed.contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';

/** Each team member's calendar feed (issue 33 item 6) and the feed calendar apps subscribe to. */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.calendarFeed;
  const tags = ['scheduling'];
  // Calendar apps poll every few minutes to hours; a guessing script gets 429 soon.
  const feedLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  // GET /api/v1/provider/schedule/feed?vanityName=
  addEndpointRoute(app, getCalendarFeedEndpoint, { tags }, async (request) =>
    service.current(request.principal, request.query),
  );
  // POST /api/v1/provider/schedule/feed?vanityName=
  addEndpointRoute(app, createCalendarFeedEndpoint, { tags }, async (request) =>
    service.create(request.principal, request.query),
  );
  // DELETE /api/v1/provider/schedule/feed?vanityName=
  addEndpointRoute(app, deleteCalendarFeedEndpoint, { tags }, async (request) =>
    service.turnOff(request.principal, request.query),
  );
  // GET /api/v1/calendar/:feedToken(.ics)
  addEndpointRoute(app, calendarFeedEndpoint, { tags, config: feedLimit }, async (request, reply) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex')
      .send(await service.calendar(request.params)),
  );
};
