// npm run bench:signed-in: what a signed-in page view costs the server, against a static file from the same
// server in the same run. A view is the page's HTML plus every API call the page makes in a real browser
// (recorded once with Chromium), so a page that moves its data to the client is not measured as cheaper.
// 4 clients with the session cookie, median of 3 runs (issue 32: at least 0.2 of the static rate).
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { measureRate, median, share, type TimedRequest, table } from './bench-measure';
import { logIn } from './bench-soak-sessions';
import { BENCH_STATIC_FILE, writeBenchStaticFile } from './lib/bench-static';
import { startServerProcess } from './lib/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const CLIENTS = 4;
const TARGET = 0.2;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-signed-in');
const STATIC: TimedRequest = { method: 'GET', path: BENCH_STATIC_FILE.path };
const PROVIDER = 'bright-nest-cleaning-co';

/** `again`: the view of a browser that opened the page before (the hub keeps its session in it). */
const PAGES: { name: string; email: string; path: string; again?: boolean }[] = [
  { name: "owner's profile", email: 'pro@porchlight.test', path: `/company/${PROVIDER}` },
  { name: 'My account', email: 'pro@porchlight.test', path: '/account' },
  { name: 'Service Manager', email: 'pro@porchlight.test', path: '/account/service-manager' },
  {
    name: 'Client Hub, first visit',
    email: 'customer@porchlight.test',
    path: `/company/${PROVIDER}/client-hub`,
  },
  {
    name: 'Client Hub, a later visit',
    email: 'customer@porchlight.test',
    path: `/company/${PROVIDER}/client-hub`,
    again: true,
  },
];

const log = (line: string) => console.log(`[bench:signed-in] ${line}`);

/** The page's HTML request and the GET API calls a browser with this cookie makes while opening it. */
async function recordView(
  server: string,
  cookie: string,
  pagePath: string,
  again = false,
): Promise<TimedRequest[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server };
      }),
    );
    const page = await context.newPage();
    const apiCalls: { path: string; authorization?: string }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/v1/') || request.method() !== 'GET') return;
      // The Client Hub's calls carry its bearer token besides the cookie.
      apiCalls.push({ path: url.pathname + url.search, authorization: request.headers().authorization });
    });
    if (again) {
      await page.goto(`${server}${pagePath}`, { waitUntil: 'networkidle' });
      apiCalls.length = 0;
    }
    const response = await page.goto(`${server}${pagePath}`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`HTTP ${response?.status()} from ${pagePath}`);
    const headers = { cookie, accept: 'text/html,*/*', 'accept-encoding': 'gzip, deflate, br' };
    return [
      { method: 'GET', path: pagePath, headers },
      ...apiCalls.map(
        ({ path: callPath, authorization }): TimedRequest => ({
          method: 'GET',
          path: callPath,
          headers: authorization ? { cookie, authorization } : { cookie },
        }),
      ),
    ];
  } finally {
    await browser.close();
  }
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
    // Four clients from one address open the customer's hubs thousands of times a minute.
    env: { HUB_SESSION_RATE_LIMIT: '1000000', LOGIN_RATE_LIMIT: '1000' },
    log,
  });
  const load = [loadavg()[0] ?? 0];
  try {
    const cookies = new Map<string, string>();
    const views = new Map<string, TimedRequest[]>();
    for (const { name, email, path: pagePath, again } of PAGES) {
      const cookie = cookies.get(email) ?? (await logIn(server.url, email));
      cookies.set(email, cookie);
      const view = await recordView(server.url, cookie, pagePath, again);
      views.set(name, view);
      log(
        `${name}: the HTML and ${view.length - 1} API calls (${view
          .slice(1)
          .map((call) => call.path)
          .join(', ')})`,
      );
      await measureRate(server.url, view, CLIENTS, 2);
    }
    const runs: Map<string, number>[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const rates = new Map<string, number>();
      const staticRate = await measureRate(server.url, [STATIC], CLIENTS, SECONDS);
      if (staticRate.errors > 0) throw new Error(`${staticRate.errors} failed requests for the static file`);
      rates.set('static', staticRate.perSecond);
      for (const { name } of PAGES) {
        const view = views.get(name) ?? [];
        const rate = await measureRate(server.url, view, CLIENTS, SECONDS);
        if (rate.errors > 0) throw new Error(`${rate.errors} failed requests for ${name}`);
        // Every request of the view once is one page view.
        rates.set(name, rate.perSecond / view.length);
        log(
          `run ${run}: ${name}: ${(rate.perSecond / view.length).toFixed(1)} views/s (static ${Math.round(staticRate.perSecond)}/s)`,
        );
      }
      runs.push(rates);
      load.push(loadavg()[0] ?? 0);
    }
    const rows = PAGES.map(({ name }) => {
      const perSecond = median(runs.map((rates) => rates.get(name) ?? Number.NaN));
      const ofStatic = median(
        runs.map((rates) => (rates.get(name) ?? Number.NaN) / (rates.get('static') ?? Number.NaN)),
      );
      const requests = views.get(name)?.length ?? 0;
      return [
        name,
        requests,
        perSecond.toFixed(1),
        ofStatic.toFixed(3),
        ofStatic >= TARGET ? `≥ ${TARGET}: met` : `≥ ${TARGET}: missed`,
      ];
    });
    const staticPerSecond = median(runs.map((rates) => rates.get('static') ?? Number.NaN));
    const report = [
      `Signed-in page views on ${new Date().toISOString().slice(0, 10)}: built web app, demo data, ${CLIENTS} clients with the session cookie for ${SECONDS} s, median of ${RUNS} runs; static file ${Math.round(staticPerSecond)}/s; 1-minute load average ${load.map((value) => value.toFixed(1)).join(' → ')}.`,
      '',
      table(['page', 'requests per view', 'views per second', 'of static', 'target'], rows),
      '',
      `(${share(TARGET)} of the static file's rate is the target; a view's requests are its HTML and the API calls Chromium made.)`,
    ].join('\n');
    console.log(`\n${report}`);
    writeFileSync(path.join(dataDir, 'report.md'), `${report}\n`);
  } finally {
    await server.stop();
  }
}

await main();
