// npm run restore FILE: brings a backup (npm run backup) into a fresh DATA_DIR (or an empty DATABASE_URL
// database): the tables after this version's migrations, the media into DATA_DIR/media, checked against
// the archive's checksums. Start the app afterwards; it finds the data and seeds nothing.
import path from 'node:path';
import { RestoreRefused, restoreBackup } from '@porchlight/backup/backup';
import { loadConfig } from '../apps/server/src/config';
import { withAppDatabase } from './lib/app-database';

const log = (line: string) => console.log(`[restore] ${line}`);
const file = process.argv[2];
if (!file) {
  log('Usage: npm run restore -- FILE   (with DATA_DIR, or DATABASE_URL, naming where to restore)');
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await withAppDatabase(config, log, (databaseUrl) =>
    restoreBackup({
      file: path.resolve(file),
      databaseUrl,
      mediaDir: config.S3_BUCKET ? null : config.mediaDir,
    }),
  );
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  log(`Restored the backup of ${manifest.createdAt}: ${rows} rows, ${manifest.media.length} media files.`);
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  log(error.message);
  process.exit(1);
}
