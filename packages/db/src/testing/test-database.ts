import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connect, type Database, withClient, withDatabase } from '../connection';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's maintenance database URL; test files clone TEMPLATE_DATABASE on it. */
    serverUrl: string;
    /** A folder of this run's own (removed after it): the demo template's media, see demo-database.ts. */
    runDir: string;
  }
}

export const TEMPLATE_DATABASE = 'porchlight_test_template';
/** The demo data, seeded once per test run (by the first file that asks) and cloned by every file after. */
export const DEMO_TEMPLATE_DATABASE = 'porchlight_test_demo_template';

export interface TestDatabase {
  db: Database;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database cloned from the migrated template: each test file gets its own. `empty` leaves it
 * unmigrated, for tests of what a first start does; `template` clones another (the demo data's).
 */
export async function createTestDatabase(
  options: { empty?: boolean; template?: string } = {},
): Promise<TestDatabase> {
  const serverUrl = inject('serverUrl');
  const name = `porchlight_test_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? '' : ` template ${options.template ?? TEMPLATE_DATABASE}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}${template}`));
  const url = withDatabase(serverUrl, name);
  const db = connect(url, { max: 5 });
  return {
    db,
    url,
    async drop() {
      // A test may have ended the pool itself (a database that stops answering).
      if (!db.$client.ending) await db.$client.end();
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
