import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@porchlight/db/testing/test-database';
import type { sql } from 'drizzle-orm';
import { type ServerProcess, startServerProcess } from '../../../scripts/lib/server-process';

/**
 * Real server processes on one fresh database with the demo data, for kill -9 tests: each start gets
 * a data folder of its own and the same auth secret (so a session outlives the process that made it);
 * `cleanUp` stops them all and removes what they made.
 */
export function crashProcesses(name: string) {
  const secret = `${name}-processes-share-this-secret-`.padEnd(48, 'x');
  const servers: ServerProcess[] = [];
  const folders: string[] = [];
  let database: TestDatabase | undefined;

  const requireDatabase = () => {
    if (!database) throw new Error('call setUp() first');
    return database;
  };

  return {
    async setUp(): Promise<void> {
      database = await createTestDatabase({ empty: true });
    },
    async start(): Promise<ServerProcess> {
      const dataDir = mkdtempSync(path.join(tmpdir(), `porchlight-${name}-`));
      folders.push(dataDir);
      const server = await startServerProcess({
        dataDir,
        databaseUrl: requireDatabase().url,
        serveWeb: false,
        seedDemo: true,
        // Deliveries are woken by events; the poll only catches what an event missed.
        env: { AUTH_SECRET: secret, OUTBOX_POLL_MS: '200' },
        log: () => {},
      });
      servers.push(server);
      return server;
    },
    async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
      return (await requireDatabase().db.execute(query)).rows as T[];
    },
    async cleanUp(): Promise<void> {
      await Promise.all(servers.map((server) => server.stop()));
      await database?.drop();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
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
