import { builtinIntents, invoices, outbox, paymentEvents, payments } from '@porchlight/db/schema/index';
import type { ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openHubFromEstimate, seedHubClient } from './client-hub';
import type { People } from './people';
import { pricedBody, serviceManagerCaller } from './service-manager';

type Db = Parameters<typeof seedProvider>[0];

/** The invoice of pricedBody: $49.99 × 1.5 taxed at 8.25% plus $120.00 of travel. */
export const INVOICE_TOTAL = 20_118;

/** Turns on online payments for `provider` as its owner would (the built-in processor in tests). */
export async function enablePayments(app: FastifyInstance, people: People, provider: ProviderRow) {
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
