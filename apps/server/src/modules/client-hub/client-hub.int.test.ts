import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { outbox, users } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestHubLink, openHubFromEstimate, seedHubClient } from '../../../test/client-hub';
import { type People, seedLoggedInUser, seedPeople } from '../../../test/people';
import {
  pricedBody,
  seedPricingRequest,
  seedServiceManagerProvider,
  serviceManagerCaller,
} from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Secure links, hub sessions and the client's actions (spec 3 §2.4, §4, §8). */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
const sm = '/provider/service-manager';
const email = 'casey.hub@example.test';
let client: Awaited<ReturnType<typeof seedHubClient>>;

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Hub Flow Cleaning');
  call = serviceManagerCaller(t.app, people);
  client = await seedHubClient(t.app, people, provider, {
    firstName: 'Casey',
    emailAddress: email,
    mobilePhoneNumber: '5125550188',
  });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const hubUrl = (path: string) => `/api/v1/client-hub/${path}`;
const startSession = (body: object) =>
  t.app.inject({ method: 'POST', url: hubUrl('auth/session'), payload: body });

async function outboxFor(to: string) {
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), sql`${outbox.meta}->>'kind' = 'client-hub-link'`))
    .orderBy(outbox.createdAt);
}

describe('send to client', () => {
  it('a Draft estimate becomes Sent; links go by e-mail and text in the same transaction', async () => {
    const before = await outboxFor(email);
    const response = await call('owner', 'POST', `${sm}/estimates/${client.estimateNumber}/send`, provider, {
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Sent',
      emailedTo: email,
      textedTo: '5125550188',
      message: hubMessages.sent('Estimate', email),
    });
    const estimate = await call('owner', 'GET', `${sm}/estimates/${client.estimateNumber}`, provider);
    expect(estimate.json().status).toBe('Sent');
    const mail = (await outboxFor(email)).filter((row) => !before.some((old) => old.id === row.id));
    expect(mail).toHaveLength(1);
    const link = await latestHubLink(t.database.db, email);
    expect(link.url).toContain(`/company/${provider.vanityName}/client-hub?s=`);
    expect(link.url).toMatch(new RegExp(`#view-estimate\\?number=${client.estimateNumber}$`));
    // The text carries a link of its own to the same page: only the e-mailed one proves the address.
    const texts = await outboxFor('5125550188');
    const texted = /https?:\/\/\S+\/client-hub\?s=([0-9a-f-]{36})&c=([0-9a-f-]{36})(\S*)/.exec(
      texts.at(-1)?.body ?? '',
    );
    expect(texted?.[1]).not.toBe(link.sessionId);
    expect(texted?.[0]).toBe(link.url.replace(link.sessionId, texted?.[1] ?? ''));
  });

  it('sms: false sends the e-mail only; an invoice resend keeps its status', async () => {
    const texts = (await outboxFor('5125550188')).length;
    const first = await call('owner', 'POST', `${sm}/invoices/${client.invoiceNumber}/send`, provider, {
      payload: { sms: false },
    });
    expect(first.json()).toMatchObject({ status: 'Sent', textedTo: null });
    const again = await call('owner', 'POST', `${sm}/invoices/${client.invoiceNumber}/send`, provider, {
      payload: { sms: false },
    });
    expect(again.json().status).toBe('Sent');
    expect(await outboxFor('5125550188')).toHaveLength(texts);
    expect((await latestHubLink(t.database.db, email)).url).toMatch(/#view-invoice\?number=\d+$/);
  });

  it('a client without an e-mail address is a 400 that says so, and nothing changes', async () => {
    const bare = await seedHubClient(t.app, people, provider, { firstName: 'Noel' });
    const response = await call('owner', 'POST', `${sm}/estimates/${bare.estimateNumber}/send`, provider, {
      payload: {},
    });
    expect([response.statusCode, response.json().message]).toEqual([400, hubMessages.clientHasNoEmail]);
    const estimate = await call('owner', 'GET', `${sm}/estimates/${bare.estimateNumber}`, provider);
    expect(estimate.json().status).toBe('Draft');
  });

  it('an unknown number is a 404; a draft without items cannot be sent', async () => {
    const missing = await call('owner', 'POST', `${sm}/estimates/999999/send`, provider, { payload: {} });
    expect([missing.statusCode, missing.json().message]).toEqual([404, smMessages.estimateNotFound]);
    const empty = await call('owner', 'POST', `${sm}/estimates`, provider, {
      payload: { clientId: client.clientId, items: [] },
    });
    const response = await call(
      'owner',
      'POST',
      `${sm}/estimates/${empty.json().estimateNumber}/send`,
      provider,
      {
        payload: {},
      },
    );
    expect([response.statusCode, response.json().message]).toEqual([400, smMessages.itemsRequired]);
  });
});

describe('opening a link', () => {
  it('answers 404 with the spec text for ids that are not uuids, unknown, or of another client', async () => {
    const link = await latestHubLink(t.database.db, email);
    const invalid = hubMessages.invalidLink(provider.name);
    const other = await seedHubClient(t.app, people, provider, {
      firstName: 'Ola',
      emailAddress: 'ola@example.test',
    });
    await call('owner', 'POST', `${sm}/estimates/${other.estimateNumber}/send`, provider, { payload: {} });
    const otherLink = await latestHubLink(t.database.db, 'ola@example.test');
    for (const body of [
      { sessionId: "x' or 1=1 --", clientHubId: link.clientHubId },
      { sessionId: link.sessionId, clientHubId: 'not-a-uuid' },
      { sessionId: '00000000-0000-4000-8000-000000000000', clientHubId: link.clientHubId },
      // A link is for one client: its session id with another client's hub id opens nothing.
      { sessionId: link.sessionId, clientHubId: otherLink.clientHubId },
      { sessionId: otherLink.sessionId, clientHubId: link.clientHubId },
    ]) {
      const response = await startSession({ ...body, vanityName: provider.vanityName });
      expect([response.statusCode, response.json().message]).toEqual([404, invalid]);
    }
    const elsewhere = await seedServiceManagerProvider(t.database.db, people, 'Hub Elsewhere');
    const wrongProvider = await startSession({ ...link, vanityName: elsewhere.vanityName });
    expect([wrongProvider.statusCode, wrongProvider.json().message]).toEqual([
      404,
      hubMessages.invalidLink(elsewhere.name),
    ]);
  });

  it('opens the hub on the link it was sent with, more than once within 7 days', async () => {
    const link = await latestHubLink(t.database.db, email);
    const first = await startSession({ ...link, vanityName: provider.vanityName });
    const second = await startSession({ ...link, vanityName: provider.vanityName });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const details = await t.app.inject({
      method: 'GET',
      url: hubUrl(`details/${provider.vanityName}`),
      headers: { authorization: `Bearer ${first.json().clientHubAccessToken}` },
    });
    expect(details.json()).toMatchObject({
      firstName: 'Casey',
      emailAddress: email,
      clientHubId: link.clientHubId,
    });
  });

  it('after 7 days: 401 expired; a new link goes to the client address only, and opens again', async () => {
    const link = await latestHubLink(t.database.db, email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 86_400_000 + 60_000);
    const expired = await startSession({ ...link, vanityName: provider.vanityName });
    expect([expired.statusCode, expired.json().message]).toEqual([401, hubMessages.linkExpired]);

    const resend = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: hubUrl(`auth/send-new-link/${provider.vanityName}`),
        payload: { sessionId: link.sessionId, clientHubId: link.clientHubId, ...body },
      });
    const stranger = await resend({ email: 'someone@example.test' });
    expect([stranger.statusCode, stranger.json().message]).toEqual([
      401,
      hubMessages.emailNotAssociated('someone@example.test'),
    ]);
    const badEmail = await resend({ email: 'nope' });
    expect([badEmail.statusCode, badEmail.json().message]).toEqual([400, hubMessages.emailInvalid]);
    const noEmail = await resend({ email: '' });
    expect([noEmail.statusCode, noEmail.json().message]).toEqual([400, hubMessages.emailRequired]);
    const unknown = await resend({ email, sessionId: '00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      hubMessages.sessionInvalid(provider.name),
    ]);

    const sent = await resend({ email: 'Casey.Hub@Example.test' });
    expect([sent.statusCode, sent.json().message]).toEqual([200, hubMessages.newLinkSent]);
    const fresh = await latestHubLink(t.database.db, email);
    expect(fresh.sessionId).not.toBe(link.sessionId);
    expect(fresh.clientHubId).toBe(link.clientHubId);
    const reopened = await startSession({ ...fresh, vanityName: provider.vanityName });
    expect(reopened.statusCode).toBe(200);
  });
});

describe('hub tokens', () => {
  it('refresh gives a new access token; logout ends both', async () => {
    const hub = await openHubFromEstimate(t.app, t.database.db, people, provider, {
      email,
      estimateNumber: client.estimateNumber,
    });
    const refresh = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: hubUrl('auth/refresh'),
        headers: { authorization: `Bearer ${token}` },
      });
    const renewed = await refresh(hub.tokens.clientHubRefreshToken);
    expect(renewed.statusCode).toBe(200);
    // An access token is not a refresh token.
    expect((await refresh(hub.tokens.clientHubAccessToken)).statusCode).toBe(401);
    const details = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: hubUrl(`details/${provider.vanityName}`),
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await details(renewed.json().clientHubAccessToken)).statusCode).toBe(200);

    const logout = await t.app.inject({
      method: 'POST',
      url: hubUrl('auth/logout'),
      payload: {},
      headers: hub.bearer,
    });
    expect([logout.statusCode, logout.json().message]).toEqual([200, hubMessages.loggedOut]);
    expect((await details(hub.tokens.clientHubAccessToken)).statusCode).toBe(401);
    const afterLogout = await refresh(hub.tokens.clientHubRefreshToken);
    expect([afterLogout.statusCode, afterLogout.json().message]).toEqual([401, hubMessages.sessionEnded]);
  });

  it('a hub token is not a site login', async () => {
    const hub = await openHubFromEstimate(t.app, t.database.db, people, provider, {
      email,
      estimateNumber: client.estimateNumber,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: `pl_access=${hub.tokens.clientHubAccessToken}` },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('estimate decisions (spec 3 §4)', () => {
  it('decline from Sent, approve from Rejected, nothing after Approved; drafts are hidden', async () => {
    const created = await call('owner', 'POST', `${sm}/estimates`, provider, {
      payload: pricedBody(client.clientId),
    });
    const estimateNumber: number = created.json().estimateNumber;
    const hub = await openHubFromEstimate(t.app, t.database.db, people, provider, {
      email,
      estimateNumber: client.estimateNumber,
    });
    const url = hubUrl(`estimate/${provider.vanityName}?estimateNumber=${estimateNumber}`);
    const decide = (status: string) =>
      t.app.inject({ method: 'PATCH', url, payload: { status }, headers: hub.bearer });

    const draft = await t.app.inject({ method: 'GET', url, headers: hub.bearer });
    expect([draft.statusCode, draft.json().message]).toEqual([404, smMessages.estimateNotFound]);
    expect((await decide('Approved')).statusCode).toBe(404);

    await call('owner', 'POST', `${sm}/estimates/${estimateNumber}/send`, provider, {
      payload: { sms: false },
    });
    const declined = await decide('Rejected');
    expect([declined.statusCode, declined.json().status]).toEqual([200, 'Rejected']);
    const again = await decide('Rejected');
    expect([again.statusCode, again.json().message]).toEqual([409, hubMessages.cannotDecline]);
    const approved = await decide('Approved');
    expect([approved.statusCode, approved.json().status]).toEqual([200, 'Approved']);
    expect(approved.json().provider).toMatchObject({ name: provider.name, vanityName: provider.vanityName });
    for (const status of ['Approved', 'Rejected']) {
      const refused = await decide(status);
      expect([refused.statusCode, refused.json().message]).toEqual([
        409,
        status === 'Approved' ? hubMessages.cannotApprove : hubMessages.cannotDecline,
      ]);
    }
    const closed = await decide('Closed');
    expect([closed.statusCode, closed.json().message]).toEqual([400, hubMessages.decisionInvalid]);
    const owner = await call('owner', 'GET', `${sm}/estimates/${estimateNumber}`, provider);
    expect(owner.json().status).toBe('Approved');
    const told = await t.database.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.meta}->>'kind' = 'estimate-decision' and (${outbox.meta}->>'estimateNumber')::int = ${estimateNumber}`,
      )
      // Rows come back in no promised order: by when they were written.
      .orderBy(outbox.createdAt);
    expect(told.map((row) => row.subject)).toEqual([
      `Casey declined estimate #${estimateNumber}`,
      `Casey approved estimate #${estimateNumber}`,
    ]);
  });
});

describe('invoices, jobs, requests', () => {
  it('pending and paid tables; the detail is read-only', async () => {
    const hub = await openHubFromEstimate(t.app, t.database.db, people, provider, {
      email,
      estimateNumber: client.estimateNumber,
    });
    const paid = await call('owner', 'POST', `${sm}/invoices`, provider, {
      payload: pricedBody(client.clientId, { status: 'Sent', amountPaid: 0 }),
    });
    const total: number = paid.json().total;
    const paidNumber: number = paid.json().invoiceNumber;
    await call('owner', 'PUT', `${sm}/invoices/${paidNumber}`, provider, {
      payload: pricedBody(client.clientId, { status: 'Sent', amountPaid: total }),
    });
    const list = (status: string) =>
      t.app.inject({
        method: 'GET',
        url: hubUrl(`invoices/${provider.vanityName}?status=${status}`),
        headers: hub.bearer,
      });
    const pendingNumbers = (await list('pending'))
      .json()
      .invoices.map((i: { invoiceNumber: number }) => i.invoiceNumber);
    const paidNumbers = (await list('paid'))
      .json()
      .invoices.map((i: { invoiceNumber: number }) => i.invoiceNumber);
    expect(paidNumbers).toEqual([paidNumber]);
    expect(pendingNumbers).toContain(client.invoiceNumber);
    expect(pendingNumbers).not.toContain(paidNumber);
    expect((await list('overdue')).statusCode).toBe(400);

    const detail = await t.app.inject({
      method: 'GET',
      url: hubUrl(`invoice/${provider.vanityName}?invoiceNumber=${paidNumber}`),
      headers: hub.bearer,
    });
    expect(detail.json()).toMatchObject({
      paymentAllowed: false,
      paymentTypes: ['cc', 'ach'],
      provider: { name: provider.name },
      invoice: { invoiceNumber: paidNumber, status: 'Paid', amountDue: 0 },
    });
  });

  it("answers the spec's slash-ended list paths (spec 3 §7) as the paths without the slash", async () => {
    const hub = await openHubFromEstimate(t.app, t.database.db, people, provider, {
      email,
      estimateNumber: client.estimateNumber,
    });
    const get = (path: string) => t.app.inject({ method: 'GET', url: hubUrl(path), headers: hub.bearer });
    const uri = provider.vanityName;
    const pairs: [string, string][] = [
      [`estimates/${uri}/?first=0`, `estimates/${uri}?first=0`],
      [`invoices/${uri}/?first=0&status=pending`, `invoices/${uri}?first=0&status=pending`],
      [`requests/${uri}/`, `requests/${uri}`],
    ];
    for (const [slashed, bare] of pairs) {
      const [withSlash, without] = [await get(slashed), await get(bare)];
      expect([slashed, withSlash.statusCode]).toEqual([slashed, 200]);
      expect(withSlash.json()).toEqual(without.json());
    }
    const estimates = await get(`estimates/${uri}/?first=0`);
    expect(estimates.json().totalRecords).toBeGreaterThan(0);
  });

  it("jobs of this client only; requests from the client's address, canceled once with a reason", async () => {
    const hub = await openHubFromEstimate(t.app, t.database.db, people, provider, {
      email,
      estimateNumber: client.estimateNumber,
    });
    await call('owner', 'POST', `${sm}/jobs`, provider, {
      payload: { clientId: client.clientId, title: 'Deep clean' },
    });
    const jobs = await t.app.inject({
      method: 'GET',
      url: hubUrl(`jobs/${provider.vanityName}`),
      headers: hub.bearer,
    });
    expect(jobs.json().jobs.map((job: { title: string }) => job.title)).toEqual(['Deep clean']);

    const requestNumber = await seedPricingRequest(t.database.db, provider.id, {
      email: 'CASEY.HUB@example.test',
    });
    await seedPricingRequest(t.database.db, provider.id, { email: 'someone.else@example.test' });
    const requests = await t.app.inject({
      method: 'GET',
      url: hubUrl(`requests/${provider.vanityName}`),
      headers: hub.bearer,
    });
    expect(requests.json().requests.map((r: { requestNumber: number }) => r.requestNumber)).toEqual([
      requestNumber,
    ]);

    const cancel = (body: object) =>
      t.app.inject({
        method: 'PATCH',
        url: hubUrl(`request/cancel/${provider.vanityName}?requestNumber=${requestNumber}`),
        payload: body,
        headers: hub.bearer,
      });
    const noReason = await cancel({ requestNumber });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, hubMessages.cancelReasonRequired]);
    const canceled = await cancel({ requestNumber, closedReason: 'schedule', closedByUserType: 'c' });
    expect([canceled.statusCode, canceled.json().message]).toEqual([200, hubMessages.requestCanceled]);
    const twice = await cancel({ requestNumber, closedReason: 'schedule' });
    expect([twice.statusCode, twice.json().message]).toEqual([409, hubMessages.requestAlreadyCanceled]);
    const detail = await t.app.inject({
      method: 'GET',
      url: hubUrl(`request/${provider.vanityName}?requestNumber=${requestNumber}`),
      headers: hub.bearer,
    });
    expect(detail.json()).toMatchObject({
      status: 'Canceled',
      closedReason: 'schedule',
      closedByUserType: 'c',
    });
  });
});

describe('a logged-in account reaches its hubs', () => {
  it('only once its address is verified (by opening a link sent there), then lists and switches', async () => {
    const account = await seedLoggedInUser(t.app, t.database.db);
    const own = await seedHubClient(t.app, people, provider, {
      firstName: 'Alex',
      emailAddress: account.user.email,
    });
    const available = () =>
      t.app.inject({
        method: 'GET',
        url: hubUrl(`available-hubs/${provider.vanityName}`),
        headers: { cookie: account.cookie },
      });
    expect((await available()).json()).toEqual({ totalClients: 0, clientHubs: [] });

    await call('owner', 'POST', `${sm}/estimates/${own.estimateNumber}/send`, provider, { payload: {} });
    const link = await latestHubLink(t.database.db, account.user.email);
    const opened = await t.app.inject({
      method: 'POST',
      url: hubUrl('auth/session'),
      payload: { ...link, vanityName: provider.vanityName },
      headers: { cookie: account.cookie },
    });
    expect(opened.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();

    const listed = (await available()).json();
    expect(listed).toMatchObject({
      totalClients: 1,
      clientHubs: [{ clientHubId: link.clientHubId, firstName: 'Alex' }],
    });
    const switched = await t.app.inject({
      method: 'GET',
      url: hubUrl(`switch/${provider.vanityName}/${link.clientHubId}`),
      headers: { cookie: account.cookie },
    });
    expect(switched.statusCode).toBe(200);
    const details = await t.app.inject({
      method: 'GET',
      url: hubUrl(`details/${provider.vanityName}`),
      headers: { authorization: `Bearer ${switched.json().clientHubAccessToken}` },
    });
    expect(details.json().firstName).toBe('Alex');

    // Someone else's hub at the same provider: refused like an unknown one.
    const others = await t.app.inject({
      method: 'GET',
      url: hubUrl(`switch/${provider.vanityName}/${(await latestHubLink(t.database.db, email)).clientHubId}`),
      headers: { cookie: account.cookie },
    });
    expect([others.statusCode, others.json().message]).toEqual([404, hubMessages.switchFailed]);
  });
});

describe('hostile input is a 4xx, never a 5xx', () => {
  it('for the link, session and section calls', async () => {
    const hub = await openHubFromEstimate(t.app, t.database.db, people, provider, {
      email,
      estimateNumber: client.estimateNumber,
    });
    const long = 'x'.repeat(5000);
    const calls: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: unknown; bearer?: boolean }[] = [
      {
        method: 'POST',
        url: hubUrl('auth/session'),
        payload: { sessionId: 1, clientHubId: [], vanityName: {} },
      },
      {
        method: 'POST',
        url: hubUrl('auth/session'),
        payload: { sessionId: long, clientHubId: long, vanityName: long },
      },
      {
        method: 'POST',
        url: hubUrl('auth/session'),
        payload: { sessionId: 'a\u0000b', clientHubId: 'c', vanityName: 'v' },
      },
      { method: 'POST', url: hubUrl('auth/session'), payload: '[]' },
      {
        method: 'POST',
        url: hubUrl(`auth/send-new-link/${long}`),
        payload: { email: long, sessionId: 'x', clientHubId: 'y' },
      },
      { method: 'GET', url: hubUrl(`switch/${provider.vanityName}/%00`) },
      { method: 'GET', url: hubUrl(`estimate/${provider.vanityName}?estimateNumber=-1`), bearer: true },
      {
        method: 'GET',
        url: hubUrl(`estimate/${provider.vanityName}?estimateNumber=99999999999999`),
        bearer: true,
      },
      {
        method: 'GET',
        url: hubUrl(`estimates/${provider.vanityName}?rows=1e9&sortField=password`),
        bearer: true,
      },
      {
        method: 'PATCH',
        url: hubUrl(`estimate/${provider.vanityName}?estimateNumber=1`),
        payload: { status: ['Approved'] },
        bearer: true,
      },
      {
        method: 'PATCH',
        url: hubUrl(`request/cancel/${provider.vanityName}?requestNumber=1`),
        payload: { closedReason: long },
        bearer: true,
      },
      {
        method: 'GET',
        url: hubUrl(`invoices/${provider.vanityName}?status=paid&status=pending`),
        bearer: true,
      },
    ];
    for (const { method, url, payload, bearer } of calls) {
      const response = await t.app.inject({
        method,
        url,
        payload: payload as never,
        headers: { 'content-type': 'application/json', ...(bearer ? hub.bearer : {}) },
      });
      expect([url, response.statusCode >= 400 && response.statusCode < 500]).toEqual([url, true]);
    }
  });
});
