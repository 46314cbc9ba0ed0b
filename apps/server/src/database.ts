import { type OpenedDatabase, openDatabase } from '@porchlight/db/open-database';
import { describeReferenceData, loadReferenceData } from '@porchlight/db/reference/reference-data';
import type { Config } from './config';

/**
 * The database as every server start prepares it, with or without SEED_DEMO: DATABASE_URL or the embedded
 * server under DATA_DIR, migrated, with its reference data (the service catalogue) current. Processes
 * starting together take turns on advisory locks for both steps.
 */
export async function openServerDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir'>,
  log: (line: string) => void,
): Promise<OpenedDatabase> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, log });
  log(
    database.embedded
      ? `Embedded PostgreSQL ready (${config.dataDir}/postgres)`
      : 'Connected to DATABASE_URL',
  );
  try {
    log(describeReferenceData(await loadReferenceData(database.db)));
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
