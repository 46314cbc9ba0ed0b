// npm run backup [-- FILE]: one archive of the database (a consistent snapshot, embedded or DATABASE_URL)
// and DATA_DIR/media, by default DATA_DIR/backups/porchlight-{time}.tar.gz. Safe while the app runs.
import path from 'node:path';
import { createBackup } from '@porchlight/backup/backup';
import { loadConfig } from '../apps/server/src/config';
import { withAppDatabase } from './lib/app-database';

const log = (line: string) => console.log(`[backup] ${line}`);
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(
  process.argv[2] ?? path.join(config.dataDir, 'backups', `porchlight-${stamp}.tar.gz`),
);
if (config.S3_BUCKET) log(`Media are in bucket ${config.S3_BUCKET}: back it up with the bucket's own tools.`);

const manifest = await withAppDatabase(config, log, (databaseUrl) =>
  createBackup({ databaseUrl, mediaDir: config.S3_BUCKET ? null : config.mediaDir, file }),
);
const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
log(`Wrote ${file}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.media.length} media files.`);
