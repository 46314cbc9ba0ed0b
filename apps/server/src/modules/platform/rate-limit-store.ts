import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { RateLimitsRepository } from './rate-limits.repository';

type RouteLimitOptions = Parameters<FastifyRateLimitStore['child']>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
};

/** A route's own counters: its method and path, so logins and contact forms never share a budget. */
function routeKey(options: RouteLimitOptions): string {
  if (options.groupId) return `group:${options.groupId}:`;
  const method = [options.routeInfo?.method ?? ''].flat().join(',');
  return `${method} ${options.routeInfo?.url ?? options.path ?? ''}:`;
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
      return new PostgresRateLimitStore(routeOptions, routeKey(routeOptions));
    }
  }
  return PostgresRateLimitStore;
}
