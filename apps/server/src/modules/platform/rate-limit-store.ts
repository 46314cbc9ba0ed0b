import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { RateLimitsRepository } from './rate-limits.repository';

type RouteLimitOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
  perProcess?: boolean;
};

/**
 * A route's `rateLimit` option for a limit counted in each process's memory instead of PostgreSQL: for a
 * route too busy for a database write per request whose limit only keeps counts honest (N processes allow N
 * times the limit), such as the insights beacon. Logins and messages keep the shared, exact counters.
 */
export const PER_PROCESS_LIMIT = { perProcess: true } as const;

/** Addresses a per-process store remembers at most; past that the oldest window is forgotten. */
const MEMORY_STORE_KEYS = 100_000;

/** A route's own counters: its method and path, so logins and contact forms never share a budget. */
function routeKey(options: RouteLimitOptions): string {
  if (options.groupId) return `group:${options.groupId}:`;
  const method = [options.routeInfo?.method ?? ''].flat().join(',');
  return `${method} ${options.routeInfo?.url ?? options.path ?? ''}:`;
}

/** Fixed windows in a Map (insertion order = window start, so the first key is the oldest window). */
class MemoryRateLimitStore implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { hits: number; endsAt: number }>();

  constructor(private readonly prefix: string) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ) {
    const now = Date.now();
    const name = this.prefix + key;
    let window = this.windows.get(name);
    if (!window || window.endsAt <= now) {
      this.windows.delete(name);
      const oldest = this.windows.keys().next();
      if (this.windows.size >= MEMORY_STORE_KEYS && !oldest.done) this.windows.delete(oldest.value);
      window = { hits: 0, endsAt: now + timeWindow };
      this.windows.set(name, window);
    }
    window.hits += 1;
    callback(null, { current: window.hits, ttl: window.endsAt - now });
  }

  child(routeOptions: RouteLimitOptions): FastifyRateLimitStore {
    return new MemoryRateLimitStore(routeKey(routeOptions));
  }
}

/**
 * @fastify/rate-limit's store on PostgreSQL: every process behind the load balancer counts the same
 * requests, so N processes do not grant N times the limit.
 */
export function postgresRateLimitStore(repository: RateLimitsRepository): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      repository.hit(this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteLimitOptions): FastifyRateLimitStore {
      if (routeOptions.perProcess) return new MemoryRateLimitStore(routeKey(routeOptions));
      return new PostgresRateLimitStore(routeOptions, routeKey(routeOptions));
    }
  }
  return PostgresRateLimitStore;
}
