// npm run media-to-s3: copies every file under DATA_DIR/media into the S3_BUCKET the same environment
// names, under the same keys, so a site can move its media to object storage and restart with S3_*.
// Safe to run again: files already there with the same size are skipped. Local files are kept.

import { copyMedia } from '../apps/server/src/adapters/storage/copy-media';
import { createLocalStorage } from '../apps/server/src/adapters/storage/local-storage';
import { createMediaStorage, mediaUrls } from '../apps/server/src/adapters/storage/media-storage';
import { loadConfig } from '../apps/server/src/config';

const log = (line: string) => console.log(`[media-to-s3] ${line}`);
const config = loadConfig();
if (!config.S3_BUCKET) {
  log('Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as needed) first.');
  process.exit(1);
}
log(
  `Copying ${config.mediaDir} to bucket ${config.S3_BUCKET}${config.S3_ENDPOINT ? ` at ${config.S3_ENDPOINT}` : ''}`,
);
const report = await copyMedia(
  createLocalStorage(config.mediaDir, mediaUrls(undefined)),
  createMediaStorage(config),
  {
    log,
  },
);
log(
  `Done: ${report.copied} copied, ${report.skipped} already there. Restart the app with the same S3_* settings.`,
);
