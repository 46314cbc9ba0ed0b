import { chmodSync, cpSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, type Database } from '@porchlight/db/connection';
import { runningAppDatabaseUrl } from '@porchlight/db/open-database';
import { createDemoTestDatabase } from '@porchlight/db/testing/demo-database';
import type { TestDatabase } from '@porchlight/db/testing/test-database';
import { stopLeftoverServer } from '@porchlight/postgres-launcher/embedded';
import type { sql } from 'drizzle-orm';
import { type ServerProcess, startServerProcess } from '../../../scripts/lib/server-process';

/**
 * Where the crashed app keeps its data: 'external' is a database of the test server (as DATABASE_URL),
 * 'embedded' the app's own PostgreSQL under its DATA_DIR, which a kill -9 leaves running.
 */
export type CrashDatabase = 'external' | 'embedded';

/**
 * The databases a crash test runs on: CI runs the external one (the Debian run makes it a real
 * server); `npm run test:crash` sets CRASH_FULL and adds the embedded one.
 */
export const crashDatabases = (): CrashDatabase[] =>
  process.env.CRASH_FULL ? ['external', 'embedded'] : ['external'];

/**
 * Real server processes on one fresh database with the demo data (a clone of the run's demo template, or
 * seeded into the app's own embedded database), for kill -9 tests. Every start uses
 * the same DATA_DIR (as a restarted server would) and the same auth secret (so a session outlives the
 * process that made it); `cleanUp` stops them all and removes what they made.
 */
export function crashProcesses(name: string, database: CrashDatabase = 'external') {
  const secret = `${name}-processes-share-this-secret-`.padEnd(48, 'x');
  const dataDir = mkdtempSync(path.join(tmpdir(), `porchlight-${name}-`));
  // As root the embedded cluster runs as the postgres user, who must be able to enter DATA_DIR.
  chmodSync(dataDir, 0o755);
  const servers: ServerProcess[] = [];
  let testDatabase: TestDatabase | undefined;
  let appDatabase: { url: string; db: Database } | undefined;

  /** The app's database as it is now: the embedded server moves to another port on each start. */
  async function currentDatabase(): Promise<Database> {
    if (database === 'external') {
      if (!testDatabase) throw new Error('call setUp() first');
      return testDatabase.db;
    }
    const url = runningAppDatabaseUrl(dataDir);
    if (!url) throw new Error('The embedded PostgreSQL of the app is not running');
    if (appDatabase?.url !== url) {
      await appDatabase?.db.$client.end();
      appDatabase = { url, db: connect(url, { max: 2 }) };
    }
    return appDatabase.db;
  }

  return {
    dataDir,
    async setUp(): Promise<void> {
      if (database !== 'external') return;
      // The run's demo data, cloned, with its images where the app's disk storage keeps media.
      const demo = await createDemoTestDatabase();
      testDatabase = demo;
      cpSync(demo.mediaDir, path.join(dataDir, 'media'), { recursive: true });
    },
    async start(): Promise<ServerProcess> {
      const server = await startServerProcess({
        dataDir,
        databaseUrl: testDatabase?.url,
        serveWeb: false,
        // The app's own embedded database starts empty: the demo seed step before its first start.
        seedDemo: database === 'embedded' && servers.length === 0,
        env: {
          AUTH_SECRET: secret,
          // Deliveries are woken by events; the poll only catches what an event missed.
          OUTBOX_POLL_MS: '200',
          LOGIN_RATE_LIMIT: '1000',
        },
        log: () => {},
      });
      servers.push(server);
      return server;
    },
    async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
      return (await (await currentDatabase()).execute(query)).rows as T[];
    },
    async cleanUp(): Promise<void> {
      await Promise.all(servers.map((server) => server.stop()));
      await appDatabase?.db.$client.end();
      await testDatabase?.drop();
      const cluster = path.join(dataDir, 'postgres');
      if (existsSync(cluster)) {
        // A test that failed after a kill -9 leaves the embedded server running; its cluster may be a link.
        const clusterDir = realpathSync(cluster);
        await stopLeftoverServer(clusterDir);
        rmSync(clusterDir, { recursive: true, force: true });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls until `done`; a minute without it fails the test instead of hanging it. */
export async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  const giveUp = Date.now() + 60_000;
  while (!(await done())) {
    if (Date.now() > giveUp) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
