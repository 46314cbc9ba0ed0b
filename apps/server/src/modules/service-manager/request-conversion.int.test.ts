import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import { clients } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedPeople } from '../../../test/people';
import {
  seedPricingRequest,
  seedServiceManagerProvider,
  serviceManagerCaller,
} from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;

const convert = (requestNumber: number) =>
  call('owner', 'POST', `/provider/service-manager/requests/${requestNumber}/convert`, provider, {
    payload: {},
  });

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Conversion Cleaning');
  call = serviceManagerCaller(t.app, people);
});
afterAll(() => t.close());

describe('converting a pricing request', () => {
  it('makes a client and a draft estimate with a line per service and the answers as notes', async () => {
    const requestNumber = await seedPricingRequest(t.database.db, provider.id);
    const response = await convert(requestNumber);
    expect(response.statusCode).toBe(201);
    const { client, existingClient, estimate } = response.json();
    expect(existingClient).toBe(false);
    expect(client).toMatchObject({
      firstName: 'Riley',
      lastName: 'Nguyen',
      emailAddress: 'riley.nguyen@example.test',
      mobilePhoneNumber: '5125550142',
      address: '1100 Congress Ave',
      zipCode: '78701',
    });
    // Its own zone from the service ZIP, as every way of adding a client sets it (reminders' quiet hours).
    const [stored] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(stored?.timeZone).toBe('America/Chicago');
    expect(estimate).toMatchObject({
      estimateNumber: 1,
      status: 'Draft',
      requestNumber,
      total: 0,
      client: { id: client.id },
      notes: `From request #${requestNumber}\nHow many bedrooms?: 3 bedrooms\nAnything else?: Two dogs, friendly.`,
    });
    expect(estimate.items.map((item: { name: string }) => item.name)).toEqual([
      'Deep Cleaning',
      'Window Washing',
    ]);
  });

  it('reuses the client with the same e-mail address', async () => {
    const requestNumber = await seedPricingRequest(t.database.db, provider.id, {
      email: 'RILEY.nguyen@example.test',
    });
    const { client, existingClient } = (await convert(requestNumber)).json();
    expect(existingClient).toBe(true);
    const rows = await t.database.db.select().from(clients).where(eq(clients.providerId, provider.id));
    expect(rows.map((row) => row.id)).toEqual([client.id]);
  });

  it('converts a request once, even when asked twice at the same time', async () => {
    const requestNumber = await seedPricingRequest(t.database.db, provider.id, {
      email: 'twice@example.test',
    });
    const [a, b] = await Promise.all([convert(requestNumber), convert(requestNumber)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const winner = a.statusCode === 201 ? a : b;
    const loser = a.statusCode === 201 ? b : a;
    expect(loser.json().message).toBe(messages.alreadyConverted(winner.json().estimate.estimateNumber));
    const again = await convert(requestNumber);
    expect([again.statusCode, again.json().message]).toEqual([409, loser.json().message]);
    // The losing attempt left no client behind.
    const twice = await t.database.db
      .select()
      .from(clients)
      .where(eq(clients.emailAddress, 'twice@example.test'));
    expect(twice).toHaveLength(1);
  });

  it('an unknown request number is a 404', async () => {
    const response = await convert(999_999);
    expect([response.statusCode, response.json().message]).toEqual([404, messages.requestNotFound]);
  });
});
