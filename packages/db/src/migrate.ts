import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { withAdvisoryLock } from './advisory-lock';
import type { Database } from './connection';

// Found through the package, not this file's place: the server also runs from a bundle in apps/server/dist.
const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@porchlight/db/package.json')),
  'migrations',
);

/** Every process takes this lock to migrate: the first applies what is new, the others find nothing to do. */
export const MIGRATION_LOCK = 'porchlight:migrations';

export async function migrateDatabase(db: Database): Promise<void> {
  await withAdvisoryLock(db.$client, MIGRATION_LOCK, (client) =>
    migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder }),
  );
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
