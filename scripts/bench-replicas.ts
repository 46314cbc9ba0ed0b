// npm run bench:replicas: search with the primary alone vs. primary + one streaming replica (DATABASE_REPLICA_URLS),
// both on this machine (Debian's PostgreSQL: a primary and a pg_basebackup standby, scripts/lib/replica-pair.ts).
// Two server processes on the same data, measured in turns in each run; every rate is also given as a share of
// the static file's rate from the same server in the same run, and the report takes the median of the runs.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { connect, withClient, withDatabase } from '@porchlight/db/connection';
import { migrateDatabase } from '@porchlight/db/migrate';
import { loadReferenceData } from '@porchlight/db/reference/reference-data';
import { seedLargeProviders } from '@porchlight/db/seed/seed-large';
import { sql } from 'drizzle-orm';
import { measureRate, median, share, type TimedRequest, table } from './bench-measure';
import { queryMix, SEARCH_KINDS } from './bench-mix';
import { BENCH_STATIC_FILE, writeBenchStaticFile } from './lib/bench-static';
import { startReplicaPair } from './lib/replica-pair';
import { startServerProcess } from './lib/server-process';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RATE_SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const CLIENTS = 50;
const APP_DATABASE = 'porchlight';
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-replicas');
const STATIC: TimedRequest = { method: 'GET', path: BENCH_STATIC_FILE.path };
const SETUPS = ['primary alone', 'primary + 1 replica'] as const;

const log = (line: string) => console.log(`[bench:replicas] ${line}`);

async function main() {
  writeBenchStaticFile(dataDir);
  const pair = await startReplicaPair(async (primaryUrl) => {
    await withClient(primaryUrl, (client) => client.query(`create database ${APP_DATABASE}`));
    const db = connect(withDatabase(primaryUrl, APP_DATABASE), { max: 4 });
    await migrateDatabase(db);
    await loadReferenceData(db);
    const seeded = await seedLargeProviders(db, { providers: PROVIDERS, log });
    log(`seeded ${seeded.inserted} providers and ${seeded.offers} offers`);
    await db.execute(sql`vacuum analyze`);
    await db.$client.end();
  });
  const primaryUrl = withDatabase(pair.primaryUrl, APP_DATABASE);
  const common = { dataDir, databaseUrl: primaryUrl, serveWeb: false, seedDemo: false, log };
  const servers = {
    'primary alone': await startServerProcess({ ...common, env: { RUN_JOBS: 'false' } }),
    'primary + 1 replica': await startServerProcess({
      ...common,
      env: { RUN_JOBS: 'false', DATABASE_REPLICA_URLS: withDatabase(pair.standbyUrl, APP_DATABASE) },
    }),
  };
  const load = [loadavg()[0] ?? 0];
  try {
    const ready = await (await fetch(`${servers['primary + 1 replica'].url}/api/v1/ready`)).json();
    if (!ready.replicas?.[0]?.inUse) throw new Error(`The replica is not in use: ${JSON.stringify(ready)}`);
    const mix = queryMix(20261128, 100);
    const searches = SEARCH_KINDS.flatMap((kind) => mix.get(kind) ?? []);
    const results: Record<string, { staticRate: number; searchRate: number }[]> = {};
    for (const setup of SETUPS) await measureRate(servers[setup].url, searches, 10, 3); // warm both
    for (let run = 1; run <= RUNS; run++) {
      for (const setup of SETUPS) {
        const url = servers[setup].url;
        const staticRate = (await measureRate(url, [STATIC], CLIENTS, RATE_SECONDS)).perSecond;
        const search = await measureRate(url, searches, CLIENTS, RATE_SECONDS);
        if (search.errors > 0) throw new Error(`${search.errors} failed searches (${setup})`);
        const searchRate = search.perSecond;
        log(`run ${run}, ${setup}: static ${Math.round(staticRate)}/s, search ${Math.round(searchRate)}/s`);
        results[setup] = [...(results[setup] ?? []), { staticRate, searchRate }];
      }
      load.push(loadavg()[0] ?? 0);
    }
    const alone = results['primary alone'] ?? [];
    const rows = SETUPS.map((setup) => {
      const runs = results[setup] ?? [];
      // Each run's search rate against the primary alone's in the same run: the load then was the same.
      const versusAlone = runs.map((r, index) => r.searchRate / (alone[index]?.searchRate ?? Number.NaN));
      return [
        setup,
        Math.round(median(runs.map((r) => r.staticRate))),
        Math.round(median(runs.map((r) => r.searchRate))),
        share(median(runs.map((r) => r.searchRate / r.staticRate))),
        `${median(versusAlone).toFixed(2)}×`,
        `${Math.min(...versusAlone).toFixed(2)}–${Math.max(...versusAlone).toFixed(2)}×`,
      ];
    });
    const report = [
      `Replica bench on ${new Date().toISOString().slice(0, 10)}: ${PROVIDERS} providers, ${CLIENTS} clients, ${RATE_SECONDS} s per figure, median of ${RUNS} runs; 1-minute load average ${load.map((value) => value.toFixed(1)).join(' → ')}.`,
      '',
      table(
        ['setup', 'static file/s', 'search/s', 'search % static', 'search × primary alone', 'spread of runs'],
        rows,
      ),
    ].join('\n');
    console.log(`\n${report}`);
    writeFileSync(path.join(dataDir, 'report.md'), `${report}\n`);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    await pair.stop();
  }
}

await main();
