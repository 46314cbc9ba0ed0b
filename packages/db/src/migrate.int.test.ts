import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type Database } from './connection';
import { migrateDatabase, migrationsCurrent } from './migrate';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

let database: TestDatabase;
let second: Database;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  second = connect(database.url, { max: 2 });
});
afterAll(async () => {
  await second.$client.end();
  await database.drop();
});

it('migrates once when several processes start on an empty database at the same time', async () => {
  await expect(migrationsCurrent(database.db)).rejects.toThrow();
  // Three "processes" (two pools) race; the advisory lock makes them take turns.
  await Promise.all([migrateDatabase(database.db), migrateDatabase(second), migrateDatabase(database.db)]);
  const applied = await database.db.execute<{ count: number; hashes: number }>(
    sql`select count(*)::int as count, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
  );
  expect(applied.rows[0]!.count).toBe(applied.rows[0]!.hashes);
  expect(applied.rows[0]!.count).toBeGreaterThanOrEqual(16);
  expect(await migrationsCurrent(second)).toBe(true);
});

it('says migrations are pending when the database is behind the code', async () => {
  await database.db.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
  );
  expect(await migrationsCurrent(database.db)).toBe(false);
});
