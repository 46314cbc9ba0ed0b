import type { Executor } from '@porchlight/db/connection';

/** PostgreSQL's and Node's codes for a server that went away or is starting or stopping. */
const CONNECTION_LOST = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

function isConnectionLoss(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  // Drizzle wraps the driver's error in its own, with the original as `cause`.
  const message = `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`;
  return (typeof code === 'string' && CONNECTION_LOST.has(code)) || /Connection terminated/i.test(message);
}

/**
 * A repository whose every call runs on the executor `pick` names at that moment (a replica or the primary),
 * so the services using it never choose. A call a replica drops because it went away between two health
 * checks is asked again of the primary: the visitor gets an answer, not a 500. One repository per executor.
 */
export function routedRepository<R extends object>(
  create: (db: Executor) => R,
  pick: () => Executor,
  primary: Executor,
): R {
  const built = new Map<Executor, R>();
  const on = (db: Executor): R => {
    let repository = built.get(db);
    if (!repository) {
      repository = create(db);
      built.set(db, repository);
    }
    return repository;
  };
  const call = (db: Executor, key: string | symbol, args: unknown[]): unknown => {
    const repository = on(db);
    return (Reflect.get(repository, key) as (...args: unknown[]) => unknown).apply(repository, args);
  };
  return new Proxy({} as R, {
    get(_target, key) {
      const db = pick();
      const member = Reflect.get(on(db), key);
      if (typeof member !== 'function') return member;
      return (...args: unknown[]) => {
        const result = call(db, key, args);
        if (db === primary || !(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (!isConnectionLoss(error)) throw error;
          return call(primary, key, args);
        });
      };
    },
  });
}
