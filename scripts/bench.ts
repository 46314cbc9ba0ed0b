// npm run bench: 100,000 providers on the embedded PostgreSQL, then latency percentiles of search and
// suggestions over a fixed query mix, against a static file served by the same server in the same run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { distanceToMeters } from '@porchlight/core/providers/provider.rules';
import { createCatalogueMatcher } from '@porchlight/core/search/catalogue-matcher';
import { geocodeZip } from '@porchlight/db/geo/zip-codes';
import { openDatabase } from '@porchlight/db/open-database';
import { catalogue } from '@porchlight/db/seed/catalogue/catalogue';
import { seedCatalogue } from '@porchlight/db/seed/seed-catalogue';
import { seedLargeProviders } from '@porchlight/db/seed/seed-large';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { searchQuery } from '../apps/server/src/modules/search/search.repository';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench');

const ZIPS = ['10001', '60601', '78701', '94103', '30303', '80202', '98101', '33101'];
const SEARCHES = [
  { kind: 'common service', query: 'house cleaning' },
  { kind: 'common service', query: 'plumbing' },
  { kind: 'common service', query: 'hvac' },
  { kind: 'common service', query: 'lawn care' },
  { kind: 'common service', query: 'electrician' },
  { kind: 'typo', query: 'hose cleening' },
  { kind: 'typo', query: 'plumbr' },
  { kind: 'typo', query: 'lanscaping' },
  { kind: 'category', query: 'roofing and gutters' },
  { kind: 'large radius', query: 'house cleaning', radius: 250 },
  { kind: 'large radius', query: 'tree service', radius: 100 },
];
const SUGGESTIONS = ['cl', 'pl', 'ha', 'ro', 'tr', 'ele', 'hous', 'plumbr', 'lawn c', 'aus', 'den'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const fmt = (ms: number) => ms.toFixed(1).padStart(6);
  return `| ${name.padEnd(22)} | ${String(samples.length).padStart(5)} | ${fmt(percentile(sorted, 50))} | ${fmt(percentile(sorted, 95))} | ${fmt(percentile(sorted, 99))} |`;
}

async function time(request: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await request();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${response.url}`);
  return performance.now() - started;
}

const log = (line: string) => console.log(`[bench] ${line}`);
mkdirSync(dataDir, { recursive: true });
const opened = await openDatabase({ dataDir, log });
await seedCatalogue(opened.db);
const seeded = await seedLargeProviders(opened.db, { providers: PROVIDERS, log });
log(
  `${seeded.existing + seeded.inserted} providers (${seeded.inserted} new in ${(seeded.milliseconds / 1000).toFixed(1)} s)`,
);
// Steady state: statistics and the visibility map, as autovacuum leaves a live database.
await opened.db.execute(sql`vacuum analyze`);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
});
const app = await buildApp({ config: { ...config, authSecret: 'bench-'.padEnd(40, 'x') }, db: opened.db });
writeFileSync(path.join(config.mediaDir, 'bench-static.txt'), 'x'.repeat(2048));
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const post = (body: object) =>
  fetch(`${address}/api/v1/network/profile/list/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first: 0, rows: 10, ...body }),
  });
const samples = { static: [] as number[], search: [] as number[], suggestions: [] as number[] };
const byKind = new Map<string, number[]>();

// Warm up: first requests compile code paths and fill caches.
for (const zip of ZIPS) await time(() => post({ query: 'plumbing', zipCode: zip }));

for (let round = 0; round < ROUNDS; round++) {
  for (const zip of ZIPS) {
    for (const search of SEARCHES) {
      samples.static.push(await time(() => fetch(`${address}/media/bench-static.txt`)));
      const { kind, ...body } = search;
      const took = await time(() => post({ ...body, zipCode: zip }));
      samples.search.push(took);
      byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
    }
    for (const q of SUGGESTIONS) {
      const url = `${address}/api/v1/network/search/suggestions?q=${encodeURIComponent(q)}&zip=${zip}`;
      samples.suggestions.push(await time(() => fetch(url)));
    }
  }
}

// EXPLAIN of a typical search, to show the index scans.
const place = geocodeZip('78701')!;
const meaning = createCatalogueMatcher(catalogue).understand('house cleaning');
const plan = await opened.db.execute<{ 'QUERY PLAN': string }>(
  sql`explain (analyze, costs off, timing off) ${searchQuery({
    // As the service asks it: a query that reads as a service is not matched against names.
    services: meaning.services,
    near: { latitude: place.latitude, longitude: place.longitude, meters: distanceToMeters(25) },
    sortBy: 'relevance',
    first: 0,
    rows: 10,
  })}`,
);

const report = [
  `Benchmark on ${new Date().toISOString().slice(0, 10)}: ${seeded.existing + seeded.inserted} providers, ${ROUNDS} rounds, one client, loopback HTTP.`,
  '',
  '| request                | count |   p50 |   p95 |   p99 |',
  '| ---------------------- | ----: | ----: | ----: | ----: |',
  summary('static file (baseline)', samples.static),
  summary('search', samples.search),
  ...[...byKind].map(([kind, taken]) => summary(`  ${kind}`, taken)),
  summary('suggestions', samples.suggestions),
  '',
  'EXPLAIN ANALYZE of "house cleaning" near 78701, 25 miles:',
  '',
  '```',
  ...plan.rows.map((row) => row['QUERY PLAN']),
  '```',
].join('\n');
console.log(`\n${report}\n`);
writeFileSync(path.join(dataDir, 'report.md'), `${report}\n`);
log(`Report written to ${path.join(dataDir, 'report.md')} (milliseconds)`);

await app.close();
await opened.close();
