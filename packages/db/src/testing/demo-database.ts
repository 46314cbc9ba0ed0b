import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { connect, withClient, withDatabase } from '../connection';
import { type SeedDemoResult, seedDemo } from '../seed/demo';
import {
  createTestDatabase,
  DEMO_TEMPLATE_DATABASE,
  TEMPLATE_DATABASE,
  type TestDatabase,
} from './test-database';

const BUILDING = `${DEMO_TEMPLATE_DATABASE}_building`;

export interface DemoTestDatabase extends TestDatabase {
  /** The demo's images, under their storage keys: copy them where a server's media storage expects them. */
  mediaDir: string;
}

const demoMediaDir = () => path.join(inject('runDir'), 'demo-media');
const seedResultFile = () => path.join(inject('runDir'), 'demo-seed.json');

/** Seeds the template unless a file before this one did; test files in other workers wait on the lock. */
async function ensureDemoTemplate(): Promise<void> {
  const serverUrl = inject('serverUrl');
  await withClient(serverUrl, async (client) => {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [DEMO_TEMPLATE_DATABASE]);
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [
        DEMO_TEMPLATE_DATABASE,
      ]);
      if (found.rowCount) return;
      await client.query(`drop database if exists ${BUILDING} with (force)`);
      await client.query(`create database ${BUILDING} template ${TEMPLATE_DATABASE}`);
      const db = connect(withDatabase(serverUrl, BUILDING), { max: 5 });
      try {
        const mediaDir = demoMediaDir();
        const result = await seedDemo({
          db,
          saveMedia: async (key, data) => {
            const file = path.join(mediaDir, key);
            mkdirSync(path.dirname(file), { recursive: true });
            writeFileSync(file, data);
          },
        });
        writeFileSync(seedResultFile(), JSON.stringify(result));
      } finally {
        await db.$client.end();
      }
      // Named only once complete: a file that finds the template finds all of it.
      await client.query(`alter database ${BUILDING} rename to ${DEMO_TEMPLATE_DATABASE}`);
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [DEMO_TEMPLATE_DATABASE]);
    }
  });
}

/** A fresh database holding the demo data, as `npm start` seeds it. */
export async function createDemoTestDatabase(): Promise<DemoTestDatabase> {
  await ensureDemoTemplate();
  return { ...(await createTestDatabase({ template: DEMO_TEMPLATE_DATABASE })), mediaDir: demoMediaDir() };
}

/** What the one seed of this run reported (its counts; `created` true). */
export function demoSeedResult(): SeedDemoResult {
  if (!existsSync(seedResultFile())) throw new Error('call createDemoTestDatabase() first');
  return JSON.parse(readFileSync(seedResultFile(), 'utf8')) as SeedDemoResult;
}
