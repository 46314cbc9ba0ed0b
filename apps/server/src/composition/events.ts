import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { type AppEvents, EVENTS_CHANNEL, type EventTopic } from '../modules/platform/events.repository';

type Handler<T extends EventTopic> = (payload: AppEvents[T]) => void;

export interface EventBus {
  /** Runs `handler` for every event of the topic published by any process on this database. */
  subscribe<T extends EventTopic>(topic: T, handler: Handler<T>): () => void;
  /** Resolves once the listening connection is up (tests wait for it before publishing). */
  ready(): Promise<void>;
}

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

/**
 * One dedicated LISTEN connection per process (a pooled one would be handed to queries), reconnecting
 * with backoff and logging each loss: events published while it was down are missed, so subscribers
 * treat every event as a hint (drop a cache, poll now), never as the only copy of the data.
 */
export const eventsPlugin = fp(
  async (app: FastifyInstance) => {
    const handlers = new Map<EventTopic, Set<Handler<EventTopic>>>();
    let client: pg.Client | null = null;
    let closing = false;
    let delay = RECONNECT_MIN_MS;
    let markReady: () => void = () => {};
    let readyPromise = new Promise<void>((resolve) => {
      markReady = resolve;
    });

    function dispatch(message: pg.Notification): void {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      let event: { topic: EventTopic; payload: AppEvents[EventTopic] };
      try {
        event = JSON.parse(message.payload);
      } catch {
        app.log.warn({ payload: message.payload }, 'ignored a malformed event');
        return;
      }
      for (const handler of handlers.get(event.topic) ?? []) {
        try {
          handler(event.payload);
        } catch (error) {
          app.log.error({ err: error, topic: event.topic }, 'event handler failed');
        }
      }
    }

    async function connect(): Promise<void> {
      if (closing) return;
      const next = new pg.Client(app.db.$client.options);
      next.on('notification', dispatch);
      next.on('error', (error) => app.log.warn({ err: error }, 'events connection error'));
      next.on('end', () => {
        if (client !== next || closing) return;
        client = null;
        readyPromise = new Promise<void>((resolve) => {
          markReady = resolve;
        });
        app.log.warn(`events connection lost; reconnecting in ${delay} ms`);
        setTimeout(() => void connect(), delay).unref();
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${EVENTS_CHANNEL}`);
      } catch (error) {
        app.log.warn({ err: error }, `events connection failed; retrying in ${delay} ms`);
        await next.end().catch(() => {});
        setTimeout(() => void connect(), delay).unref();
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        return;
      }
      if (closing) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      delay = RECONNECT_MIN_MS;
      markReady();
    }

    app.decorate('events', {
      subscribe(topic, handler) {
        const set = handlers.get(topic) ?? new Set();
        set.add(handler as Handler<EventTopic>);
        handlers.set(topic, set);
        return () => set.delete(handler as Handler<EventTopic>);
      },
      ready: () => readyPromise,
    } satisfies EventBus);

    await connect();
    app.addHook('onClose', async () => {
      closing = true;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    });
  },
  { name: 'events', dependencies: ['db'] },
);
