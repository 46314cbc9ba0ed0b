import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/**
 * JIT off for every session: our queries are short, and a server with JIT on (Debian's, not the embedded
 * one) spends seconds compiling any query it costs high, such as a search over a wide area.
 */
const NO_JIT = '-c jit=off';

export function connect(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, options: NO_JIT });
  // An idle connection the server closed (restart, shutdown) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', () => {});
  return drizzle({ client: pool, schema, casing: 'snake_case' });
}

/** The same server, another database: swaps the path of a postgres:// URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** An open transaction, as `db.transaction(async (tx) => …)` hands it over. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a repository runs its queries on: the pool, or the transaction of the use case it is part of. */
export type Executor = Database | Transaction;

/** One plain client for the length of `work` (maintenance: admin statements, COPY streams), then closed. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, options: NO_JIT });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
