// npm run bench:api-calls: the API calls signed-in pages make, one at a time, against a static file from the
// same server in the same run (issue 32: about 2,000/s each, the static file ~2,800/s here). 4 clients with
// the session cookie (the Client Hub's calls with its bearer token too), median of 3 runs. Also the CPU time
// each request costs the server and its PostgreSQL: rates swing with other work on a shared machine, this less.
//   BENCH_ONLY=<name>            measure only that call (with the static file): e.g. to profile one call
//   BENCH_CPU_PROFILE_DIR=<dir>  write a V8 CPU profile of the server there when it stops
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { measureRate, median, type TimedRequest, table } from './bench-measure';
import { logIn } from './bench-soak-sessions';
import { BENCH_STATIC_FILE, writeBenchStaticFile } from './lib/bench-static';
import { processTreeCpuMs } from './lib/process-tree-cpu';
import { type ServerProcess, startServerProcess } from './lib/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_RATE_SECONDS ?? 10);
const ONLY = process.env.BENCH_ONLY;
const CLIENTS = 4;
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-api-calls');
const PROVIDER = 'bright-nest-cleaning-co';
const OWNER = 'pro@porchlight.test';
const CUSTOMER = 'customer@porchlight.test';
const provider = `vanityName=${PROVIDER}`;

/** Each call as the page makes it; `as` names whose cookie it carries, `hub` that it has the hub's bearer token. */
const CALLS: { name: string; path: string; as: string; hub?: true }[] = [
  { name: 'health', path: '/api/v1/health', as: OWNER },
  { name: 'auth/me', path: '/api/v1/auth/me', as: OWNER },
  { name: 'profile completion', path: `/api/v1/provider/profile/completion?${provider}`, as: OWNER },
  { name: 'conversations', path: `/api/v1/provider/ws/conversations?${provider}&rows=1`, as: OWNER },
  { name: 'unread requests', path: `/api/v1/provider/profile/requests/unread-count?${provider}`, as: OWNER },
  {
    name: 'clients',
    path: `/api/v1/provider/service-manager/clients?${provider}&first=0&rows=10&sortField=createdAt&sortOrder=-1`,
    as: OWNER,
  },
  { name: 'hub details', path: `/api/v1/client-hub/details/${PROVIDER}`, as: CUSTOMER, hub: true },
  { name: 'available hubs', path: `/api/v1/client-hub/available-hubs/${PROVIDER}`, as: CUSTOMER, hub: true },
];

const log = (line: string) => console.log(`[bench:api-calls] ${line}`);

async function getJson<T>(url: string, headers: Record<string, string>): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The customer's hub token at the provider, as the hub page gets it for a logged-in account (Switch Account). */
async function hubBearer(server: string, cookie: string): Promise<string> {
  const { clientHubs } = await getJson<{ clientHubs: { providerUri: string; clientHubId: string }[] }>(
    `${server}/api/v1/client-hub/available-hubs/${PROVIDER}`,
    { cookie },
  );
  const here = clientHubs.find((hub) => hub.providerUri.toLowerCase() === PROVIDER);
  if (!here) throw new Error(`${CUSTOMER} is no client of ${PROVIDER}`);
  const tokens = await getJson<{ clientHubAccessToken: string }>(
    `${server}/api/v1/client-hub/switch/${PROVIDER}/${here.clientHubId}`,
    { cookie },
  );
  return `Bearer ${tokens.clientHubAccessToken}`;
}

/** Requests per second, and the server's and its database's CPU milliseconds per request meanwhile. */
async function measureCall(server: ServerProcess, request: TimedRequest, name: string) {
  const pid = server.pid ?? 0;
  const cpuBefore = processTreeCpuMs(pid);
  const rate = await measureRate(server.url, [request], CLIENTS, SECONDS);
  const cpuMs = processTreeCpuMs(pid) - cpuBefore;
  if (rate.errors > 0) throw new Error(`${rate.errors} failed requests for ${name}`);
  return { perSecond: rate.perSecond, cpuMsPerRequest: cpuMs / (rate.perSecond * SECONDS) };
}

async function main() {
  if (!existsSync(path.resolve('apps/web/.next/BUILD_ID'))) {
    throw new Error('apps/web/.next has no build: run `npm run build` first');
  }
  const calls = ONLY ? CALLS.filter((call) => call.name === ONLY) : CALLS;
  if (calls.length === 0)
    throw new Error(`BENCH_ONLY=${ONLY}: no such call (${CALLS.map((c) => c.name).join(', ')})`);
  writeBenchStaticFile(dataDir);
  const server = await startServerProcess({
    dataDir,
    serveWeb: true,
    seedDemo: true,
    cpuProfileDir: process.env.BENCH_CPU_PROFILE_DIR,
    env: { LOGIN_RATE_LIMIT: '1000' },
    log,
  });
  const load = [loadavg()[0] ?? 0];
  try {
    const cookies = new Map([
      [OWNER, await logIn(server.url, OWNER)],
      [CUSTOMER, await logIn(server.url, CUSTOMER)],
    ]);
    const bearer = await hubBearer(server.url, cookies.get(CUSTOMER) ?? '');
    const requests = new Map(
      calls.map(({ name, path: callPath, as, hub }): [string, TimedRequest] => {
        const cookie = cookies.get(as) ?? '';
        return [
          name,
          { method: 'GET', path: callPath, headers: hub ? { cookie, authorization: bearer } : { cookie } },
        ];
      }),
    );
    const staticFile: TimedRequest = { method: 'GET', path: BENCH_STATIC_FILE.path };
    // Warm-up: every call answers 2xx, and the process has compiled its paths.
    for (const [name, request] of [['static', staticFile] as const, ...requests]) {
      const warm = await measureRate(server.url, [request], CLIENTS, 2);
      if (warm.errors > 0) throw new Error(`${warm.errors} failed requests for ${name}`);
    }
    const runs: Map<string, { perSecond: number; cpuMsPerRequest: number }>[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const results = new Map([['static', await measureCall(server, staticFile, 'the static file')]]);
      for (const [name, request] of requests) {
        const result = await measureCall(server, request, name);
        results.set(name, result);
        log(
          `run ${run}: ${name}: ${Math.round(result.perSecond)}/s, ${result.cpuMsPerRequest.toFixed(2)} ms CPU (static ${Math.round(results.get('static')?.perSecond ?? 0)}/s)`,
        );
      }
      runs.push(results);
      load.push(loadavg()[0] ?? 0);
    }
    const medianOf = (value: (results: (typeof runs)[number]) => number) => median(runs.map(value));
    const rows = ['static', ...requests.keys()].map((name) => [
      name,
      Math.round(medianOf((results) => results.get(name)?.perSecond ?? Number.NaN)),
      medianOf(
        (results) =>
          (results.get(name)?.perSecond ?? Number.NaN) / (results.get('static')?.perSecond ?? Number.NaN),
      ).toFixed(2),
      medianOf((results) => results.get(name)?.cpuMsPerRequest ?? Number.NaN).toFixed(2),
    ]);
    const report = [
      `API calls of signed-in pages on ${new Date().toISOString().slice(0, 10)}: built app, demo data, ${CLIENTS} clients for ${SECONDS} s per call, median of ${RUNS} runs; 1-minute load average ${load.map((value) => value.toFixed(1)).join(' → ')}.`,
      '',
      table(['call', 'requests per second', 'of static', 'CPU ms per request (server + PostgreSQL)'], rows),
    ].join('\n');
    console.log(`\n${report}`);
    writeFileSync(path.join(dataDir, 'report.md'), `${report}\n`);
  } finally {
    await server.stop();
  }
}

await main();
