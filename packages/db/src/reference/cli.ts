// npm run db:reference: migrate the app's database and bring its reference data up to date, as every
// server start does, without starting the server. DATABASE_URL, or the embedded database under DATA_DIR.
import path from 'node:path';
import { DatabaseSetupError } from '@porchlight/postgres-launcher/database-setup-error';
import { openCommandDatabase } from '../open-command-database';
import { describeReferenceData, loadReferenceData } from './reference-data';

const log = (line: string) => console.log(`[db:reference] ${line}`);

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR || './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const database = await openCommandDatabase({ databaseUrl, dataDir, log });
  try {
    log(database.embedded ? `Migrated the embedded database (${dataDir}/postgres)` : 'Migrated DATABASE_URL');
    log(describeReferenceData(await loadReferenceData(database.db)));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A setup problem the user can fix (a folder PostgreSQL cannot reach) is one sentence, as at server start.
  if (error instanceof DatabaseSetupError) log(error.message);
  else console.error(error);
  process.exit(1);
});
