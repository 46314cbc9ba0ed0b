import { hash } from '@node-rs/argon2';
import { googleReviewsMessages as messages } from '@porchlight/core/reviews/google-reviews.messages';
import { googlePlaces, memberships, providers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider, seedUser } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/users';
import { createPlacesRepository } from './places.repository';
import { createBuiltInPlaces, createGooglePlaces } from './places-adapter';

let t: TestApp;
let passwordHash: string;

type Role = 'anonymous' | 'user' | 'owner' | 'manager' | 'otherManager' | 'admin';
const people = {} as Record<Exclude<Role, 'anonymous'>, { id: string; cookie: string }>;

async function person(role: 'user' | 'admin' = 'user') {
  const email = uniqueEmail(role);
  const user = await seedUser(t.database.db, {
    email,
    firstName: 'Test',
    lastName: 'Person',
    role,
    passwordHash,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  return { id: user.id, cookie: cookieHeader(response) };
}

async function company(fields: Parameters<typeof seedProvider>[1] = {}): Promise<ProviderRow> {
  const provider = await seedProvider(t.database.db, {
    name: 'Acme Pools',
    owner: people.owner.id,
    ...fields,
  });
  await t.database.db
    .insert(memberships)
    .values({ userId: people.manager.id, providerId: provider.id, role: 'manager' });
  return provider;
}

function call(role: Role, method: 'GET' | 'PATCH', url: string, payload?: object) {
  const cookie = role === 'anonymous' ? undefined : people[role].cookie;
  return t.app.inject({ method, url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
}

const review = (rating: number, text = 'Great pool service') => ({
  author_name: `Reviewer ${rating}`,
  profile_photo_url: '',
  rating,
  time: 1_760_000_000,
  text,
});

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hash(TEST_PASSWORD);
  const [user, owner, manager, otherManager, admin] = await Promise.all([
    person(),
    person(),
    person(),
    person(),
    person('admin'),
  ]);
  Object.assign(people, { user, owner, manager, otherManager, admin });
  await seedProvider(t.database.db, { name: 'Other Co', owner: otherManager.id });
  await t.database.db.insert(googlePlaces).values({
    placeId: 'demo-place-acme',
    name: 'Acme Pools',
    rating: '4.5',
    userRatingsTotal: 31,
    reviews: [review(5), review(3, 'Fine'), review(1, 'Bad')],
  });
});
afterAll(() => t.close());

const permissionTable = [
  ['anonymous', 401],
  ['user', 403],
  ['owner', 200],
  ['manager', 200],
  ['otherManager', 403],
  ['admin', 403],
] as const;

describe('PATCH provider/profile/place-id', () => {
  it.each(permissionTable)('%s -> %i', async (role, status) => {
    const provider = await company();
    const response = await call(
      role,
      'PATCH',
      `/provider/profile/place-id?vanityName=${provider.vanityName}`,
      {
        placeID: 'ChIJN1t_tDeuEmsRUsoyG83frY4',
      },
    );
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe(messages.notManager);
    const [row] = await t.database.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row!.placeId).toBe(status === 200 ? 'ChIJN1t_tDeuEmsRUsoyG83frY4' : null);
  });

  it.each([
    [{ placeID: '' }, messages.placeRequired],
    [{}, messages.placeRequired],
    [{ placeID: 'has spaces' }, messages.placeIdInvalid],
  ])('400 %j', async (payload, message) => {
    const provider = await company();
    const response = await call(
      'owner',
      'PATCH',
      `/provider/profile/place-id?vanityName=${provider.vanityName}`,
      payload,
    );
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
  });
});

describe('PATCH provider/profile/google-reviews', () => {
  it.each(permissionTable)('%s -> %i', async (role, status) => {
    const provider = await company({ placeId: 'demo-place-acme' });
    const response = await call(
      role,
      'PATCH',
      `/provider/profile/google-reviews?vanityName=${provider.vanityName}`,
      {
        googleReviewsEnabled: true,
      },
    );
    expect(response.statusCode).toBe(status);
    if (status === 200)
      expect(response.json()).toEqual({ placeId: 'demo-place-acme', googleReviewsEnabled: true });
  });

  it('turns off, and cannot turn on without a place', async () => {
    const placed = await company({ placeId: 'demo-place-acme', googleReviewsEnabled: true });
    const off = await call(
      'owner',
      'PATCH',
      `/provider/profile/google-reviews?vanityName=${placed.vanityName}`,
      {
        googleReviewsEnabled: false,
      },
    );
    expect(off.json()).toEqual({ placeId: 'demo-place-acme', googleReviewsEnabled: false });

    const placeless = await company();
    const on = await call(
      'owner',
      'PATCH',
      `/provider/profile/google-reviews?vanityName=${placeless.vanityName}`,
      {
        googleReviewsEnabled: true,
      },
    );
    expect([on.statusCode, on.json().message]).toEqual([400, messages.placeRequired]);
  });
});

describe('GET network/places/{placeId} (built-in adapter)', () => {
  it('answers stored place details to anyone', async () => {
    const response = await call('anonymous', 'GET', '/network/places/demo-place-acme');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      place_id: 'demo-place-acme',
      name: 'Acme Pools',
      rating: 4.5,
      user_ratings_total: 31,
      reviews: [review(5), review(3, 'Fine'), review(1, 'Bad')],
    });
  });

  it('a profile without stored reviews is a place without reviews', async () => {
    const provider = await company({ name: 'Quiet Gardens', placeId: 'ChIJquietgardens' });
    const byPlace = (await call('anonymous', 'GET', '/network/places/ChIJquietgardens')).json();
    expect(byPlace).toEqual({
      place_id: 'ChIJquietgardens',
      name: 'Quiet Gardens',
      rating: null,
      user_ratings_total: 0,
      reviews: [],
    });
    const own = await call('anonymous', 'GET', `/network/places/porchlight-${provider.vanityNameLc}`);
    expect(own.json().name).toBe('Quiet Gardens');
  });

  it(`404 '${messages.detailsFailed}' for an unknown place`, async () => {
    const response = await call('anonymous', 'GET', '/network/places/ChIJnothinghere');
    expect([response.statusCode, response.json().message]).toEqual([404, messages.detailsFailed]);
  });
});

describe('GET network/places/search', () => {
  it('needs a login', async () => {
    expect((await call('anonymous', 'GET', '/network/places/search?q=acme')).statusCode).toBe(401);
  });

  it('starts at 3 characters', async () => {
    const response = await call('user', 'GET', '/network/places/search?q=ac');
    expect([response.statusCode, response.json().message]).toEqual([400, messages.searchTooShort]);
  });

  it('finds our profiles and stored places by name', async () => {
    await company({
      name: 'Sunny Pool 100% Care',
      placeId: null,
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
      address: '1 Main St',
    });
    const response = await call('user', 'GET', `/network/places/search?q=${encodeURIComponent('100% care')}`);
    expect(response.statusCode).toBe(200);
    const [first] = response.json().predictions;
    expect(first).toMatchObject({ name: 'Sunny Pool 100% Care', address: '1 Main St, Austin, TX 78701' });
    expect(first.place_id).toMatch(/^porchlight-sunny-pool-100-care/);
    // '%' is a letter, not a wildcard.
    expect((await call('user', 'GET', '/network/places/search?q=%25%25%25')).json().predictions).toEqual([]);
  });
});

describe('the Google adapter', () => {
  function fakeGoogle(answers: Record<string, unknown>) {
    const calls: URL[] = [];
    const fetch = (async (input: URL | string) => {
      const url = new URL(String(input));
      calls.push(url);
      const answer = answers[url.pathname.replace(/^.*\/place\//, '')];
      if (answer instanceof Error) throw answer;
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    return { fetch, calls };
  }

  it('searches US businesses with the key', async () => {
    const google = fakeGoogle({
      'autocomplete/json': {
        status: 'OK',
        predictions: [
          {
            place_id: 'ChIJabc',
            description: 'Acme Pools, Austin, TX, USA',
            structured_formatting: { main_text: 'Acme Pools', secondary_text: 'Austin, TX, USA' },
          },
        ],
      },
    });
    const adapter = createGooglePlaces({
      apiKey: 'test-key',
      baseUrl: 'https://maps.example.test/maps/api',
      repository: createPlacesRepository(t.database.db),
      fetch: google.fetch,
    });
    expect(await adapter.search('acme')).toEqual([
      { place_id: 'ChIJabc', name: 'Acme Pools', address: 'Austin, TX, USA' },
    ]);
    const url = google.calls[0]!;
    expect(url.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      input: 'acme',
      types: 'establishment',
      components: 'country:us',
      key: 'test-key',
    });
  });

  it('caches details for a day and falls back to the cache when Google fails', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const answers: Record<string, unknown> = {
      'details/json': {
        status: 'OK',
        result: {
          place_id: 'ChIJcached',
          name: 'Cached Co',
          rating: 4,
          user_ratings_total: 2,
          reviews: [review(5)],
        },
      },
    };
    const google = fakeGoogle(answers);
    const adapter = createGooglePlaces({
      apiKey: 'k',
      baseUrl: 'https://maps.example.test/maps/api',
      repository: createPlacesRepository(t.database.db),
      fetch: google.fetch,
      now: () => now,
    });
    const first = await adapter.details('ChIJcached');
    expect(first).toMatchObject({ name: 'Cached Co', rating: 4, reviews: [review(5)] });
    expect(google.calls[0]!.searchParams.get('fields')).toBe(
      'place_id,name,rating,user_ratings_total,reviews',
    );

    // Within a day: from google_places, no call (fetchedAt is the database's clock: move ours to match).
    const [row] = await t.database.db
      .select()
      .from(googlePlaces)
      .where(eq(googlePlaces.placeId, 'ChIJcached'));
    now = new Date(row!.fetchedAt.getTime() + 60_000);
    await adapter.details('ChIJcached');
    expect(google.calls).toHaveLength(1);

    // A day later Google is down: the stored answer still serves.
    now = new Date(row!.fetchedAt.getTime() + 25 * 3_600_000);
    answers['details/json'] = new Error('offline');
    expect((await adapter.details('ChIJcached'))?.name).toBe('Cached Co');
    expect(google.calls).toHaveLength(2);

    answers['details/json'] = { status: 'NOT_FOUND' };
    expect(await adapter.details('ChIJunknown')).toBeNull();
    answers['details/json'] = { status: 'REQUEST_DENIED', error_message: 'bad key' };
    await expect(adapter.details('ChIJother')).rejects.toThrow('REQUEST_DENIED');
  });

  it('the built-in adapter needs no network', async () => {
    const adapter = createBuiltInPlaces(createPlacesRepository(t.database.db));
    expect(adapter.kind).toBe('built-in');
    expect((await adapter.details('demo-place-acme'))?.user_ratings_total).toBe(31);
  });
});
