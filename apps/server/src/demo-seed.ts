// npm run seed:demo (and npm start before the server, when SEED_DEMO is on): the demo accounts, providers,
// reviews and their images, once. A step of its own so that the server itself never loads demo code: it
// opens the database as the server does, migrates, brings the reference data up to date, then seeds.
import { mkdir } from 'node:fs/promises';
import { withAdvisoryLock } from '@porchlight/db/advisory-lock';
import { openCommandDatabase } from '@porchlight/db/open-command-database';
import type { OpenedDatabase } from '@porchlight/db/open-database';
import { describeReferenceData, loadReferenceData } from '@porchlight/db/reference/reference-data';
import { seedDemo } from '@porchlight/db/seed/demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';
import { DatabaseSetupError } from '@porchlight/postgres-launcher/database-setup-error';
import { createMediaStorage } from './adapters/storage/media-storage';
import { loadConfig } from './config';

/** Processes seeding together (several servers of one deploy) take turns: the later ones find it done. */
export const DEMO_SEED_LOCK = 'porchlight:seed';

const log = (line: string) => console.log(`[porchlight] ${line}`);
const config = loadConfig();

if (!config.SEED_DEMO) {
  log('SEED_DEMO is off: no demo data');
  process.exit(0);
}

let database: OpenedDatabase | undefined;

// Stopped mid-way (Ctrl-C during npm start): the seed's transaction rolls back with its connection, and
// the embedded PostgreSQL this step started stops with it.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, () => {
    log(`${signal} received, stopping the demo seed`);
    setTimeout(() => process.exit(code), 10_000).unref();
    void (database?.close() ?? Promise.resolve()).finally(() => process.exit(code));
  });
}

database = await openCommandDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.dataDir,
  log,
}).catch((error: unknown) => {
  if (!(error instanceof DatabaseSetupError)) throw error;
  log(error.message);
  process.exit(1);
});
try {
  const { db } = database;
  log(
    database.embedded
      ? `Embedded PostgreSQL ready (${config.dataDir}/postgres)`
      : 'Connected to DATABASE_URL',
  );
  log(describeReferenceData(await loadReferenceData(db)));
  // The same storage the app saves uploads to: DATA_DIR/media, or the S3 bucket of S3_*.
  const storage = createMediaStorage(config);
  if (storage.kind === 'local') await mkdir(config.mediaDir, { recursive: true });
  const seeded = await withAdvisoryLock(db.$client, DEMO_SEED_LOCK, () =>
    seedDemo({ db, saveMedia: storage.save, log }),
  );
  if (!seeded.created) log('Demo data already there');
  log(`Demo accounts (password "${DEMO_PASSWORD}"):`);
  for (const account of DEMO_ACCOUNTS) log(`  ${account.email.padEnd(28)} ${account.description}`);
} finally {
  await database.close();
}
