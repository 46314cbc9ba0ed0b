import type { Executor } from '@porchlight/db/connection';
import { rateLimits } from '@porchlight/db/schema/index';
import { lte, sql } from 'drizzle-orm';

export function createRateLimitsRepository(db: Executor) {
  return {
    /**
     * One more request for `key` in its window: the count so far and the milliseconds the window has
     * left. One statement, so processes hitting the same key at once each get their own count; the
     * window starts at the first hit and uses the database's clock, the one clock all processes share.
     */
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      const expired = sql`${rateLimits.windowEndsAt} <= now()`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, windowEndsAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimits.windowEndsAt} end`,
          },
        })
        .returning({
          current: rateLimits.hits,
          ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()) * 1000))::int`,
        });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    },

    /** Drops windows that ended: the table holds only addresses seen within the longest window. */
    async sweep(): Promise<number> {
      const removed = await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, sql`now()`));
      return removed.rowCount ?? 0;
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
