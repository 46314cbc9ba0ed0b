import type { ReplicaState } from '@porchlight/db/replication';

/**
 * Whether a replica may answer a visitor's read: it answers, it is at most `maxLagSeconds` behind, and it has
 * replayed the WAL up to `freshFrom` (the primary's position when the last page-cache invalidation came, so a
 * dropped page is never rendered again from data older than the change that dropped it).
 */
export function isUsable(state: ReplicaState, maxLagSeconds: number, freshFrom: bigint): boolean {
  return (
    state.reachable &&
    state.lagSeconds !== null &&
    state.lagSeconds <= maxLagSeconds &&
    state.replayedLsn >= freshFrom
  );
}

/** 'host:port/database' of a postgres:// URL, without its credentials: how /ready names a replica. */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}
