import type { Executor } from '@porchlight/db/connection';
import { describe, expect, it } from 'vitest';
import { routedRepository } from './routed-repository';

// Stand-ins: the repository only needs to know which executor it was built on.
const primary = { name: 'primary' } as unknown as Executor;
const replica = { name: 'replica' } as unknown as Executor;
const nameOf = (db: Executor) => (db as unknown as { name: string }).name;

function lost(code: string): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code });
}

describe('a repository routed per call', () => {
  it('runs each call on the executor picked at that moment', async () => {
    let picked = replica;
    const repository = routedRepository(
      (db) => ({ where: async () => nameOf(db) }),
      () => picked,
      primary,
    );
    expect(await repository.where()).toBe('replica');
    picked = primary;
    expect(await repository.where()).toBe('primary');
  });

  it('asks the primary again when the replica went away since its last check', async () => {
    const repository = routedRepository(
      (db) => ({
        where: async () => {
          if (db === replica) throw lost('ECONNREFUSED');
          return nameOf(db);
        },
      }),
      () => replica,
      primary,
    );
    expect(await repository.where()).toBe('primary');
  });

  it('does not hide other errors behind the primary', async () => {
    const repository = routedRepository(
      (db) => ({
        where: async () => {
          if (db === replica) throw Object.assign(new Error('syntax error'), { code: '42601' });
          return nameOf(db);
        },
      }),
      () => replica,
      primary,
    );
    await expect(repository.where()).rejects.toThrow('syntax error');
  });
});
