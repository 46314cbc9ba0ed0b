import { DatabaseSetupError } from '@porchlight/postgres-launcher/database-setup-error';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openServerDatabase } from './database';
import { resolveAuthSecret } from './secret';

const config = loadConfig();
const log = (line: string) => console.log(`[porchlight] ${line}`);

// Migrated, with the reference data current. A setup problem the user can fix (a folder PostgreSQL
// cannot reach) is one sentence, not a stack. The demo data is a step of its own (demo-seed.ts).
const database = await openServerDatabase(config, log).catch((error: unknown) => {
  if (!(error instanceof DatabaseSetupError)) throw error;
  log(error.message);
  process.exit(1);
});

const app = await buildApp({
  config: { ...config, authSecret: resolveAuthSecret(config.AUTH_SECRET, config.dataDir) },
  db: database.db,
  serveWeb: config.SERVE_WEB,
});

/** How long requests in flight may take to finish after SIGTERM before the process exits anyway. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Graceful stop (a deploy, a scale-down): new requests are refused (503, the load balancer retries them
 * elsewhere), chat sockets close with 1001 Going Away (browsers reconnect to another process and catch up),
 * requests in flight finish, then the database pool closes.
 */
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log(`${signal} received, draining requests and sockets`);
  const force = setTimeout(() => {
    log(`Requests still running after ${DRAIN_TIMEOUT_MS} ms; exiting anyway`);
    process.exit(1);
  }, DRAIN_TIMEOUT_MS);
  force.unref();
  await app.close();
  await database.close();
  log('Stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

const address = await app.listen({ port: config.PORT, host: config.HOST });

log(
  `${config.SITE_NAME} is running at ${address.replace('127.0.0.1', 'localhost')} (Node ${process.versions.node})`,
);
