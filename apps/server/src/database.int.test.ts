import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenedDatabase } from '@porchlight/db/open-database';
import { catalogue } from '@porchlight/db/reference/catalogue/catalogue';
import { serviceCatalogue, users } from '@porchlight/db/schema/index';
import { createTestDatabase, type TestDatabase } from '@porchlight/db/testing/test-database';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { loadConfig } from './config';
import { openServerDatabase } from './database';

/**
 * Reference data is not demo data: a server started with SEED_DEMO=false on a database nobody seeded
 * (not the test template, which has the catalogue already) has the catalogue, as server.ts prepares it.
 */
let database: TestDatabase;
let dataDir: string;
const opened: OpenedDatabase[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  dataDir = mkdtempSync(path.join(tmpdir(), 'porchlight-start-'));
});
afterAll(async () => {
  for (const each of opened) await each.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One server start's database preparation, with the lines it logs. */
async function start(): Promise<{ db: OpenedDatabase['db']; lines: string[] }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
  });
  const lines: string[] = [];
  const started = await openServerDatabase(config, (line) => lines.push(line));
  opened.push(started);
  return { db: started.db, lines };
}

const house = catalogue.find((entry) => entry.n === 'House Cleaning');
const categories = new Set(catalogue.map((entry) => entry.cu)).size;
const services = catalogue.length.toLocaleString('en-US');

describe('a server start on an empty database without the demo', () => {
  it('migrates and loads the catalogue, which Add Services then searches and browses', async () => {
    const { db, lines } = await start();
    expect(lines).toContain(`Service catalogue: ${services} services (${services} added, 0 updated)`);
    const [stored] = await db.select({ value: count() }).from(serviceCatalogue);
    expect(stored?.value).toBe(catalogue.length);
    // No demo: nobody was seeded.
    const [people] = await db.select({ value: count() }).from(users);
    expect(people?.value).toBe(0);

    const app = await createTestApp(
      { SEED_DEMO: 'false' },
      { database: { db, url: database.url, drop: async () => {} } },
    );
    try {
      const search = await app.app.inject({ url: '/api/v1/network/catalogue/search?q=hous%20cleening' });
      expect(search.statusCode).toBe(200);
      expect(search.json().services).toContainEqual(
        expect.objectContaining({ u: house?.u, n: 'House Cleaning', cu: house?.cu }),
      );
      const browse = await app.app.inject({ url: '/api/v1/network/catalogue/categories' });
      expect(browse.statusCode).toBe(200);
      expect(browse.json().categories).toHaveLength(categories);
    } finally {
      await app.close();
    }
  });

  it('keeps it current on the next start: a changed row is rewritten, a missing one added, the rest left alone', async () => {
    const { db } = await start();
    const u = house?.u ?? '';
    await db
      .update(serviceCatalogue)
      .set({ n: 'Maid service (old name)', p: 1 })
      .where(eq(serviceCatalogue.u, u));
    const removed = catalogue.find((entry) => entry.n === 'Plumbing')?.u ?? '';
    await db.delete(serviceCatalogue).where(eq(serviceCatalogue.u, removed));

    const restarted = await start();
    expect(restarted.lines).toContain(`Service catalogue: ${services} services (1 added, 1 updated)`);
    const [row] = await db.select().from(serviceCatalogue).where(eq(serviceCatalogue.u, u));
    expect(row).toMatchObject({ n: 'House Cleaning', p: house?.p });
    expect(await db.select().from(serviceCatalogue).where(eq(serviceCatalogue.u, removed))).toHaveLength(1);

    const again = await start();
    expect(again.lines).toContain(`Service catalogue: ${services} services (current)`);
  });
});
