// npm run bench:soak: the built app (apps/web/.next) and the API in one server process on 127.0.0.1 with
// the demo data, under a mix of anonymous profile pages, search, signed-in pages, Client Hub pages and
// payments with the built-in processor. A ramp finds the mix's peak rate; after a warm-up at 80% of it,
// the soak runs SOAK_SECONDS (600) at that rate. It reports errors, p50/p99 per kind (also as a multiple
// of a static file's from the same server), and the server's memory after the run against where it
// settled after the warm-up; exits non-zero on ≥ 0.1% errors or > 10% memory growth. SOAK_RUNS (1):
// several runs, each on a fresh server, report their median. Full-length runs write docs/performance.md.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { soakReport, verdictOf } from './bench-soak-report';
import { type RunResult, soakRun } from './bench-soak-run';
import { PERFORMANCE_REPORT, writePerformanceSection } from './lib/performance-section.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const SOAK_RUNS = Number(process.env.SOAK_RUNS ?? 1);
const WARM_UP_SECONDS = Number(process.env.SOAK_WARM_UP_SECONDS ?? 60);
const RAMP_SECONDS = Number(process.env.SOAK_RAMP_SECONDS ?? 15);
/** Shorter soaks are for trying the bench out: only a full one is the documented figure. */
const DOCUMENTED_SECONDS = 600;
const REPORT_COPY = path.join(root, '.tmp/bench-soak/report.md');

const log = (line: string) => console.log(`[bench:soak] ${line}`);

/** What must be undone even when the run stops half-way (Ctrl-C, a failure): newest first. */
const cleanUps = new Set<() => Promise<void>>();
function keep(cleanUp: () => Promise<void>): () => void {
  cleanUps.add(cleanUp);
  return () => cleanUps.delete(cleanUp);
}
async function cleanUpAll(): Promise<void> {
  for (const cleanUp of [...cleanUps].reverse()) {
    await cleanUp().catch((error: unknown) => log(`clean-up failed: ${String(error)}`));
    cleanUps.delete(cleanUp);
  }
}

function writeSection(report: string): void {
  writePerformanceSection(
    'soak',
    [
      '## Soak (`npm run bench:soak`)',
      '',
      'The built app and the API in one server process on 127.0.0.1 (production mode, its own DATA_DIR, the',
      'embedded PostgreSQL, the demo data), asked by autocannon in the bench’s process for a mix drawn once',
      'from a fixed seed (400 requests a cycle; each connection goes round it from its own starting point):',
      'anonymous profile pages of 12 demo pros (home, reviews, photos, services; 28%), search API and',
      'suggestions (12%), search results pages (8%), signed-in pages of the Pro owner and the demo customer',
      '(/account, Requests, the Service Manager’s tabs, the owner’s own profile; 15%) and Service Manager API',
      'reads (6%), the Client Hub page (5%) and hub API reads with the bearer tokens of 8 clients who opened',
      'their e-mailed link (16%), payments (5%, five requests each: the owner sends a new invoice, the hub',
      'asks for a payment intent, the built-in processor confirms it with a test card, the hub records it and',
      'gives the automatic 5 stars, which drops the provider’s and the search pages from the page cache), and',
      'a 2 KB static file from `/media` (5%, the baseline). A ramp of closed-loop steps (1, 2, 4 … connections,',
      'as fast as answered, until two steps add less than 5%) finds the peak; then a warm-up and the soak run',
      'at 80% of it (autocannon `overallRate` over four times the peak’s connections, 8 at least: each',
      'connection sends its share of a second back to back, then waits for the next second, so p99 includes',
      'those bursts, and a share a connection could not send within its second is dropped, so fewer are',
      'answered than asked). Memory is the server process’s RSS (/proc VmRSS) every 5 s: “settled” is the',
      'median of the warm-up’s last 30 s, “after” a reading after 10 s idle. Targets (issue 17): < 0.1% errors,',
      'RSS after ≤ 1.10 × settled, no invoice paid twice.',
      '',
      report,
    ].join('\n'),
  );
}

async function main(): Promise<number> {
  if (!existsSync(path.join(root, 'apps/web/.next/BUILD_ID'))) {
    throw new Error('apps/web/.next has no build: run `npm run build` first');
  }
  const settings = {
    soakSeconds: SOAK_SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    rampSeconds: RAMP_SECONDS,
    share: 0.8,
    log,
    keep,
  };
  const runs: RunResult[] = [];
  for (let run = 1; run <= SOAK_RUNS; run++) {
    log(`Run ${run} of ${SOAK_RUNS}`);
    runs.push(await soakRun(settings));
  }
  const report = soakReport(runs, { ...settings, date: new Date().toISOString().slice(0, 10) });
  console.log(`\n${report}\n`);
  mkdirSync(path.dirname(REPORT_COPY), { recursive: true });
  writeFileSync(REPORT_COPY, `${report}\n`);
  if (SOAK_SECONDS >= DOCUMENTED_SECONDS) {
    writeSection(report);
    log(`Written to ${path.relative(root, PERFORMANCE_REPORT)} and ${path.relative(root, REPORT_COPY)}`);
  } else {
    log(`A ${SOAK_SECONDS} s soak is a trial: written to ${path.relative(root, REPORT_COPY)} only`);
  }
  return verdictOf(runs).passed ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the server and removing its data`);
    void cleanUpAll().finally(() => process.exit(130));
  });
}
try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await cleanUpAll();
}
