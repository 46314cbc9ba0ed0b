import { TooManyRequestsError } from './app-error';
import type { RateLimitsRepository } from './rate-limits.repository';

/** At most `max` hits per `windowMs` (config.ts reads these from `N/<window>` variables). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Limits a service counts itself, where the key is not just the route and address (one client's new
 * links) or only some callers count (anonymous chat). The counters are the rate_limits rows the
 * route limits use, on the pool: a hit stays counted whatever the caller's transaction does.
 */
export function createThrottle(repository: Pick<RateLimitsRepository, 'hit'>) {
  return {
    /** Counts one hit for `key`; over the limit, a 429 with the seconds until the window ends. */
    async take(key: string, limit: RateLimit, message: (retryAfterSeconds: number) => string): Promise<void> {
      const { current, ttl } = await repository.hit(key, limit.windowMs);
      if (current <= limit.max) return;
      const retryAfterSeconds = Math.max(1, Math.ceil(ttl / 1000));
      throw new TooManyRequestsError(message(retryAfterSeconds), retryAfterSeconds);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
