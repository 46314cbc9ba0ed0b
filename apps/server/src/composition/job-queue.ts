import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../adapters/job-queue';
import { publicUrlOf } from '../config';
import { BOOKING_DEADLINE_CRONTAB, createBookingTasks } from '../modules/booking/booking-deadline';
import {
  BOOKING_HOLD_CRONTAB,
  BOOKING_HOLD_SWEEP_TASK,
  createHoldTasks,
} from '../modules/booking/booking-deposits';
import {
  createNextWindowTasks,
  NEXT_WINDOWS_CRONTAB,
  refreshStaleNextWindows,
} from '../modules/booking/next-window-tasks';
import {
  createInsightTasks,
  createWeeklySummaryTasks,
  INSIGHTS_CRONTAB,
} from '../modules/insights/insight-tasks';
import { createMessageTasks } from '../modules/messaging/message-tasks';
import { createSeriesTasks, SERIES_CRONTAB } from '../modules/scheduling/series-tasks';

declare module 'fastify' {
  interface FastifyInstance {
    jobQueue: JobQueue;
  }
}

/**
 * The job queue (adapters/job-queue.ts) with every task the modules define. A process with RUN_JOBS runs
 * jobs from the moment it is ready; on close (SIGTERM's drain) it takes no new job and lets running ones
 * finish before the database closes. Without RUN_JOBS (the API tests) nothing polls: `runDue` runs them.
 */
export const jobQueuePlugin = fp(
  async (app: FastifyInstance) => {
    const holdTasks = createHoldTasks({
      unitOfWork: app.unitOfWork,
      repositories: app.repositories,
      processor: app.payments.processor,
      notices: app.payments.notices,
    });
    const queue = createJobQueue({
      database: app.db.$client,
      tasks: {
        ...createSeriesTasks({ unitOfWork: app.unitOfWork }),
        ...createInsightTasks({ repositories: app.repositories }),
        ...createWeeklySummaryTasks({
          unitOfWork: app.unitOfWork,
          repositories: app.repositories,
          publicUrl: publicUrlOf(app.config),
          siteName: app.config.SITE_NAME,
        }),
        ...createBookingTasks({
          unitOfWork: app.unitOfWork,
          repositories: app.repositories,
          site: { siteName: app.config.SITE_NAME, publicUrl: publicUrlOf(app.config) },
        }),
        ...holdTasks,
        ...createNextWindowTasks({ unitOfWork: app.unitOfWork, repositories: app.repositories }),
        ...createMessageTasks({
          unitOfWork: app.unitOfWork,
          publicUrl: publicUrlOf(app.config),
          siteName: app.config.SITE_NAME,
        }),
      },
      crontab: [
        SERIES_CRONTAB,
        INSIGHTS_CRONTAB,
        BOOKING_DEADLINE_CRONTAB,
        BOOKING_HOLD_CRONTAB,
        NEXT_WINDOWS_CRONTAB,
      ].join('\n'),
      concurrency: app.config.JOB_QUEUE_CONCURRENCY,
      pollMs: app.config.JOB_QUEUE_POLL_MS,
      deadAfterMs: app.config.JOB_RUNNER_DEAD_AFTER_MS,
      log: app.log.child({ component: 'job-queue' }),
    });
    app.decorate('jobQueue', queue);
    if (app.config.RUN_JOBS)
      app.addHook('onReady', async () => {
        await queue.start();
        // Search's next windows now, not at the next quarter hour (demo data, a restore): off the start's path.
        refreshStaleNextWindows({ unitOfWork: app.unitOfWork, repositories: app.repositories }).catch(
          (error: unknown) => app.log.warn({ err: error }, 'could not refresh the next booking windows'),
        );
        // Deposits paid while a process died confirm their bookings now (plan §2.3 recovery).
        holdTasks[BOOKING_HOLD_SWEEP_TASK]?.({}, { key: null, attempts: 0 }).catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not settle the held bookings'),
        );
      });
    app.addHook('onClose', async () => queue.stop());
  },
  { name: 'job-queue', dependencies: ['config', 'db', 'repositories', 'payments'] },
);
