import type pg from 'pg';

/**
 * Runs `task` on one connection while holding a session-level PostgreSQL advisory lock named `name`:
 * processes starting together take turns (migrations, the demo seed). The lock goes with the
 * connection, so a process that dies mid-way frees it for the next one.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  name: string,
  task: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
    try {
      return await task(client);
    } finally {
      await client
        .query('select pg_advisory_unlock(hashtextextended($1, 0))', [name])
        .catch((error: Error) => {
          broken = error;
        });
    }
  } finally {
    // A connection whose unlock failed may still hold the lock: close it rather than pool it.
    client.release(broken);
  }
}
