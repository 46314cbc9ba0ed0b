import { TEST_CARDS } from '@porchlight/core/payments/payments.constants';
import type { PaymentsAccount } from '@porchlight/core/payments/payments.schemas';
import { builtinIntents, invoices, outbox, paymentEvents, payments } from '@porchlight/db/schema/index';
import type { ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openHubFromEstimate, seedHubClient } from './client-hub';
import { type People, seedPeople } from './people';
import { pricedBody, seedServiceManagerProvider, serviceManagerCaller } from './service-manager';
import { startStripeDouble } from './stripe-double';
import { createTestApp } from './test-app';

type Db = Parameters<typeof seedProvider>[0];

/** The invoice of pricedBody: $49.99 × 1.5 taxed at 8.25% plus $120.00 of travel. */
export const INVOICE_TOTAL = 20_118;

/**
 * Turns on online payments for `provider` as its owner would: with the built-in processor they are on
 * at once; with Stripe the answer names the connected account, on only once onboarding is done.
 */
export async function enablePayments(
  app: FastifyInstance,
  people: People,
  provider: ProviderRow,
): Promise<PaymentsAccount> {
  const response = await serviceManagerCaller(app, people)(
    'owner',
    'POST',
    '/provider/service-manager/payments/account',
    provider,
    {
      payload: {},
    },
  );
  if (response.statusCode !== 200) throw new Error(`connect failed: ${response.body}`);
  return response.json();
}

/**
 * The real app with the Stripe double as its Stripe, and a provider whose owner connected it and
 * finished Stripe's onboarding (the Service Manager's next read of the account turns payments on).
 */
export async function createStripePaymentsApp(name: string) {
  const double = await startStripeDouble();
  const t = await createTestApp(double.env);
  const people = await seedPeople(t.app, t.database.db);
  const provider = await seedServiceManagerProvider(t.database.db, people, name);
  const connected = await enablePayments(t.app, people, provider);
  if (!connected.accountId || connected.enabled) throw new Error('a new Stripe account waits for onboarding');
  double.completeOnboarding(connected.accountId);
  const refreshed = await serviceManagerCaller(t.app, people)(
    'owner',
    'GET',
    '/provider/service-manager/payments/account',
    provider,
  );
  if (!refreshed.json().enabled) throw new Error(`payments still off after onboarding: ${refreshed.body}`);
  return {
    t,
    double,
    people,
    provider,
    accountId: connected.accountId,
    async close() {
      await t.close();
      await double.close();
    },
  };
}

/**
 * A new client of `provider` with a hub session and a sent invoice of INVOICE_TOTAL (plus `extra`
 * terms, such as a deposit): what a client who opened the e-mailed link has.
 */
export async function hubClientWithInvoice(
  app: FastifyInstance,
  db: Db,
  people: People,
  provider: ProviderRow,
  extra: object = {},
) {
  const email = `payer.${Math.random().toString(36).slice(2, 10)}@example.test`;
  const seeded = await seedHubClient(app, people, provider, {
    firstName: 'Pat',
    lastName: 'Payer',
    emailAddress: email,
  });
  const call = serviceManagerCaller(app, people);
  const sent = await call(
    'owner',
    'PUT',
    `/provider/service-manager/invoices/${seeded.invoiceNumber}`,
    provider,
    {
      payload: pricedBody(seeded.clientId, { status: 'Sent', ...extra }),
    },
  );
  if (sent.statusCode !== 200) throw new Error(`invoice not sent: ${sent.body}`);
  const hub = await openHubFromEstimate(app, db, people, provider, {
    email,
    estimateNumber: seeded.estimateNumber,
  });
  const [invoice] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.providerId, provider.id), eq(invoices.invoiceNumber, seeded.invoiceNumber)));
  if (!invoice) throw new Error('the invoice vanished');
  const invoiceId = invoice.id;
  return { ...seeded, email, invoiceId, bearer: hub.bearer };
}

export type Payer = Awaited<ReturnType<typeof hubClientWithInvoice>>;
type PayerOfInvoice = Pick<Payer, 'bearer' | 'invoiceNumber'>;

const stringsOf = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/** The owner's tipping switch (issue 36): the answer is the payments account. */
export function setTips(app: FastifyInstance, people: People, provider: ProviderRow, enabled: boolean) {
  return serviceManagerCaller(app, people)(
    'owner',
    'PUT',
    '/provider/service-manager/payments/tips',
    provider,
    {
      payload: { enabled },
    },
  );
}

/** The card form's confirm at the built-in processor with a test card: 4242 (pays) and not kept, unless told. */
export const confirmTestCard = (
  app: FastifyInstance,
  intent: { paymentIntentId: string; clientSecret: string },
  { number = TEST_CARDS.succeeds, saveMethod = false }: { number?: string; saveMethod?: boolean } = {},
) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/payments/builtin/intents/${intent.paymentIntentId}/confirm`,
    payload: {
      clientSecret: intent.clientSecret,
      method: { type: 'card', number, expMonth: 12, expYear: 2034, cvc: '123' },
      saveMethod,
    },
  });

/** The hub's payment calls about `provider`'s invoices, as the payer's browser makes them. */
export function hubPaymentCalls(app: FastifyInstance, provider: ProviderRow) {
  const hubUrl = (path: string) => `/api/v1/client-hub/${path}`;
  return {
    /** `tip`: the client's choice (issue 36), `{ tipPercent: 15 }` or `{ tipAmount: 500 }`, as query values. */
    intentOf: (payer: PayerOfInvoice, tip: Record<string, string | number> = {}) =>
      app.inject({
        method: 'GET',
        url: hubUrl(`invoice/${provider.vanityName}/payment-intent`),
        query: { invoiceNumber: String(payer.invoiceNumber), ...stringsOf(tip) },
        headers: payer.bearer,
      }),
    /** What the hub does once the browser confirmed: PATCH payment-intent records the outcome. */
    record: (payer: PayerOfInvoice, paymentIntentId: string) =>
      app.inject({
        method: 'PATCH',
        url: hubUrl(`invoice/${provider.vanityName}/payment-intent`),
        headers: payer.bearer,
        payload: { paymentIntentId, invoiceNumber: payer.invoiceNumber },
      }),
    /** `amount`: what the pay dialog showed (the web sends it). */
    chargeSaved: (
      payer: PayerOfInvoice,
      paymentMethodId: string,
      autoPay?: boolean,
      amount?: number,
      tip: object = {},
    ) =>
      app.inject({
        method: 'POST',
        url: hubUrl(`invoice/${provider.vanityName}/charge-saved-method`),
        headers: payer.bearer,
        payload: { paymentMethodId, invoiceNumber: payer.invoiceNumber, autoPay, amount, ...tip },
      }),
    async invoiceOf(payer: PayerOfInvoice) {
      const response = await app.inject({
        method: 'GET',
        url: hubUrl(`invoice/${provider.vanityName}?invoiceNumber=${payer.invoiceNumber}`),
        headers: payer.bearer,
      });
      return response.json() as {
        invoice: { status: string; amountDue: number; paymentTotal: number };
        paymentAllowed: boolean;
      };
    },
  };
}

/** Another invoice for the payer, sent unless `status` says Draft (a client pays many invoices over time). */
export async function secondInvoice(
  app: FastifyInstance,
  db: Db,
  people: People,
  provider: ProviderRow,
  payer: Payer,
  status: 'Draft' | 'Sent' = 'Sent',
  extra: object = {},
): Promise<Payer> {
  const created = await serviceManagerCaller(app, people)(
    'owner',
    'POST',
    '/provider/service-manager/invoices',
    provider,
    { payload: pricedBody(payer.clientId, { status, ...extra }) },
  );
  const invoiceNumber: number = created.json().invoiceNumber;
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.providerId, provider.id), eq(invoices.invoiceNumber, invoiceNumber)));
  if (!row) throw new Error(`invoice ${invoiceNumber} not created: ${created.body}`);
  return { ...payer, invoiceNumber, invoiceId: row.id };
}

/** The processor's intents charged for one invoice (what the client's card statement would show). */
export async function processorCharges(db: Db, invoiceId: string) {
  return db
    .select()
    .from(builtinIntents)
    .where(
      and(
        sql`${builtinIntents.metadata}->>'invoiceId' = ${invoiceId}`,
        eq(builtinIntents.status, 'succeeded'),
      ),
    );
}

export async function paymentsOf(db: Db, invoiceId: string) {
  return db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
}

export async function eventRows(db: Db) {
  return db.select().from(paymentEvents);
}

/** E-mails queued about this invoice's payments (receipts, processing, failures). */
export async function paymentMails(db: Db, to: string) {
  return db
    .select({ subject: outbox.subject, kind: sql<string>`${outbox.meta}->>'kind'` })
    .from(outbox)
    .where(and(eq(outbox.to, to), sql`${outbox.meta}->>'kind' like 'payment-%'`));
}
