import { companyMessages } from '@porchlight/core/reviews/review-writing.messages';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedPeople } from '../../../test/people';
import { pricedBody, seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;

const CLIENTS = '/provider/service-manager/clients';

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Clients Cleaning');
  call = serviceManagerCaller(t.app, people);
});
afterAll(() => t.close());

const add = (payload: object) => call('owner', 'POST', CLIENTS, provider, { payload });

describe('clients', () => {
  it('stores a client with a service address and a separate billing address', async () => {
    const response = await add({
      companyName: 'Rivera Holdings',
      firstName: ' Jamie ',
      lastName: 'Rivera',
      emailAddress: 'Jamie@Example.TEST',
      mobilePhoneNumber: '(512) 555-0101',
      address: '12 Oak St',
      city: 'Austin',
      stateCode: 'tx',
      zipCode: '78701',
      separateBilling: true,
      billingAddress: { address: 'PO Box 9', city: 'Austin', stateCode: 'TX', zipCode: '78702' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      firstName: 'Jamie',
      emailAddress: 'jamie@example.test',
      mobilePhoneNumber: '5125550101',
      stateCode: 'TX',
      separateBilling: true,
      billingAddress: { address: 'PO Box 9', zipCode: '78702' },
    });
  });

  it('answers the fields that fail, with their messages', async () => {
    const response = await add({
      firstName: '',
      emailAddress: 'not-an-email',
      mobilePhoneNumber: '123',
      stateCode: 'ZZ',
      zipCode: '7870',
      separateBilling: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      firstName: messages.firstNameRequired,
      emailAddress: companyMessages.emailInvalid,
      mobilePhoneNumber: companyMessages.phoneInvalid,
      stateCode: companyMessages.stateRequired,
      zipCode: companyMessages.zipInvalid,
    });
    const billing = await add({ firstName: 'Al', separateBilling: true, billingAddress: { city: 'Austin' } });
    expect(billing.json().fields).toMatchObject({ billingAddress: messages.billingAddressRequired });
  });

  it('lists, searches by name, company, e-mail or phone digits, and sorts', async () => {
    await add({
      firstName: 'Zoe',
      lastName: 'Adams',
      companyName: 'Acme Pools',
      mobilePhoneNumber: '5125550199',
    });
    await add({ firstName: 'Ann', lastName: 'Zimmer', emailAddress: 'ann@zimmer.test' });
    const find = async (search: string) =>
      (await call('owner', 'GET', CLIENTS, provider, { query: { search } }))
        .json()
        .clients.map((client: { firstName: string }) => client.firstName);
    expect(await find('acme')).toEqual(['Zoe']);
    expect(await find('zimmer.test')).toEqual(['Ann']);
    expect(await find('(512) 555-0199')).toEqual(['Zoe']);
    expect(await find('zoe adams')).toEqual(['Zoe']);
    expect(await find('%')).toEqual([]);
    const byName = await call('owner', 'GET', CLIENTS, provider, {
      query: { sortField: 'lastName', sortOrder: 1 },
    });
    const names = byName.json().clients.map((client: { lastName: string }) => client.lastName);
    expect(names.indexOf('Adams')).toBeLessThan(names.indexOf('Zimmer'));
  });

  it('pages the whole list in each sort and order, newest first by default, with the total', async () => {
    const own = await seedServiceManagerProvider(t.database.db, people, 'Clients Paging Cleaning');
    for (const payload of [
      { firstName: 'Cy', lastName: 'Baker', companyName: 'Delta Co', emailAddress: 'c@paging.test' },
      { firstName: 'Al', lastName: 'Young', companyName: 'alpha co', emailAddress: 'a@paging.test' },
      { firstName: 'Bo', lastName: 'Able', emailAddress: 'b@paging.test' },
    ])
      expect((await call('owner', 'POST', CLIENTS, own, { payload })).statusCode).toBe(201);
    const list = async (query: Record<string, string | number>) => {
      const body = (await call('owner', 'GET', CLIENTS, own, { query })).json();
      return [body.totalRecords, body.clients.map((client: { firstName: string }) => client.firstName)];
    };
    expect(await list({})).toEqual([3, ['Bo', 'Al', 'Cy']]);
    expect(await list({ sortField: 'createdAt', sortOrder: 1 })).toEqual([3, ['Cy', 'Al', 'Bo']]);
    expect(await list({ sortField: 'lastName', sortOrder: 1 })).toEqual([3, ['Bo', 'Cy', 'Al']]);
    expect(await list({ sortField: 'lastName', sortOrder: -1 })).toEqual([3, ['Al', 'Cy', 'Bo']]);
    expect(await list({ sortField: 'companyName', sortOrder: 1 })).toEqual([3, ['Bo', 'Al', 'Cy']]);
    expect(await list({ sortField: 'emailAddress', sortOrder: -1 })).toEqual([3, ['Cy', 'Bo', 'Al']]);
    expect(await list({ first: 1, rows: 1 })).toEqual([3, ['Al']]);
    expect(await list({ first: 5 })).toEqual([3, []]);
    // Another provider's list is its own.
    expect((await list({ search: 'paging.test' }))[0]).toBe(3);
    expect(
      (await call('owner', 'GET', CLIENTS, provider, { query: { search: 'paging.test' } })).json(),
    ).toEqual({
      clients: [],
      totalRecords: 0,
    });
  });

  it('replaces a client with PUT, and 404s an unknown one', async () => {
    const { id } = (await add({ firstName: 'Old', separateBilling: false })).json();
    const response = await call('owner', 'PUT', `${CLIENTS}/${id}`, provider, {
      payload: { firstName: 'New', lastName: 'Name' },
    });
    expect(response.json()).toMatchObject({ id, firstName: 'New', lastName: 'Name', emailAddress: null });
    const missing = await call('owner', 'GET', `${CLIENTS}/00000000-0000-4000-8000-000000000000`, provider);
    expect([missing.statusCode, missing.json().message]).toEqual([404, messages.clientNotFound]);
    const malformed = await call('owner', 'GET', `${CLIENTS}/nope`, provider);
    expect(malformed.statusCode).toBe(400);
  });

  it('deletes a client without records, and refuses one with an estimate (409)', async () => {
    const unused = (await add({ firstName: 'Gone' })).json().id;
    expect((await call('owner', 'DELETE', `${CLIENTS}/${unused}`, provider)).statusCode).toBe(204);
    expect((await call('owner', 'GET', `${CLIENTS}/${unused}`, provider)).statusCode).toBe(404);

    const used = (await add({ firstName: 'Kept' })).json().id;
    await call('owner', 'POST', '/provider/service-manager/estimates', provider, {
      payload: pricedBody(used),
    });
    const refused = await call('owner', 'DELETE', `${CLIENTS}/${used}`, provider);
    expect([refused.statusCode, refused.json().message]).toEqual([409, messages.clientInUse]);
  });
});
