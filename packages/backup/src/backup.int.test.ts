import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withClient } from '@porchlight/db/connection';
import { migrateDatabase } from '@porchlight/db/migrate';
import { seedProvider, seedReview, seedUser } from '@porchlight/db/seed/factories';
import { createTestDatabase, type TestDatabase } from '@porchlight/db/testing/test-database';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBackup, RestoreRefused, restoreBackup } from './backup';
import { listMediaFiles } from './media-files';
import { countRows } from './table-copy';

let source: TestDatabase;
let target: TestDatabase;
let folder: string;
beforeAll(async () => {
  source = await createTestDatabase();
  target = await createTestDatabase({ empty: true });
  await migrateDatabase(target.db);
  folder = mkdtempSync(path.join(tmpdir(), 'porchlight-backup-test-'));
});
afterAll(async () => {
  await source.drop();
  await target.drop();
  rmSync(folder, { recursive: true, force: true });
});

const person = (database: TestDatabase, email: string) =>
  seedUser(database.db, { email, firstName: 'Test', lastName: 'Person' });

const query = <T extends pg.QueryResultRow>(url: string, sql: string) =>
  withClient(url, async (client) => (await client.query<T>(sql)).rows);

it('restores a backup taken under write load: the same rows, intact media, sequences that go on', async () => {
  const sourceMedia = path.join(folder, 'media');
  for (let i = 0; i < 12; i++) {
    const dir = path.join(sourceMedia, 'providers', `p${i % 3}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `photo-${i}.webp`), randomBytes(2_000 + i * 500));
  }
  const owner = await person(source, 'owner@backup.test');
  const provider = await seedProvider(source.db, { name: 'Snapshot Cleaning', owner: owner.id });
  for (let i = 0; i < 5; i++) {
    const author = await person(source, `author-${i}@backup.test`);
    await seedReview(source.db, { providerId: provider.id, userId: author.id, rating: 1 + (i % 5) });
  }
  // An automatic message still to send: its row is backed up, its timer (the job queue) is not.
  await query(
    source.url,
    `with client as (insert into clients (provider_id, first_name) values ('${provider.id}', 'Alex') returning id),
       job as (insert into jobs (provider_id, job_number, client_id, title)
               select '${provider.id}', 1, id, 'Deep clean' from client returning id, client_id)
     insert into scheduled_messages (provider_id, client_id, kind, job_id, dedupe_key, due_at, channels)
     select '${provider.id}', client_id, 'review-request', id, 'review-request:job:' || id, now() + interval '1 day', '{email}'
     from job`,
  );

  // Companies, their owners and reviews keep arriving, each in its own transaction, while the backup runs.
  let writing = true;
  let written = 0;
  const load = (async () => {
    while (writing) {
      const user = await person(source, `load-${written}@backup.test`);
      await seedProvider(source.db, { name: `Load Co ${written}`, owner: user.id });
      await seedReview(source.db, { providerId: provider.id, userId: user.id, rating: 5 });
      await seedProvider(source.db, { name: `Other Co ${written}`, owner: user.id, zipCode: '80202' });
      written += 1;
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const file = path.join(folder, 'backups', 'snapshot.tar.gz');
  const manifest = await createBackup({ databaseUrl: source.url, mediaDir: sourceMedia, file });
  writing = false;
  await load;
  expect(written).toBeGreaterThan(0);

  const targetMedia = path.join(folder, 'restored-media');
  await restoreBackup({ file, databaseUrl: target.url, mediaDir: targetMedia });

  // Every table holds what the snapshot held, and the snapshot agreed with itself under the load.
  const publicTables = manifest.tables.filter((table) => table.schema === 'public');
  const restored = await withClient(target.url, (client) => countRows(client, publicTables));
  for (const table of publicTables) expect(restored[`public.${table.name}`], table.name).toBe(table.rows);
  expect(manifest.tables.find((table) => table.name === 'providers')?.rows).toBeGreaterThan(1);
  const orphans = await query<{ n: string }>(
    target.url,
    `select count(*) as n from memberships m left join users u on u.id = m.user_id
     left join providers p on p.id = m.provider_id where u.id is null or p.id is null`,
  );
  expect(Number(orphans[0]?.n)).toBe(0);
  const [aggregates] = await query<{ total: number; count: number; reviews: string; sum: string }>(
    target.url,
    `select p.rating_total as total, p.review_count as count,
            (select count(*) from reviews r where r.provider_id = p.id) as reviews,
            (select sum(rating) from reviews r where r.provider_id = p.id) as sum
     from providers p where p.vanity_name = '${provider.vanityName}'`,
  );
  expect([aggregates?.count, aggregates?.total]).toEqual([
    Number(aggregates?.reviews),
    Number(aggregates?.sum),
  ]);

  // The media byte for byte, and new rows numbered after the restored ones.
  expect(await listMediaFiles(targetMedia)).toEqual(manifest.media);
  expect(manifest.media).toHaveLength(12);
  const author = await person(target, 'after-restore@backup.test');
  const next = await seedReview(target.db, { providerId: provider.id, userId: author.id, rating: 4 });
  const [highest] = await query<{ n: number }>(target.url, 'select max(review_number) as n from reviews');
  expect(next.reviewNumber).toBe(highest?.n);

  // Its automatic messages get their timers back: the rearm task, queued for the provider's next start.
  const rearm = await query<{ key: string }>(
    target.url,
    "select key from graphile_worker.jobs where task_identifier = 'rearm-messages'",
  );
  expect(rearm).toEqual([{ key: `rearm-messages:${provider.id}` }]);

  // A second restore would mix two sites: refused, nothing written.
  await expect(restoreBackup({ file, databaseUrl: target.url, mediaDir: targetMedia })).rejects.toThrow(
    RestoreRefused,
  );
});
