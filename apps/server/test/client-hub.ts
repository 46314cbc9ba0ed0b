import type { InvoiceStatus } from '@porchlight/core/service-manager/service-manager.constants';
import { invoices, outbox } from '@porchlight/db/schema/index';
import type { ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { People } from './people';
import { pricedBody, seedServiceManagerProvider, serviceManagerCaller } from './service-manager';

type Db = Parameters<typeof seedProvider>[0];

export interface HubLink {
  sessionId: string;
  clientHubId: string;
  url: string;
}

/** The newest hub link e-mailed to `email`, read back from the outbox as the client would get it. */
export async function latestHubLink(db: Db, email: string): Promise<HubLink> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(
      and(
        eq(outbox.to, email),
        eq(outbox.channel, 'email'),
        sql`${outbox.meta}->>'kind' = 'client-hub-link'`,
      ),
    )
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const match = /(https?:\/\/\S+\/client-hub\?s=([0-9a-f-]{36})&c=([0-9a-f-]{36})\S*)/.exec(row?.body ?? '');
  const [, url, sessionId, clientHubId] = match ?? [];
  if (!url || !sessionId || !clientHubId) throw new Error(`no hub link e-mailed to ${email}`);
  return { url, sessionId, clientHubId };
}

/** A client of `provider` with an e-mail address, and a draft estimate and invoice for it, made by its owner. */
export async function seedHubClient(
  app: FastifyInstance,
  people: People,
  provider: ProviderRow,
  client: {
    firstName: string;
    lastName?: string;
    companyName?: string;
    emailAddress?: string;
    mobilePhoneNumber?: string;
  },
) {
  const call = serviceManagerCaller(app, people);
  const sm = '/provider/service-manager';
  const created = (await call('owner', 'POST', `${sm}/clients`, provider, { payload: client })).json();
  const estimateNumber: number = (
    await call('owner', 'POST', `${sm}/estimates`, provider, { payload: pricedBody(created.id) })
  ).json().estimateNumber;
  const invoiceNumber: number = (
    await call('owner', 'POST', `${sm}/invoices`, provider, { payload: pricedBody(created.id) })
  ).json().invoiceNumber;
  return { clientId: created.id as string, estimateNumber, invoiceNumber };
}

/** Sends the estimate as the owner and opens the link e-mailed for it: the client's hub tokens. */
export async function openHubFromEstimate(
  app: FastifyInstance,
  db: Db,
  people: People,
  provider: ProviderRow,
  input: { email: string; estimateNumber: number },
) {
  const call = serviceManagerCaller(app, people);
  const sent = await call(
    'owner',
    'POST',
    `/provider/service-manager/estimates/${input.estimateNumber}/send`,
    provider,
    { payload: {} },
  );
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const link = await latestHubLink(db, input.email);
  const opened = await app.inject({
    method: 'POST',
    url: '/api/v1/client-hub/auth/session',
    payload: { sessionId: link.sessionId, clientHubId: link.clientHubId, vanityName: provider.vanityName },
  });
  if (opened.statusCode !== 200) throw new Error(`session failed: ${opened.body}`);
  const tokens = opened.json() as { clientHubAccessToken: string; clientHubRefreshToken: string };
  return { link, tokens, bearer: { authorization: `Bearer ${tokens.clientHubAccessToken}` } };
}

/**
 * The hub's cast: `provider` with its client Hana (`email`) and another client, Otto, and a client
 * of another provider (`elsewhere`); each has opened the link to a sent estimate. `bearers` are their
 * hub tokens as Authorization headers.
 */
export async function seedHubCast(
  app: FastifyInstance,
  db: Db,
  people: People,
  input: { name: string; email: string },
) {
  const provider = await seedServiceManagerProvider(db, people, `${input.name} Cleaning`);
  const elsewhere = await seedServiceManagerProvider(db, people, `${input.name} Elsewhere`);
  const [local] = input.email.split('@');
  const otherEmail = `${local}.otto@example.test`;
  const foreignEmail = `${local}.fay@example.test`;
  const mine = await seedHubClient(app, people, provider, { firstName: 'Hana', emailAddress: input.email });
  const other = await seedHubClient(app, people, provider, { firstName: 'Otto', emailAddress: otherEmail });
  const foreign = await seedHubClient(app, people, elsewhere, {
    firstName: 'Fay',
    emailAddress: foreignEmail,
  });
  const open = (at: ProviderRow, email: string, estimateNumber: number) =>
    openHubFromEstimate(app, db, people, at, { email, estimateNumber }).then((hub) => hub.bearer);
  const bearers = {
    hubClient: await open(provider, input.email, mine.estimateNumber),
    otherClient: await open(provider, otherEmail, other.estimateNumber),
    foreignClient: await open(elsewhere, foreignEmail, foreign.estimateNumber),
  };
  return { provider, elsewhere, mine, foreign, bearers };
}

/** Who calls in the hub permission tables: hub clients here and elsewhere, the provider's people, others. */
export type HubCaller =
  | 'hubClient'
  | 'otherClient'
  | 'foreignClient'
  | 'owner'
  | 'manager'
  | 'user'
  | 'anonymous';
export const HUB_CALLERS: HubCaller[] = [
  'hubClient',
  'otherClient',
  'foreignClient',
  'owner',
  'manager',
  'user',
  'anonymous',
];

/** Each caller's headers: the cast's hub bearers, the people's cookies, nothing for a visitor. */
export function hubCallerHeaders(
  cast: Awaited<ReturnType<typeof seedHubCast>>,
  people: People,
): Record<HubCaller, Record<string, string>> {
  return {
    ...cast.bearers,
    owner: { cookie: people.owner.cookie },
    manager: { cookie: people.manager.cookie },
    user: { cookie: people.user.cookie },
    anonymous: {},
  };
}

/**
 * Gives an invoice the status a recorded payment leaves it in (Paid, Partial): payments are another
 * module's, and the hub's rating only reads the status.
 */
export async function setInvoiceStatus(
  db: Db,
  provider: ProviderRow,
  invoiceNumber: number,
  status: InvoiceStatus,
): Promise<void> {
  await db
    .update(invoices)
    .set({ status })
    .where(and(eq(invoices.providerId, provider.id), eq(invoices.invoiceNumber, invoiceNumber)));
}

/** A new invoice of the client, sent by the owner, then in `status` as a recorded payment would leave it. */
export async function seedSentInvoice(
  app: FastifyInstance,
  db: Db,
  people: People,
  provider: ProviderRow,
  input: { clientId: string; status: InvoiceStatus },
): Promise<number> {
  const call = serviceManagerCaller(app, people);
  const sm = '/provider/service-manager';
  const created = await call('owner', 'POST', `${sm}/invoices`, provider, {
    payload: pricedBody(input.clientId),
  });
  const invoiceNumber: number = created.json().invoiceNumber;
  await call('owner', 'POST', `${sm}/invoices/${invoiceNumber}/send`, provider, { payload: { sms: false } });
  if (input.status !== 'Sent') await setInvoiceStatus(db, provider, invoiceNumber, input.status);
  return invoiceNumber;
}
