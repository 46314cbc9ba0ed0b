import { createHmac } from 'node:crypto';
import { connect } from '@porchlight/db/connection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, publicUrlOf } from '../config';
import { createAutoPayService } from '../modules/payments/auto-pay.service';
import {
  type BuiltinProcessor,
  createBuiltinProcessor,
  parseEvent,
} from '../modules/payments/builtin-processor';
import {
  createPaymentEventsService,
  type PaymentEventsService,
} from '../modules/payments/payment-events.service';
import type { NoticeContext } from '../modules/payments/payment-notices';
import type { PaymentProcessor } from '../modules/payments/payment-processor';
import { createStripeProcessor } from '../modules/payments/stripe-processor';
import type { OutboxTransport } from '../modules/platform/outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      processor: PaymentProcessor;
      /** The built-in processor's browser calls, when it is the processor. */
      builtin: BuiltinProcessor | null;
      events: PaymentEventsService;
      notices: NoticeContext;
    };
    /** Delivers the 'payment-event' channel: auto-pay charges, and the built-in processor's events and settlements. */
    paymentEventsTransport: OutboxTransport;
  }
}

/**
 * Payments (DESIGN "Adapters"): Stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and
 * STRIPE_WEBHOOK_SECRET, otherwise the built-in test processor. The
 * built-in one keeps its books on a small pool of its own, as an outside service would, so payers
 * queued on an invoice's lock can never take every connection it needs to answer them.
 */
function stripeProcessorOf(config: Config): PaymentProcessor | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  return createStripeProcessor({
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
  });
}

function builtinDatabase(app: FastifyInstance) {
  const url = app.db.$client.options.connectionString;
  if (!url) throw new Error('the built-in payment processor needs the database URL');
  return connect(url, { max: 4 });
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const notices = { siteName: config.SITE_NAME, publicUrl: publicUrlOf(config) };
    const stripe = stripeProcessorOf(config);
    const builtinDb = stripe ? null : builtinDatabase(app);
    const builtin =
      builtinDb &&
      createBuiltinProcessor({
        db: builtinDb,
        webhookSecret: createHmac('sha256', config.authSecret)
          .update('builtin-payments-webhook')
          .digest('hex'),
        settleAfterMs: config.BUILTIN_BANK_SETTLE_SECONDS * 1000,
      });
    const processor = stripe ?? builtin;
    if (!processor) throw new Error('no payment processor');
    const events = createPaymentEventsService({ unitOfWork: app.unitOfWork, processor, notices });
    const autoPay = createAutoPayService({ unitOfWork: app.unitOfWork, processor, notices, log: app.log });

    app.decorate('payments', { processor, builtin, events, notices });
    app.decorate('paymentEventsTransport', {
      name: 'builtin-processor',
      async deliver(row) {
        const body = JSON.parse(row.body) as Record<string, unknown>;
        if (row.subject === 'auto-pay') return autoPay.charge(String(body.invoiceId));
        if (!builtin) throw new Error('a built-in processor delivery while Stripe is the processor');
        if (row.subject === 'settle') await builtin.settle(String(body.intentId));
        else await events.receive(parseEvent(body));
      },
    } satisfies OutboxTransport);
    app.addHook('onClose', async () => {
      await builtinDb?.$client.end();
    });
  },
  { name: 'payments', dependencies: ['config', 'db', 'repositories'] },
);
