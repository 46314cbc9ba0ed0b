import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each running job-queue runner (graphile-worker's worker pool id, what it locks jobs with) and when it
 * last said it is alive: a runner whose heartbeat stopped has its locked jobs unlocked by another
 * process within minutes rather than the queue's own 4 hours (docs/plans/reminders.md §3.4).
 */
export const jobRunners = pgTable('job_runners', {
  id: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
