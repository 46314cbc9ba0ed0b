import type { Executor } from '@porchlight/db/connection';

/**
 * A repository whose every call runs on the executor `pick` names at that moment (a replica or the primary),
 * so the services using it never choose. One repository is built per executor and kept.
 */
export function routedRepository<R extends object>(create: (db: Executor) => R, pick: () => Executor): R {
  const built = new Map<Executor, R>();
  const on = (db: Executor): R => {
    let repository = built.get(db);
    if (!repository) {
      repository = create(db);
      built.set(db, repository);
    }
    return repository;
  };
  return new Proxy({} as R, {
    get(_target, key) {
      const repository = on(pick());
      const member = Reflect.get(repository, key);
      return typeof member === 'function' ? member.bind(repository) : member;
    },
  });
}
