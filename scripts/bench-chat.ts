// npm run bench:chat: live-chat fan-out. 5,000 sockets (BENCH_SOCKETS: a visitor and a provider-side socket
// per conversation) on one server process, then on two processes sharing one PostgreSQL (visitors on the
// first, the provider's sockets on the second, so every message crosses processes through LISTEN/NOTIFY).
// Messages go through the real socket path at 10 per second per 100 conversations. It reports fan-out
// latency (SEND → arrival on the other side's socket) and memory per idle socket (the server's RSS and heap
// after a full GC, before and after opening them), the median of 3 runs, into docs/performance.md.
// The clients run in child processes (bench-chat-client.ts) so their load is not in the server's memory.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@porchlight/db/open-database';
import { DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';
import type { BenchConversation, ClientCommand, ClientReport, TrafficResult } from './bench-chat-client';
import { median, percentiles, table } from './bench-measure';
import { createDataDir, removeDataDir } from './lib/data-dir.mjs';
import { PERFORMANCE_REPORT, writePerformanceSection } from './lib/performance-section.mjs';
import { type ServerProcess, type ServerUsage, startServerProcess } from './lib/server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Messages per second for every 100 conversations. */
const MESSAGES_PER_100 = Number(process.env.BENCH_MESSAGES_PER_100 ?? 10);
/** Traffic time per phase, rounded up to an even number of messages per conversation. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
/** The servers' ports: this one and the next. */
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3300);
const CONVERSATIONS = Math.floor(SOCKETS / 2);
/** Conversations whose sockets are opened, used and closed before measuring, so JIT and pools are warm. */
const WARM_UP_CONVERSATIONS = Math.min(50, CONVERSATIONS);
const TARGETS = { p99Ms: 100, bytesPerSocket: 50 * 1024 };
/** The demo's Pro owner and their provider, whose chat the benchmark switches on. */
const OWNER = { email: 'pro@porchlight.test', vanityName: 'bright-nest-cleaning-co' };

const log = (line: string) => console.log(`[bench:chat] ${line}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type PhaseName = 'one process' | 'two processes';

interface PhaseResult {
  p50: number;
  p99: number;
  messages: number;
  lost: number;
  errors: number;
  rssPerSocket: number;
  heapPerSocket: number;
  /** CPU time of the server processes (together) per message sent. */
  cpuMsPerMessage: number;
}

/** Every socket is a file descriptor: the server holds all of them, so the limit must leave room. */
function checkOpenFileLimit(): void {
  const limits = readFileSync('/proc/self/limits', 'utf8');
  const line = limits.split('\n').find((row) => row.startsWith('Max open files'));
  const soft = Number(line?.split(/\s+/)[3]);
  if (Number.isFinite(soft) && soft < SOCKETS + 1_000) {
    throw new Error(
      `${SOCKETS} sockets need more open files than ${soft}: run \`ulimit -n ${SOCKETS * 2}\` first`,
    );
  }
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function callApi(url: string, init: RequestInit & { body?: string }): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status} ${await response.text()}`);
  return response;
}

/** The owner's session cookies (an access token lasts 15 minutes: each phase logs in again). */
async function logInOwner(server: string): Promise<string> {
  const response = await callApi(`${server}/api/v1/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email: OWNER.email, password: DEMO_PASSWORD }),
  });
  return cookiesOf(response);
}

/** The owner switches chat on, then each anonymous visitor starts a conversation (their own address each). */
async function createConversations(server: string): Promise<BenchConversation[]> {
  const ownerCookie = await logInOwner(server);
  await callApi(`${server}/api/v1/provider/ws/settings?vanityName=${OWNER.vanityName}`, {
    method: 'PATCH',
    headers: { cookie: ownerCookie },
    body: JSON.stringify({ chatEnabled: true }),
  });
  const conversations: BenchConversation[] = [];
  const startOne = async (index: number) => {
    const response = await callApi(`${server}/api/v1/provider/ws/conversation`, {
      method: 'POST',
      headers: { 'x-forwarded-for': `127.8.${index >> 8}.${index & 255}` },
      body: JSON.stringify({
        recipients: [OWNER.vanityName],
        name: `Visitor ${index}`,
        email: `visitor${index}@example.com`,
      }),
    });
    const { id } = (await response.json()) as { id: string };
    conversations[index] = { id, visitorCookie: cookiesOf(response), index };
  };
  for (let index = 0; index < CONVERSATIONS; index += 20) {
    const batch = Array.from({ length: Math.min(20, CONVERSATIONS - index) }, (_, offset) => index + offset);
    await Promise.all(batch.map(startOne));
  }
  return conversations;
}

/** One client process, answering each command with one report. */
class ClientProcess {
  private readonly child: ChildProcess;

  constructor() {
    this.child = fork(path.join(root, 'scripts/bench-chat-client.ts'), [], {
      cwd: root,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }

  async command(command: ClientCommand): Promise<ClientReport> {
    this.child.send(command);
    const [report] = (await once(this.child, 'message')) as [ClientReport];
    if (report.type === 'failed') throw new Error(`client process: ${report.message}`);
    return report;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    this.child.disconnect();
    await once(this.child, 'exit');
  }
}

/** Conversations split into contiguous shares, one per client process. */
function share<T>(items: T[], parts: number): T[][] {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, part) => items.slice(part * size, (part + 1) * size));
}

/** Opens both sockets of every conversation, each client process its share. */
async function openSockets(
  clients: ClientProcess[],
  conversations: BenchConversation[],
  servers: { visitor: string; member: string; memberCookie: string },
): Promise<void> {
  const shares = share(conversations, clients.length);
  await Promise.all(
    clients.map((client, part) =>
      client.command({
        type: 'open',
        conversations: shares[part] ?? [],
        visitorServer: servers.visitor,
        memberServer: servers.member,
        memberCookie: servers.memberCookie,
      }),
    ),
  );
}

/** Messages at MESSAGES_PER_100 per 100 conversations, each client process its share of the rate. */
async function sendTraffic(
  clients: ClientProcess[],
  conversations: number,
  rounds: number,
  messagesPerSecond = (conversations * MESSAGES_PER_100) / 100,
): Promise<TrafficResult> {
  const shares = share(Array.from({ length: conversations }), clients.length);
  const reports = await Promise.all(
    clients.map((client, part) =>
      client.command({
        type: 'traffic',
        messagesPerSecond: (messagesPerSecond * (shares[part]?.length ?? 0)) / conversations,
        rounds,
      }),
    ),
  );
  const results = reports.flatMap((report) => (report.type === 'traffic' ? [report] : []));
  return {
    latencies: results.flatMap((result) => result.latencies),
    sent: results.reduce((sum, result) => sum + result.sent, 0),
    lost: results.reduce((sum, result) => sum + result.lost, 0),
    errors: results.flatMap((result) => result.errors),
  };
}

async function closeSockets(clients: ClientProcess[]): Promise<void> {
  await Promise.all(clients.map((client) => client.command({ type: 'close' })));
}

/** Messages per conversation in a phase: an even number, so every visitor's question gets its answer. */
function roundsPerPhase(): number {
  const rounds = Math.ceil((SECONDS * MESSAGES_PER_100) / 100);
  return Math.max(2, rounds + (rounds % 2));
}

/**
 * Each server's memory once a first full GC has had time to hand freed pages back to the system: the
 * first reading after activity still counts them in RSS.
 */
async function settledUsage(servers: ServerProcess[]): Promise<ServerUsage[]> {
  await Promise.all(servers.map((server) => server.usage()));
  await sleep(1_000);
  return Promise.all(servers.map((server) => server.usage()));
}

async function totalCpuMs(servers: ServerProcess[]): Promise<number> {
  const usages = await Promise.all(servers.map((server) => server.usage()));
  return usages.reduce((sum, usage) => sum + usage.cpuMs, 0);
}

/** Growth per socket, averaged over the servers (each holds `socketsEach`). */
function perSocket(before: ServerUsage[], after: ServerUsage[], socketsEach: number) {
  const growth = (key: keyof ServerUsage) =>
    after.reduce((sum, memory, index) => sum + memory[key] - (before[index]?.[key] ?? 0), 0) /
    after.length /
    socketsEach;
  return { rss: growth('rss'), heap: growth('heapUsed') };
}

type Endpoints = Parameters<typeof openSockets>[2];

/** A few conversations opened, used and closed, so that what runs once per process is not counted per socket. */
async function warmUp(clients: ClientProcess[], conversations: BenchConversation[], endpoints: Endpoints) {
  await openSockets(clients, conversations, endpoints);
  await sendTraffic(clients, conversations.length, 2, conversations.length);
  await closeSockets(clients);
  await sleep(1_000);
}

/** Opens every conversation's sockets and answers the servers' memory growth per socket. */
async function openIdleSockets(
  servers: ServerProcess[],
  clients: ClientProcess[],
  conversations: BenchConversation[],
  endpoints: Endpoints,
): Promise<{ rss: number; heap: number }> {
  const before = await settledUsage(servers);
  const started = performance.now();
  await openSockets(clients, conversations, endpoints);
  log(`  ${SOCKETS} sockets open in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await sleep(2_000);
  const after = await settledUsage(servers);
  return perSocket(before, after, SOCKETS / servers.length);
}

async function runPhase(
  phase: PhaseName,
  conversations: BenchConversation[],
  startServers: (count: number) => Promise<ServerProcess[]>,
): Promise<PhaseResult> {
  const servers = await startServers(phase === 'one process' ? 1 : 2);
  const clients = Array.from({ length: CLIENT_PROCESSES }, () => new ClientProcess());
  try {
    const visitorServer = servers[0];
    const memberServer = servers.at(-1);
    if (!visitorServer || !memberServer) throw new Error('no server started');
    const endpoints = {
      visitor: visitorServer.url,
      member: memberServer.url,
      memberCookie: await logInOwner(memberServer.url),
    };
    await warmUp(clients, conversations.slice(0, WARM_UP_CONVERSATIONS), endpoints);
    const memory = await openIdleSockets(servers, clients, conversations, endpoints);
    log(`  ${phase}: per idle socket RSS ${kb(memory.rss)}, heap ${kb(memory.heap)}`);
    const cpuBefore = await totalCpuMs(servers);
    const traffic = await sendTraffic(clients, conversations.length, roundsPerPhase());
    const cpuMsPerMessage = ((await totalCpuMs(servers)) - cpuBefore) / traffic.sent;
    await closeSockets(clients);
    const { p50, p99 } = percentiles(traffic.latencies);
    const result = {
      p50,
      p99,
      messages: traffic.sent,
      lost: traffic.lost,
      errors: traffic.errors.length,
      rssPerSocket: memory.rss,
      heapPerSocket: memory.heap,
      cpuMsPerMessage,
    };
    log(
      `  ${phase}: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms over ${result.messages} messages (${result.lost} lost, ${result.errors} error frames${traffic.errors[0] ? `, first: ${traffic.errors[0]}` : ''}); server CPU ${cpuMsPerMessage.toFixed(2)} ms per message`,
    );
    return result;
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await Promise.all(servers.map((server) => server.stop()));
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function summaryRow(phase: PhaseName, runs: PhaseResult[]): string[] {
  const figure = (key: keyof PhaseResult) => median(runs.map((run) => run[key]));
  const total = (key: 'messages' | 'lost' | 'errors') => runs.reduce((sum, run) => sum + run[key], 0);
  const met =
    figure('p99') <= TARGETS.p99Ms && figure('rssPerSocket') <= TARGETS.bytesPerSocket && total('lost') === 0;
  return [
    phase,
    figure('p50').toFixed(1),
    figure('p99').toFixed(1),
    runs.map((run) => run.p99.toFixed(0)).join(' / '),
    kb(figure('rssPerSocket')),
    kb(figure('heapPerSocket')),
    figure('cpuMsPerMessage').toFixed(2),
    `${total('messages')} / ${total('lost')} / ${total('errors')}`,
    met ? 'met' : 'missed',
  ];
}

function writeSection(results: Map<PhaseName, PhaseResult[]>, load: number[]): string {
  const rate = (CONVERSATIONS * MESSAGES_PER_100) / 100;
  const section = [
    '## Live chat fan-out (`npm run bench:chat`)',
    '',
    `${SOCKETS} sockets, a visitor and a provider-side socket for each of ${CONVERSATIONS} conversations (anonymous`,
    `visitors of the demo's Pro provider; its owner's sockets join each conversation), opened through`,
    '`GET provider/ws/token`, AUTH and JOIN; then SEND frames on a fixed schedule at',
    `${MESSAGES_PER_100} messages/s per 100 conversations (${rate}/s, ${roundsPerPhase()} per conversation, visitor and provider`,
    'in turn). Latency: SEND → MESSAGE on the other side’s socket; lost: not there 10 s after the last SEND. Memory: growth of the server’s RSS and JS heap',
    '(after a full GC) from opening the idle, joined sockets, per socket. With two processes the visitors are on',
    'the first and the provider’s sockets on the second (every message crosses processes through',
    'LISTEN/NOTIFY) and memory is the mean of both. Server CPU is the Node processes’ CPU time per message',
    '(PostgreSQL’s not included): unlike latency it hardly depends on other work on the machine (with a load',
    'average well above the core count, sends queue behind CPU time the server does not get). Servers',
    'API-only (`SERVE_WEB=false`) on 127.0.0.1, one',
    `embedded PostgreSQL, clients in ${CLIENT_PROCESSES} processes of their own; median of ${RUNS} runs`,
    `(${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores shared with other work, 1-minute load average`,
    `${load.map((value) => value.toFixed(1)).join(' → ')}). Targets: p99 ≤ ${TARGETS.p99Ms} ms, ≤ ${TARGETS.bytesPerSocket / 1024} KB per idle socket (RSS), nothing lost.`,
    '',
    table(
      [
        'servers',
        'p50 ms',
        'p99 ms',
        'p99 per run',
        'RSS / socket',
        'heap / socket',
        'server CPU ms / message',
        'sent / lost / errors',
        'targets',
      ],
      [...results].map(([phase, runs]) => summaryRow(phase, runs)),
    ),
  ].join('\n');
  return writePerformanceSection('chat', section);
}

async function main() {
  checkOpenFileLimit();
  const dataDir = createDataDir('porchlight-bench-chat');
  const database = await openDatabase({ dataDir, log });
  // Several processes of one site share the secret that signs sessions and chat tokens.
  const env = { AUTH_SECRET: randomBytes(48).toString('base64url') };
  let seeded = false;
  const startServers = async (count: number) => {
    const servers: ServerProcess[] = [];
    for (let index = 0; index < count; index++) {
      servers.push(
        await startServerProcess({
          dataDir,
          databaseUrl: database.url,
          serveWeb: false,
          seedDemo: !seeded,
          port: FIRST_PORT + index,
          env,
          measureUsage: true,
          log,
        }),
      );
      seeded = true;
    }
    return servers;
  };
  let cleaned: Promise<void> | undefined;
  const cleanUp = () => {
    cleaned ??= database.close().finally(() => removeDataDir(dataDir));
    return cleaned;
  };
  // Ctrl-C stops the servers and clients too (same process group); the database and folder are ours.
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    log(`Creating ${CONVERSATIONS} conversations`);
    const [setupServer] = await startServers(1);
    const conversations = await createConversations(setupServer?.url ?? '');
    await setupServer?.stop();

    const load = [loadavg()[0] ?? 0];
    const results = new Map<PhaseName, PhaseResult[]>([
      ['one process', []],
      ['two processes', []],
    ]);
    for (let run = 1; run <= RUNS; run++) {
      log(`Run ${run} of ${RUNS}`);
      for (const [phase, runs] of results) runs.push(await runPhase(phase, conversations, startServers));
      load.push(loadavg()[0] ?? 0);
    }
    const section = writeSection(results, load);
    console.log(`\n${section}\n\nWritten to ${path.relative(root, PERFORMANCE_REPORT)}.`);
  } finally {
    await cleanUp();
  }
}

await main();
