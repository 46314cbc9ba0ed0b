import { befriend, seedProvider, seedReview, seedUser } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
type LoggedIn = Awaited<ReturnType<typeof seedLoggedInUser>>;
let author: LoggedIn;
let friend: LoggedIn;
let stranger: LoggedIn;
let owner: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  author = await seedLoggedInUser(t.app, db, { firstName: 'Maria', lastName: 'Gonzalez' });
  friend = await seedLoggedInUser(t.app, db, { firstName: 'Fran', lastName: 'Friend' });
  stranger = await seedLoggedInUser(t.app, db);
  owner = await seedLoggedInUser(t.app, db);
  await befriend(db, author.user.id, friend.user.id);
  const provider = await seedProvider(db, { name: 'Review Target Co', owner: owner.user.id });
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const others = [];
  for (let i = 0; i < 3; i++) {
    others.push(await seedUser(db, { email: `pub${i}@example.test`, firstName: `Pub${i}`, lastName: 'Lic' }));
  }
  await seedReview(db, {
    providerId: provider.id,
    userId: author.user.id,
    rating: 2,
    headline: 'Friends only',
    review: 'Only my friends should read this.',
    attributes: [4],
    visibility: 'f',
    relationship: 'c',
    createdAt: day(10),
  });
  for (const [i, other] of others.entries()) {
    await seedReview(db, {
      providerId: provider.id,
      userId: other.id,
      rating: 5,
      headline: null,
      review: null,
      verifiedCustomer: i === 0,
      providerReply: i === 1 ? 'Thank you!' : null,
      providerReplyDate: i === 1 ? day(5) : null,
      createdAt: day(i + 1),
    });
  }
});
afterAll(() => t.close());

const list = (query = '', cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/network/profile/reviews/review-target-co${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET network/profile/reviews/{vanityName}', () => {
  it.each([
    ['an anonymous visitor', () => undefined, 3],
    ['a stranger', () => stranger.cookie, 3],
    ['the owner of the provider', () => owner.cookie, 3],
    ["the author's friend", () => friend.cookie, 4],
    ['the author', () => author.cookie, 4],
  ])('%s sees %i reviews (friends-only ones only when allowed)', async (_who, cookie, count) => {
    const body = (await list('', cookie())).json();
    expect(body.totalRecords).toBe(count);
    expect(body.reviews).toHaveLength(count);
    const hidden = body.reviews.some(
      (review: { headline: string | null }) => review.headline === 'Friends only',
    );
    expect(hidden).toBe(count === 4);
  });

  it('answers the review fields, newest first', async () => {
    const { reviews } = (await list('', friend.cookie)).json();
    expect(reviews[0]).toEqual({
      reviewNumber: expect.any(Number),
      rating: 2,
      totalRating: 2,
      headline: 'Friends only',
      review: 'Only my friends should read this.',
      attributes: [4],
      displayUser: 'Maria G.',
      createdAt: '2026-01-10T00:00:00.000Z',
      verifiedCustomer: false,
      subratings: [],
      visibility: 'f',
      relationship: 'c',
      ownedByCurrentUser: false,
      byFriend: true,
      providerReply: null,
      providerReplyDate: null,
    });
    expect(reviews.map((review: { createdAt: string }) => review.createdAt.slice(0, 10))).toEqual([
      '2026-01-10',
      '2026-01-03',
      '2026-01-02',
      '2026-01-01',
    ]);
    expect(reviews[2]).toMatchObject({
      providerReply: 'Thank you!',
      providerReplyDate: '2026-01-05T00:00:00.000Z',
    });
    expect(reviews[3]).toMatchObject({
      verifiedCustomer: true,
      headline: null,
      review: null,
      attributes: [],
    });
  });

  it('marks the viewer’s own review', async () => {
    const { reviews } = (await list('', author.cookie)).json();
    expect(reviews[0]).toMatchObject({ ownedByCurrentUser: true, byFriend: false });
    expect(
      reviews.filter((review: { ownedByCurrentUser: boolean }) => review.ownedByCurrentUser),
    ).toHaveLength(1);
  });

  it('pages with first and rows', async () => {
    const page = (await list('?first=1&rows=2', author.cookie)).json();
    expect(page.totalRecords).toBe(4);
    expect(page.reviews.map((review: { displayUser: string }) => review.displayUser)).toEqual([
      'Pub2 L.',
      'Pub1 L.',
    ]);
    expect((await list('?rows=0')).statusCode).toBe(400);
  });

  it('answers 404 for a missing company', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/network/profile/reviews/nobody' });
    expect(response.statusCode).toBe(404);
  });
});
