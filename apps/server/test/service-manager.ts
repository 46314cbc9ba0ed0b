import { clientHubRequests, memberships, providerCounters } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type People, type Role, seedPeople } from './people';
import { createTestApp } from './test-app';

type Db = Parameters<typeof seedProvider>[0];

/** A provider of `people.owner` with `people.manager` as its manager and `people.technician` its technician. */
export async function seedServiceManagerProvider(db: Db, people: People, name = 'Service Manager Cleaning') {
  const provider = await seedProvider(db, { name, owner: people.owner.id });
  await db.insert(memberships).values([
    { userId: people.manager.id, providerId: provider.id, role: 'manager' },
    { userId: people.technician.id, providerId: provider.id, role: 'technician' },
  ]);
  return provider;
}

/** Calls a Service Manager path (relative to /api/v1) for `provider` as `role`. */
export function serviceManagerCaller(app: FastifyInstance, people: People) {
  return (
    role: Role,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    provider: ProviderRow,
    options: { query?: Record<string, string | number>; payload?: object } = {},
  ) => {
    const cookie = role === 'anonymous' ? undefined : people[role].cookie;
    const query = new URLSearchParams({
      vanityName: provider.vanityName,
      ...Object.fromEntries(Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)])),
    });
    return app.inject({
      method,
      url: `/api/v1${path}?${query}`,
      payload: options.payload,
      headers: cookie ? { cookie } : {},
    });
  };
}

/** A pricing request as the wizard stores it, numbered from the provider's counter. */
export async function seedPricingRequest(
  db: Db,
  providerId: string,
  fields: Partial<typeof clientHubRequests.$inferInsert> = {},
): Promise<number> {
  const [counter] = await db
    .insert(providerCounters)
    .values({ providerId, kind: 'request', value: 1 })
    .onConflictDoUpdate({
      target: [providerCounters.providerId, providerCounters.kind],
      set: { value: sql`${providerCounters.value} + 1` },
    })
    .returning({ value: providerCounters.value });
  const requestNumber = counter!.value;
  await db.insert(clientHubRequests).values({
    providerId,
    requestNumber,
    type: 'paa',
    firstName: 'Riley',
    lastName: 'Nguyen',
    preferredContactMethod: 'email',
    email: 'Riley.Nguyen@example.test',
    mobilePhoneNumber: '5125550142',
    services: ['Deep Cleaning', 'Window Washing'],
    inputForm: [
      { name: 'bedrooms', label: 'How many bedrooms?', type: 'radio', value: '3', valueLabel: '3 bedrooms' },
      { name: 'notes', label: 'Anything else?', type: 'textarea', value: 'Two dogs, friendly.' },
    ],
    address: '1100 Congress Ave',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
    countryCode: 'US',
    submittedFromUrl: null,
    ...fields,
  });
  return requestNumber;
}

/** A valid estimate or invoice body: one taxable line and one not. */
export function pricedBody(clientId: string, extra: object = {}) {
  return {
    clientId,
    items: [
      { name: 'Deep clean', description: '<p>Every room</p>', rate: 4_999, quantity: 1.5, tax: true },
      { name: 'Travel', rate: 12_000, quantity: 1 },
    ],
    taxPercent: 8.25,
    ...extra,
  };
}

/**
 * Most Service Manager API tests start here: a test app, its people, their provider (`name`), a caller
 * and one client of the provider (`client`, its fields).
 */
export async function serviceManagerWorld(
  name: string,
  client: Record<string, unknown> = { firstName: 'Robin' },
) {
  const t = await createTestApp();
  const people = await seedPeople(t.app, t.database.db);
  const provider = await seedServiceManagerProvider(t.database.db, people, name);
  const call = serviceManagerCaller(t.app, people);
  const created = await call('owner', 'POST', '/provider/service-manager/clients', provider, {
    payload: client,
  });
  const clientId: string = created.json().id;
  return { t, people, provider, call, clientId };
}
