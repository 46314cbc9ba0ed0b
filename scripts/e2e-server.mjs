// The app as Playwright's webServer: the existing web build, a fresh data directory, demo data.
import { createDataDir, removeDataDir } from './lib/data-dir.mjs';
import { runServer } from './lib/run-server.mjs';

const dataDir = createDataDir('porchlight-e2e');
const code = await runServer({
  PORT: process.env.E2E_PORT ?? '3100',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '1000',
});
removeDataDir(dataDir);
process.exit(code);
