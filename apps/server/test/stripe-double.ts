import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStripeBilling, type StripeBillingBooks } from './stripe-double-billing';
import {
  createStripeBooks,
  type DoubleIntent,
  type StripeBooks,
  StripeDoubleError,
} from './stripe-double-books';
import { decodeStripeForm, type FormObject } from './stripe-double-form';
import { bankMethod, cardMethod } from './stripe-double-methods';
import { type Delivery, deliverEvent, intentEvent, type StripeEvent } from './stripe-double-webhooks';

/**
 * A local double of Stripe's API on 127.0.0.1, enough for the Stripe processor: accounts and
 * onboarding links, customers, intents, saved methods, refunds. Like Stripe it checks the secret
 * key, scopes objects to the Stripe-Account header, and remembers each POST's Idempotency-Key: the
 * same key and body get the first answer again without doing the work twice, another body with the
 * same key is refused. Every call is recorded, so tests can assert headers and "exactly one charge".
 * It also plays the client's browser (confirming intents) and Stripe's webhooks (signed events).
 */

export interface RecordedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  stripeAccount: string | null;
  params: FormObject;
  status: number;
  /** Answered from the idempotency store, the work not done again. */
  replayed: boolean;
}

interface Answer {
  status: number;
  body: unknown;
}

type Handler = (id: string, scope: string | null, params: FormObject) => unknown;

function routesOf(
  books: StripeBooks,
  billing: StripeBillingBooks,
): [method: string, path: RegExp, handler: Handler][] {
  return [
    ...billing.routes,
    ['POST', /^\/v1\/accounts$/, (_id, _scope, params) => books.createAccount(params)],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (id) => books.retrieveAccount(id)],
    ['POST', /^\/v1\/account_links$/, (_id, _scope, params) => books.createAccountLink(params)],
    ['POST', /^\/v1\/customers$/, (_id, scope, params) => books.createCustomer(scope, params)],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      (id, scope, params) => books.listCustomerMethods(scope, id, params),
    ],
    ['POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, (id, scope) => books.detachMethod(scope, id)],
    ['POST', /^\/v1\/payment_intents$/, (_id, scope, params) => books.createIntent(scope, params)],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (id, scope, params) => books.retrieveIntent(scope, id, params),
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (id, scope, params) => books.cancelIntent(scope, id, params),
    ],
    ['POST', /^\/v1\/refunds$/, (_id, scope, params) => books.createRefund(scope, params)],
  ];
}

const errorAnswer = (status: number, error: object): Answer => ({ status, body: { error } });

function route(
  books: StripeBooks,
  billing: StripeBillingBooks,
  method: string,
  path: string,
  scope: string | null,
  params: FormObject,
): Answer {
  for (const [routeMethod, pattern, handler] of routesOf(books, billing)) {
    const match = routeMethod === method ? pattern.exec(path) : null;
    if (!match) continue;
    try {
      return { status: 200, body: handler(match[1] ?? '', scope, params) };
    } catch (error) {
      if (error instanceof StripeDoubleError) return errorAnswer(error.status, error.body);
      return errorAnswer(500, { type: 'api_error', message: String(error) });
    }
  }
  return errorAnswer(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}).`,
  });
}

/** Stripe keeps what a key's request did once it ran: successes and declines, not a request refused up front. */
const ranToCompletion = (answer: Answer) => answer.status < 400 || answer.status === 402;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

const headerOf = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

export interface StripeDoubleKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The platform endpoint's (billing events), unlike the Connect endpoint's. */
  billingWebhookSecret: string;
}

export async function startStripeDouble(keys: Partial<StripeDoubleKeys> = {}) {
  const secretKey = keys.secretKey ?? `sk_test_double_${randomBytes(8).toString('hex')}`;
  const publishableKey = keys.publishableKey ?? `pk_test_double_${randomBytes(8).toString('hex')}`;
  const webhookSecret = keys.webhookSecret ?? `whsec_double_${randomBytes(16).toString('hex')}`;
  const billingWebhookSecret =
    keys.billingWebhookSecret ?? `whsec_double_billing_${randomBytes(16).toString('hex')}`;
  const calls: RecordedCall[] = [];
  const idempotent = new Map<string, { fingerprint: string; answer: Answer }>();

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const books = createStripeBooks(apiBase);
  const billing = createStripeBilling(books, apiBase);

  function answer(call: RecordedCall, authorization: string | null, body: string): Answer {
    if (authorization !== `Bearer ${secretKey}`) {
      return errorAnswer(401, { type: 'authentication_error', message: 'Invalid API Key provided.' });
    }
    if (call.method !== 'POST' || !call.idempotencyKey) {
      return route(books, billing, call.method, call.path, call.stripeAccount, call.params);
    }
    // Keys are per account, as Stripe keeps them.
    const storeKey = `${call.stripeAccount ?? 'platform'} ${call.idempotencyKey}`;
    const fingerprint = `${call.method} ${call.path} ${body}`;
    const earlier = idempotent.get(storeKey);
    if (earlier && earlier.fingerprint !== fingerprint) {
      return errorAnswer(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${call.idempotencyKey}' if you meant to execute a different request.`,
      });
    }
    if (earlier) {
      call.replayed = true;
      return earlier.answer;
    }
    const fresh = route(books, billing, call.method, call.path, call.stripeAccount, call.params);
    if (ranToCompletion(fresh)) idempotent.set(storeKey, { fingerprint, answer: fresh });
    return fresh;
  }

  server.on('request', async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', apiBase);
    const method = request.method ?? 'GET';
    const call: RecordedCall = {
      method,
      path: url.pathname,
      idempotencyKey: headerOf(request, 'idempotency-key'),
      stripeAccount: headerOf(request, 'stripe-account'),
      params: decodeStripeForm(method === 'GET' ? url.search.slice(1) : body),
      status: 0,
      replayed: false,
    };
    calls.push(call);
    const { status, body: answered } = answer(call, headerOf(request, 'authorization'), body);
    call.status = status;
    response
      .writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(8).toString('hex')}`,
        ...(call.replayed ? { 'idempotent-replayed': 'true' } : {}),
      })
      .end(JSON.stringify(answered));
  });

  return {
    apiBase,
    secretKey,
    publishableKey,
    webhookSecret,
    billingWebhookSecret,
    /** What a server needs to use this double as its Stripe. */
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_BILLING_WEBHOOK_SECRET: billingWebhookSecret,
      STRIPE_API_BASE: apiBase,
    },
    /** Stripe Billing's side: Checkout's page, renewals, the subscriptions and invoices as Stripe has them. */
    billing,
    /**
     * Posts the billing events queued since the last delivery, in order, signed with the platform
     * endpoint's secret as Stripe does; answers the events and the deliveries.
     */
    async deliverBillingEvents(url: string): Promise<{ events: StripeEvent[]; deliveries: Delivery[] }> {
      const events = billing.takeEvents();
      const deliveries: Delivery[] = [];
      for (const event of events)
        deliveries.push(await deliverEvent(url, event, { secret: billingWebhookSecret }));
      return { events, deliveries };
    },
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),

    /** The client paying in the browser (Stripe.js) with a test card or a test bank account. */
    confirm: (intentId: string, payment: { card: string } | { bankAccount: string }): DoubleIntent =>
      books.confirmInBrowser(
        intentId,
        'card' in payment ? cardMethod(payment.card) : bankMethod(payment.bankAccount),
      ),
    /** A method saved to a customer earlier (a card paid with "save this card"). */
    saveCard: (accountId: string, customerId: string, cardNumber: string) =>
      books.addMethod(accountId, cardMethod(cardNumber), customerId),
    settle: (intentId: string) => books.settle(intentId),
    completeOnboarding: (accountId: string) => books.completeOnboarding(accountId),
    intent: (intentId: string) => books.intent(intentId).json,
    intents: (accountId: string) => books.intents(accountId),
    refunds: (accountId: string) => books.refunds(accountId),

    /** The event Stripe would send now about an intent (its present state unless `type` says otherwise). */
    eventOf(intentId: string, type?: string): StripeEvent {
      const { accountId, json } = books.intent(intentId);
      return intentEvent(json, accountId, type);
    },
    /** Delivers an event signed with this double's webhook secret, or as `signing` says. */
    sendEvent: (
      url: string,
      event: StripeEvent,
      signing: { secret?: string; timestamp?: number } = {},
    ): Promise<Delivery> =>
      deliverEvent(url, event, { secret: signing.secret ?? webhookSecret, timestamp: signing.timestamp }),

    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;
