import {
  type OpenDatabaseOptions,
  type OpenedDatabase,
  openDatabase,
  runningAppDatabaseUrl,
} from './open-database';

/**
 * The app's database for a command run beside it (npm run db:reference, npm run seed:demo): DATABASE_URL;
 * else the embedded server a running app uses under DATA_DIR (starting our own would stop the app's);
 * else the embedded one under DATA_DIR, started for the command and stopped by close(). Migrated in every case.
 */
export async function openCommandDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const running = options.databaseUrl ? undefined : runningAppDatabaseUrl(options.dataDir);
  if (running) {
    const opened = await openDatabase({ ...options, databaseUrl: running }).catch(() => undefined);
    // No answer: the postmaster.pid of a server that is gone (a reboot); start our own below.
    if (opened) {
      options.log?.(`Using the running app's embedded PostgreSQL (${options.dataDir}/postgres)`);
      return { ...opened, embedded: true };
    }
  }
  return openDatabase(options);
}
