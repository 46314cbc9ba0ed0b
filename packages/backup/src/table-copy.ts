import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { type BackupTable, MIGRATIONS_TABLE, TABLES_FOLDER } from './backup-manifest';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (table: { schema: string; name: string }) => `${quote(table.schema)}.${quote(table.name)}`;
const columnList = (columns: string[]) => columns.map(quote).join(', ');

/** The app's tables (and drizzle's record of migrations) with the columns a copy writes. */
async function listTables(client: pg.ClientBase): Promise<Omit<BackupTable, 'rows' | 'file'>[]> {
  const { rows } = await client.query<{ schema: string; name: string; columns: string[] }>(
    `
    select c.table_schema as schema, c.table_name as name,
           array_agg(c.column_name::text order by c.ordinal_position) as columns
    from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where t.table_type = 'BASE TABLE'
      and (c.table_schema = 'public' or (c.table_schema = $1 and c.table_name = $2))
      and c.is_generated = 'NEVER'
    group by c.table_schema, c.table_name
    order by c.table_schema, c.table_name`,
    [MIGRATIONS_TABLE.schema, MIGRATIONS_TABLE.name],
  );
  return rows;
}

/** Counts the rows of COPY's text format as they pass: one line each (line breaks in values are escaped). */
function lineCounter() {
  let lines = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
      done(null, chunk);
    },
  });
  return { stream, count: () => lines };
}

/**
 * Writes every table to `dir/tables/` with COPY, inside the caller's snapshot (a repeatable-read
 * transaction), so all files show the database at one moment however busy it is.
 */
export async function dumpTables(client: pg.ClientBase, dir: string): Promise<BackupTable[]> {
  const tables: BackupTable[] = [];
  for (const table of await listTables(client)) {
    const file = path.posix.join(TABLES_FOLDER, `${table.schema}.${table.name}.copy`);
    const counter = lineCounter();
    const source = client.query(copyTo(`copy ${qualified(table)} (${columnList(table.columns)}) to stdout`));
    await pipeline(source, counter.stream, createWriteStream(path.join(dir, file)));
    tables.push({ ...table, rows: counter.count(), file });
  }
  return tables;
}

/** Every serial or identity column's sequence continues after the highest value restored. */
async function continueSequences(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ schema: string; name: string; column: string; sequence: string }>(`
    select table_schema as schema, table_name as name, column_name as column, sequence
    from (
      select table_schema, table_name, column_name,
             pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) as sequence
      from information_schema.columns
      where table_schema = 'public'
    ) columns
    where sequence is not null`);
  for (const { schema, name, column, sequence } of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${quote(column)}) from ${qualified({ schema, name })}), 0) + 1, false)`,
      [sequence],
    );
  }
}

/**
 * Loads the tables of a backup into an empty, migrated database in one transaction: triggers and
 * foreign-key checks wait (session_replication_role = replica, the way pg_restore loads data) since the
 * files come in name order, then every sequence continues after the highest number restored.
 */
export async function loadTables(client: pg.ClientBase, dir: string, tables: BackupTable[]): Promise<void> {
  const appTables = tables.filter(
    (table) => !(table.schema === MIGRATIONS_TABLE.schema && table.name === MIGRATIONS_TABLE.name),
  );
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    for (const table of appTables) {
      const target = client.query(
        copyFrom(`copy ${qualified(table)} (${columnList(table.columns)}) from stdin`),
      );
      await pipeline(createReadStream(path.join(dir, table.file)), target);
    }
    await continueSequences(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Rows in each of these tables now, for comparing a restore with its manifest. */
export async function countRows(
  client: pg.ClientBase,
  tables: { schema: string; name: string }[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${qualified(table)}`);
    counts[`${table.schema}.${table.name}`] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
