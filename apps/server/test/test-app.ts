import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@porchlight/db/testing/test-database';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app (no web) on a fresh database; env overrides tune limits per test file. A second app on
 * the same `database` stands for a second server process (it leaves dropping it to the first).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { database?: TestDatabase } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'porchlight-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: '1000',
    VERIFICATION_CODE_RATE_LIMIT: '1000',
    // Tests call from one address (inject's 127.0.0.1) far more often than a person would; the files
    // that test a limit set it low themselves.
    HUB_SESSION_RATE_LIMIT: '1000',
    HUB_NEW_LINK_RATE_LIMIT: '1000',
    HUB_NEW_LINK_CLIENT_RATE_LIMIT: '1000',
    CHAT_CONVERSATION_RATE_LIMIT: '1000',
    CHAT_MESSAGE_RATE_LIMIT: '1000',
    LOGIN_ACCOUNT_FAILURE_LIMIT: '1000',
    // Nothing polls in tests: a test runs the due jobs itself (app.jobQueue.runDue).
    RUN_JOBS: 'false',
    ...env,
  });
  const app = await buildApp({
    config: { ...config, authSecret: 'test-secret-'.padEnd(48, 'x') },
    db: database.db,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookies a response set, as a Cookie header for the next request (a tiny cookie jar). */
export function cookieHeader(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map<string, string>();
  for (const part of previous.split(/;\s*/).filter(Boolean)) {
    const [name, ...rest] = part.split('=');
    jar.set(name!, rest.join('='));
  }
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
