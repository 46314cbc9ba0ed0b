import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Executor } from '@porchlight/db/connection';
import { sql } from 'drizzle-orm';

const migrationsFolder = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@porchlight/db/package.json')),
  'migrations',
);

/** The data migration that puts every tools trial back on its company's creation (issue 29 item 8). */
export const TRIAL_MIGRATION = '0025_provider_trial_from_creation';

/**
 * Runs one shipped migration again on a test database, statement by statement as drizzle does: for data
 * migrations written to be idempotent, to show what they do to rows made the way old code made them.
 */
export async function runMigration(db: Executor, tag: string): Promise<void> {
  const text = readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.execute(sql.raw(statement));
  }
}
