import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { itemAt } from '@porchlight/core/platform/required';
import { clients, outbox, users } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestHubLink, openHubFromEstimate, seedHubClient } from '../../../test/client-hub';
import { type People, seedLoggedInUser, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { profileMessages } from '../providers/profile.messages';

/**
 * A company's Client Hub before its profile is published (issue 29 item 5), and Switch Account
 * (spec 3 §2.4; issue 29 item 6): the hubs of the address a login or an e-mailed link has proven,
 * at one provider or several.
 */

let t: TestApp;
let people: People;
let call: ReturnType<typeof serviceManagerCaller>;
const sm = '/provider/service-manager';
const hubUrl = (path: string) => `/api/v1/client-hub/${path}`;
const bearerOf = (tokens: { clientHubAccessToken: string }) => ({
  authorization: `Bearer ${tokens.clientHubAccessToken}`,
});

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  call = serviceManagerCaller(t.app, people);
});
afterAll(() => t.close());

function get(path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: hubUrl(path), headers });
}

async function startSession(link: { sessionId: string; clientHubId: string }, provider: ProviderRow) {
  const response = await t.app.inject({
    method: 'POST',
    url: hubUrl('auth/session'),
    payload: { ...link, vanityName: provider.vanityName },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { clientHubAccessToken: string; clientHubRefreshToken: string };
}

/** An unpublished company of `people.owner`, as the Create Company flow leaves it. */
async function seedUnpublished(name: string) {
  return seedProvider(t.database.db, { name, owner: people.owner.id, published: false });
}

describe('a company not public yet (issue 29 item 5)', () => {
  it('has a Client Hub once it has clients, for its links and its clients’ logins; its profile stays hidden', async () => {
    const hidden = await seedUnpublished('Patel Early Repair');
    const notFound = [404, profileMessages.notFound(hidden.vanityName)];
    const page = () => get(`page/${hidden.vanityName}`);
    // No client yet: nothing shows, as for a company that does not exist.
    expect([(await page()).statusCode, (await page()).json().message]).toEqual(notFound);

    const account = await seedLoggedInUser(t.app, t.database.db);
    const client = await seedHubClient(t.app, people, hidden, {
      firstName: 'Morgan',
      emailAddress: account.user.email,
    });
    expect((await page()).json()).toEqual({
      name: 'Patel Early Repair',
      uri: hidden.vanityName,
      uriPrefix: `/company/${hidden.vanityName}`,
      onCustomDomain: false,
      publicLogoPath: null,
    });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/network/profile/${hidden.vanityName}`,
    });
    expect([profile.statusCode, profile.json().message]).toEqual(notFound);

    // The e-mailed link opens the hub, and shows the client's account reads that mail.
    const sent = await call('owner', 'POST', `${sm}/invoices/${client.invoiceNumber}/send`, hidden, {
      payload: { sms: false },
    });
    expect(sent.statusCode).toBe(200);
    const link = await latestHubLink(t.database.db, account.user.email);
    const opened = await t.app.inject({
      method: 'POST',
      url: hubUrl('auth/session'),
      payload: { ...link, vanityName: hidden.vanityName },
      headers: { cookie: account.cookie },
    });
    const invoice = await get(
      `invoice/${hidden.vanityName}?invoiceNumber=${client.invoiceNumber}`,
      bearerOf(opened.json()),
    );
    expect(invoice.json().invoice.invoiceNumber).toBe(client.invoiceNumber);

    // Logged in, the client finds and opens the hub too.
    const listed = await get(`available-hubs/${hidden.vanityName}`, { cookie: account.cookie });
    expect(listed.json()).toMatchObject({
      totalClients: 1,
      clientHubs: [{ clientHubId: link.clientHubId, providerUri: hidden.vanityName, current: false }],
    });
    const switched = await get(`switch/${hidden.vanityName}/${link.clientHubId}`, { cookie: account.cookie });
    expect(switched.statusCode).toBe(200);

    // A stranger learns nothing more of the profile than before.
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/v1/network/profile/${hidden.vanityName}`,
      headers: { cookie: people.user.cookie },
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('Switch Account (issue 29 item 6)', () => {
  const email = 'pat.switch@example.test';
  let here: ProviderRow;
  let elsewhere: ProviderRow;
  let home: Awaited<ReturnType<typeof seedHubClient>>;
  let office: { clientHubId: string };
  let abroad: { clientHubId: string };

  /** The client's hub id (the `c` of its links). */
  async function hubIdOf(clientId: string): Promise<string> {
    const [row] = await t.database.db
      .select({ clientHubId: clients.clientHubId })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!row) throw new Error('no such client');
    return row.clientHubId;
  }

  beforeAll(async () => {
    here = await seedServiceManagerProvider(t.database.db, people, 'Switch Here Cleaning');
    elsewhere = await seedUnpublished('Switch Elsewhere Repair');
    home = await seedHubClient(t.app, people, here, {
      firstName: 'Pat',
      emailAddress: email,
      mobilePhoneNumber: '5125550177',
    });
    const officeClient = await seedHubClient(t.app, people, here, {
      firstName: 'Pat',
      companyName: 'Home Office',
      emailAddress: email,
    });
    office = { clientHubId: await hubIdOf(officeClient.clientId) };
    const abroadClient = await seedHubClient(t.app, people, elsewhere, {
      firstName: 'Patricia',
      emailAddress: email,
    });
    abroad = { clientHubId: await hubIdOf(abroadClient.clientId) };
  });

  it('a session from an e-mailed link lists every client of its address, here first, and switches to each', async () => {
    const hub = await openHubFromEstimate(t.app, t.database.db, people, here, {
      email,
      estimateNumber: home.estimateNumber,
    });
    const listed = await get(`available-hubs/${here.vanityName}`, hub.bearer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({
      totalClients: 3,
      clientHubs: [
        expect.objectContaining({
          clientHubId: hub.link.clientHubId,
          providerUri: here.vanityName,
          current: true,
        }),
        expect.objectContaining({
          clientHubId: office.clientHubId,
          companyName: 'Home Office',
          providerName: 'Switch Here Cleaning',
          current: false,
        }),
        expect.objectContaining({
          clientHubId: abroad.clientHubId,
          firstName: 'Patricia',
          providerUri: elsewhere.vanityName,
          providerName: 'Switch Elsewhere Repair',
          current: false,
        }),
      ],
    });

    // Another account of this provider…
    const toOffice = await get(`switch/${here.vanityName}/${office.clientHubId}`, hub.bearer);
    expect(toOffice.statusCode).toBe(200);
    const officeDetails = await get(`details/${here.vanityName}`, bearerOf(toOffice.json()));
    expect(officeDetails.json()).toMatchObject({ firstName: 'Pat', companyName: 'Home Office' });
    // … which may switch on in turn: it proves the same address.
    const toAbroad = await get(
      `switch/${elsewhere.vanityName}/${abroad.clientHubId}`,
      bearerOf(toOffice.json()),
    );
    expect(toAbroad.statusCode).toBe(200);
    const abroadDetails = await get(`details/${elsewhere.vanityName}`, bearerOf(toAbroad.json()));
    expect(abroadDetails.json()).toMatchObject({
      firstName: 'Patricia',
      provider: { vanityName: elsewhere.vanityName },
    });
    const listedThere = await get(`available-hubs/${elsewhere.vanityName}`, bearerOf(toAbroad.json()));
    expect(listedThere.json().clientHubs.map((account: { current: boolean }) => account.current)).toEqual([
      true,
      false,
      false,
    ]);

    // Someone else's client, here or by another address, stays closed.
    const stranger = await seedHubClient(t.app, people, here, {
      firstName: 'Quinn',
      emailAddress: 'quinn.switch@example.test',
    });
    const strangerHub = await hubIdOf(stranger.clientId);
    const refused = await get(`switch/${here.vanityName}/${strangerHub}`, hub.bearer);
    expect([refused.statusCode, refused.json().message]).toEqual([404, hubMessages.switchFailed]);
  });

  it('a texted link is its own: it opens its hub but proves no address, nor verifies an account', async () => {
    const account = await seedLoggedInUser(t.app, t.database.db);
    const mine = await seedHubClient(t.app, people, here, {
      firstName: 'Sky',
      emailAddress: account.user.email,
      mobilePhoneNumber: '5125550166',
    });
    await call('owner', 'POST', `${sm}/estimates/${mine.estimateNumber}/send`, here, { payload: {} });
    const [text] = await t.database.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.to, '5125550166'), eq(outbox.channel, 'sms')))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const [, sessionId, clientHubId] = /\?s=([0-9a-f-]{36})&c=([0-9a-f-]{36})/.exec(text?.body ?? '') ?? [];
    const mailed = await latestHubLink(t.database.db, account.user.email);
    expect(sessionId).toBeDefined();
    expect(sessionId).not.toBe(mailed.sessionId);

    const opened = await t.app.inject({
      method: 'POST',
      url: hubUrl('auth/session'),
      payload: { sessionId, clientHubId, vanityName: here.vanityName },
      headers: { cookie: account.cookie },
    });
    const texted = bearerOf(opened.json());
    expect((await get(`details/${here.vanityName}`, texted)).json().firstName).toBe('Sky');
    expect((await get(`available-hubs/${here.vanityName}`, texted)).json()).toEqual({
      totalClients: 0,
      clientHubs: [],
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row!.emailVerifiedAt).toBeNull();

    // The e-mailed one proves it: the account is verified and its session lists its hubs.
    const byMail = await startSession(mailed, here);
    expect((await get(`available-hubs/${here.vanityName}`, bearerOf(byMail))).json().totalClients).toBe(1);
  });

  it('a logged-in account with the verified address lists and opens its hubs at every provider whose hub is open', async () => {
    const account = await seedLoggedInUser(t.app, t.database.db);
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, account.user.id));
    const ownHere = await seedHubClient(t.app, people, here, {
      firstName: 'Robin',
      emailAddress: account.user.email,
    });
    await seedHubClient(t.app, people, elsewhere, { firstName: 'Robin', emailAddress: account.user.email });
    // A company whose trial ended without the Client Hub add-on: its hub would not open.
    const locked = await seedProvider(t.database.db, {
      name: 'Switch Locked Movers',
      owner: people.owner.id,
      toolsTrialEndsAt: new Date('2020-01-01T00:00:00Z'),
    });
    await t.database.db.insert(clients).values({
      providerId: locked.id,
      firstName: 'Robin',
      emailAddress: account.user.email,
    });
    const listed = await get(`available-hubs/${here.vanityName}`, { cookie: account.cookie });
    const hubs: { clientHubId: string; providerUri: string; current: boolean }[] = listed.json().clientHubs;
    expect(hubs.map((hub) => [hub.providerUri, hub.current])).toEqual([
      [here.vanityName, false],
      [elsewhere.vanityName, false],
    ]);
    expect(itemAt(hubs, 0, 'listed hub').clientHubId).toBe(await hubIdOf(ownHere.clientId));
    const opened = await get(`switch/${elsewhere.vanityName}/${itemAt(hubs, 1, 'listed hub').clientHubId}`, {
      cookie: account.cookie,
    });
    expect((await get(`details/${elsewhere.vanityName}`, bearerOf(opened.json()))).json().firstName).toBe(
      'Robin',
    );
  });
});
