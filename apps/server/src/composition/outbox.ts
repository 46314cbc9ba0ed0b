import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOutboxWorker, type OutboxWorker } from '../modules/platform/outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    outboxWorker: OutboxWorker;
  }
}

/** Each process runs one outbox worker; a queued-event wakes it, a poll catches what an event missed. */
export const outboxPlugin = fp(
  async (app: FastifyInstance) => {
    const worker = createOutboxWorker({
      repository: app.repositories.outbox,
      transports: {
        email: app.mailTransport,
        sms: app.smsTransport,
        'payment-event': app.paymentEventsTransport,
      },
      log: app.log,
      pollMs: app.config.OUTBOX_POLL_MS,
    });
    app.decorate('outboxWorker', worker);
    const unsubscribe = app.events.subscribe('outbox.queued', () => worker.wake());
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      unsubscribe();
      await worker.stop();
    });
  },
  { name: 'outbox', dependencies: ['config', 'repositories', 'events', 'mail', 'sms', 'payments'] },
);
