// The app as Playwright's webServer: the existing web build, a fresh data directory, demo data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runServer } from './lib/run-server.mjs';

const dataDir = mkdtempSync(path.join(tmpdir(), 'porchlight-e2e-'));
process.exit(
  await runServer({
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
  }),
);
