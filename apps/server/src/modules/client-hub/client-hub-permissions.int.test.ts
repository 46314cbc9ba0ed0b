import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng, uploadAttachments } from '../../../test/attachments';
import {
  HUB_CALLERS,
  type HubCaller,
  hubCallerHeaders,
  seedHubCast,
  type seedHubClient,
  seedSentInvoice,
} from '../../../test/client-hub';
import { type People, seedPeople } from '../../../test/people';
import { seedPricingRequest, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Every Client Hub and Send endpoint, called by each kind of caller: the hub client (a link's session),
 * another client of the same provider, a client of another provider, the provider's owner and manager,
 * a stranger with an account, and a visitor. A hub token opens only its own client's records at its
 * own provider; the provider's people send, but never act as the client.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let headers: Record<HubCaller, Record<string, string>>;
let mine: Awaited<ReturnType<typeof seedHubClient>>;
const hubEmail = 'hub.client@example.test';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  people = await seedPeople(t.app, db);
  const cast = await seedHubCast(t.app, db, people, { name: 'Hub Permission', email: hubEmail });
  ({ provider, mine } = cast);
  headers = hubCallerHeaders(cast, people);
  // The invoice is sent too, so the hub client may see it.
  await serviceManagerCaller(t.app, people)(
    'owner',
    'POST',
    `/provider/service-manager/invoices/${mine.invoiceNumber}/send`,
    provider,
    { payload: {} },
  );
  await uploadAttachments(
    t.app,
    people,
    { role: 'owner', provider, type: 'estimate', number: mine.estimateNumber },
    [{ name: 'porch.png', data: await samplePng() }],
  );
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Case {
  name: string;
  method: Method;
  prepare: () => Promise<{ url: string; payload?: object }>;
  /** What each caller gets: 'ok' is the endpoint's success; else [status, message]. */
  expected: Partial<Record<HubCaller, 'ok' | [number, string]>>;
}

const hub = (path: string) => `/api/v1/client-hub/${path}`;
const notHub: [number, string] = [403, hubMessages.notHubClient];
const login: [number, string] = [401, authMessages.notLoggedIn];
/** The hub's rule for everyone but hub clients of this provider. */
const hubOnly = { foreignClient: notHub, owner: notHub, manager: notHub, user: notHub, anonymous: login };

/** A fresh sent estimate of the hub client (a decision changes it). */
async function sentEstimate(): Promise<number> {
  const call = serviceManagerCaller(t.app, people);
  const created = await call('owner', 'POST', '/provider/service-manager/estimates', provider, {
    payload: { clientId: mine.clientId, items: [{ name: 'Windows', rate: 5_000, quantity: 1 }] },
  });
  const estimateNumber: number = created.json().estimateNumber;
  await call('owner', 'POST', `/provider/service-manager/estimates/${estimateNumber}/send`, provider, {
    payload: { sms: false },
  });
  return estimateNumber;
}

/** A fresh paid invoice of the hub client; rated 5 stars by its payment when `rated`. */
async function paidInvoice({ rated }: { rated: boolean }): Promise<number> {
  const invoiceNumber = await seedSentInvoice(t.app, t.database.db, people, provider, {
    clientId: mine.clientId,
    status: 'Paid',
  });
  if (rated)
    await t.app.inject({
      method: 'POST',
      url: hub(`reviews/auto/${provider.vanityName}`),
      payload: { artifactType: 'invoice', artifactNumber: invoiceNumber },
      headers: headers.hubClient,
    });
  return invoiceNumber;
}
const ratingOf = (invoiceNumber: number) => hub(`reviews/${provider.vanityName}/invoice/${invoiceNumber}`);

const cases: Case[] = [
  {
    name: 'list estimates',
    method: 'GET',
    prepare: async () => ({ url: hub(`estimates/${provider.vanityName}`) }),
    expected: { hubClient: 'ok', otherClient: 'ok', ...hubOnly },
  },
  {
    name: 'get estimate',
    method: 'GET',
    prepare: async () => ({
      url: hub(`estimate/${provider.vanityName}?estimateNumber=${mine.estimateNumber}`),
    }),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.estimateNotFound], ...hubOnly },
  },
  {
    name: 'approve estimate',
    method: 'PATCH',
    prepare: async () => ({
      url: hub(`estimate/${provider.vanityName}?estimateNumber=${await sentEstimate()}`),
      payload: { status: 'Approved' },
    }),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.estimateNotFound], ...hubOnly },
  },
  {
    name: 'list pending invoices',
    method: 'GET',
    prepare: async () => ({ url: hub(`invoices/${provider.vanityName}?status=pending`) }),
    expected: { hubClient: 'ok', otherClient: 'ok', ...hubOnly },
  },
  {
    name: 'get invoice',
    method: 'GET',
    prepare: async () => ({ url: hub(`invoice/${provider.vanityName}?invoiceNumber=${mine.invoiceNumber}`) }),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.invoiceNotFound], ...hubOnly },
  },
  {
    name: 'list jobs',
    method: 'GET',
    prepare: async () => ({ url: hub(`jobs/${provider.vanityName}`) }),
    expected: { hubClient: 'ok', otherClient: 'ok', ...hubOnly },
  },
  {
    name: 'get job',
    method: 'GET',
    prepare: async () => {
      const created = await serviceManagerCaller(t.app, people)(
        'owner',
        'POST',
        '/provider/service-manager/jobs',
        provider,
        { payload: { clientId: mine.clientId, title: 'Hub job' } },
      );
      return { url: hub(`job/${provider.vanityName}?jobNumber=${created.json().jobNumber}`) };
    },
    expected: { hubClient: 'ok', otherClient: [404, hubMessages.jobNotFound], ...hubOnly },
  },
  {
    name: 'details',
    method: 'GET',
    prepare: async () => ({ url: hub(`details/${provider.vanityName}`) }),
    expected: { hubClient: 'ok', otherClient: 'ok', ...hubOnly },
  },
  {
    name: 'list requests',
    method: 'GET',
    prepare: async () => ({ url: hub(`requests/${provider.vanityName}`) }),
    expected: { hubClient: 'ok', otherClient: 'ok', ...hubOnly },
  },
  {
    name: 'get request',
    method: 'GET',
    prepare: async () => {
      const requestNumber = await seedPricingRequest(t.database.db, provider.id, {
        email: 'Hub.Client@Example.test',
      });
      return { url: hub(`request/${provider.vanityName}?requestNumber=${requestNumber}`) };
    },
    expected: { hubClient: 'ok', otherClient: [404, hubMessages.requestNotFound], ...hubOnly },
  },
  {
    name: 'cancel request',
    method: 'PATCH',
    prepare: async () => {
      const requestNumber = await seedPricingRequest(t.database.db, provider.id, { email: hubEmail });
      return {
        url: hub(`request/cancel/${provider.vanityName}?requestNumber=${requestNumber}`),
        payload: { requestNumber, closedReason: 'price-too-high', closedByUserType: 'c' },
      };
    },
    expected: { hubClient: 'ok', otherClient: [404, hubMessages.requestNotFound], ...hubOnly },
  },
  {
    name: 'download an attachment',
    method: 'GET',
    prepare: async () => ({
      url: hub(`download/${provider.vanityName}/estimate/${mine.estimateNumber}/1/porch.png`),
    }),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.estimateNotFound], ...hubOnly },
  },
  {
    name: "download an attachment's thumbnail",
    method: 'GET',
    prepare: async () => ({
      url: hub(`download/${provider.vanityName}/estimate/${mine.estimateNumber}/1/125/porch.png`),
    }),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.estimateNotFound], ...hubOnly },
  },
  {
    name: 'rate a paid invoice after payment',
    method: 'POST',
    prepare: async () => ({
      url: hub(`reviews/auto/${provider.vanityName}`),
      payload: { artifactType: 'invoice', artifactNumber: await paidInvoice({ rated: false }) },
    }),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.invoiceNotFound], ...hubOnly },
  },
  {
    name: "get an invoice's rating",
    method: 'GET',
    prepare: async () => ({ url: ratingOf(await paidInvoice({ rated: true })) }),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.invoiceNotFound], ...hubOnly },
  },
  {
    name: "change an invoice's rating",
    method: 'PATCH',
    prepare: async () => ({
      url: ratingOf(await paidInvoice({ rated: true })),
      payload: { rating: 4, headline: 'Good', review: 'Tidy work.', attributes: [8] },
    }),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.invoiceNotFound], ...hubOnly },
  },
  {
    name: "remove an invoice's rating",
    method: 'DELETE',
    prepare: async () => ({ url: ratingOf(await paidInvoice({ rated: true })) }),
    expected: { hubClient: 'ok', otherClient: [404, smMessages.invoiceNotFound], ...hubOnly },
  },
  {
    name: 'send estimate',
    method: 'POST',
    prepare: async () => ({
      url: `/api/v1/provider/service-manager/estimates/${mine.estimateNumber}/send?vanityName=${provider.vanityName}`,
      payload: {},
    }),
    expected: {
      owner: 'ok',
      manager: 'ok',
      hubClient: [403, smMessages.notMember],
      otherClient: [403, smMessages.notMember],
      foreignClient: [403, smMessages.notMember],
      user: [403, smMessages.notMember],
      anonymous: login,
    },
  },
  {
    name: 'send invoice',
    method: 'POST',
    prepare: async () => ({
      url: `/api/v1/provider/service-manager/invoices/${mine.invoiceNumber}/send?vanityName=${provider.vanityName}`,
      payload: { sms: true },
    }),
    expected: {
      owner: 'ok',
      manager: 'ok',
      hubClient: [403, smMessages.notMember],
      otherClient: [403, smMessages.notMember],
      foreignClient: [403, smMessages.notMember],
      user: [403, smMessages.notMember],
      anonymous: login,
    },
  },
  {
    name: 'available hubs',
    method: 'GET',
    prepare: async () => ({ url: hub(`available-hubs/${provider.vanityName}`) }),
    expected: {
      owner: 'ok',
      manager: 'ok',
      user: 'ok',
      // Any hub session looks for the hubs of the address it proved (Switch Account).
      hubClient: 'ok',
      otherClient: 'ok',
      foreignClient: 'ok',
      anonymous: login,
    },
  },
  {
    name: 'switch hub (not theirs)',
    method: 'GET',
    prepare: async () => ({ url: hub(`switch/${provider.vanityName}/${mine.clientId}`) }),
    expected: {
      owner: [404, hubMessages.switchFailed],
      manager: [404, hubMessages.switchFailed],
      user: [404, hubMessages.switchFailed],
      hubClient: [404, hubMessages.switchFailed],
      otherClient: [404, hubMessages.switchFailed],
      foreignClient: [404, hubMessages.switchFailed],
      anonymous: login,
    },
  },
  {
    name: 'hub page',
    method: 'GET',
    prepare: async () => ({ url: hub(`page/${provider.vanityName}`) }),
    expected: {
      owner: 'ok',
      manager: 'ok',
      user: 'ok',
      hubClient: 'ok',
      otherClient: 'ok',
      foreignClient: 'ok',
      anonymous: 'ok',
    },
  },
];

describe.each(cases)('$method $name', ({ method, prepare, expected }) => {
  it.each(HUB_CALLERS)('%s', async (caller) => {
    const { url, payload } = await prepare();
    const response = await t.app.inject({ method, url, payload, headers: headers[caller] });
    const want = expected[caller];
    if (want === 'ok') {
      const success = method === 'DELETE' ? 204 : 200;
      expect([response.statusCode, response.statusCode >= 400 ? response.body : '']).toEqual([success, '']);
    } else {
      expect([response.statusCode, response.json().message]).toEqual(want);
    }
  });
});

describe('a hub client sees its own records only', () => {
  it("another client's lists are empty of this client's documents", async () => {
    const estimates = await t.app.inject({
      method: 'GET',
      url: hub(`estimates/${provider.vanityName}`),
      headers: headers.otherClient,
    });
    const numbers = estimates.json().estimates.map((e: { estimateNumber: number }) => e.estimateNumber);
    expect(numbers).not.toContain(mine.estimateNumber);
    const own = await t.app.inject({
      method: 'GET',
      url: hub(`estimates/${provider.vanityName}`),
      headers: headers.hubClient,
    });
    expect(own.json().estimates.every((e: { client: { id: string } }) => e.client.id === mine.clientId)).toBe(
      true,
    );
  });

  it('a clientHubId in the query changes nothing: the token names the client', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: hub(`details/${provider.vanityName}?clientHubId=${mine.clientId}`),
      headers: headers.otherClient,
    });
    expect(response.json().firstName).toBe('Otto');
  });

  it('a forged or site token is no hub token', async () => {
    for (const authorization of ['Bearer nonsense', `Bearer ${people.owner.cookie}`, 'Basic abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: hub(`details/${provider.vanityName}`),
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
