import { catalogue } from '@porchlight/db/seed/catalogue/catalogue';
import { seedDemo } from '@porchlight/db/seed/demo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { describeRelevance, measureRelevance, type RelevanceAnswer } from './search-relevance';
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
  t = await createTestApp();
  await seedDemo({ db: t.database.db, saveMedia: async () => {} });
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
): Promise<RelevanceAnswer & { total: number }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/network/profile/list/search',
    payload: { query, zipCode, first: 0, rows, sortBy: 'relevance' },
  });
  expect(response.statusCode, query).toBe(200);
  const body = response.json<{
    serviceName?: string | null;
    categoryName?: string | null;
    totalRecords: number;
    profiles: { vanityName: string }[];
  }>();
  return {
    serviceName: body.serviceName,
    categoryName: body.categoryName,
    vanityNames: body.profiles.map((profile) => profile.vanityName),
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
