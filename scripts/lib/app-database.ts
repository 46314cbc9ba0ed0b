import { openDatabase, runningAppDatabaseUrl } from '../../packages/db/src/open-database';

/**
 * The app's database for a maintenance command: DATABASE_URL, else the embedded server the running app
 * uses, else the embedded server under DATA_DIR, started (and migrated) for the command and stopped after.
 */
export async function withAppDatabase<T>(
  config: { DATABASE_URL?: string; dataDir: string },
  log: (line: string) => void,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const running = config.DATABASE_URL ? undefined : runningAppDatabaseUrl(config.dataDir);
  if (config.DATABASE_URL || running) return work(config.DATABASE_URL ?? running ?? '');
  const database = await openDatabase({ dataDir: config.dataDir, log });
  try {
    return await work(database.url);
  } finally {
    await database.close();
  }
}
