import { mkdir } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { runningAppDatabaseUrl } from '@porchlight/db/open-database';
import { type LoadResult, runLoad, totalsOf } from './bench-soak-load';
import { megabytes, rssOf, sampleRss } from './bench-soak-memory';
import { checkMix, findProviders, type MixEntry, soakMix } from './bench-soak-mix';
import { paymentsCheck, prepareSessions } from './bench-soak-sessions';
import { writeBenchStaticFile } from './lib/bench-static';
import { createDataDir, removeDataDir } from './lib/data-dir.mjs';
import { startServerProcess } from './lib/server-process';

export interface SoakSettings {
  soakSeconds: number;
  warmUpSeconds: number;
  rampSeconds: number;
  /** The soak's rate as a share of the peak. */
  share: number;
  log: (line: string) => void;
  /** Registers what must be undone even on Ctrl-C; answers the function that unregisters it. */
  keep: (cleanUp: () => Promise<void>) => () => void;
}

export interface RampStep {
  connections: number;
  perSecond: number;
  errorRate: number;
}

export interface RunResult {
  ramp: RampStep[];
  peak: RampStep;
  targetRate: number;
  soak: LoadResult;
  rss: { settled: number; after: number; highest: number };
  /** The JS heap after a full GC: after the warm-up and after the idle. */
  heap: { settled: number; after: number };
  payments: { paid: number; paidTwice: number; chargedTwice: number };
  load: { before: number; after: number };
}

const CONNECTION_STEPS = [1, 2, 4, 8, 16, 32, 64];
/** Two steps in a row that add less than this to the best rate so far end the ramp: the server is saturated. */
const MIN_GAIN = 1.05;
const FLAT_STEPS = 2;
const SETTLE_WINDOW_MS = 30_000;
const IDLE_MS = 10_000;
const SAMPLE_MS = 5_000;
const PAYERS = 8;
const PROVIDERS = 12;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorRateOf(load: LoadResult): number {
  const { requests, errors } = totalsOf(load);
  return requests === 0 ? 0 : errors / requests;
}

/** Closed-loop steps of doubling connections until the rate stops growing: the mix's peak. */
async function findPeak(url: string, mix: MixEntry[], settings: SoakSettings): Promise<RampStep[]> {
  const steps: RampStep[] = [];
  let best = 0;
  let flat = 0;
  for (const connections of CONNECTION_STEPS) {
    const load = await runLoad(url, mix, { connections, seconds: settings.rampSeconds });
    const step = { connections, perSecond: load.perSecond, errorRate: errorRateOf(load) };
    steps.push(step);
    settings.log(
      `  ramp: ${connections} connections: ${step.perSecond.toFixed(0)}/s, errors ${(step.errorRate * 100).toFixed(2)}%`,
    );
    for (const failure of load.failures.slice(0, 3)) settings.log(`    ${failure}`);
    if (step.errorRate > 0) break;
    // One flat step can be the shared machine's noise; two are the server's limit.
    flat = step.perSecond < best * MIN_GAIN ? flat + 1 : 0;
    if (flat >= FLAT_STEPS) break;
    best = Math.max(best, step.perSecond);
  }
  return steps;
}

function logLoad(name: string, load: LoadResult, settings: SoakSettings): void {
  const { requests, errors } = totalsOf(load);
  settings.log(
    `  ${name}: ${requests} requests in ${load.seconds} s (${load.perSecond.toFixed(0)}/s), ${errors} errors (${load.timeouts} timeouts), p99 by minute ${load.p99ByMinute.map((ms) => ms.toFixed(0)).join(' / ')} ms`,
  );
  for (const failure of load.failures) settings.log(`    ${failure}`);
}

export async function soakRun(settings: SoakSettings): Promise<RunResult> {
  const { log } = settings;
  const dataDir = createDataDir('porchlight-bench-soak');
  const forgetDir = settings.keep(async () => removeDataDir(dataDir));
  await mkdir(path.join(dataDir, 'media'), { recursive: true });
  writeBenchStaticFile(dataDir);
  const server = await startServerProcess({
    dataDir,
    databaseUrl: process.env.DATABASE_URL,
    serveWeb: true,
    seedDemo: true,
    measureUsage: true,
    env: {
      // The soak measures traffic, not throttling: the setup logs in more often than a person would.
      LOGIN_RATE_LIMIT: '100000',
      VERIFICATION_CODE_RATE_LIMIT: '100000',
      // Tokens outlive the run (a browser would refresh every 15 minutes; refreshes are not in the mix).
      ACCESS_TOKEN_TTL_SECONDS: String(4 * 3600),
    },
    log,
  });
  const forgetServer = settings.keep(async () => {
    await server.stop();
  });
  try {
    const { pid } = server;
    if (pid === undefined) throw new Error('the server process has no pid');
    const databaseUrl = process.env.DATABASE_URL ?? runningAppDatabaseUrl(dataDir);
    if (!databaseUrl) throw new Error('the server’s embedded PostgreSQL is not running');
    const sessions = await prepareSessions(server.url, databaseUrl, PAYERS);
    const providers = await findProviders(server.url, PROVIDERS);
    const mix = soakMix({ providers, sessions });
    await checkMix(server.url, mix);
    log(
      `Mix: ${mix.length} requests a cycle, ${providers.length} providers, ${sessions.payers.length} hub payers`,
    );

    const loadBefore = loadavg()[0] ?? 0;
    log(`Ramp: ${settings.rampSeconds} s per step`);
    const ramp = await findPeak(server.url, mix, settings);
    const peak = ramp.reduce((best, step) => (step.perSecond > best.perSecond ? step : best));
    const targetRate = Math.max(1, Math.round(peak.perSecond * settings.share));
    // Four times the peak's connections (8 at least): each then has room to send its share of a second
    // even when slow answers hold it (autocannon drops what a connection could not send within its second).
    const atRate = { connections: Math.max(8, peak.connections * 4), overallRate: targetRate };
    log(`Peak ${peak.perSecond.toFixed(0)}/s at ${peak.connections} connections; soak at ${targetRate}/s`);

    const rss = sampleRss(pid, SAMPLE_MS);
    try {
      logLoad(
        'warm-up',
        await runLoad(server.url, mix, { ...atRate, seconds: settings.warmUpSeconds }),
        settings,
      );
      const settledRss = rss.medianOfLast(SETTLE_WINDOW_MS);
      const settledHeap = (await server.usage()).heapUsed;
      log(`  settled: RSS ${megabytes(settledRss)}, heap after GC ${megabytes(settledHeap)}`);
      const soakStart = rss.elapsed();
      const soak = await runLoad(server.url, mix, { ...atRate, seconds: settings.soakSeconds });
      logLoad('soak', soak, settings);
      const highest = rss.maxSince(soakStart);
      await sleep(IDLE_MS);
      rss.stop();
      const afterRss = rssOf(pid);
      const afterHeap = (await server.usage()).heapUsed;
      log(
        `  after ${IDLE_MS / 1000} s idle: RSS ${megabytes(afterRss)}, heap after GC ${megabytes(afterHeap)}`,
      );
      const payments = await paymentsCheck(databaseUrl, sessions.payers);
      return {
        ramp,
        peak,
        targetRate,
        soak,
        rss: { settled: settledRss, after: afterRss, highest },
        heap: { settled: settledHeap, after: afterHeap },
        payments,
        load: { before: loadBefore, after: loadavg()[0] ?? 0 },
      };
    } finally {
      rss.stop();
    }
  } finally {
    await server.stop();
    forgetServer();
    removeDataDir(dataDir);
    forgetDir();
  }
}
