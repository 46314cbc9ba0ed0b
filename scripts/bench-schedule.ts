// npm run bench:schedule (issue 33 "Speed and scale"): a week of 3 members with about 200 visits, read from
// the schedule API with 1,000,000 visits in the database (BENCH_VISITS), and moving one visit, against a
// static file from the same server in the same run: one client, p50/p95 over BENCH_SAMPLES requests each,
// median of 3 runs. Targets: the week p95 ≤ 30 ms, a move p95 ≤ 50 ms.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { openDatabase } from '@porchlight/db/open-database';
import { loadReferenceData } from '@porchlight/db/reference/reference-data';
import { DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';
import { sql } from 'drizzle-orm';
import { median, percentiles, type TimedRequest, table, timeRequest } from './bench-measure';
import { logIn } from './bench-soak-sessions';
import { BENCH_STATIC_FILE, writeBenchStaticFile } from './lib/bench-static';
import { startServerProcess } from './lib/server-process';

const VISITS = Number(process.env.BENCH_VISITS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const VISITS_PER_PROVIDER = 500;
const MEMBERS = 3;
/** Each member's visits are an hour long, one every 2.5 hours: a week holds 67 of each member's, 201 in all. */
const SLOT_MINUTES = 150;
const WEEK_START = '2026-03-02T00:00:00Z';
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-schedule');
const PREFIX = 'bench-schedule';
const log = (line: string) => console.log(`[bench:schedule] ${line}`);

type Opened = Awaited<ReturnType<typeof openDatabase>>;

/** Providers, each with an owner, 3 technicians, a client, 10 jobs and 500 visits assigned round-robin. */
async function seed(opened: Opened): Promise<string> {
  const { db } = opened;
  const providers = Math.ceil(VISITS / VISITS_PER_PROVIDER);
  const [existing] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from visits`)).rows;
  if ((existing?.n ?? 0) >= VISITS) return 'data from an earlier run';
  const started = performance.now();
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.execute(sql`
    insert into providers (id, name, vanity_name, vanity_name_lc, published, time_zone, time_zone_source)
    select md5(${PREFIX} || g)::uuid, 'Schedule Bench ' || g, ${PREFIX} || '-' || g, ${PREFIX} || '-' || g, true,
      'America/Chicago', 'owner'
    from generate_series(0, ${providers - 1}::int) g on conflict do nothing`);
  await db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name)
    select md5(${PREFIX} || 'user' || g || '-' || m)::uuid, ${PREFIX} || '-' || g || '-' || m || '@example.test',
      ${passwordHash}, 'Member', 'M' || m
    from generate_series(0, ${providers - 1}::int) g cross join generate_series(0, ${MEMBERS}::int) m on conflict do nothing`);
  await db.execute(sql`
    insert into memberships (user_id, provider_id, role)
    select md5(${PREFIX} || 'user' || g || '-' || m)::uuid, md5(${PREFIX} || g)::uuid,
      case when m = 0 then 'owner' else 'technician' end
    from generate_series(0, ${providers - 1}::int) g cross join generate_series(0, ${MEMBERS}::int) m on conflict do nothing`);
  await db.execute(sql`
    insert into clients (id, provider_id, first_name)
    select md5(${PREFIX} || 'client' || g)::uuid, md5(${PREFIX} || g)::uuid, 'Client ' || g
    from generate_series(0, ${providers - 1}::int) g on conflict do nothing`);
  await db.execute(sql`
    insert into jobs (id, provider_id, job_number, client_id, title, status)
    select md5(${PREFIX} || 'job' || g || '-' || j)::uuid, md5(${PREFIX} || g)::uuid, j + 1,
      md5(${PREFIX} || 'client' || g)::uuid, 'Job ' || j, 'scheduled'
    from generate_series(0, ${providers - 1}::int) g cross join generate_series(0, 9) j on conflict do nothing`);
  log(
    `${providers} providers, their teams, clients and jobs in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  for (let first = 0; first < providers; first += 200) {
    const last = Math.min(providers, first + 200) - 1;
    await db.execute(sql`
      insert into visits (id, provider_id, job_id, starts_at, ends_at)
      select md5(${PREFIX} || 'visit' || g || '-' || v)::uuid, md5(${PREFIX} || g)::uuid,
        md5(${PREFIX} || 'job' || g || '-' || (v % 10))::uuid,
        ${WEEK_START}::timestamptz + ((v / ${MEMBERS}::int) * ${SLOT_MINUTES}::int) * interval '1 minute',
        ${WEEK_START}::timestamptz + ((v / ${MEMBERS}::int) * ${SLOT_MINUTES}::int + 60) * interval '1 minute'
      from generate_series(${first}::int, ${last}::int) g cross join generate_series(0, ${VISITS_PER_PROVIDER - 1}::int) v
      on conflict do nothing`);
    await db.execute(sql`
      insert into visit_assignments (visit_id, provider_id, user_id)
      select md5(${PREFIX} || 'visit' || g || '-' || v)::uuid, md5(${PREFIX} || g)::uuid,
        md5(${PREFIX} || 'user' || g || '-' || (1 + v % ${MEMBERS}::int))::uuid
      from generate_series(${first}::int, ${last}::int) g cross join generate_series(0, ${VISITS_PER_PROVIDER - 1}::int) v
      on conflict do nothing`);
    log(`visits of providers ${first}-${last} (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  await db.execute(sql`vacuum analyze`);
  return `seeded ${VISITS} visits in ${Math.round((performance.now() - started) / 1000)} s`;
}

async function sample(server: string, request: TimedRequest): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await timeRequest(server, request));
  return samples;
}

/** The moved visit's version: each PATCH names the one the last answered, across runs. */
let version = 1;

/** Moves one visit back and forth between two times. */
async function sampleMoves(
  server: string,
  cookie: string,
  vanity: string,
  visitId: string,
): Promise<number[]> {
  const url = `${server}/api/v1/provider/schedule/visits/${visitId}?vanityName=${vanity}`;
  const headers = { cookie, 'content-type': 'application/json' };
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Two hours of a June day, after every seeded visit: nobody is booked then.
    const start = i % 2 === 0 ? '2026-06-02T09:00' : '2026-06-02T11:00';
    const end = i % 2 === 0 ? '2026-06-02T10:00' : '2026-06-02T12:00';
    const began = performance.now();
    const response = await fetch(url, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ version, start, end }),
    });
    const answer = (await response.json()) as { version?: number; message?: string };
    samples.push(performance.now() - began);
    if (!response.ok) throw new Error(`move ${i}: HTTP ${response.status} ${answer.message}`);
    version = answer.version ?? version;
  }
  return samples;
}

async function main() {
  writeBenchStaticFile(dataDir);
  const opened = await openDatabase({ dataDir, log });
  await loadReferenceData(opened.db);
  const seedLine = await seed(opened);
  log(seedLine);
  const vanity = `${PREFIX}-0`;
  const [target] = (
    await opened.db.execute<{ id: string; version: number }>(sql`
      select id, version from visits where provider_id = md5(${PREFIX} || 0)::uuid
        -- the API takes RFC 4122 ids only (version and variant digits), which an md5 is not always
        and id::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab]'
      order by id limit 1`)
  ).rows;
  if (!target) throw new Error('no visit to move');
  // Each run moves it from where the last one left it: start from a known version.
  await opened.db.execute(sql`update visits set version = 1 where id = ${target.id}`);
  const server = await startServerProcess({
    dataDir,
    databaseUrl: opened.url,
    serveWeb: false,
    seedDemo: false,
    env: { LOGIN_RATE_LIMIT: '1000' },
    log,
  });
  const load = [loadavg()[0] ?? 0];
  try {
    const cookie = await logIn(server.url, `${PREFIX}-0-0@example.test`);
    const week: TimedRequest = {
      method: 'GET',
      path: `/api/v1/provider/schedule/visits?vanityName=${vanity}&from=2026-03-02T00:00&to=2026-03-09T00:00`,
      headers: { cookie },
    };
    const weekAnswer = (await (await fetch(`${server.url}${week.path}`, { headers: { cookie } })).json()) as {
      visits: unknown[];
    };
    log(`the week answers ${weekAnswer.visits.length} visits`);
    const staticFile: TimedRequest = { method: 'GET', path: BENCH_STATIC_FILE.path };
    await sample(server.url, staticFile);
    await sample(server.url, week);
    const runs: { static: number[]; week: number[]; move: number[] }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      runs.push({
        static: await sample(server.url, staticFile),
        week: await sample(server.url, week),
        move: await sampleMoves(server.url, cookie, vanity, target.id),
      });
      load.push(loadavg()[0] ?? 0);
      log(`run ${run} done`);
    }
    const row = (name: string, pick: (run: (typeof runs)[number]) => number[], target?: number) => {
      const p = runs.map((run) => percentiles(pick(run)));
      const staticP = runs.map((run) => percentiles(run.static));
      const p50 = median(p.map((each) => each.p50));
      const p95 = median(p.map((each) => each.p95));
      const ratio = median(p.map((each, i) => each.p95 / (staticP[i]?.p95 ?? Number.NaN)));
      return [
        name,
        p50.toFixed(1),
        p95.toFixed(1),
        `${ratio.toFixed(1)}×`,
        target === undefined ? '' : p95 <= target ? `≤ ${target} ms: met` : `≤ ${target} ms: missed`,
      ];
    };
    const report = [
      `Schedule benchmark on ${new Date().toISOString().slice(0, 10)}: ${VISITS.toLocaleString('en-US')} visits (${seedLine}), one client, ${SAMPLES} requests of each kind per run, median of ${RUNS} runs; 1-minute load average ${load.map((value) => value.toFixed(1)).join(' → ')}.`,
      '',
      table(
        ['request', 'p50 ms', 'p95 ms', 'p95 × static', 'target'],
        [
          row('static file (2 KB)', (run) => run.static),
          row(`a week of 3 members (${weekAnswer.visits.length} visits)`, (run) => run.week, 30),
          row('moving a visit (PATCH)', (run) => run.move, 50),
        ],
      ),
    ].join('\n');
    console.log(`\n${report}`);
    writeFileSync(path.join(dataDir, 'report.md'), `${report}\n`);
  } finally {
    await server.stop();
    await opened.close();
  }
}

await main();
