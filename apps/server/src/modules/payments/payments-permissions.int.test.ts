import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import { paymentMessages as messages } from '@porchlight/core/payments/payments.messages';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUB_CALLERS,
  type HubCaller,
  hubCallerHeaders,
  seedHubCast,
  type seedHubClient,
} from '../../../test/client-hub';
import { enablePayments } from '../../../test/payments';
import { type People, seedPeople } from '../../../test/people';
import { pricedBody, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Every payment endpoint, called by each kind of caller: the hub client, another client of the same
 * provider, a client of another provider, the provider's owner and manager, a stranger with an
 * account, and a visitor. Hub payments are the token's client's only; the provider's people read
 * payments, and only the owner turns them on or refunds.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let headers: Record<HubCaller, Record<string, string>>;
let mine: Awaited<ReturnType<typeof seedHubClient>>;

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  const cast = await seedHubCast(t.app, t.database.db, people, {
    name: 'Pay Permission',
    email: 'payer@example.test',
  });
  ({ provider, mine } = cast);
  await enablePayments(t.app, people, provider);
  await serviceManagerCaller(t.app, people)(
    'owner',
    'PUT',
    `/provider/service-manager/invoices/${mine.invoiceNumber}`,
    provider,
    {
      payload: pricedBody(mine.clientId, { status: 'Sent' }),
    },
  );
  headers = hubCallerHeaders(cast, people);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Case {
  name: string;
  method: Method;
  url: () => string;
  payload?: () => object;
  expected: Partial<Record<HubCaller, 'ok' | [number, string]>>;
}

const hub = (path: string) => `/api/v1/client-hub/${path}`;
const sm = (path: string) => `/api/v1/provider/service-manager/${path}?vanityName=${provider.vanityName}`;
const notHub: [number, string] = [403, hubMessages.notHubClient];
const login: [number, string] = [401, authMessages.notLoggedIn];
const hubOnly = { foreignClient: notHub, owner: notHub, manager: notHub, user: notHub, anonymous: login };
const notMember: [number, string] = [403, smMessages.notMember];
const ownerOnly: [number, string] = [403, messages.ownerOnly];
const noIntent = () => ({ paymentIntentId: 'pi_none', invoiceNumber: mine.invoiceNumber });

const cases: Case[] = [
  {
    name: 'payment intent',
    method: 'GET',
    url: () => hub(`invoice/${provider.vanityName}/payment-intent?invoiceNumber=${mine.invoiceNumber}`),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.invoiceNotFound], ...hubOnly },
  },
  {
    name: 'record an intent',
    method: 'PATCH',
    url: () => hub(`invoice/${provider.vanityName}/payment-intent`),
    payload: noIntent,
    expected: {
      hubClient: [404, messages.intentNotFound],
      otherClient: [404, smMessages.invoiceNotFound],
      ...hubOnly,
    },
  },
  {
    name: 'check a payment',
    method: 'POST',
    url: () => hub(`invoice/${provider.vanityName}/check-payment-status`),
    payload: noIntent,
    expected: {
      hubClient: [404, messages.intentNotFound],
      otherClient: [404, smMessages.invoiceNotFound],
      ...hubOnly,
    },
  },
  {
    name: 'auto-pay',
    method: 'PATCH',
    url: () => hub(`invoice/${provider.vanityName}/auto-pay`),
    payload: noIntent,
    expected: {
      hubClient: [404, messages.intentNotFound],
      otherClient: [404, smMessages.invoiceNotFound],
      ...hubOnly,
    },
  },
  {
    name: 'charge a saved method',
    method: 'POST',
    url: () => hub(`invoice/${provider.vanityName}/charge-saved-method`),
    payload: () => ({ paymentMethodId: 'pm_none', invoiceNumber: mine.invoiceNumber }),
    expected: {
      hubClient: [404, messages.methodNotFound],
      otherClient: [404, smMessages.invoiceNotFound],
      ...hubOnly,
    },
  },
  {
    name: 'wait for an invoice status',
    method: 'GET',
    // The invoice is Sent, not Paid: answered at once.
    url: () => hub(`invoice/${provider.vanityName}/status?invoiceNumber=${mine.invoiceNumber}&seen=Paid`),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.invoiceNotFound], ...hubOnly },
  },
  {
    name: 'cancel an intent',
    method: 'DELETE',
    url: () => hub(`payment-intent/${provider.vanityName}/pi_none`),
    expected: {
      hubClient: [404, messages.intentNotFound],
      otherClient: [404, messages.intentNotFound],
      ...hubOnly,
    },
  },
  {
    name: 'list payment methods',
    method: 'GET',
    url: () => hub(`payment-methods/${provider.vanityName}`),
    expected: { hubClient: 'ok', otherClient: 'ok', ...hubOnly },
  },
  {
    name: 'delete a payment method',
    method: 'DELETE',
    url: () => hub(`payment-methods/${provider.vanityName}/pm_none`),
    expected: {
      hubClient: [404, messages.methodNotFound],
      otherClient: [404, messages.methodNotFound],
      ...hubOnly,
    },
  },
  {
    name: 'payments account',
    method: 'GET',
    url: () => sm('payments/account'),
    expected: {
      owner: 'ok',
      manager: 'ok',
      hubClient: notMember,
      otherClient: notMember,
      foreignClient: notMember,
      user: notMember,
      anonymous: login,
    },
  },
  {
    name: 'turn payments on',
    method: 'POST',
    url: () => sm('payments/account'),
    payload: () => ({}),
    expected: {
      owner: 'ok',
      manager: ownerOnly,
      hubClient: ownerOnly,
      otherClient: ownerOnly,
      foreignClient: ownerOnly,
      user: ownerOnly,
      anonymous: login,
    },
  },
  {
    name: 'list payments',
    method: 'GET',
    url: () => sm('payments'),
    expected: {
      owner: 'ok',
      manager: 'ok',
      hubClient: notMember,
      otherClient: notMember,
      foreignClient: notMember,
      user: notMember,
      anonymous: login,
    },
  },
  {
    name: 'refund',
    method: 'POST',
    url: () => sm('payments/00000000-0000-4000-8000-000000000000/refunds'),
    payload: () => ({ amount: 100 }),
    expected: {
      owner: [404, messages.paymentNotFound],
      manager: ownerOnly,
      hubClient: ownerOnly,
      otherClient: ownerOnly,
      foreignClient: ownerOnly,
      user: ownerOnly,
      anonymous: login,
    },
  },
];

describe.each(cases)('$method $name', ({ method, url, payload, expected }) => {
  it.each(HUB_CALLERS)('%s', async (caller) => {
    const response = await t.app.inject({
      method,
      url: url(),
      payload: payload?.(),
      headers: headers[caller],
    });
    const want = expected[caller];
    if (want === 'ok')
      expect([response.statusCode, response.statusCode >= 400 ? response.body : '']).toEqual([200, '']);
    else expect([response.statusCode, response.json().message]).toEqual(want);
  });
});
