// The soak's signed-in callers, made as people make them: the demo owner and customer log in; the owner
// sends new clients an invoice and each client opens the e-mailed Client Hub link (read back from the
// outbox, as apps/server/test/client-hub.ts does), which gives the hub's bearer token.
import { withClient } from '@porchlight/db/connection';
import { DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';

/** The demo's Pro provider (pro@ owns it; its clients pay with the built-in processor). */
export const SOAK_PROVIDER = 'bright-nest-cleaning-co';
const OWNER_EMAIL = 'pro@porchlight.test';
const CUSTOMER_EMAIL = 'customer@porchlight.test';

/** A client of the provider with a hub session: who pays the soak's invoices. */
export interface HubPayer {
  clientId: string;
  bearer: string;
}

export interface SoakSessions {
  ownerCookie: string;
  customerCookie: string;
  payers: HubPayer[];
}

/** What a payment chain's first step creates: the invoice of pricedBody in apps/server/test/service-manager.ts. */
export function invoiceBody(clientId: string, status: 'Draft' | 'Sent'): string {
  return JSON.stringify({
    clientId,
    items: [
      { name: 'Deep clean', description: '<p>Every room</p>', rate: 4_999, quantity: 1.5, tax: true },
      { name: 'Travel', rate: 12_000, quantity: 1 },
    ],
    taxPercent: 8.25,
    status,
  });
}

async function call<T>(url: string, init: RequestInit & { body?: string } = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** The session cookies of a demo account, as a browser keeps them after logging in. */
export async function logIn(server: string, email: string): Promise<string> {
  const response = await fetch(`${server}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email}: HTTP ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The ids of the newest hub link e-mailed to `email`. */
async function hubLinkOf(
  databaseUrl: string,
  email: string,
): Promise<{ sessionId: string; clientHubId: string }> {
  const body = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ body: string }>(
      `select body from outbox where "to" = $1 and channel = 'email' and meta->>'kind' = 'client-hub-link'
       order by created_at desc limit 1`,
      [email],
    );
    return rows[0]?.body ?? '';
  });
  const [, sessionId, clientHubId] = /client-hub\?s=([0-9a-f-]{36})&c=([0-9a-f-]{36})/.exec(body) ?? [];
  if (!sessionId || !clientHubId) throw new Error(`no hub link e-mailed to ${email}`);
  return { sessionId, clientHubId };
}

/** A new client who got an invoice by e-mail and opened the link in it. */
async function openHubPayer(
  server: string,
  databaseUrl: string,
  ownerCookie: string,
  index: number,
): Promise<HubPayer> {
  const owner = { cookie: ownerCookie };
  const query = `vanityName=${SOAK_PROVIDER}`;
  const sm = `${server}/api/v1/provider/service-manager`;
  const email = `soak.payer${index}.${Date.now()}@example.test`;
  const client = await call<{ id: string }>(`${sm}/clients?${query}`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ firstName: 'Soak', lastName: `Payer ${index}`, emailAddress: email }),
  });
  const invoice = await call<{ invoiceNumber: number }>(`${sm}/invoices?${query}`, {
    method: 'POST',
    headers: owner,
    body: invoiceBody(client.id, 'Draft'),
  });
  await call(`${sm}/invoices/${invoice.invoiceNumber}/send?${query}`, {
    method: 'POST',
    headers: owner,
    body: '{}',
  });
  const link = await hubLinkOf(databaseUrl, email);
  const tokens = await call<{ clientHubAccessToken: string }>(`${server}/api/v1/client-hub/auth/session`, {
    method: 'POST',
    body: JSON.stringify({ ...link, vanityName: SOAK_PROVIDER }),
  });
  return { clientId: client.id, bearer: `Bearer ${tokens.clientHubAccessToken}` };
}

export async function prepareSessions(
  server: string,
  databaseUrl: string,
  payerCount: number,
): Promise<SoakSessions> {
  const ownerCookie = await logIn(server, OWNER_EMAIL);
  const customerCookie = await logIn(server, CUSTOMER_EMAIL);
  const payers: HubPayer[] = [];
  for (let index = 0; index < payerCount; index++) {
    payers.push(await openHubPayer(server, databaseUrl, ownerCookie, index));
  }
  return { ownerCookie, customerCookie, payers };
}

/** Invoices of the soak's payers paid more than once (processor charges or payment records): must be none. */
export async function paymentsCheck(
  databaseUrl: string,
  payers: HubPayer[],
): Promise<{ paid: number; paidTwice: number; chargedTwice: number }> {
  const clientIds = payers.map((payer) => payer.clientId);
  return withClient(databaseUrl, async (client) => {
    const paid = await client.query<{ count: string }>(
      `select count(*) from invoices where client_id = any($1::uuid[]) and status = 'Paid'`,
      [clientIds],
    );
    const recordedTwice = await client.query<{ count: string }>(
      `select count(*) from (select invoice_id from payments where client_id = any($1::uuid[])
       group by invoice_id having count(*) > 1) twice`,
      [clientIds],
    );
    const charged = await client.query<{ count: string }>(
      `select count(*) from (select metadata->>'invoiceId' from builtin_processor_intents
       where status = 'succeeded' and metadata->>'invoiceId' in
         (select id::text from invoices where client_id = any($1::uuid[]))
       group by metadata->>'invoiceId' having count(*) > 1) twice`,
      [clientIds],
    );
    return {
      paid: Number(paid.rows[0]?.count ?? 0),
      paidTwice: Number(recordedTwice.rows[0]?.count ?? 0),
      chargedTwice: Number(charged.rows[0]?.count ?? 0),
    };
  });
}
