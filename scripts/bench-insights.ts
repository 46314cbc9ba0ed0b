// npm run bench:insights (issue 37 "Speed"), against a 2 KB static file from the same server in the same run,
// median of 3 runs: (1) the Insights page's data (GET provider/insights) for 12 months and 30 days of a provider
// with 1,000,000 raw events and 10,000 jobs (BENCH_EVENTS, BENCH_JOBS), one client, p95 ≤ 50 ms; (2) event
// intake, 10 clients: profile views and search impressions through the page handler, and the profile's beacon
// (POST insights/events) from 2,000 addresses, events written per second ≥ 2,000 with none lost; (3) the
// cached profile page's rate with events on ≥ 0.5 of the static file's. Needs a build (npm run build).
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@porchlight/db/open-database';
import { loadReferenceData } from '@porchlight/db/reference/reference-data';
import { sql } from 'drizzle-orm';
import {
  BENCH_EVENTS,
  BENCH_JOBS,
  MEASURED,
  seedInsightsBench,
  timeRecentRollup,
} from './bench-insights-seed';
import {
  measureRate,
  median,
  percentiles,
  type Rate,
  type TimedRequest,
  table,
  timeRequest,
} from './bench-measure';
import { logIn } from './bench-soak-sessions';
import { BENCH_STATIC_FILE, writeBenchStaticFile } from './lib/bench-static';
import { writePerformanceSection } from './lib/performance-section.mjs';
import { startServerProcess } from './lib/server-process';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const CLIENTS = 10;
/** Distinct visitor addresses of the beacon load (X-Forwarded-For from the loopback proxy): each stays under its limit. */
const BEACON_ADDRESSES = 2_000;
const DEMO_PROVIDER = 'bright-nest-cleaning-co';
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-insights');
const log = (line: string) => console.log(`[bench:insights] ${line}`);

const BROWSER = {
  accept: 'text/html,*/*',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};
const CRAWLER = { ...BROWSER, 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };

interface Intake {
  name: string;
  requests: TimedRequest[];
  target?: { ofStatic?: number; eventsPerSecond?: number };
}

const staticFile: TimedRequest = { method: 'GET', path: BENCH_STATIC_FILE.path };
const INTAKES: Intake[] = [
  { name: 'static file (2 KB, /media)', requests: [staticFile] },
  // The crawler first: what a cached profile costs without counting, then the same page counted.
  {
    name: 'profile page (cached), a crawler: not counted',
    requests: [{ method: 'GET', path: `/company/${DEMO_PROVIDER}`, headers: CRAWLER }],
  },
  {
    name: `profile page (cached), a visitor: 1 view`,
    requests: [{ method: 'GET', path: `/company/${DEMO_PROVIDER}`, headers: BROWSER }],
    target: { ofStatic: 0.5 },
  },
  {
    name: 'results page (cached), a visitor: 1 impression per card',
    requests: [{ method: 'GET', path: '/search/house+cleaning/78701', headers: BROWSER }],
    target: { eventsPerSecond: 2_000 },
  },
  {
    name: `beacon POST insights/events, ${BEACON_ADDRESSES.toLocaleString('en-US')} addresses`,
    requests: Array.from({ length: BEACON_ADDRESSES }, (_, n) => ({
      method: 'POST' as const,
      path: '/api/v1/insights/events',
      body: JSON.stringify({ provider: DEMO_PROVIDER, kind: 'phone-click' }),
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'sec-fetch-site': 'same-origin',
        'user-agent': BROWSER['user-agent'],
        'x-forwarded-for': `10.${(n >> 8) & 255}.${n & 255}.${1 + (n % 250)}`,
      },
    })),
    target: { eventsPerSecond: 2_000 },
  },
];

type Opened = Awaited<ReturnType<typeof openDatabase>>;

/** The last event's id: what was written since is the difference (ids only grow; the purge takes old ones). */
async function lastEventId(opened: Opened): Promise<number> {
  const [row] = (
    await opened.db.execute<{ id: number }>(
      sql`select coalesce(max(id), 0)::float8 as id from insight_events`,
    )
  ).rows;
  return row?.id ?? 0;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the server's buffer has written what it holds (it flushes each second, one batch at a time,
 * composition/insights.ts): no new event for a second and a half, so a run's writes never land in the next.
 */
async function settle(opened: Opened): Promise<void> {
  let last = await lastEventId(opened);
  for (let waited = 0; waited < 30_000; waited += 1_500) {
    await pause(1_500);
    const now = await lastEventId(opened);
    if (now === last) return;
    last = now;
  }
}

/** Events one request of each kind writes, asked once by hand. */
async function eventsPerRequest(opened: Opened, url: string, intake: Intake): Promise<number> {
  const before = await lastEventId(opened);
  const [request] = intake.requests;
  if (!request) return 0;
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const body = await response.arrayBuffer();
  await settle(opened);
  const written = (await lastEventId(opened)) - before;
  const cache = response.headers.get('x-porchlight-cache') ?? 'no header';
  log(
    `${intake.name}: ${response.status}, ${body.byteLength} bytes, page cache: ${cache}, ${written} events`,
  );
  return written;
}

interface IntakeRun {
  rate: Rate;
  written: number;
  /** Seconds from the first request until the buffer had written the last event. */
  seconds: number;
}

/** The built web app (npm run build); another build under way on a shared machine is waited for. */
async function waitForBuild(): Promise<void> {
  const deadline = Date.now() + 15 * 60_000;
  while (!existsSync(path.resolve('apps/web/.next/BUILD_ID'))) {
    if (Date.now() > deadline) throw new Error('apps/web/.next has no build: run `npm run build` first');
    log('waiting for a build of apps/web/.next…');
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

async function sample(url: string, request: TimedRequest): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await timeRequest(url, request));
  return samples;
}

async function main() {
  writeBenchStaticFile(dataDir);
  const opened = await openDatabase({ dataDir, log });
  await loadReferenceData(opened.db);
  const seedLine = await seedInsightsBench(opened, log);
  log(seedLine);
  await waitForBuild();
  const rollupMs = await timeRecentRollup(opened);
  const server = await startServerProcess({
    dataDir,
    databaseUrl: opened.url,
    serveWeb: true,
    seedDemo: true,
    env: { LOGIN_RATE_LIMIT: '1000' },
    log,
  });
  const load = [loadavg()[0] ?? 0];
  try {
    const cookie = await logIn(server.url, MEASURED.ownerEmail);
    const insights = (range: string): TimedRequest => ({
      method: 'GET',
      path: `/api/v1/provider/insights?vanityName=${MEASURED.vanityName}&range=${range}`,
      headers: { cookie },
    });
    const ranges = { '12 months': insights('12m'), '30 days': insights('30d') };
    const answer = (await (
      await fetch(`${server.url}${ranges['12 months'].path}`, { headers: { cookie } })
    ).json()) as {
      series: unknown[];
      totals: { metric: string; current: number }[];
    };
    const views = answer.totals.find((total) => total.metric === 'views')?.current;
    log(`12 months: ${answer.series.length} weeks, ${views} views`);
    const perRequest = new Map<string, number>();
    for (const intake of INTAKES) {
      // Warm-up (and the page cache filled); its events written before the probe starts counting.
      await measureRate(server.url, intake.requests, CLIENTS, 2);
      await settle(opened);
      perRequest.set(intake.name, await eventsPerRequest(opened, server.url, intake));
    }
    await sample(server.url, ranges['12 months']);
    await settle(opened);

    const runs: { api: Map<string, number[]>; intake: Map<string, IntakeRun> }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const api = new Map<string, number[]>([['static', await sample(server.url, staticFile)]]);
      for (const [name, request] of Object.entries(ranges)) api.set(name, await sample(server.url, request));
      const intake = new Map<string, IntakeRun>();
      for (const each of INTAKES) {
        const before = await lastEventId(opened);
        const started = performance.now();
        const rate = await measureRate(server.url, each.requests, CLIENTS, SECONDS);
        await settle(opened);
        const written = (await lastEventId(opened)) - before;
        // From the first request to the last write (settle waits 1.5 s past it): what the writes sustained.
        const seconds = Math.max(SECONDS, (performance.now() - started - 1_500) / 1000);
        intake.set(each.name, { rate, written, seconds });
        log(
          `run ${run}: ${each.name}: ${Math.round(rate.perSecond)}/s, ${rate.errors} failed, ${written} events`,
        );
      }
      runs.push({ api, intake });
      load.push(loadavg()[0] ?? 0);
    }

    const apiRow = (name: string, target?: number) => {
      const p = runs.map((run) => percentiles(run.api.get(name) ?? []));
      const staticP = runs.map((run) => percentiles(run.api.get('static') ?? []));
      const p95 = median(p.map((each) => each.p95));
      const ratio = median(p.map((each, i) => each.p95 / (staticP[i]?.p95 ?? Number.NaN)));
      const verdict = target === undefined ? '' : `≤ ${target} ms: ${p95 <= target ? 'met' : 'missed'}`;
      return [
        name,
        median(p.map((each) => each.p50)).toFixed(1),
        p95.toFixed(1),
        `${ratio.toFixed(1)}×`,
        verdict,
      ];
    };
    const [staticIntake] = INTAKES;
    const intakeRow = (intake: Intake) => {
      const of = (run: (typeof runs)[number]) => run.intake.get(intake.name);
      const staticRate = (run: (typeof runs)[number]) =>
        run.intake.get(staticIntake?.name ?? '')?.rate.perSecond;
      const perSecond = median(runs.map((run) => of(run)?.rate.perSecond ?? Number.NaN));
      const ofStatic = median(
        runs.map((run) => (of(run)?.rate.perSecond ?? Number.NaN) / (staticRate(run) ?? Number.NaN)),
      );
      const events = median(
        runs.map((run) => (of(run)?.written ?? Number.NaN) / (of(run)?.seconds ?? Number.NaN)),
      );
      const failed = Math.max(...runs.map((run) => of(run)?.rate.errors ?? Number.NaN));
      // Answered requests × events each, less what was written (a few more in flight when a run stops).
      const lost = Math.max(
        0,
        ...runs.map((run) => {
          const each = of(run);
          if (!each) return Number.NaN;
          return (each.rate.total - each.rate.errors) * (perRequest.get(intake.name) ?? 0) - each.written;
        }),
      );
      const { ofStatic: staticTarget, eventsPerSecond } = intake.target ?? {};
      const verdicts = [
        staticTarget ? `≥ ${staticTarget} × static: ${ofStatic >= staticTarget ? 'met' : 'missed'}` : '',
        eventsPerSecond
          ? `≥ ${eventsPerSecond.toLocaleString('en-US')} events/s written: ${events >= eventsPerSecond && failed === 0 ? 'met' : 'missed'}`
          : '',
      ].filter(Boolean);
      return [
        intake.name,
        String(Math.round(perSecond)),
        `${ofStatic.toFixed(2)}×`,
        String(failed),
        String(perRequest.get(intake.name) ?? 0),
        String(Math.round(events)),
        String(lost),
        verdicts.join('; '),
      ];
    };
    const loadLine = load.map((value) => value.toFixed(1)).join(' → ');
    const report = [
      '## Insights (`npm run bench:insights`, issue 37)',
      '',
      `Run on ${new Date().toISOString().slice(0, 10)}, 2 cores, built app, median of ${RUNS} runs; 1-minute load average ${loadLine}. The measured provider has ${BENCH_EVENTS.toLocaleString('en-US')} raw events (its last 90 days) and ${BENCH_JOBS.toLocaleString('en-US')} jobs with their requests, estimates, invoices, payments, chats, reviews and bookings, four others a quarter of the events and as many jobs (${seedLine}); the crontab's two-day rollup of every provider took ${(rollupMs / 1000).toFixed(1)} s.`,
      '',
      `The Insights page's data (\`GET /api/v1/provider/insights\`, what the page asks), one client, ${SAMPLES} requests each per run:`,
      '',
      table(
        ['request', 'p50 ms', 'p95 ms', 'p95 × static', 'target'],
        [apiRow('static'), apiRow('12 months', 50), apiRow('30 days', 50)],
      ),
      '',
      `Event intake and the cached pages with events on, ${CLIENTS} clients for ${SECONDS} s each (events/s = rows written to \`insight_events\` from the first request to the last write; lost = answered requests × events each − rows written, i.e. dropped by the buffer's bound):`,
      '',
      table(
        ['request', 'per second', '× static', 'failed', 'events each', 'events/s', 'lost', 'target'],
        INTAKES.map(intakeRow),
      ),
    ].join('\n');
    console.log(`\n${report}`);
    writeFileSync(path.join(dataDir, 'report.md'), `${report}\n`);
    if (process.env.BENCH_WRITE_REPORT !== 'false') writePerformanceSection('insights', report);
  } finally {
    await server.stop();
    await opened.close();
  }
}

await main();
