import { createHmac } from 'node:crypto';
import { connect } from '@porchlight/db/connection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OutboxTransport } from '../adapters/delivery';
import { type Config, publicUrlOf } from '../config';
import { depositRecorded } from '../modules/booking/booking-deposits';
import { BOOKING_REFUND_SUBJECT, refundBookingDeposit } from '../modules/booking/booking-refunds';
import { createAutoPayService } from '../modules/payments/auto-pay.service';
import type { BillingProcessor } from '../modules/payments/billing-processor';
import { type BuiltinBilling, createBuiltinBilling } from '../modules/payments/builtin-billing';
import {
  type BuiltinProcessor,
  createBuiltinProcessor,
  parseEvent,
} from '../modules/payments/builtin-processor';
import { createInvoiceChanges, type InvoiceChanges } from '../modules/payments/invoice-changes';
import {
  createPaymentEventsService,
  type PaymentEventsService,
} from '../modules/payments/payment-events.service';
import type { NoticeContext } from '../modules/payments/payment-notices';
import type { PaymentProcessor, ProcessorEvent } from '../modules/payments/payment-processor';
import { createStripeBilling } from '../modules/payments/stripe-billing';
import { createStripeProcessor } from '../modules/payments/stripe-processor';
import { createPlanEventsService } from '../modules/plans/plan-events.service';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      processor: PaymentProcessor;
      /** The built-in processor's browser calls, when it is the processor. */
      builtin: BuiltinProcessor | null;
      events: PaymentEventsService;
      notices: NoticeContext;
      /** The platform's subscriptions to its providers (provider plans). */
      billing: BillingProcessor;
      /** The built-in processor's checkout form and clock, when it does the billing. */
      builtinBilling: BuiltinBilling | null;
      /** Applies a processor event: a client's payment, or a company's plan. */
      receive(event: ProcessorEvent): Promise<string>;
      /** Hub pages waiting on an invoice's payment (a bank debit settling), woken by its events. */
      invoiceChanges: InvoiceChanges;
    };
    /** Delivers the 'payment-event' channel: auto-pay charges, and the built-in processor's events and settlements. */
    paymentEventsTransport: OutboxTransport;
  }
}

/**
 * Payments (DESIGN "Adapters"): Stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and
 * STRIPE_WEBHOOK_SECRET (Connect for the providers' clients, Stripe Billing for the providers' plans),
 * otherwise the built-in test processor for both. The
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
    billingWebhookSecret: config.STRIPE_BILLING_WEBHOOK_SECRET,
    apiBase: config.STRIPE_API_BASE,
  });
}

/** The platform's own subscriptions on Stripe Billing: the same keys, the platform's account. */
function stripeBillingOf(config: Config): BillingProcessor | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  return createStripeBilling({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE });
}

function builtinDatabase(app: FastifyInstance) {
  const url = app.db.$client.options.connectionString;
  if (!url) throw new Error('the built-in payment processor needs the database URL');
  return connect(url, { max: 4 });
}

export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const site = { siteName: config.SITE_NAME, publicUrl: publicUrlOf(config) };
    // A booking's deposit confirms its booking in the unit of work that records it (plan §2.3).
    const notices: NoticeContext = { ...site, afterRecorded: depositRecorded(site) };
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
    const builtinBilling = builtinDb && createBuiltinBilling({ db: builtinDb });
    const billing: BillingProcessor | null = (stripe && stripeBillingOf(config)) ?? builtinBilling;
    if (!billing) throw new Error('no billing processor');
    const events = createPaymentEventsService({ unitOfWork: app.unitOfWork, processor, notices });
    const planEvents = createPlanEventsService({ unitOfWork: app.unitOfWork, billing, notices });
    const autoPay = createAutoPayService({ unitOfWork: app.unitOfWork, processor, notices, log: app.log });
    const receive = (event: ProcessorEvent) =>
      event.billing ? planEvents.receive(event) : events.receive(event);

    const invoiceChanges = createInvoiceChanges(app.events);
    // Waiting pages answer at once when the server stops, so they never hold the graceful stop open.
    app.addHook('preClose', async () => invoiceChanges.close());

    app.decorate('payments', {
      processor,
      builtin,
      events,
      notices,
      billing,
      builtinBilling,
      receive,
      invoiceChanges,
    });
    app.decorate('paymentEventsTransport', {
      name: 'builtin-processor',
      async deliver(row) {
        const body = JSON.parse(row.body) as Record<string, unknown>;
        if (row.subject === 'auto-pay') return autoPay.charge(String(body.invoiceId));
        if (row.subject === BOOKING_REFUND_SUBJECT)
          return refundBookingDeposit({ unitOfWork: app.unitOfWork, processor }, String(body.bookingId));
        if (!builtin || !builtinBilling)
          throw new Error('a built-in processor delivery while Stripe is the processor');
        if (row.subject === 'renew') return builtinBilling.renewDue(String(body.customerId));
        if (row.subject === 'settle') await builtin.settle(String(body.intentId));
        else await receive(parseEvent(body));
      },
    } satisfies OutboxTransport);
    app.addHook('onClose', async () => {
      await builtinDb?.$client.end();
    });
  },
  { name: 'payments', dependencies: ['config', 'db', 'repositories', 'events'] },
);
