// The relevance half of `npm run bench`: the relevance set (apps/server/src/modules/search/search-relevance-cases.ts)
// against the demo data, in a database of its own on the bench's PostgreSQL server (seeded on the first run),
// through the search service as the API runs it. Reports precision@3 (docs/search.md "Relevance").
import { connect, withDatabase } from '@porchlight/db/connection';
import { migrateDatabase } from '@porchlight/db/migrate';
import { catalogue } from '@porchlight/db/reference/catalogue/catalogue';
import { loadReferenceData } from '@porchlight/db/reference/reference-data';
import { seedDemo } from '@porchlight/db/seed/demo';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bundledGeocoding } from '../apps/server/src/adapters/geocoding';
import { anonymousPrincipal } from '../apps/server/src/modules/identity/principal';
import { createSearchRepository } from '../apps/server/src/modules/search/search.repository';
import { createSearchService } from '../apps/server/src/modules/search/search.service';
import {
  describeRelevance,
  measureRelevance,
  type RelevanceReport,
} from '../apps/server/src/modules/search/search-relevance';
import { RELEVANCE_CASES } from '../apps/server/src/modules/search/search-relevance-cases';

const RELEVANCE_DATABASE = 'porchlight_relevance';

async function ensureDatabase(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      RELEVANCE_DATABASE,
    ]);
    if (!rowCount) await client.query(`create database "${RELEVANCE_DATABASE}"`);
  } finally {
    await client.end();
  }
}

/** precision@3 of the relevance set on the demo data; `serverUrl` is any database URL on the bench's server. */
export async function measureDemoRelevance(
  serverUrl: string,
  log: (line: string) => void,
): Promise<{ report: RelevanceReport; line: string }> {
  await ensureDatabase(serverUrl);
  const db = connect(withDatabase(serverUrl, RELEVANCE_DATABASE), { max: 4 });
  try {
    await migrateDatabase(db);
    await loadReferenceData(db);
    const seeded = await seedDemo({ db, saveMedia: async () => {}, log });
    if (seeded.created) log(`relevance: demo data seeded in ${(seeded.milliseconds / 1000).toFixed(0)} s`);
    const service = createSearchService({
      repository: createSearchRepository(db),
      media: { publicUrl: (key) => key },
      geocoding: bundledGeocoding,
    });
    const principal = anonymousPrincipal('localhost');
    const rows = await db.execute<{ vanity_name: string; search_services: string[] }>(
      sql`select vanity_name, search_services from providers`,
    );
    const report = await measureRelevance({
      cases: RELEVANCE_CASES,
      offers: new Map(rows.rows.map((row) => [row.vanity_name, row.search_services])),
      catalogue,
      search: async (query, zipCode) => {
        const answer = await service.listProfiles(principal, {
          query,
          zipCode,
          first: 0,
          rows: 3,
          sortBy: 'relevance',
        });
        return { ...answer, vanityNames: answer.profiles.map((profile) => profile.vanityName) };
      },
    });
    for (const miss of report.misses) {
      log(
        `relevance miss: "${miss.query}" near ${miss.zip} read as ${miss.readAs ?? '—'} (expected ${miss.expected}), first 3: ${miss.top3.join(', ') || 'none'}`,
      );
    }
    return { report, line: describeRelevance(report) };
  } finally {
    await db.$client.end();
  }
}
