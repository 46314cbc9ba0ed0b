import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations } from 'graphile-worker';
import pg from 'pg';
import { withAdvisoryLock } from './advisory-lock';
import type { Database } from './connection';

// Found through the package, not this file's place: the server also runs from a bundle in apps/server/dist.
const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@porchlight/db/package.json')),
  'migrations',
);

/** Every process takes this lock to migrate: the first applies what is new, the others find nothing to do. */
export const MIGRATION_LOCK = 'porchlight:migrations';

/** graphile-worker's own messages while it migrates (debug chatter dropped, the rest to stderr). */
const jobQueueMigrationLogger = new Logger(() => (level, message) => {
  if (level === 'error' || level === 'warning') console.error(`job queue migration: ${message}`);
});

/**
 * Our tables (drizzle), then the job queue's own schema `graphile_worker` (its `runMigrations`, which
 * creates and upgrades it): both under one lock, so every process, the test template and each clone of it
 * get the same queue the same way.
 */
export async function migrateDatabase(db: Database): Promise<void> {
  await withAdvisoryLock(db.$client, MIGRATION_LOCK, async (client) => {
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
    // A pool of its own with the handlers graphile-worker asks for (an idle connection dropping is no error).
    const pgPool = new pg.Pool({ ...db.$client.options, max: 1 });
    pgPool.on('error', () => {});
    pgPool.on('connect', (connection) => connection.on('error', () => {}));
    try {
      await runMigrations({ pgPool, logger: jobQueueMigrationLogger });
    } finally {
      await pgPool.end();
    }
  });
}

let newestMigration: number | undefined;
/** The creation time drizzle records for the newest migration this code ships (read once per process). */
function newestShippedMigration(): number {
  newestMigration ??= Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  return newestMigration;
}

/**
 * Whether the database has every migration this code ships (drizzle's own bookkeeping): false while
 * another process is still migrating, or when this process is older than the schema's newest change.
 */
export async function migrationsCurrent(db: Database): Promise<boolean> {
  const result = await db.execute<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  const newest = Number(result.rows[0]?.newest ?? 0);
  return newest >= newestShippedMigration();
}
