import { contactMessages } from '@porchlight/core/providers/contact.constants';
import { type ProviderRow, seedOffer, seedProvider } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHubFromEstimate, seedHubClient } from '../../../test/client-hub';
import { type People, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Requests sent from the Client Hub or by a visitor holding a hub session (spec 1 §6, spec 2 §6): the
 * name and e-mail on the client's record are the request's, so it shows in the client's hub.
 */

let t: TestApp;
let people: People;
let published: ProviderRow;
let unpublished: ProviderRow;
type Bearer = { authorization: string };
let casey: Bearer;
let dana: Bearer;
const caseyEmail = 'casey.requests@example.test';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  people = await seedPeople(t.app, db);
  published = await seedServiceManagerProvider(db, people, 'Hub Request Cleaning');
  unpublished = await seedProvider(db, {
    name: 'Not Yet Public Pools',
    owner: people.owner.id,
    published: false,
  });
  for (const provider of [published, unpublished])
    await seedOffer(db, provider.id, { name: 'Deep Clean', category: 'Cleaning', inputForm: [] });
  casey = await hubOf(published, { firstName: 'Casey', lastName: 'Morgan', emailAddress: caseyEmail });
  dana = await hubOf(unpublished, { firstName: 'Dana', emailAddress: 'dana.pools@example.test' });
});
afterAll(() => t.close());

async function hubOf(
  provider: ProviderRow,
  client: { firstName: string; lastName?: string; emailAddress: string },
): Promise<Bearer> {
  const { estimateNumber } = await seedHubClient(t.app, people, provider, {
    ...client,
    mobilePhoneNumber: '5125550188',
  });
  const hub = await openHubFromEstimate(t.app, t.database.db, people, provider, {
    email: client.emailAddress,
    estimateNumber,
  });
  return hub.bearer;
}

let address = 0;
const send = (provider: ProviderRow, payload: object, headers: Bearer | Record<string, never> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/client-hub/request/${provider.vanityName}`,
    payload,
    headers,
    remoteAddress: `10.9.0.${++address % 250}`,
  });

/** What the page sent: someone else's name and address, as if the locked fields had been edited. */
const someoneElse = {
  firstName: 'Someone',
  lastName: 'Else',
  preferredContactMethod: 'both',
  email: 'someone.else@example.test',
  mobilePhoneNumber: '7375550100',
};
const pricing = { ...someoneElse, services: ['Deep Clean'], inputForm: [], type: 'paa' };
const contactUs = {
  ...someoneElse,
  inputForm: [{ label: 'Description', type: 'textarea', value: 'The pool needs a spring opening.' }],
  type: 'cu',
};

const hubRequests = (provider: ProviderRow, bearer: Bearer) =>
  t.app.inject({ url: `/api/v1/client-hub/requests/${provider.vanityName}`, headers: bearer });

async function inboxEntry(provider: ProviderRow, requestNumber: number) {
  const inbox = await t.app.inject({
    url: `/api/v1/provider/profile/requests?vanityName=${provider.vanityName}`,
    headers: { cookie: people.owner.cookie },
  });
  return inbox
    .json()
    .requests.find((request: { requestNumber: number }) => request.requestNumber === requestNumber);
}

describe('a request with the hub token (spec 1 §6, spec 2 §6)', () => {
  it('carries the name and e-mail on record, keeps the phone typed, and shows in the hub', async () => {
    for (const body of [pricing, contactUs]) {
      const response = await send(published, body, casey);
      expect(response.statusCode).toBe(200);
      const { requestNumber } = response.json();
      expect(await inboxEntry(published, requestNumber)).toMatchObject({
        firstName: 'Casey',
        lastName: 'Morgan',
        email: caseyEmail,
        mobilePhoneNumber: '7375550100',
      });
      const listed = (await hubRequests(published, casey)).json().requests;
      expect(listed.map((request: { requestNumber: number }) => request.requestNumber)).toContain(
        requestNumber,
      );
    }
  });

  it('is still checked: the fields the record does not fill keep their rules', async () => {
    const noPhone = await send(published, { ...pricing, mobilePhoneNumber: '' }, casey);
    expect([noPhone.statusCode, noPhone.json().message]).toEqual([400, contactMessages.phoneRequired]);
    const noDescription = await send(published, { ...contactUs, inputForm: [] }, casey);
    expect([noDescription.statusCode, noDescription.json().message]).toEqual([
      400,
      contactMessages.descriptionRequired,
    ]);
  });

  it('reaches a provider not yet public, which visitors cannot', async () => {
    const forms = await t.app.inject({
      url: `/api/v1/network/profile/pricing-forms/${unpublished.vanityName}`,
      headers: dana,
    });
    expect(forms.statusCode).toBe(200);
    const response = await send(unpublished, pricing, dana);
    expect(response.statusCode).toBe(200);
    expect(await inboxEntry(unpublished, response.json().requestNumber)).toMatchObject({
      firstName: 'Dana',
      // Dana's record has no last name: the one typed stays.
      lastName: 'Else',
      email: 'dana.pools@example.test',
    });
    expect((await send(unpublished, pricing)).statusCode).toBe(404);
  });

  it("another provider's hub token changes nothing: the request is the visitor's as sent", async () => {
    const response = await send(published, pricing, dana);
    expect(response.statusCode).toBe(200);
    expect(await inboxEntry(published, response.json().requestNumber)).toMatchObject({
      firstName: 'Someone',
      email: 'someone.else@example.test',
    });
  });
});
