// The app as Playwright's webServer: the existing web build, a fresh data directory, demo data.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDataDir, removeDataDir } from './lib/data-dir.mjs';
import { serve } from './lib/run-server.mjs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = createDataDir('porchlight-e2e');

// Test-only: the journeys read e-mailed codes from DATA_DIR/mailbox (the built-in mail adapter) and age
// Client Hub links in DATA_DIR's embedded database, so this run's DATA_DIR is named in a file per port
// that e2e/fixtures/server-data.ts reads.
const dataDirPointer = path.join(tmpdir(), `porchlight-e2e-${port}.data-dir`);
writeFileSync(dataDirPointer, dataDir);

const env = {
  PORT: port,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT: '1000',
  // Desktop and mobile journeys send many codes from one address within minutes.
  VERIFICATION_CODE_RATE_LIMIT: '1000',
  // Every journey opens hub links, asks for new ones and starts anonymous chats from 127.0.0.1, at both
  // widths and on retries; the limits themselves are API-tested (throttling.int.test.ts).
  HUB_SESSION_RATE_LIMIT: '1000',
  HUB_NEW_LINK_RATE_LIMIT: '1000',
  HUB_NEW_LINK_CLIENT_RATE_LIMIT: '1000',
  CHAT_CONVERSATION_RATE_LIMIT: '1000',
  CHAT_MESSAGE_RATE_LIMIT: '1000',
  // A test bank debit settles in seconds, so the hub's live update of a Processing invoice is seen quickly.
  BUILTIN_BANK_SETTLE_SECONDS: '5',
};
// The demo data first, as npm start seeds it; a failed seed ends the run with its exit code.
const code = await serve(env);
rmSync(dataDirPointer, { force: true });
removeDataDir(dataDir);
process.exit(code);
