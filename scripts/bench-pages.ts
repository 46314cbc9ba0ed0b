// npm run bench:pages: the rate of public pages against a static file, from the built web app
// (apps/web/.next) served by the one server process with the demo data, 10 clients, median of 3 runs.
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { measureRate, median, type Rate, share, type TimedRequest, table } from './bench-measure';
import { BENCH_STATIC_FILE, writeBenchStaticFile } from './lib/bench-static';
import { startServerProcess } from './lib/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 15);
const CLIENTS = 10;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-pages');
// A browser's request: it asks for compression and sends no cookie (an anonymous visitor).
const BROWSER_HEADERS = { accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br' };

const TARGETS: { name: string; request: TimedRequest; target?: number }[] = [
  { name: 'static file (2 KB, /media)', request: { method: 'GET', path: BENCH_STATIC_FILE.path } },
  {
    name: 'profile page /company/bright-nest-cleaning-co',
    request: { method: 'GET', path: '/company/bright-nest-cleaning-co' },
    target: 0.5,
  },
  {
    name: 'search results /search/house+cleaning/78701',
    request: { method: 'GET', path: '/search/house+cleaning/78701' },
    target: 0.4,
  },
  // Issue 34: only pros who book online, their cards with 'Books online · Next: …'.
  {
    name: 'search results, books online /search/house+cleaning/78701?booking=online',
    request: { method: 'GET', path: '/search/house+cleaning/78701?booking=online' },
    target: 0.4,
  },
];

const log = (line: string) => console.log(`[bench:pages] ${line}`);

/** What one request of the page answers: status, size and whether it came from the page cache. */
async function probe(url: string, request: TimedRequest): Promise<string> {
  const response = await fetch(`${url}${request.path}`, { headers: BROWSER_HEADERS });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${request.path}`);
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  const cache = response.headers.get('x-porchlight-cache') ?? 'no header';
  return `${response.status}, ${body.byteLength} bytes decoded (sent as ${encoding}), page cache: ${cache}`;
}

async function main() {
  if (!existsSync(path.resolve('apps/web/.next/BUILD_ID'))) {
    throw new Error('apps/web/.next has no build: run `npm run build` first');
  }
  writeBenchStaticFile(dataDir);
  const server = await startServerProcess({
    dataDir,
    serveWeb: true,
    seedDemo: true,
    cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR,
    log,
  });
  const load = [loadavg()[0] ?? 0];
  try {
    const withHeaders = TARGETS.map((target) => ({
      ...target,
      request: { ...target.request, headers: BROWSER_HEADERS },
    }));
    for (const { name, request } of withHeaders) {
      log(`${name}: ${await probe(server.url, request)}`);
      await measureRate(server.url, [request], CLIENTS, 3);
      log(`  after warm-up: ${await probe(server.url, request)}`);
    }
    const runs: Map<string, Rate>[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const rates = new Map<string, Rate>();
      for (const { name, request } of withHeaders) {
        const rate = await measureRate(server.url, [request], CLIENTS, SECONDS);
        if (rate.errors > 0) throw new Error(`${rate.errors} failed requests for ${name}`);
        rates.set(name, rate);
        log(`run ${run}: ${name}: ${Math.round(rate.perSecond)}/s, p99 ${rate.p99} ms`);
      }
      runs.push(rates);
      load.push(loadavg()[0] ?? 0);
    }
    const [staticTarget] = TARGETS;
    const rows = TARGETS.map(({ name, target }) => {
      const perSecond = median(runs.map((rates) => rates.get(name)?.perSecond ?? Number.NaN));
      const ofStatic = median(
        runs.map(
          (rates) =>
            (rates.get(name)?.perSecond ?? Number.NaN) /
            (rates.get(staticTarget?.name ?? '')?.perSecond ?? Number.NaN),
        ),
      );
      const p99 = median(runs.map((rates) => rates.get(name)?.p99 ?? Number.NaN));
      const verdict =
        target === undefined
          ? ''
          : ofStatic >= target
            ? `≥ ${share(target)}: met`
            : `≥ ${share(target)}: missed`;
      return [name, String(Math.round(perSecond)), share(ofStatic), String(p99), verdict];
    });
    const pageCache = process.env.PAGE_CACHE_TTL_SECONDS === '0' ? 'page cache off' : 'page cache on';
    const report = [
      `Pages on ${new Date().toISOString().slice(0, 10)}: built web app, demo data, ${pageCache}, ${CLIENTS} clients for ${SECONDS} s, median of ${RUNS} runs, anonymous browser-like requests (accept-encoding gzip, deflate, br); 1-minute load average ${load.map((value) => value.toFixed(1)).join(' → ')}.`,
      '',
      table(['request', 'per second', '% static', 'p99 ms', 'target'], rows),
    ].join('\n');
    console.log(`\n${report}`);
    writeFileSync(path.join(dataDir, 'report.md'), `${report}\n`);
    log(`Report written to ${path.join(dataDir, 'report.md')}`);
  } finally {
    await server.stop();
  }
}

await main();
