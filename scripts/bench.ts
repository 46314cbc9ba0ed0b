// npm run bench: search and suggestions on the embedded PostgreSQL with 100,000 providers (BENCH_PROVIDERS),
// 80% of them in the 50 largest metros. The server runs in its own process on 127.0.0.1; this process is the
// client. Each run measures one client's latency over a fixed query mix (every kind interleaved with a static
// file from the same server) and autocannon's rate at 10 and 50 clients; the report gives the median of the
// runs, and every figure also as a multiple (latency) or share (rate) of the static file's in the same run.
// Before the speed runs it measures precision@3 of the relevance set on the demo data (bench-relevance.ts).
// One provider in ten (BENCH_BOOKS_ONLINE_SHARE) is listed for online booking with a next window, for the
// 'books online' kind: the same searches filtered with `booksOnline` (issue 34, docs/plans/online-booking.md §9).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { distanceToMeters } from '@porchlight/core/providers/provider.rules';
import { createCatalogueMatcher } from '@porchlight/core/search/catalogue-matcher';
import { openDatabase } from '@porchlight/db/open-database';
import { catalogue } from '@porchlight/db/reference/catalogue/catalogue';
import { loadReferenceData } from '@porchlight/db/reference/reference-data';
import { seedLargeProviders } from '@porchlight/db/seed/seed-large';
import { geocodeZip } from '@porchlight/zip-codes/zip-codes';
import { sql } from 'drizzle-orm';
import { searchQuery } from '../apps/server/src/modules/search/search.repository';
import {
  measureRate,
  median,
  ms,
  type Percentiles,
  percentiles,
  type Rate,
  share,
  type TimedRequest,
  table,
  timeRequest,
  times,
} from './bench-measure';
import { ALL_KINDS, type BenchRequest, BOOKS_ONLINE, type Kind, queryMix, SEARCH_KINDS } from './bench-mix';
import { measureDemoRelevance } from './bench-relevance';
import { BENCH_STATIC_FILE, writeBenchStaticFile } from './lib/bench-static';
import { startServerProcess } from './lib/server-process';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const CLIENTS = [10, 50];
const MIX_SEED = 20261121;
/** The share of providers listed for online booking (1/256 steps: md5 of the id below a hex prefix). */
const BOOKS_ONLINE_SHARE = Number(process.env.BENCH_BOOKS_ONLINE_SHARE ?? 0.1);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? `.tmp/bench-${PROVIDERS}`);
/** PostgreSQL's shared_buffers for the bench cluster (e.g. 2GB); unset: the default that `npm start` runs with. */
const SHARED_BUFFERS = process.env.BENCH_SHARED_BUFFERS;
const STATIC: TimedRequest = { method: 'GET', path: BENCH_STATIC_FILE.path };

const log = (line: string) => console.log(`[bench] ${line}`);

interface RunResult {
  latency: Map<string, Percentiles>;
  rates: Map<string, Rate>;
}

/** One client, one request at a time: before each measured request, the static file. */
async function measureLatency(
  url: string,
  mix: Map<Kind, BenchRequest[]>,
): Promise<Map<string, Percentiles>> {
  const samples = new Map<string, number[]>([['static file', []]]);
  const staticSamples = samples.get('static file') ?? [];
  for (let index = 0; index < SAMPLES; index++) {
    for (const kind of ALL_KINDS) {
      const request = mix.get(kind)?.[index];
      if (!request) continue;
      staticSamples.push(await timeRequest(url, STATIC));
      const taken = await timeRequest(url, request);
      samples.set(kind, [...(samples.get(kind) ?? []), taken]);
    }
  }
  return new Map([...samples].map(([name, taken]) => [name, percentiles(taken)]));
}

/** Static file, the search mix and suggestions, each at 10 and 50 clients. */
async function measureRates(url: string, mix: Map<Kind, BenchRequest[]>): Promise<Map<string, Rate>> {
  const searches = SEARCH_KINDS.flatMap((kind) => mix.get(kind)?.slice(0, 100) ?? []);
  const targets: [string, TimedRequest[]][] = [
    ['static file', [STATIC]],
    ['search (mix of the five kinds)', searches],
    ['suggestions', mix.get('suggestions')?.slice(0, 500) ?? []],
  ];
  const rates = new Map<string, Rate>();
  for (const clients of CLIENTS) {
    for (const [name, requests] of targets) {
      const rate = await measureRate(url, requests, clients, RATE_SECONDS);
      if (rate.errors > 0)
        throw new Error(`${rate.errors} failed requests for ${name} at ${clients} clients`);
      rates.set(`${name}@${clients}`, rate);
      log(`  ${name}, ${clients} clients: ${Math.round(rate.perSecond)}/s, p99 ${rate.p99} ms`);
    }
  }
  return rates;
}

async function warmUp(url: string): Promise<void> {
  const warm = queryMix(MIX_SEED + 1, 50);
  for (const kind of ALL_KINDS) {
    for (const request of warm.get(kind) ?? []) {
      await timeRequest(url, STATIC);
      await timeRequest(url, request);
    }
  }
  await measureRate(url, [STATIC], 10, 2);
}

/** The median over the runs of one latency figure, and of its multiple of the static file's. */
function latencyRow(runs: RunResult[], name: string, label: string): string[] {
  const figure = (key: keyof Percentiles) => {
    const values = runs.map((run) => run.latency.get(name)?.[key] ?? Number.NaN);
    const multiples = runs.map(
      (run) =>
        (run.latency.get(name)?.[key] ?? Number.NaN) / (run.latency.get('static file')?.[key] ?? Number.NaN),
    );
    return [median(values), median(multiples)];
  };
  const [p50, p50x] = figure('p50');
  const [p95, p95x] = figure('p95');
  const [p99, p99x] = figure('p99');
  const spread = runs.map((run) => run.latency.get(name)?.p95 ?? Number.NaN);
  return [
    label,
    ms(p50 ?? Number.NaN),
    ms(p95 ?? Number.NaN),
    ms(p99 ?? Number.NaN),
    times(p50x ?? Number.NaN),
    times(p95x ?? Number.NaN),
    times(p99x ?? Number.NaN),
    `${ms(Math.min(...spread))}–${ms(Math.max(...spread))}`,
  ];
}

function rateRow(runs: RunResult[], name: string): string[] {
  return [
    name,
    ...CLIENTS.flatMap((clients) => {
      const key = `${name}@${clients}`;
      const perSecond = median(runs.map((run) => run.rates.get(key)?.perSecond ?? Number.NaN));
      const ofStatic = median(
        runs.map(
          (run) =>
            (run.rates.get(key)?.perSecond ?? Number.NaN) /
            (run.rates.get(`static file@${clients}`)?.perSecond ?? Number.NaN),
        ),
      );
      const p99 = median(runs.map((run) => run.rates.get(key)?.p99 ?? Number.NaN));
      return [String(Math.round(perSecond)), share(ofStatic), String(p99)];
    }),
  ];
}

/** EXPLAIN ANALYZE of one search as the service would ask it. */
async function explain(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  query: string,
  zip: string | undefined,
  radius: number,
  booksOnline = false,
): Promise<string[]> {
  const meaning = createCatalogueMatcher(catalogue).understand(query);
  const place = zip ? geocodeZip(zip) : undefined;
  const plan = await db.execute<{ 'QUERY PLAN': string }>(
    sql`explain (analyze, buffers, costs off) ${searchQuery({
      services: meaning.services,
      category: meaning.category ?? undefined,
      wider: meaning.wider,
      nameQuery: meaning.score < 0.45 ? query : undefined,
      near: place
        ? { latitude: place.latitude, longitude: place.longitude, meters: distanceToMeters(radius) }
        : undefined,
      sortBy: 'relevance',
      booksOnline,
      first: 0,
      rows: 10,
    })}`,
  );
  return plan.rows.map((row) => row['QUERY PLAN']);
}

const EXPLAINED: [string, string, string | undefined, number, boolean?][] = [
  ['common service near a dense metro centre', 'house cleaning', '10001', 25],
  ['category near a dense metro centre', 'roofing and gutters', '10001', 25],
  ['large radius', 'plumbing', '10001', 250],
  ['no zip, category', 'roofing and gutters', undefined, 25],
  ['books online, common service near a dense metro centre', 'house cleaning', '10001', 25, true],
  ['books online, no zip, category', 'roofing and gutters', undefined, 25, true],
];

type Opened = Awaited<ReturnType<typeof openDatabase>>;

/**
 * Lists BOOKS_ONLINE_SHARE of the published providers for online booking, as next-windows.ts leaves them (listed,
 * a next window within the week, computed now), and refreshes the windows of an earlier run's rows. Which ones
 * is fixed by the id's md5, so every run and machine filters the same providers.
 */
async function seedBooksOnline(opened: Opened): Promise<number> {
  const below = Math.round(BOOKS_ONLINE_SHARE * 256)
    .toString(16)
    .padStart(2, '0');
  const { rows } = await opened.db.execute<{ listed: number }>(sql`
    with listed as (
      insert into booking_settings (provider_id, enabled, listed, next_starts_at, next_window_minutes, next_computed_at)
      select id, true, true,
        date_trunc('hour', now()) + interval '1 day' + (get_byte(decode(md5(id::text), 'hex'), 1) % 144) * interval '1 hour',
        120, now()
      from providers where published and md5(id::text) collate "C" < ${below}
      on conflict (provider_id) do update set listed = true, next_starts_at = excluded.next_starts_at,
        next_window_minutes = excluded.next_window_minutes, next_computed_at = excluded.next_computed_at
      returning 1)
    select count(*)::int as listed from listed`);
  return rows[0]?.listed ?? 0;
}

async function sharedBuffersOf(opened: Opened): Promise<string> {
  const { rows } = await opened.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
  return rows[0]?.shared_buffers ?? 'unknown';
}

/** Sets (or resets) the cluster's shared_buffers and restarts it so that it applies. */
async function withSharedBuffers(opened: Opened): Promise<Opened> {
  const before = await sharedBuffersOf(opened);
  await opened.db.execute(
    SHARED_BUFFERS
      ? sql.raw(`alter system set shared_buffers = '${SHARED_BUFFERS.replace(/[^0-9A-Za-z]/g, '')}'`)
      : sql`alter system reset shared_buffers`,
  );
  await opened.close();
  const reopened = await openDatabase({ dataDir, log });
  log(`shared_buffers ${before} → ${await sharedBuffersOf(reopened)}`);
  return reopened;
}

/** A long-running server has what search reads in memory: load it (as far as it fits), the heap first. */
async function prewarm(opened: Opened): Promise<void> {
  await opened.db.execute(sql`create extension if not exists pg_prewarm`);
  for (const relation of [
    'providers',
    'providers_pkey',
    'providers_search_idx',
    'providers_published_reviews_idx',
    'providers_name_sorted_idx',
    'providers_name_words_idx',
    'providers_name_trgm_idx',
    'search_postings_term_idx',
    'booking_settings',
    'booking_settings_listed',
  ]) {
    await opened.db.execute(sql`select pg_prewarm(${relation}::regclass)`);
  }
}

async function main() {
  writeBenchStaticFile(dataDir);
  let opened = await openDatabase({ dataDir, log });
  await loadReferenceData(opened.db);
  const seeded = await seedLargeProviders(opened.db, { providers: PROVIDERS, log });
  const seedLine =
    seeded.inserted > 0
      ? `seeded ${seeded.inserted} providers and ${seeded.offers} offers in ${(seeded.milliseconds / 1000).toFixed(0)} s`
      : 'data from an earlier run';
  log(`${seeded.existing + seeded.inserted} providers (${seedLine})`);
  const booksOnline = await seedBooksOnline(opened);
  log(`${booksOnline} providers listed for online booking`);
  // Steady state: statistics and the visibility map, as autovacuum leaves a live database.
  await opened.db.execute(sql`vacuum analyze`);
  opened = await withSharedBuffers(opened);
  const sharedBuffers = await sharedBuffersOf(opened);
  // Relevance first, on the demo data in a database of its own: the speed runs then have the server to themselves.
  log('Relevance set on the demo data');
  const relevance = await measureDemoRelevance(opened.url, log);
  log(relevance.line);
  await prewarm(opened);

  const server = await startServerProcess({
    dataDir,
    databaseUrl: opened.url,
    serveWeb: false,
    seedDemo: false,
    cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR,
    log,
  });
  const load = [loadavg()[0] ?? 0];
  try {
    const mix = queryMix(MIX_SEED, SAMPLES);
    log('Warming up every kind');
    await warmUp(server.url);
    const runs: RunResult[] = [];
    for (let run = 1; run <= RUNS; run++) {
      log(`Run ${run} of ${RUNS}: latency, ${SAMPLES} requests of each kind`);
      const latency = await measureLatency(server.url, mix);
      log(`Run ${run} of ${RUNS}: rates, ${RATE_SECONDS} s each`);
      const rates = await measureRates(server.url, mix);
      runs.push({ latency, rates });
      load.push(loadavg()[0] ?? 0);
    }

    const explained: string[] = [];
    for (const [title, query, zip, radius, filtered] of EXPLAINED) {
      explained.push(
        `${title}: "${query}"${zip ? ` within ${radius} miles of ${zip}` : ''}${filtered ? ', booksOnline' : ''}`,
        '',
        '```',
        ...(await explain(opened.db, query, zip, radius, filtered)),
        '```',
        '',
      );
    }
    const report = [
      `Benchmark on ${new Date().toISOString().slice(0, 10)}: ${seeded.existing + seeded.inserted} providers (${seedLine}; ${booksOnline} listed for online booking, the '${BOOKS_ONLINE}' kind's filter), median of ${RUNS} runs, ${SAMPLES} requests of each kind per run, PostgreSQL shared_buffers ${sharedBuffers} (search tables prewarmed), server on 127.0.0.1 in its own process; 1-minute load average ${load.map((value) => value.toFixed(1)).join(' → ')}.`,
      '',
      'One client (milliseconds; × = multiple of the static file’s figure in the same run; spread = p95 of each run):',
      '',
      table(
        ['request', 'p50', 'p95', 'p99', 'p50 ×', 'p95 ×', 'p99 ×', 'p95 spread'],
        [
          latencyRow(runs, 'static file', 'static file (2 KB, /media)'),
          ...ALL_KINDS.map((kind) => latencyRow(runs, kind, kind)),
        ],
      ),
      '',
      `Rate (requests per second over ${RATE_SECONDS} s; % of the static file’s rate at the same concurrency; p99 in ms):`,
      '',
      table(
        ['request', ...CLIENTS.flatMap((clients) => [`${clients} clients/s`, '% static', 'p99'])],
        ['static file', 'search (mix of the five kinds)', 'suggestions'].map((name) => rateRow(runs, name)),
      ),
      '',
      `Relevance (the demo data, docs/search.md "Relevance"): ${relevance.line}.`,
      '',
      'EXPLAIN (ANALYZE, BUFFERS):',
      '',
      ...explained,
    ].join('\n');
    console.log(`\n${report}`);
    writeFileSync(path.join(dataDir, 'report.md'), `${report}\n`);
    log(`Report written to ${path.join(dataDir, 'report.md')}`);
  } finally {
    await server.stop();
    await opened.close();
  }
}

await main();
