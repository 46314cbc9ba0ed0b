// A real server process (apps/server/src/server.ts, as in production) on 127.0.0.1: what the benchmarks
// measure and what the two-process API test runs twice on one database.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcessOptions {
  dataDir: string;
  /** The database; without it the server starts the embedded one under dataDir. */
  databaseUrl?: string;
  serveWeb: boolean;
  /** Run the demo seed step (apps/server/src/demo-seed.ts, as npm start does) before starting the server. */
  seedDemo: boolean;
  /** Write a V8 CPU profile of the server into this folder when it stops. */
  cpuProfileDir?: string;
  /** A fixed port (default: a free one). */
  port?: number;
  /** More environment for the server (e.g. AUTH_SECRET shared by several processes). */
  env?: Record<string, string>;
  /** Run through bench-server-probe.ts so that `usage()` can read the server's own figures. */
  measureUsage?: boolean;
  log: (line: string) => void;
}

/** The server process's memory after a full garbage collection (bytes) and the CPU time it has used. */
export interface ServerUsage {
  rss: number;
  heapUsed: number;
  /** Buffers and other memory outside the JavaScript heap (socket frames live there). */
  external: number;
  /** User and system CPU time since the process started, in milliseconds. */
  cpuMs: number;
}

export interface ServerProcess {
  url: string;
  /** The server's process id (for reading /proc/<pid>/status while it runs). */
  pid: number | undefined;
  /** Only for a server started with `measureUsage`. */
  usage(): Promise<ServerUsage>;
  /** SIGTERM, then the exit code once it has stopped (0 after a graceful shutdown). */
  stop(): Promise<number | null>;
  /** SIGKILL (kill -9): no shutdown at all, as a crash; resolves once the process is gone. */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** Waits until the server is ready for traffic (migrated, reference data loaded, listening), as a load balancer would. */
async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const ready = await fetch(`${url}/api/v1/ready`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer /api/v1/ready within 3 minutes');
}

/** Asks a server started through bench-server-probe.ts for its usage (one question at a time). */
async function askUsage(child: ChildProcess): Promise<ServerUsage> {
  if (!child.send) throw new Error('The server was not started with measureUsage');
  child.send('usage');
  const [answer] = (await once(child, 'message')) as [{ usage: ServerUsage }];
  return answer.usage;
}

/** The process's own lines (startup, warnings) go to the caller's log, prefixed. */
function forwardOutput(child: ChildProcess, log: (line: string) => void, prefix: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) log(`  ${prefix}: ${line}`);
    });
  }
}

/** The demo seed step on the server's settings; it exits when done (or finds the data there). */
async function seedDemo(env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/demo-seed.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, SEED_DEMO: 'true' },
  });
  forwardOutput(child, log, 'seed');
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The demo seed exited with code ${code}`);
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    SERVE_WEB: String(options.serveWeb),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (options.seedDemo) await seedDemo(env, options.log);
  const profiling = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const entry = options.measureUsage
    ? ['--expose-gc', '--import', 'tsx', 'scripts/bench-server-probe.ts']
    : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, [...profiling, ...entry], {
    cwd: root,
    stdio: options.measureUsage ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
    env,
  });
  forwardOutput(child, options.log, 'server');
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(url, child);
  } catch (error) {
    // A server that never got ready must not outlive its caller.
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid,
    usage: () => askUsage(child),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number | null];
      return code;
    },
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await once(child, 'exit');
    },
  };
}
