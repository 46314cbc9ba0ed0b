import type { BeaconEventKind } from '@porchlight/core/insights/insight-beacon.constants';
import {
  type AnsweredPage,
  impressionEvents,
  pageEvents,
} from '@porchlight/core/insights/insight-events.rules';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isbot } from 'isbot';
import { createInsightBuffer, type InsightBuffer } from '../modules/insights/insight-buffer';
import { pageRenders } from '../modules/platform/in-process-api';

declare module 'fastify' {
  interface FastifyInstance {
    insights: {
      buffer: InsightBuffer;
      /** Notes what an answered page stands for (views, search clicks, impressions); never waits. */
      recordPage(page: Omit<AnsweredPage, 'isBot'>): void;
      /** Notes a profile beacon's click or start (not a bot's); never waits. */
      recordBeacon(
        beacon: { provider: string; kind: BeaconEventKind },
        from: { headers: AnsweredPage['headers']; viewerId: string | null },
      ): void;
      /**
       * Notes an impression per provider of search results answered to a browser (not a bot's); never waits.
       * A page's own call is left to the page handler, which counts the cards the page showed.
       */
      recordResults(
        vanityNames: readonly string[],
        from: { headers: AnsweredPage['headers']; viewerId: string | null },
      ): void;
    };
  }
}

/** Crawlers and scripts by user agent (isbot's list); a request without one is not a person's browser. */
function fromBot(headers: AnsweredPage['headers']): boolean {
  const agent = headers['user-agent'];
  return typeof agent !== 'string' || agent === '' || isbot(agent);
}

/**
 * First-party insight events (docs/plans/insights.md §2.1-2.3): requests note them in memory; a flush each
 * second or 500 events writes them in one INSERT; the rest is written when the server closes.
 */
export const insightsPlugin = fp(
  async (app: FastifyInstance) => {
    const buffer = createInsightBuffer({
      write: (events) => app.repositories.insightEvents.insertBatch(events),
      flushMs: 1_000,
      batchSize: 500,
      maxPending: 10_000,
      onError: (error, lost) => app.log.warn({ err: error, lost }, 'insight events were not written'),
      onDropped: (dropped) => app.log.warn({ dropped }, 'insight events dropped (buffer full)'),
    });
    app.decorate('insights', {
      buffer,
      recordPage: (page) => buffer.record(pageEvents({ ...page, isBot: fromBot(page.headers) })),
      recordBeacon: (beacon, from) => {
        if (fromBot(from.headers)) return;
        buffer.record([
          { vanityName: beacon.provider, kind: beacon.kind, page: '', viewerId: from.viewerId },
        ]);
      },
      recordResults: (vanityNames, from) => {
        if (pageRenders.getStore() || fromBot(from.headers)) return;
        buffer.record(impressionEvents(vanityNames, from.viewerId));
      },
    });
    app.addHook('onClose', async () => {
      await buffer.flush();
    });
  },
  { name: 'insights', dependencies: ['repositories'] },
);
