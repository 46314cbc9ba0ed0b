import { z } from 'zod';
import type { JobTask } from '../../adapters/job-queue';
import type { Repositories } from '../platform/unit-of-work';
import { sendWeeklySummaries, type WeeklySummaryDeps } from './weekly-summary';

export const INSIGHTS_ROLLUP_TASK = 'insights-rollup';
export const INSIGHTS_PURGE_TASK = 'insights-purge';
export const INSIGHTS_WEEKLY_SUMMARY_TASK = 'insights-weekly-summary';

/** Rows deleted per statement: short locks, and the purge stops when a step deletes fewer. */
const PURGE_STEP = 10_000;

/**
 * Every 10 minutes the last two local days are recounted (the Insights page is at most that late); daily at
 * 3:30 UTC raw events past 90 days go, a missed run made up on the next start; hourly, the owners whose
 * Monday 7:00 has come get last week's summary (weekly-summary.ts).
 */
export const INSIGHTS_CRONTAB = [
  `*/10 * * * * ${INSIGHTS_ROLLUP_TASK} ?fill=10m`,
  `30 3 * * * ${INSIGHTS_PURGE_TASK} ?fill=1d`,
  `0 * * * * ${INSIGHTS_WEEKLY_SUMMARY_TASK} ?fill=2h`,
].join('\n');

/** The insights' recurring work on the job queue (docs/plans/insights.md §2.6). */
export function createInsightTasks(deps: {
  repositories: Repositories;
  now?: () => Date;
}): Record<string, JobTask> {
  const now = deps.now ?? (() => new Date());
  return {
    [INSIGHTS_ROLLUP_TASK]: async () => {
      await deps.repositories.insightEvents.rollUpRecentDays(now());
    },
    [INSIGHTS_PURGE_TASK]: async () => {
      const at = now();
      while ((await deps.repositories.insightEvents.purgeOldEvents(at, PURGE_STEP)) === PURGE_STEP) {
        // Another step: each statement deletes at most PURGE_STEP rows.
      }
    },
  };
}

/** A crontab job's payload names the hour it stands for: a late or backfilled run acts for that hour. */
const cronRun = z.object({ _cron: z.object({ ts: z.coerce.date() }) });

/** The weekly summary e-mail on the job queue: its own task, since it writes through units of work. */
export function createWeeklySummaryTasks(
  deps: WeeklySummaryDeps & { now?: () => Date },
): Record<string, JobTask> {
  const now = deps.now ?? (() => new Date());
  return {
    [INSIGHTS_WEEKLY_SUMMARY_TASK]: async (payload) => {
      const cron = cronRun.safeParse(payload);
      await sendWeeklySummaries(deps, cron.success ? cron.data._cron.ts : now());
    },
  };
}
