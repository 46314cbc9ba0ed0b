import { createHash } from 'node:crypto';
import {
  afterFailedLogin,
  LOGIN_PAUSE_NOTICE_EVERY_MS,
  type LoginThrottlePolicy,
  type LoginThrottleState,
} from '@porchlight/core/identity/login-throttle.rules';
import type { Executor } from '@porchlight/db/connection';
import { loginThrottles } from '@porchlight/db/schema/index';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';

/** The row key of an e-mail address typed at the login form (already lowercased by the schema). */
export function loginThrottleKey(email: string): string {
  return createHash('sha256').update(email).digest('hex');
}

const msLeft = (column: typeof loginThrottles.pausedUntil) =>
  sql<number>`greatest(0, ceil(extract(epoch from ${column} - now()) * 1000))::int`;

/** Failed logins per e-mail address, on the database's clock (the one all processes share). */
export function createLoginThrottlesRepository(db: Executor) {
  return {
    /** Milliseconds logins with `key` stay paused (0: not paused). */
    async pausedForMs(key: string): Promise<number> {
      const [row] = await db
        .select({ ms: msLeft(loginThrottles.pausedUntil) })
        .from(loginThrottles)
        .where(and(eq(loginThrottles.key, key), gt(loginThrottles.pausedUntil, sql`now()`)));
      return row?.ms ?? 0;
    },

    /**
     * One more failure for `key`, under the row's lock so failures on every process count one by one.
     * In a unit of work, so the notice the caller queues commits with the pause.
     */
    async recordFailure(key: string, policy: LoginThrottlePolicy) {
      await db
        .insert(loginThrottles)
        .values({ key, failures: 0, pauses: 0, windowEndsAt: sql`now()` })
        .onConflictDoNothing();
      const [row] = await db
        .select({
          failures: loginThrottles.failures,
          pauses: loginThrottles.pauses,
          windowEndsAt: loginThrottles.windowEndsAt,
          pausedUntil: loginThrottles.pausedUntil,
          notifiedAt: loginThrottles.notifiedAt,
          now: sql<Date>`now()`.mapWith(loginThrottles.windowEndsAt),
        })
        .from(loginThrottles)
        .where(eq(loginThrottles.key, key))
        .for('update');
      if (!row) throw new Error('login throttle row vanished');
      const { now, ...previous } = row;
      const outcome = afterFailedLogin(previous satisfies LoginThrottleState, now, policy);
      await db.update(loginThrottles).set(outcome.state).where(eq(loginThrottles.key, key));
      return outcome;
    },

    /** A successful login: the episode is over (the time of the last notice is kept). */
    async reset(key: string): Promise<void> {
      await db
        .update(loginThrottles)
        .set({ failures: 0, pauses: 0, pausedUntil: null, windowEndsAt: sql`now()` })
        .where(and(eq(loginThrottles.key, key), gt(loginThrottles.failures, 0)));
    },

    /** Drops forgotten episodes whose owner was not told within the last day. */
    async sweep(): Promise<number> {
      const removed = await db
        .delete(loginThrottles)
        .where(
          and(
            lte(loginThrottles.windowEndsAt, sql`now()`),
            or(
              isNull(loginThrottles.notifiedAt),
              lte(
                loginThrottles.notifiedAt,
                sql`now() - ${LOGIN_PAUSE_NOTICE_EVERY_MS} * interval '1 millisecond'`,
              ),
            ),
          ),
        );
      return removed.rowCount ?? 0;
    },
  };
}

export type LoginThrottlesRepository = ReturnType<typeof createLoginThrottlesRepository>;
