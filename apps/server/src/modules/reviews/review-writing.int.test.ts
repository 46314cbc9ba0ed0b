import { hash } from '@node-rs/argon2';
import {
  socialLinkMessages,
  socialLinksToastMessages,
} from '@porchlight/core/providers/social-links.schemas';
import { replyMessages, reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { memberships, providers, reviews, users } from '@porchlight/db/schema/index';
import {
  befriend,
  type ProviderRow,
  seedProvider,
  seedReview,
  seedUser,
} from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';
import { TEST_PASSWORD, uniqueEmail } from '../../../test/users';

let t: TestApp;
let passwordHash: string;

type Role = 'anonymous' | 'user' | 'author' | 'friend' | 'owner' | 'manager' | 'otherManager' | 'admin';
const people = {} as Record<Exclude<Role, 'anonymous'>, { id: string; cookie: string }>;

async function person(input: { firstName?: string; lastName?: string; role?: 'user' | 'admin' } = {}) {
  const email = uniqueEmail(input.role ?? 'user');
  const user = await seedUser(t.database.db, {
    email,
    firstName: input.firstName ?? 'Test',
    lastName: input.lastName ?? 'Person',
    role: input.role,
    passwordHash,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { id: user.id, cookie: cookieHeader(response) };
}

/** A published provider of `people.owner`, with `people.manager` as its manager. */
async function company(fields: Parameters<typeof seedProvider>[1] = {}): Promise<ProviderRow> {
  const provider = await seedProvider(t.database.db, {
    name: 'Acme Home Services',
    owner: people.owner.id,
    ...fields,
  });
  await t.database.db
    .insert(memberships)
    .values({ userId: people.manager.id, providerId: provider.id, role: 'manager' });
  return provider;
}

function call(role: Role, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const cookie = role === 'anonymous' ? undefined : people[role].cookie;
  return t.app.inject({ method, url: `/api/v1${url}`, payload, headers: cookie ? { cookie } : {} });
}

async function aggregates(providerId: string) {
  const [row] = await t.database.db
    .select({ ratingTotal: providers.ratingTotal, reviewCount: providers.reviewCount })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row!;
}

const goodReview = {
  rating: 5,
  attributes: [6, 9],
  headline: 'Spotless',
  review: 'They did a great job.',
  relationship: 'c',
  visibility: 'p',
};

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hash(TEST_PASSWORD);
  const [user, author, friend, owner, manager, otherManager, admin] = await Promise.all([
    person({ firstName: 'Una', lastName: 'Stranger' }),
    person({ firstName: 'Alex', lastName: 'Author' }),
    person({ firstName: 'Fran', lastName: 'Friend' }),
    person({ firstName: 'Olive', lastName: 'Owner' }),
    person({ firstName: 'Manny', lastName: 'Manager' }),
    person({ firstName: 'Otto', lastName: 'Other' }),
    person({ firstName: 'Ada', lastName: 'Admin', role: 'admin' }),
  ]);
  Object.assign(people, { user, author, friend, owner, manager, otherManager, admin });
  await befriend(t.database.db, author.id, friend.id);
  await seedProvider(t.database.db, { name: 'Other Co', owner: otherManager.id });
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------
// Permission tables: every role, an explicit answer for each

describe('POST provider/profile/reviews/{vanityNameLC}', () => {
  it.each([
    ['anonymous', 401],
    ['user', 201],
    ['friend', 201],
    ['owner', 403],
    ['manager', 403],
    ['otherManager', 201],
    ['admin', 201],
  ] as const)('%s -> %i', async (role, status) => {
    const provider = await company();
    const response = await call(
      role,
      'POST',
      `/provider/profile/reviews/${provider.vanityNameLc}`,
      goodReview,
    );
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe(reviewMessages.memberCannotReview);
    expect((await aggregates(provider.id)).reviewCount).toBe(status === 201 ? 1 : 0);
  });

  it('author (second review) -> 409', async () => {
    const provider = await company();
    const url = `/provider/profile/reviews/${provider.vanityNameLc.toUpperCase()}`;
    expect((await call('author', 'POST', url, goodReview)).statusCode).toBe(201);
    const again = await call('author', 'POST', url, { ...goodReview, rating: 4 });
    expect([again.statusCode, again.json().message]).toEqual([409, reviewMessages.duplicateReview]);
    expect(await aggregates(provider.id)).toEqual({ ratingTotal: 5, reviewCount: 1 });
  });

  it('the same review sent several times at once: one is created and counted, the others get 409', async () => {
    const provider = await company();
    const url = `/provider/profile/reviews/${provider.vanityNameLc}`;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('author', 'POST', url, goodReview)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409))
      expect(refused.json().message).toBe(reviewMessages.duplicateReview);
    expect(await aggregates(provider.id)).toEqual({ ratingTotal: 5, reviewCount: 1 });
  });

  it('answers the created review, attributes kept to the rating', async () => {
    const provider = await company();
    const response = await call('author', 'POST', `/provider/profile/reviews/${provider.vanityNameLc}`, {
      ...goodReview,
      attributes: [1, 6, 9, 9],
      headline: '  Spotless  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      rating: 5,
      attributes: [6, 9],
      headline: 'Spotless',
      displayUser: 'Alex A.',
      visibility: 'p',
      relationship: 'c',
      ownedByCurrentUser: true,
      providerReply: null,
    });
  });

  it('404 for a missing or unpublished company', async () => {
    const hidden = await company({ published: false });
    for (const vanity of ['no-such-company', hidden.vanityNameLc]) {
      const response = await call('user', 'POST', `/provider/profile/reviews/${vanity}`, goodReview);
      expect(response.statusCode).toBe(404);
    }
  });

  it.each([
    [{ ...goodReview, rating: undefined }, { rating: reviewMessages.ratingRequired }],
    [{ ...goodReview, rating: 0 }, { rating: reviewMessages.ratingRequired }],
    [
      { rating: 2, visibility: 'p', review: '', headline: '' },
      { review: reviewMessages.reviewRequired, headline: reviewMessages.headlineRequired },
    ],
    [{ rating: 1, visibility: 'f' }, { review: reviewMessages.reviewRequired }],
    [{ ...goodReview, headline: 'h'.repeat(76) }, { headline: reviewMessages.headlineTooLong }],
    [{ ...goodReview, review: 'r'.repeat(1001) }, { review: reviewMessages.reviewTooLong }],
    [{ ...goodReview, attributes: [11] }, { 'attributes.0': reviewMessages.attributeInvalid }],
    [{ ...goodReview, relationship: 'z' }, { relationship: reviewMessages.relationshipInvalid }],
    [{ ...goodReview, visibility: 'z' }, { visibility: reviewMessages.visibilityInvalid }],
  ])('400 %j', async (payload, fields) => {
    const provider = await company();
    const response = await call(
      'user',
      'POST',
      `/provider/profile/reviews/${provider.vanityNameLc}`,
      payload,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
  });

  it('a user without a public name gives one, saved to the account', async () => {
    const nameless = await person({ firstName: '', lastName: '' });
    const provider = await company();
    const url = `/api/v1/provider/profile/reviews/${provider.vanityNameLc}`;
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { cookie: nameless.cookie } });

    const missing = await post(goodReview);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      firstName: 'A first name is required',
      lastName: 'A last name is required',
    });
    const short = await post({ ...goodReview, firstName: 'A', lastName: 'B' });
    expect(short.json().fields).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Please use your full last name',
    });
    const ok = await post({ ...goodReview, firstName: ' Nora ', lastName: 'Nameless' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().displayUser).toBe('Nora N.');
    const [saved] = await t.database.db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, nameless.id));
    expect(saved).toEqual({ firstName: 'Nora', lastName: 'Nameless' });
  });

  it('ignores names from a user who already has one', async () => {
    const provider = await company();
    const response = await call('friend', 'POST', `/provider/profile/reviews/${provider.vanityNameLc}`, {
      ...goodReview,
      firstName: 'X',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().displayUser).toBe('Fran F.');
  });
});

describe('POST provider/profile/reviews/new-company', () => {
  const newCompany = (name: string, extra: object = {}) => ({
    ...goodReview,
    name,
    address: '12 Main St',
    city: 'Austin',
    stateCode: 'TX',
    stateName: 'Texas',
    countryCode: 'US',
    countryName: 'United States',
    zipCode: '78701',
    phoneNumber: '(512) 555-0199',
    website: 'https://example.com',
    ...extra,
  });

  it.each([
    ['anonymous', 401],
    ['user', 201],
    ['author', 201],
    ['friend', 201],
    ['owner', 201],
    ['manager', 201],
    ['otherManager', 201],
    ['admin', 201],
  ] as const)('%s -> %i', async (role, status) => {
    const name = `Brand New ${role} Cleaning`;
    const response = await call(role, 'POST', '/provider/profile/reviews/new-company', newCompany(name));
    expect(response.statusCode).toBe(status);
    if (status !== 201) return;
    const { vanityName } = response.json();
    expect(vanityName).toBe(`brand-new-${role.toLowerCase()}-cleaning`);
    const [row] = await t.database.db.select().from(providers).where(eq(providers.vanityNameLc, vanityName));
    expect(row).toMatchObject({
      name,
      unclaimed: true,
      published: true,
      phoneNumber: '5125550199',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
      ratingTotal: 5,
      reviewCount: 1,
    });
    expect(row!.latitude).toBeTypeOf('number');
    const owners = await t.database.db.select().from(memberships).where(eq(memberships.providerId, row!.id));
    expect(owners).toEqual([]);
  });

  it("409 'This company already exists' for the same place, or the same name and zip", async () => {
    const first = await call(
      'user',
      'POST',
      '/provider/profile/reviews/new-company',
      newCompany('Twin Peaks Painting', { placeId: 'ChIJtwinpeaks' }),
    );
    expect(first.statusCode).toBe(201);
    for (const payload of [
      newCompany('Another Name', { placeId: 'ChIJtwinpeaks' }),
      newCompany('  twin peaks painting ', { zipCode: '78701-1234' }),
    ]) {
      const again = await call('friend', 'POST', '/provider/profile/reviews/new-company', payload);
      expect([again.statusCode, again.json().message]).toEqual([409, reviewMessages.companyExists]);
    }
    // Same name elsewhere is another company, with its own vanity name.
    const elsewhere = await call(
      'friend',
      'POST',
      '/provider/profile/reviews/new-company',
      newCompany('Twin Peaks Painting', { zipCode: '60601', city: 'Chicago', stateCode: 'IL' }),
    );
    expect(elsewhere.json()).toEqual({ vanityName: 'twin-peaks-painting-2' });
  });

  it('two people adding the same company at once: one company', async () => {
    const payload = newCompany('Race Condition Roofing');
    const answers = await Promise.all([
      call('user', 'POST', '/provider/profile/reviews/new-company', payload),
      call('friend', 'POST', '/provider/profile/reviews/new-company', payload),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db
      .select()
      .from(providers)
      .where(eq(providers.name, 'Race Condition Roofing'));
    expect(rows).toHaveLength(1);
  });

  it('validates the company fields', async () => {
    const response = await call(
      'user',
      'POST',
      '/provider/profile/reviews/new-company',
      newCompany('Ab', { zipCode: '123', website: 'example.com' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      name: 'The company name must be 3 to 46 characters',
      zipCode: 'Zip Code format is invalid',
      website: 'Website must be a full URL including http:// or https://',
    });
  });

  it("never takes the vanity name 'new-company'", async () => {
    const response = await call(
      'user',
      'POST',
      '/provider/profile/reviews/new-company',
      newCompany('New Company'),
    );
    expect(response.json().vanityName).toBe('new-company-2');
  });
});

// ---------------------------------------------------------------------------------------------
// Friends-only reviews never reach anyone but the author and the author's friends

describe('friends-only reviews', () => {
  let provider: ProviderRow;
  let friendsOnly: number;
  let everyone: number;

  beforeAll(async () => {
    provider = await company({ name: 'Visibility Plumbing' });
    friendsOnly = (
      await seedReview(t.database.db, {
        providerId: provider.id,
        userId: people.author.id,
        rating: 5,
        headline: 'Secret tip',
        review: 'Only my friends should read this.',
        visibility: 'f',
      })
    ).reviewNumber;
    everyone = (
      await seedReview(t.database.db, {
        providerId: provider.id,
        userId: people.user.id,
        rating: 4,
        headline: 'Good',
        visibility: 'p',
      })
    ).reviewNumber;
  });

  it.each([
    ['anonymous', false],
    ['user', false],
    ['author', true],
    ['friend', true],
    ['owner', false],
    ['manager', false],
    ['otherManager', false],
    ['admin', false],
  ] as const)('GET network/profile/reviews/{vanityName} as %s: shown %s', async (role, shown) => {
    const response = await call(role, 'GET', `/network/profile/reviews/${provider.vanityName}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const numbers = body.reviews.map((review: { reviewNumber: number }) => review.reviewNumber);
    expect(numbers.includes(friendsOnly)).toBe(shown);
    expect(numbers).toContain(everyone);
    expect(body.totalRecords).toBe(shown ? 2 : 1);
    expect(response.body.includes('Only my friends')).toBe(shown);
  });

  it.each([
    ['anonymous', 401, []],
    ['user', 200, []],
    ['author', 200, []],
    ['friend', 200, ['friendsOnly']],
    ['owner', 200, []],
    ['admin', 200, []],
  ] as const)('GET …/friends as %s -> %i %j', async (role, status, expected) => {
    const response = await call(role, 'GET', `/provider/profile/reviews/${provider.vanityNameLc}/friends`);
    expect(response.statusCode).toBe(status);
    if (status !== 200) return;
    const want = expected.map(() => friendsOnly);
    expect(response.json().reviews.map((review: { reviewNumber: number }) => review.reviewNumber)).toEqual(
      want,
    );
    expect(response.json().totalRecords).toBe(want.length);
    if (role === 'friend') {
      expect(response.json().reviews[0]).toMatchObject({
        visibility: 'f',
        byFriend: true,
        displayUser: 'Alex A.',
      });
    }
  });

  it('a stranger cannot delete it, nor even learn it exists', async () => {
    const response = await call(
      'user',
      'DELETE',
      `/provider/profile/reviews/${provider.vanityNameLc}/${friendsOnly}`,
    );
    expect([response.statusCode, response.json().message]).toEqual([404, reviewMessages.reviewNotFound]);
  });

  it("the company's managers cannot reply to what they cannot read", async () => {
    for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
      const response = await call(
        'owner',
        method,
        `/provider/profile/reviews/${provider.vanityNameLc}/${friendsOnly}/reply`,
        method === 'DELETE' ? undefined : { reply: 'Thanks' },
      );
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Only my friends');
    }
  });
});

describe('public figures count public reviews only', () => {
  const viewers = ['anonymous', 'user', 'author', 'friend', 'owner', 'admin'] as const;

  async function figuresSeenBy(role: (typeof viewers)[number], provider: ProviderRow) {
    const profile = (await call(role, 'GET', `/network/profile/${provider.vanityName}`)).json();
    const search = await call(role, 'POST', '/network/profile/list/search', {
      query: provider.name,
      first: 0,
      rows: 10,
    });
    const card = search
      .json()
      .profiles.find((found: { vanityName: string }) => found.vanityName === provider.vanityName);
    return {
      profile: { rating: profile.rating, reviewCount: profile.reviewCount },
      card: { rating: card?.rating, reviewCount: card?.reviewCount },
    };
  }

  it("a stranger's friends-only 1-star review moves no one's rating, count or search card", async () => {
    const provider = await company({ name: 'Quokka Quilting Repairs' });
    const url = `/provider/profile/reviews/${provider.vanityNameLc}`;
    expect((await call('friend', 'POST', url, goodReview)).statusCode).toBe(201);
    const before = await Promise.all(viewers.map((role) => figuresSeenBy(role, provider)));
    expect(before[0]).toEqual({
      profile: { rating: '5.0', reviewCount: 1 },
      card: { rating: '5.0', reviewCount: 1 },
    });

    const stranger = await person({ firstName: 'Stan', lastName: 'Stranger' });
    const hidden = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { cookie: stranger.cookie },
      payload: { rating: 1, review: 'Awful, trust me.', visibility: 'f' },
    });
    expect(hidden.statusCode).toBe(201);
    expect(await aggregates(provider.id)).toEqual({ ratingTotal: 5, reviewCount: 1 });
    expect(await Promise.all(viewers.map((role) => figuresSeenBy(role, provider)))).toEqual(before);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1${url}/${hidden.json().reviewNumber}`,
      headers: { cookie: stranger.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await aggregates(provider.id)).toEqual({ ratingTotal: 5, reviewCount: 1 });
  });
});

// ---------------------------------------------------------------------------------------------
// Deleting one's own review

describe('DELETE provider/profile/reviews/{vanityNameLC}/{reviewNumber}', () => {
  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['author', 204],
    ['friend', 403],
    ['owner', 403],
    ['manager', 403],
    ['otherManager', 403],
    ['admin', 403],
  ] as const)('%s -> %i', async (role, status) => {
    const provider = await company();
    const review = await seedReview(t.database.db, {
      providerId: provider.id,
      userId: people.author.id,
      rating: 4,
    });
    const response = await call(
      role,
      'DELETE',
      `/provider/profile/reviews/${provider.vanityNameLc}/${review.reviewNumber}`,
    );
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe(reviewMessages.notYourReview);
    expect(await aggregates(provider.id)).toEqual(
      status === 204 ? { ratingTotal: 0, reviewCount: 0 } : { ratingTotal: 4, reviewCount: 1 },
    );
  });

  it('404 for a review of another company or none at all', async () => {
    const provider = await company();
    const other = await company();
    const review = await seedReview(t.database.db, {
      providerId: other.id,
      userId: people.author.id,
      rating: 4,
    });
    for (const number of [review.reviewNumber, 99_999_999]) {
      const response = await call(
        'author',
        'DELETE',
        `/provider/profile/reviews/${provider.vanityNameLc}/${number}`,
      );
      expect([response.statusCode, response.json().message]).toEqual([404, reviewMessages.reviewNotFound]);
    }
  });

  it('lets the author review the company again afterwards', async () => {
    const provider = await company();
    const url = `/provider/profile/reviews/${provider.vanityNameLc}`;
    const created = (await call('author', 'POST', url, goodReview)).json();
    expect((await call('author', 'DELETE', `${url}/${created.reviewNumber}`)).statusCode).toBe(204);
    expect((await call('author', 'POST', url, goodReview)).statusCode).toBe(201);
  });
});

// ---------------------------------------------------------------------------------------------
// The author's own review: found, edited

describe('PATCH provider/profile/reviews/{vanityNameLC}/{reviewNumber}', () => {
  const edited = { rating: 3, headline: 'Fine', review: 'On time, a corner missed.', visibility: 'p' };

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['author', 200],
    ['friend', 403],
    ['owner', 403],
    ['manager', 403],
    ['admin', 403],
  ] as const)('%s -> %i', async (role, status) => {
    const provider = await company();
    const review = await seedReview(t.database.db, {
      providerId: provider.id,
      userId: people.author.id,
      rating: 5,
    });
    const response = await call(
      role,
      'PATCH',
      `/provider/profile/reviews/${provider.vanityNameLc}/${review.reviewNumber}`,
      edited,
    );
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe(reviewMessages.notYourReviewToEdit);
    expect(await aggregates(provider.id)).toEqual(
      status === 200 ? { ratingTotal: 3, reviewCount: 1 } : { ratingTotal: 5, reviewCount: 1 },
    );
  });

  it('answers the edited review; a move to friends-only takes it out of the public figures and back', async () => {
    const provider = await company();
    const url = `/provider/profile/reviews/${provider.vanityNameLc}`;
    const created = (await call('author', 'POST', url, goodReview)).json();
    const response = await call('author', 'PATCH', `${url}/${created.reviewNumber}`, edited);
    expect(response.json()).toMatchObject({
      reviewNumber: created.reviewNumber,
      rating: 3,
      headline: 'Fine',
      review: 'On time, a corner missed.',
      ownedByCurrentUser: true,
    });
    const hidden = await call('author', 'PATCH', `${url}/${created.reviewNumber}`, {
      ...edited,
      visibility: 'f',
    });
    expect(hidden.statusCode).toBe(200);
    expect(await aggregates(provider.id)).toEqual({ ratingTotal: 0, reviewCount: 0 });
    await call('author', 'PATCH', `${url}/${created.reviewNumber}`, { ...goodReview, rating: 4 });
    expect(await aggregates(provider.id)).toEqual({ ratingTotal: 4, reviewCount: 1 });
  });

  it('checks the review like a new one, and 404s on a review that is gone', async () => {
    const provider = await company();
    const url = `/provider/profile/reviews/${provider.vanityNameLc}`;
    const created = (await call('author', 'POST', url, goodReview)).json();
    const noStars = await call('author', 'PATCH', `${url}/${created.reviewNumber}`, { ...edited, rating: 0 });
    expect(noStars.statusCode).toBe(400);
    expect((await call('author', 'DELETE', `${url}/${created.reviewNumber}`)).statusCode).toBe(204);
    const gone = await call('author', 'PATCH', `${url}/${created.reviewNumber}`, edited);
    expect([gone.statusCode, gone.json().message]).toEqual([404, reviewMessages.reviewNotFound]);
  });
});

describe('GET provider/profile/reviews/{vanityNameLC}/mine', () => {
  it("answers the user's own review, friends-only too, and null for anyone else", async () => {
    const provider = await company();
    const url = `/provider/profile/reviews/${provider.vanityNameLc}`;
    expect((await call('author', 'GET', `${url}/mine`)).json()).toEqual({ review: null });
    const created = (await call('author', 'POST', url, { ...goodReview, visibility: 'f' })).json();
    const mine = (await call('author', 'GET', `${url}/mine`)).json();
    expect(mine.review).toMatchObject({ reviewNumber: created.reviewNumber, visibility: 'f' });
    expect((await call('user', 'GET', `${url}/mine`)).json()).toEqual({ review: null });
    expect((await call('anonymous', 'GET', `${url}/mine`)).statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------
// Provider replies

describe('replies', () => {
  const replyUrl = (provider: ProviderRow, reviewNumber: number) =>
    `/provider/profile/reviews/${provider.vanityNameLc}/${reviewNumber}/reply`;

  async function reviewed(options: { reply?: string } = {}) {
    const provider = await company();
    const review = await seedReview(t.database.db, {
      providerId: provider.id,
      userId: people.author.id,
      rating: 2,
      review: 'Late',
      headline: 'Late',
      providerReply: options.reply ?? null,
      providerReplyDate: options.reply ? new Date('2026-01-01') : null,
    });
    return { provider, reviewNumber: review.reviewNumber };
  }

  const table = [
    ['anonymous', 401],
    ['user', 403],
    ['author', 403],
    ['friend', 403],
    ['owner', 'ok'],
    ['manager', 'ok'],
    ['otherManager', 403],
    ['admin', 403],
  ] as const;

  it.each(table)('POST as %s -> %s', async (role, expected) => {
    const { provider, reviewNumber } = await reviewed();
    const response = await call(role, 'POST', replyUrl(provider, reviewNumber), {
      reply: '  Sorry, we will do better.  ',
    });
    expect(response.statusCode).toBe(expected === 'ok' ? 201 : expected);
    if (expected === 403) expect(response.json().message).toBe(replyMessages.notManager);
    if (expected === 'ok') {
      expect(response.json()).toMatchObject({ reviewNumber, providerReply: 'Sorry, we will do better.' });
      expect(Date.parse(response.json().providerReplyDate)).not.toBeNaN();
    }
  });

  it.each(table)('PATCH as %s -> %s', async (role, expected) => {
    const { provider, reviewNumber } = await reviewed({ reply: 'First answer' });
    const response = await call(role, 'PATCH', replyUrl(provider, reviewNumber), { reply: 'Better answer' });
    expect(response.statusCode).toBe(expected === 'ok' ? 200 : expected);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.reviewNumber, reviewNumber));
    expect(row!.providerReply).toBe(expected === 'ok' ? 'Better answer' : 'First answer');
  });

  it.each(table)('DELETE as %s -> %s', async (role, expected) => {
    const { provider, reviewNumber } = await reviewed({ reply: 'First answer' });
    const response = await call(role, 'DELETE', replyUrl(provider, reviewNumber));
    expect(response.statusCode).toBe(expected === 'ok' ? 204 : expected);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.reviewNumber, reviewNumber));
    expect(row!.providerReply).toBe(expected === 'ok' ? null : 'First answer');
    expect(row!.providerReplyDate === null).toBe(expected === 'ok');
  });

  it("409 on a review that has a reply already, or on the manager's own review", async () => {
    const { provider, reviewNumber } = await reviewed({ reply: 'Done' });
    const again = await call('owner', 'POST', replyUrl(provider, reviewNumber), { reply: 'Twice' });
    expect([again.statusCode, again.json().message]).toEqual([409, replyMessages.alreadyReplied]);

    const own = await seedReview(t.database.db, {
      providerId: provider.id,
      userId: people.manager.id,
      rating: 5,
    });
    const mine = await call('manager', 'POST', replyUrl(provider, own.reviewNumber), { reply: 'Thanks me' });
    expect([mine.statusCode, mine.json().message]).toEqual([409, replyMessages.ownReview]);
  });

  it('two managers replying at once: one reply wins, the other gets 409', async () => {
    const { provider, reviewNumber } = await reviewed();
    const answers = await Promise.all([
      call('owner', 'POST', replyUrl(provider, reviewNumber), { reply: 'From the owner' }),
      call('manager', 'POST', replyUrl(provider, reviewNumber), { reply: 'From the manager' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('404 when editing or deleting a reply that does not exist', async () => {
    const { provider, reviewNumber } = await reviewed();
    const patch = await call('owner', 'PATCH', replyUrl(provider, reviewNumber), { reply: 'x' });
    expect([patch.statusCode, patch.json().message]).toEqual([404, replyMessages.noReply]);
    const remove = await call('owner', 'DELETE', replyUrl(provider, reviewNumber));
    expect([remove.statusCode, remove.json().message]).toEqual([404, replyMessages.noReply]);
  });

  it.each([
    [{ reply: '   ' }, replyMessages.required],
    [{}, replyMessages.required],
    [{ reply: 'x'.repeat(1001) }, replyMessages.tooLong],
  ])('400 %j', async (payload, message) => {
    const { provider, reviewNumber } = await reviewed();
    for (const method of ['POST', 'PATCH'] as const) {
      const response = await call('owner', method, replyUrl(provider, reviewNumber), payload);
      expect([response.statusCode, response.json().fields]).toEqual([400, { reply: message }]);
    }
  });

  it('shows the reply in the public list', async () => {
    const { provider, reviewNumber } = await reviewed();
    await call('owner', 'POST', replyUrl(provider, reviewNumber), { reply: 'We are on it' });
    const list = (await call('anonymous', 'GET', `/network/profile/reviews/${provider.vanityName}`)).json();
    expect(list.reviews[0]).toMatchObject({ reviewNumber, providerReply: 'We are on it' });
  });
});

// ---------------------------------------------------------------------------------------------
// Social links

describe('PATCH provider/profile/social', () => {
  const links = {
    facebook: 'https://www.facebook.com/acme',
    x: 'https://x.com/acme',
    instagram: '',
    linkedin: null,
    pinterest: 'https://pinterest.com/acme',
    whatsapp: 'https://wa.me/15125550100',
  };

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['author', 403],
    ['friend', 403],
    ['owner', 200],
    ['manager', 200],
    ['otherManager', 403],
    ['admin', 403],
  ] as const)('%s -> %i', async (role, status) => {
    const provider = await company();
    const response = await call(
      role,
      'PATCH',
      `/provider/profile/social?vanityName=${provider.vanityName}`,
      links,
    );
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe(socialLinksToastMessages.notManager);
    const [row] = await t.database.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row!.facebook).toBe(status === 200 ? links.facebook : null);
    if (status === 200) {
      expect(response.json()).toEqual({ ...links, instagram: null, linkedin: null });
    }
  });

  it('each field has its own message', async () => {
    const provider = await company();
    const response = await call(
      'owner',
      'PATCH',
      `/provider/profile/social?vanityName=${provider.vanityName}`,
      {
        facebook: 'https://fb.com/x',
        x: 'x.com/acme',
        instagram: `https://instagram.com/${'a'.repeat(100)}`,
        linkedin: 'linkedin',
        pinterest: `https://pinterest.com/${'a'.repeat(300)}`,
        whatsapp: 'https://whatsapp.com/x',
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      facebook: socialLinkMessages.facebook.format,
      x: socialLinkMessages.x.format,
      instagram: socialLinkMessages.instagram.tooLong,
      linkedin: socialLinkMessages.linkedin.format,
      pinterest: socialLinkMessages.pinterest.tooLong,
      whatsapp: socialLinkMessages.whatsapp.format,
    });
  });

  it('keeps links left out and clears emptied ones', async () => {
    const provider = await company({
      facebook: 'https://facebook.com/old',
      instagram: 'https://instagram.com/old',
    });
    const response = await call(
      'owner',
      'PATCH',
      `/provider/profile/social?vanityName=${provider.vanityName}`,
      { facebook: '' },
    );
    expect(response.json()).toMatchObject({ facebook: null, instagram: 'https://instagram.com/old' });
  });
});

// ---------------------------------------------------------------------------------------------
// Aggregates under concurrent writes

describe('rating and reviewCount stay consistent', () => {
  it('under many parallel reviews and deletes, friends-only ones left out', async () => {
    const provider = await company({ name: 'Busy Bees Cleaning' });
    const writers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => person({ firstName: 'Writer', lastName: `Number${i}` })),
    );
    const ratings = writers.map((_, i) => (i % 5) + 1);
    // Every third writer posts for friends only: stored and deletable, but never in the public figures.
    const visibilities = writers.map((_, i) => (i % 3 === 0 ? 'f' : 'p'));
    const publicRating = (i: number) => (visibilities[i] === 'p' ? (ratings[i] ?? 0) : 0);
    const url = `/api/v1/provider/profile/reviews/${provider.vanityNameLc}`;
    const post = (cookie: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: {
          rating: ratings[i],
          review: 'Words about the work',
          headline: 'Headline',
          visibility: visibilities[i],
        },
      });

    // Each writer double-submits: exactly one of each pair is stored.
    const answers = await Promise.all(
      writers.flatMap((writer, i) => [post(writer.cookie, i), post(writer.cookie, i)]),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(16);
    expect(codes.filter((code) => code === 409)).toHaveLength(16);
    const publicCount = visibilities.filter((visibility) => visibility === 'p').length;
    const sum = writers.reduce((total, _, i) => total + publicRating(i), 0);
    expect(await aggregates(provider.id)).toEqual({ ratingTotal: sum, reviewCount: publicCount });

    // Half delete their review, twice each, while the other half's friends add theirs.
    const created = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json());
    const byNumber = new Map(
      created.map((review) => [review.reviewNumber, review.visibility === 'p' ? review.rating : 0]),
    );
    const deleters = writers.slice(0, 8);
    const mine = await Promise.all(
      deleters.map(async (writer) => {
        const list = await t.app.inject({
          method: 'GET',
          url: `/api/v1/network/profile/reviews/${provider.vanityNameLc}?rows=50`,
          headers: { cookie: writer.cookie },
        });
        return list
          .json()
          .reviews.find((review: { ownedByCurrentUser: boolean }) => review.ownedByCurrentUser)
          .reviewNumber as number;
      }),
    );
    const deletes = await Promise.all(
      deleters.flatMap((writer, i) =>
        [1, 2].map(() =>
          t.app.inject({ method: 'DELETE', url: `${url}/${mine[i]}`, headers: { cookie: writer.cookie } }),
        ),
      ),
    );
    expect(deletes.filter((answer) => answer.statusCode === 204)).toHaveLength(8);
    expect(deletes.filter((answer) => answer.statusCode === 404)).toHaveLength(8);

    const removed = mine.reduce((total, number) => total + (byNumber.get(number) ?? 0), 0);
    const removedPublic = deleters.filter((_, i) => visibilities[i] === 'p').length;
    const stored = await t.database.db
      .select({ rating: reviews.rating, visibility: reviews.visibility })
      .from(reviews)
      .where(eq(reviews.providerId, provider.id));
    const storedPublic = stored.filter((row) => row.visibility === 'p');
    expect(stored).toHaveLength(8);
    expect(await aggregates(provider.id)).toEqual({
      ratingTotal: sum - removed,
      reviewCount: publicCount - removedPublic,
    });
    expect(storedPublic.reduce((total, row) => total + row.rating, 0)).toBe(sum - removed);
    expect(storedPublic).toHaveLength(publicCount - removedPublic);
  });
});
