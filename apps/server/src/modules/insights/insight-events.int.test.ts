import { insightDays, insightEvents, memberships, providers } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedPeople } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pageRenders } from '../platform/in-process-api';
import { createInsightTasks, INSIGHTS_PURGE_TASK, INSIGHTS_ROLLUP_TASK } from './insight-tasks';

/**
 * First-party insight events (docs/plans/insights.md §2): what answered pages note, written in one batch with
 * bots and the provider's own people left out, rolled up per local day and purged after 90 days.
 */

let testApp: TestApp;
let people: People;
let providerId: string;
let otherId: string;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  people = await seedPeople(testApp.app, db);
  const provider = await seedProvider(db, { owner: people.owner.id, vanityName: 'Insight-Plumbing' });
  await db
    .insert(memberships)
    .values({ userId: people.manager.id, providerId: provider.id, role: 'manager' });
  providerId = provider.id;
  const other = await seedProvider(db, { owner: people.otherOwner.id, vanityName: 'insight-electric' });
  otherId = other.id;
  await db.update(providers).set({ timeZone: 'America/Los_Angeles' }).where(eq(providers.id, otherId));
});
afterAll(() => testApp.close());

const page = (path: string, headers: Record<string, string> = {}, viewerId: string | null = null) => ({
  method: 'GET',
  path,
  status: 200,
  headers: { host: 'porchlight.test', 'user-agent': BROWSER, ...headers },
  tags: [] as string[],
  viewerId,
});

async function eventsOf(id: string) {
  const rows = await testApp.database.db
    .select({ kind: insightEvents.kind, page: insightEvents.page })
    .from(insightEvents)
    .where(eq(insightEvents.providerId, id))
    .orderBy(asc(insightEvents.id));
  return rows.map((row) => `${row.kind}${row.page ? ` ${row.page}` : ''}`);
}

describe('insight events from answered pages', () => {
  it('writes views, search clicks and impressions in one batch, without bots or the team’s own visits', async () => {
    const { insights } = testApp.app;
    insights.recordPage(page('/company/insight-plumbing'));
    insights.recordPage(
      page('/company/Insight-Plumbing/reviews', { referer: 'https://porchlight.test/search?q=plumber' }),
    );
    insights.recordPage(page('/company/insight-plumbing/photos', {}, people.user.id));
    insights.recordPage(
      page('/company/insight-plumbing', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
    );
    insights.recordPage(page('/company/insight-plumbing', { 'user-agent': '' }));
    insights.recordPage(page('/company/insight-plumbing', {}, people.owner.id));
    insights.recordPage(page('/company/insight-plumbing', {}, people.manager.id));
    insights.recordPage(page('/company/insight-plumbing', { 'next-router-prefetch': '1' }));
    insights.recordPage(page('/company/no-such-company'));
    insights.recordPage({
      ...page('/search/plumbers'),
      tags: ['listings', 'card:insight-plumbing', 'card:insight-electric'],
    });
    insights.recordPage({
      ...page('/search/plumbers', {}, people.owner.id),
      tags: ['card:insight-plumbing'],
    });
    await insights.buffer.flush();

    expect(await eventsOf(providerId)).toEqual([
      'profile-view home',
      'profile-view reviews',
      'search-click',
      'profile-view photos',
      'search-impression',
    ]);
    expect(await eventsOf(otherId)).toEqual(['search-impression']);
  });
});

describe('the rollup and the purge', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const at = (iso: string) => new Date(iso);

  it('counts each provider’s local days, recounting the last two, and purges raw events after 90 days', async () => {
    const { app, database } = testApp;
    const tasks = createInsightTasks({ repositories: app.repositories, now: () => now });
    const view = {
      vanityName: 'insight-electric',
      kind: 'profile-view' as const,
      page: 'home',
      viewerId: null,
    };
    await app.repositories.insightEvents.insertBatch([
      // 06:30 UTC on the 15th is still the 14th in Los Angeles.
      { ...view, at: at('2026-06-15T06:30:00Z') },
      { ...view, at: at('2026-06-15T08:00:00Z') },
      { ...view, at: at('2026-06-15T11:59:00Z') },
      { ...view, at: at('2026-06-14T20:00:00Z') },
      { ...view, page: 'reviews', at: at('2026-06-15T09:00:00Z') },
      // Three local days back: outside the recount. After now: not yet.
      { ...view, at: at('2026-06-12T20:00:00Z') },
      { ...view, at: at('2026-06-15T12:01:00Z') },
      // 91 and 89 days before now.
      { ...view, at: at('2026-03-16T11:00:00Z') },
      { ...view, at: at('2026-03-18T13:00:00Z') },
    ]);
    await tasks[INSIGHTS_ROLLUP_TASK]?.({}, { key: null, attempts: 1 });
    await tasks[INSIGHTS_ROLLUP_TASK]?.({}, { key: null, attempts: 1 });
    const days = await database.db
      .select({
        day: insightDays.day,
        kind: insightDays.kind,
        page: insightDays.page,
        count: insightDays.count,
      })
      .from(insightDays)
      .where(eq(insightDays.providerId, otherId))
      .orderBy(asc(insightDays.day), asc(insightDays.page));
    expect(days).toEqual([
      { day: '2026-06-14', kind: 'profile-view', page: 'home', count: 2 },
      { day: '2026-06-15', kind: 'profile-view', page: 'home', count: 2 },
      { day: '2026-06-15', kind: 'profile-view', page: 'reviews', count: 1 },
    ]);

    await tasks[INSIGHTS_PURGE_TASK]?.({}, { key: null, attempts: 1 });
    const left = await database.db
      .select({ at: insightEvents.occurredAt })
      .from(insightEvents)
      .where(eq(insightEvents.providerId, otherId));
    expect(left.map((row) => row.at.toISOString()).sort()[0]).toBe('2026-03-18T13:00:00.000Z');
    // The impression of the first test, and all but the 91-day-old one of these nine.
    expect(left).toHaveLength(1 + 8);
  });
});

describe('impressions of results fetched by the browser', () => {
  const search = (headers: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/network/profile/list/search',
      headers: { host: 'porchlight.test', 'user-agent': BROWSER, ...headers },
      payload: { first: 0, rows: 50, zipCode: '78701' },
    });
  const impressionsSince = async (id: string, since: Date) =>
    (
      await testApp.database.db
        .select({ at: insightEvents.occurredAt })
        .from(insightEvents)
        .where(and(eq(insightEvents.providerId, id), eq(insightEvents.kind, 'search-impression')))
    ).filter((row) => row.at >= since).length;

  it('counts each provider a visitor’s search answered, not a bot’s, not the team’s own, not a page’s own call', async () => {
    const since = new Date();
    const shown = async (headers: Record<string, string> = {}) => {
      const response = await search(headers);
      expect(response.statusCode).toBe(200);
      return response.json<{ profiles: { vanityName: string }[] }>().profiles.map((card) => card.vanityName);
    };
    expect(await shown()).toEqual(expect.arrayContaining(['Insight-Plumbing', 'insight-electric']));
    await shown({ 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
    await shown({ cookie: people.owner.cookie });
    // A results page rendering asks the same API in process: the page handler counts its cards.
    await pageRenders.run({ ip: '127.0.0.1', host: 'porchlight.test', tags: new Set() }, () => shown());
    await testApp.app.insights.buffer.flush();

    expect(await impressionsSince(providerId, since)).toBe(1);
    expect(await impressionsSince(otherId, since)).toBe(2);
  });
});
