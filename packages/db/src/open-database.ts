import path from 'node:path';
import { runningEmbeddedUrl, startEmbeddedPostgres } from '@porchlight/postgres-launcher/embedded';
import pg from 'pg';
import { connect, type Database, withDatabase } from './connection';
import { migrateDatabase } from './migrate';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server to use instead of the embedded one. */
  databaseUrl?: string;
  dataDir: string;
  log?: (line: string) => void;
}

export interface OpenedDatabase {
  db: Database;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

const APP_DATABASE = 'porchlight';

async function ensureDatabase(maintenanceUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/**
 * The app's database in the embedded server now running under `dataDir`, or undefined when none runs:
 * for tests that reach into a separate app process's data.
 */
export function runningAppDatabaseUrl(dataDir: string): string | undefined {
  const server = runningEmbeddedUrl(path.join(dataDir, 'postgres'));
  return server && withDatabase(server, APP_DATABASE);
}

/** Connects to DATABASE_URL, or starts the embedded server under DATA_DIR; then migrates. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  const log = options.log ?? (() => {});
  let url = options.databaseUrl;
  let stopServer = async () => {};
  if (!url) {
    const server = await startEmbeddedPostgres(path.join(options.dataDir, 'postgres'), { log });
    await ensureDatabase(server.url, APP_DATABASE);
    url = withDatabase(server.url, APP_DATABASE);
    stopServer = server.stop;
  }
  const db = connect(url);
  try {
    await migrateDatabase(db);
  } catch (error) {
    await db.$client.end();
    await stopServer();
    throw error;
  }
  return {
    db,
    url,
    embedded: !options.databaseUrl,
    async close() {
      await db.$client.end();
      await stopServer();
    },
  };
}
