import { addDays } from '@porchlight/core/insights/insight-range.rules';
import { chatConversations, clientHubRequests, memberships, providers } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedPeople } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { NotedInsightEvent } from './insight-events.repository';

/**
 * GET provider/insights (docs/plans/insights.md §5): known events written and rolled up, every figure of the
 * last 7 days and the 7 before checked; owners and managers only.
 */

let testApp: TestApp;
let people: People;
let providerId: string;
const today = new Date().toISOString().slice(0, 10);
/** A moment on the local day `daysAgo` before today (the provider's zone is UTC here), never in the future. */
const dayAt = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T00:00:00.001Z`);

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  people = await seedPeople(testApp.app, db);
  const provider = await seedProvider(db, { owner: people.owner.id, vanityName: 'insights-api-co' });
  providerId = provider.id;
  await db.update(providers).set({ timeZone: 'UTC' }).where(eq(providers.id, providerId));
  await db.insert(memberships).values([
    { userId: people.manager.id, providerId, role: 'manager' },
    { userId: people.technician.id, providerId, role: 'technician' },
  ]);
  const event = (kind: NotedInsightEvent['kind'], daysAgo: number, page = ''): NotedInsightEvent => ({
    vanityName: 'insights-api-co',
    kind,
    page,
    viewerId: null,
    at: dayAt(daysAgo),
  });
  await testApp.app.repositories.insightEvents.insertBatch([
    // This week (days 0-6).
    event('profile-view', 0, 'home'),
    event('profile-view', 1, 'home'),
    event('profile-view', 6, 'home'),
    event('profile-view', 2, 'reviews'),
    ...[0, 1, 2, 3].map((day) => event('search-impression', day)),
    event('search-click', 1),
    event('phone-click', 3),
    event('website-click', 4),
    event('website-click', 5),
    // The week before (days 7-13).
    event('profile-view', 7, 'home'),
    event('profile-view', 13, 'home'),
    event('search-impression', 10),
    event('search-impression', 11),
    event('search-click', 10),
    // Outside both.
    event('profile-view', 14, 'home'),
  ]);
  await testApp.app.repositories.insightEvents.rollUpRecentDays(new Date(), 20);
  const request = (type: 'cu' | 'paa', daysAgo: number, requestNumber: number) => ({
    providerId,
    requestNumber,
    type,
    firstName: 'Pat',
    preferredContactMethod: 'email' as const,
    email: 'pat@example.com',
    inputForm: [],
    createdAt: dayAt(daysAgo),
  });
  await db.insert(clientHubRequests).values([request('cu', 0, 1), request('paa', 2, 2), request('cu', 9, 3)]);
  await db.insert(chatConversations).values({
    providerId,
    visitorKey: crypto.randomUUID(),
    visitorName: 'Sam',
    visitorEmail: 'sam@example.com',
    createdAt: dayAt(1),
  });
});
afterAll(() => testApp.close());

const insights = (cookie: string | undefined, query: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v1/provider/insights?vanityName=insights-api-co&${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET provider/insights', () => {
  it('answers every figure of the last 7 days against the 7 before', async () => {
    const response = await insights(people.manager.cookie, 'range=7d');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.range).toEqual({ from: addDays(today, -6), to: today });
    expect(body.previous).toEqual({ from: addDays(today, -13), to: addDays(today, -7) });
    expect(body.bucketDays).toBe(1);
    expect(body.totals).toEqual([
      { metric: 'views', current: 4, previous: 2, change: 100 },
      { metric: 'impressions', current: 4, previous: 2, change: 100 },
      { metric: 'searchClicks', current: 1, previous: 1, change: 0 },
      { metric: 'clickThrough', current: 25, previous: 50, change: -50 },
      { metric: 'requests', current: 2, previous: 1, change: 100 },
      { metric: 'contactRequests', current: 1, previous: 1, change: 0 },
      { metric: 'pricingRequests', current: 1, previous: 0, change: null },
      { metric: 'chats', current: 1, previous: 0, change: null },
      { metric: 'phoneClicks', current: 1, previous: 0, change: null },
      { metric: 'websiteClicks', current: 2, previous: 0, change: null },
    ]);
    expect(body.series).toHaveLength(7);
    const point = (daysAgo: number) =>
      body.series.find((entry: { start: string }) => entry.start === addDays(today, -daysAgo));
    expect(point(0)).toEqual({
      start: today,
      views: 1,
      impressions: 1,
      searchClicks: 0,
      requests: 1,
      chats: 0,
    });
    expect(point(1)).toMatchObject({ views: 1, impressions: 1, searchClicks: 1, requests: 0, chats: 1 });
    expect(point(2)).toMatchObject({ views: 1, impressions: 1, requests: 1 });
    expect(point(6)).toMatchObject({ views: 1, impressions: 0 });
    expect(body.viewsByPage).toEqual([
      { page: 'home', current: 3, previous: 2 },
      { page: 'reviews', current: 1, previous: 0 },
    ]);
    expect(body.funnel).toEqual([
      { step: 'impressions', count: 4 },
      { step: 'views', count: 4 },
      { step: 'requests', count: 3 },
    ]);
  });

  it('takes custom dates and draws 12 months by week', async () => {
    const custom = await insights(people.owner.cookie, `range=custom&from=${addDays(today, -1)}&to=${today}`);
    expect(custom.statusCode).toBe(200);
    expect(custom.json().totals[0]).toEqual({ metric: 'views', current: 2, previous: 1, change: 100 });
    const year = await insights(people.owner.cookie, 'range=12m');
    expect(year.json().bucketDays).toBe(7);
    expect(year.json().totals[0]).toMatchObject({ metric: 'views', current: 7 });
  });

  it('refuses bad ranges with 400', async () => {
    for (const query of [
      'range=week',
      'range=custom',
      `range=custom&from=${today}&to=${addDays(today, -1)}`,
      `range=custom&from=${addDays(today, -400)}&to=${today}`,
      `range=custom&from=${today}&to=${addDays(today, 1)}`,
      'range=custom&from=2026-02-30&to=2026-03-01',
    ]) {
      expect((await insights(people.owner.cookie, query)).statusCode, query).toBe(400);
    }
  });

  it('is for owners and managers only', async () => {
    expect((await insights(undefined, 'range=7d')).statusCode).toBe(401);
    expect((await insights(people.user.cookie, 'range=7d')).statusCode).toBe(403);
    expect((await insights(people.technician.cookie, 'range=7d')).statusCode).toBe(403);
    expect((await insights(people.otherOwner.cookie, 'range=7d')).statusCode).toBe(403);
    expect((await insights(people.owner.cookie, 'range=7d')).statusCode).toBe(200);
  });
});
