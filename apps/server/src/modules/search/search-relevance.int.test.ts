import { DEFAULT_PAGE_SIZE, LANDING_PAGE_LINKS, type SortBy } from '@porchlight/core/search/search.constants';
import { catalogue } from '@porchlight/db/reference/catalogue/catalogue';
import { DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';
import { DEMO_METRO_ZIPS } from '@porchlight/db/seed/demo-roster';
import { createDemoTestDatabase } from '@porchlight/db/testing/demo-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';
import { describeRelevance, fittingTerms, measureRelevance, type RelevanceAnswer } from './search-relevance';
import { RELEVANCE_CASES } from './search-relevance-cases';

/**
 * CI floors for the relevance set on the demo data (docs/search.md "Relevance"). Today's figures are 1.0 and
 * 100 %; the trigram-only reading before issue 19 scored 0.942 and 90.1 %, below both.
 */
const PRECISION_AT_3_FLOOR = 0.98;
const READ_AS_EXPECTED_FLOOR = 0.97;

let t: TestApp;
let offers: Map<string, string[]>;

beforeAll(async () => {
  t = await createTestApp({}, { database: await createDemoTestDatabase() });
  const rows = await t.database.db.execute<{ vanity_name: string; search_services: string[] }>(
    sql`select vanity_name, search_services from providers`,
  );
  offers = new Map(rows.rows.map((row) => [row.vanity_name, row.search_services]));
}, 180_000);
afterAll(() => t?.close());

async function search(
  query: string,
  zipCode: string,
  rows = 3,
  options: { first?: number; sortBy?: SortBy; cookie?: string } = {},
): Promise<RelevanceAnswer & { total: number; friendReviews: number[] }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/network/profile/list/search',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { query, zipCode, first: options.first ?? 0, rows, sortBy: options.sortBy ?? 'relevance' },
  });
  expect(response.statusCode, query).toBe(200);
  const body = response.json<{
    serviceName?: string | null;
    categoryName?: string | null;
    totalRecords: number;
    profiles: { vanityName: string; friendReviews: number }[];
  }>();
  return {
    serviceName: body.serviceName,
    categoryName: body.categoryName,
    vanityNames: body.profiles.map((profile) => profile.vanityName),
    friendReviews: body.profiles.map((profile) => profile.friendReviews),
    total: body.totalRecords,
  };
}

describe('search relevance on the demo data', () => {
  it(`keeps precision@3 of the relevance set at ${PRECISION_AT_3_FLOOR} or more`, async () => {
    const report = await measureRelevance({ cases: RELEVANCE_CASES, search, offers, catalogue });
    const misses = report.misses.map(
      (miss) =>
        `${miss.query} @${miss.zip}: read as ${miss.readAs ?? '—'} (expected ${miss.expected}), top ${miss.top3.join(', ') || 'nothing'}`,
    );
    expect(report.cases).toBeGreaterThanOrEqual(100);
    expect(report.precisionAt3, `${describeRelevance(report)}\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
      PRECISION_AT_3_FLOOR,
    );
    expect(report.readAsExpected, misses.join('\n')).toBeGreaterThanOrEqual(READ_AS_EXPECTED_FLOOR);
    // 191 searches in a row: on a loaded machine with a server PostgreSQL they take over 30 s.
  }, 180_000);

  it('reads "cleaning service" near 78701 as house cleaning, with the house cleaner a few blocks away first', async () => {
    const answer = await search('cleaning service', '78701');
    expect(answer.serviceName).toBe('House Cleaning');
    expect(answer.vanityNames[0]).toBe('bright-nest-cleaning-co');
  });

  it('never titles the results by a service none of them offers', async () => {
    for (const query of ['pool', 'paint', 'roof', 'maid', 'lawn', 'drain', 'heater']) {
      for (const zip of ['78701', '80202', '60614', '85016']) {
        const answer = await search(query, zip, 10);
        const term = catalogue.find((entry) => entry.n === answer.serviceName)?.u;
        if (!term || answer.vanityNames.length === 0) continue;
        const offered = answer.vanityNames.some((vanityName) => offers.get(vanityName)?.includes(term));
        expect(offered, `${query} @${zip} titled ${answer.serviceName}`).toBe(true);
      }
    }
  });

  it("finds the demo's plumbing company without Plumbing itself for 'plumber' near its own zip, after those with it", async () => {
    const company = 'mile-high-plumbing-and-drain';
    expect(offers.get(company)).not.toContain('plumbing');
    for (const query of ['plumber', 'plumbing']) {
      const answer = await search(query, '80224', DEFAULT_PAGE_SIZE);
      expect(answer.serviceName).toBe('Plumbing');
      const at = answer.vanityNames.indexOf(company);
      expect(at, query).toBeGreaterThan(0);
      const plumbers = answer.vanityNames.filter((name) => offers.get(name)?.includes('plumbing'));
      expect(answer.vanityNames.slice(0, at), query).toEqual(plumbers);
    }
  });

  it('names no service for a weak word alone, and every provider near the zip for filler only', async () => {
    const repair = await search('repair', '80202', 10);
    expect(repair.serviceName).toBeNull();
    expect(repair.categoryName).toBeNull();
    expect(repair.vanityNames.length).toBeGreaterThan(0);

    const everything = await search('services near me', '80202', 10);
    const zipOnly = await t.app.inject({
      method: 'POST',
      url: '/api/v1/network/profile/list/search',
      payload: { zipCode: '80202', first: 0, rows: 10, sortBy: 'relevance' },
    });
    expect(everything.serviceName).toBeNull();
    expect(everything.total).toBe(zipOnly.json<{ totalRecords: number }>().totalRecords);
  });
});

describe('the demo data behind the landing page (issues 18 and 29)', () => {
  /** Enough results to count a link's own pros among them: more than the demo gives any link near one zip. */
  const ALL_NEAR = 50;

  it('finds at least 5 pros offering each service the landing page links to within 25 miles of each metro zip', async () => {
    const thin: string[] = [];
    for (const zip of Object.values(DEMO_METRO_ZIPS)) {
      for (const link of LANDING_PAGE_LINKS) {
        const answer = await search(link, zip, ALL_NEAR);
        expect(answer.serviceName ?? answer.categoryName, `${link} @${zip}`).toBe(link);
        const terms = fittingTerms(link, catalogue);
        const offering = answer.vanityNames.filter((vanityName) =>
          terms.some((term) => offers.get(vanityName)?.includes(term)),
        );
        if (offering.length < 5) thin.push(`${link} @${zip}: ${offering.length}`);
      }
    }
    // The menus' 15 and the tiles' 8 overlap in 7: 16 services in all.
    expect(LANDING_PAGE_LINKS).toHaveLength(16);
    expect(thin).toEqual([]);
  }, 60_000);

  it('has a second page of house cleaners near 78701', async () => {
    const first = await search('House Cleaning', '78701', DEFAULT_PAGE_SIZE);
    expect(first.total).toBeGreaterThan(DEFAULT_PAGE_SIZE);
    const second = await search('House Cleaning', '78701', DEFAULT_PAGE_SIZE, { first: DEFAULT_PAGE_SIZE });
    expect(second.vanityNames).toHaveLength(first.total - DEFAULT_PAGE_SIZE);
    expect(second.vanityNames.filter((name) => first.vanityNames.includes(name))).toEqual([]);
  });

  it("reorders house cleaners near 78701 by the demo customer's friends' recommendations", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'customer@porchlight.test', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookieHeader(login);
    const byRelevance = await search('House Cleaning', '78701', DEFAULT_PAGE_SIZE, { cookie });
    const byFriends = await search('House Cleaning', '78701', DEFAULT_PAGE_SIZE, {
      cookie,
      sortBy: 'friends',
    });
    expect(byFriends.total).toBe(byRelevance.total);
    expect(byFriends.vanityNames).not.toEqual(byRelevance.vanityNames);
    // Three pros the friends reviewed lead, and one of them is not among relevance's first three.
    expect(byFriends.friendReviews.slice(0, 3).every((count) => count > 0)).toBe(true);
    expect(
      byFriends.vanityNames.slice(0, 3).some((name) => !byRelevance.vanityNames.slice(0, 3).includes(name)),
    ).toBe(true);
  });
});
