import { UNREACHABLE } from '@porchlight/db/replication';
import { describe, expect, it } from 'vitest';
import { isUsable, replicaName } from './replica-choice';

const caughtUp = { reachable: true, replayedLsn: 5_000n, lagSeconds: 0.2 };

describe('which replica may answer a visitor', () => {
  it('takes one that answers, is within the lag limit and has replayed the last invalidation', () => {
    expect(isUsable(caughtUp, 10, 5_000n)).toBe(true);
  });

  it('skips one that did not answer its health check, or was never checked', () => {
    expect(isUsable({ ...caughtUp, reachable: false }, 10, 0n)).toBe(false);
    expect(isUsable(UNREACHABLE, 10, 0n)).toBe(false);
  });

  it('skips one further behind than REPLICA_MAX_LAG_SECONDS', () => {
    expect(isUsable({ ...caughtUp, lagSeconds: 10 }, 10, 0n)).toBe(true);
    expect(isUsable({ ...caughtUp, lagSeconds: 10.5 }, 10, 0n)).toBe(false);
  });

  it('skips one that has not yet replayed the change that dropped a cached page', () => {
    expect(isUsable(caughtUp, 10, 5_001n)).toBe(false);
  });
});

it('names a replica by host, port and database, never its password', () => {
  expect(replicaName('postgres://app:secret@db-replica-1:5432/porchlight')).toBe(
    'db-replica-1:5432/porchlight',
  );
});
