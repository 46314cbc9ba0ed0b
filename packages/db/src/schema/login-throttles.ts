import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed logins per e-mail address (issue 30 item 4; the rule is core's login-throttle.rules.ts), shared
 * by every app process. One row per address typed at the login form, whether or not an account has it,
 * keyed by its SHA-256 so mistyped addresses of strangers are not kept; swept once forgotten.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    /** SHA-256 (hex) of the lowercased e-mail address. */
    key: text().primaryKey(),
    failures: integer().notNull(),
    /** Pauses in this episode: each is twice as long as the one before. */
    pauses: integer().notNull(),
    /** When the episode is forgotten. */
    windowEndsAt: timestamp({ withTimezone: true }).notNull(),
    pausedUntil: timestamp({ withTimezone: true }),
    /** When the account's owner was last told about a pause (at most once a day). */
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('login_throttles_window_ends_at_idx').on(table.windowEndsAt)],
);
