// npm run bench:schedule (issue 33 "Speed and scale", issue 34 "Speed"): a week of 3 members with about 200
// visits, read from the schedule API with 1,000,000 visits in the database (BENCH_VISITS), moving one visit,
// and a visitor's availability for the next 60 days (arrival windows and exact start times), against a static
// file from the same server in the same run: one client, p50/p95 over BENCH_SAMPLES requests each, median of
// 3 runs. Targets: the week p95 ≤ 30 ms, a move p95 ≤ 50 ms, availability p95 ≤ 20 ms.
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

/** The bench's booking offer: provider 0 books it online. */
const OFFER_URI = 'bench-cleaning';
/** Visits re-seeded over the 60 days after each run's date, so availability has a real calendar to read. */
const BOOKED_VISITS = 300;

/**
 * Provider 0 books online (plan §9): open 8-5 every day, four arrival windows, its 3 technicians, a 2-hour
 * offer, 60 days ahead, a 30-minute buffer; and 300 visits of 90 minutes over the next 60 days, 5 a day
 * (the earlier run's removed first), beside the million in March.
 */
async function seedBookable(opened: Opened) {
  const { db } = opened;
  const provider = sql`md5(${PREFIX} || 0)::uuid`;
  await db.execute(sql`
    insert into provider_open_hours (provider_id, weekday, opens_minute, closes_minute)
    select ${provider}, d, 480, 1020 from generate_series(1, 7) d on conflict do nothing`);
  await db.execute(sql`
    insert into offers (id, provider_id, name, name_uri)
    values (md5(${PREFIX} || 'offer')::uuid, ${provider}, 'Bench cleaning', ${OFFER_URI}) on conflict do nothing`);
  await db.execute(sql`
    insert into booking_offers (offer_id, provider_id, duration_minutes)
    values (md5(${PREFIX} || 'offer')::uuid, ${provider}, 120) on conflict do nothing`);
  await db.execute(sql`
    insert into booking_windows (provider_id, starts_minute, ends_minute)
    values (${provider}, 480, 600), (${provider}, 600, 720), (${provider}, 780, 900), (${provider}, 900, 1020)
    on conflict do nothing`);
  await db.execute(sql`
    insert into booking_members (provider_id, user_id)
    select ${provider}, md5(${PREFIX} || 'user' || 0 || '-' || m)::uuid from generate_series(1, ${MEMBERS}::int) m
    on conflict do nothing`);
  await db.execute(sql`
    insert into booking_settings (provider_id, enabled, listed, mode, notice_minutes, horizon_days, buffer_minutes)
    values (${provider}, true, true, 'windows', 1440, 60, 30)
    on conflict (provider_id) do update set enabled = true, listed = true, horizon_days = 60`);
  await db.execute(sql`delete from visits where provider_id = ${provider} and starts_at > '2026-04-01'`);
  // Five a day at 8, 10, 12, 2 and 4 local, each member every third: 90 minutes apart, never overlapping.
  await db.execute(sql`
    insert into visits (id, provider_id, job_id, starts_at, ends_at)
    select md5(${PREFIX} || 'booked' || v || now())::uuid, ${provider}, md5(${PREFIX} || 'job' || 0 || '-' || 0)::uuid,
      (date_trunc('day', now() at time zone 'America/Chicago') + (v / 5 + 1) * interval '1 day'
        + (480 + (v % 5) * 120) * interval '1 minute') at time zone 'America/Chicago',
      (date_trunc('day', now() at time zone 'America/Chicago') + (v / 5 + 1) * interval '1 day'
        + (570 + (v % 5) * 120) * interval '1 minute') at time zone 'America/Chicago'
    from generate_series(0, ${BOOKED_VISITS - 1}::int) v`);
  await db.execute(sql`
    insert into visit_assignments (visit_id, provider_id, user_id)
    select v.id, v.provider_id,
      md5(${PREFIX} || 'user' || 0 || '-' || (1 + (row_number() over (order by v.starts_at)) % ${MEMBERS}::int))::uuid
    from visits v where v.provider_id = ${provider} and v.starts_at > '2026-04-01'`);
  await db.execute(sql`analyze visits; analyze visit_assignments`);
}

/** Arrival windows, or exact starts every 30 minutes: the second computes many more candidate times. */
async function setBookingMode(opened: Opened, mode: 'windows' | 'start-times') {
  await opened.db.execute(sql`
    update booking_settings set mode = ${mode}, start_step_minutes = ${mode === 'windows' ? null : 30}
    where provider_id = md5(${PREFIX} || 0)::uuid`);
}

/** A visitor's 60 days, each request from its own address (the route allows 120 a minute per address). */
async function sampleAvailability(server: string, vanity: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i++)
    samples.push(
      await timeRequest(server, {
        method: 'GET',
        path: `/api/v1/booking/${vanity}/availability?offer=${OFFER_URI}&days=60`,
        headers: { 'x-forwarded-for': `10.34.${(i >> 8) & 255}.${i & 255}` },
      }),
    );
  return samples;
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
  await seedBookable(opened);
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
    const days = (await (
      await fetch(`${server.url}/api/v1/booking/${vanity}/availability?offer=${OFFER_URI}&days=60`)
    ).json()) as { days?: { slots: unknown[] }[]; message?: string };
    if (!days.days) throw new Error(`availability: ${days.message}`);
    const slotCount = days.days.reduce((sum, day) => sum + day.slots.length, 0);
    log(`availability answers ${days.days.length} days, ${slotCount} windows`);
    const staticFile: TimedRequest = { method: 'GET', path: BENCH_STATIC_FILE.path };
    await sample(server.url, staticFile);
    await sample(server.url, week);
    const runs: {
      static: number[];
      week: number[];
      move: number[];
      windows: number[];
      startTimes: number[];
    }[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const measured = {
        static: await sample(server.url, staticFile),
        week: await sample(server.url, week),
        move: await sampleMoves(server.url, cookie, vanity, target.id),
        windows: await sampleAvailability(server.url, vanity),
      };
      await setBookingMode(opened, 'start-times');
      runs.push({ ...measured, startTimes: await sampleAvailability(server.url, vanity) });
      await setBookingMode(opened, 'windows');
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
          row(`availability, 60 days of windows (${slotCount} offered)`, (run) => run.windows, 20),
          row('availability, 60 days of start times every 30 min', (run) => run.startTimes, 20),
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
