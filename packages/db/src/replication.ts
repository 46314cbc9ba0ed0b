import { sql } from 'drizzle-orm';
import type { Database } from './connection';

/** What the last health check of one streaming replica found. */
export interface ReplicaState {
  reachable: boolean;
  /** How far it has replayed the primary's WAL (pg_last_wal_replay_lsn, in bytes). */
  replayedLsn: bigint;
  /** How far behind the primary it is, in seconds; null when it did not answer. */
  lagSeconds: number | null;
}

export const UNREACHABLE: ReplicaState = { reachable: false, replayedLsn: 0n, lagSeconds: null };

/** One look at a replica must not hold up the next: a replica this slow counts as not answering. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * The lag is 0 when everything received is replayed (an idle primary leaves nothing to replay), else the
 * age of the last transaction replayed: PostgreSQL's own measure, on the replica alone.
 */
const HEALTH_QUERY = sql`
  select pg_is_in_recovery() as standby,
    pg_wal_lsn_diff(coalesce(pg_last_wal_replay_lsn(), '0/0'), '0/0')::text as replayed,
    case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
      else coalesce(extract(epoch from now() - pg_last_xact_replay_timestamp()), 0)
    end::float8 as lag_seconds`;

/** What one replica says of itself now; a server that is not a standby is refused as one. */
export async function checkReplica(replica: Database): Promise<ReplicaState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), CHECK_TIMEOUT_MS);
  });
  try {
    const query = replica.execute<{ standby: boolean; replayed: string; lag_seconds: number }>(HEALTH_QUERY);
    const [row] = (await Promise.race([query, timeout])).rows;
    if (!row?.standby) return UNREACHABLE;
    return { reachable: true, replayedLsn: BigInt(row.replayed), lagSeconds: Number(row.lag_seconds) };
  } catch {
    return UNREACHABLE;
  } finally {
    clearTimeout(timer);
  }
}

/** The primary's WAL position now, in bytes (pg_current_wal_lsn). */
export async function primaryLsn(primary: Database): Promise<bigint> {
  const { rows } = await primary.execute<{ lsn: string }>(
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text as lsn`,
  );
  const [row] = rows;
  if (!row) throw new Error('pg_current_wal_lsn() returned no row');
  return BigInt(row.lsn);
}
