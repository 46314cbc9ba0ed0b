import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, type Runner, run, runOnce, type TaskList, type WorkerEvents } from 'graphile-worker';
import pg from 'pg';

/** One kind of job: its payload as added (jobs.repository.ts `add`), and the key it was added under. */
export type JobTask = (payload: unknown, job: { key: string | null; attempts: number }) => Promise<void>;

export interface JobQueueOptions {
  /** The app's pool: the queue opens a small pool of its own to the same database, so jobs never starve requests. */
  database: pg.Pool;
  tasks: Record<string, JobTask>;
  /** graphile-worker crontab lines, e.g. `0 4 * * * extend-series ?fill=2d`. */
  crontab: string;
  concurrency: number;
  pollMs: number;
  /** A runner whose heartbeat is older than this is dead: its locked jobs are unlocked for the others. */
  deadAfterMs: number;
  log: FastifyBaseLogger;
}

export interface JobQueue {
  /** Runs jobs as they fall due (LISTEN/NOTIFY on each insert, a poll for future ones) and the crontab. */
  start(): Promise<void>;
  /**
   * Runs every job due now, then returns (tests: the test app runs no queue of its own). With `asOf`, the
   * jobs due by then run now: tests move the queue's time this way rather than sleeping.
   */
  runDue(options?: { asOf?: Date }): Promise<void>;
  /** Lets running jobs finish, then closes the queue's pool. */
  stop(): Promise<void>;
}

const SETTLE_POLL_MS = 10;
const SETTLE_TIMEOUT_MS = 5000;

const LOG_LEVELS = { error: 'error', warning: 'warn', info: 'info', debug: 'debug' } as const;

/**
 * The durable job queue: graphile-worker on our PostgreSQL (its schema `graphile_worker`, migrated with
 * ours in migrate.ts). Jobs are added by SQL in our transactions (modules/platform/jobs.repository.ts);
 * this adapter only runs them. It runs each job at least once; tasks make their effects once by keys.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const pgPool = new pg.Pool({ ...options.database.options, max: options.concurrency + 2 });
  // A connection the server closed must not crash the process: the pool drops it and opens another.
  pgPool.on('error', () => {});
  pgPool.on('connect', (client) => client.on('error', () => {}));
  const logger = new Logger((scope) => (level, message) => {
    options.log[LOG_LEVELS[level]]({ job: scope.taskIdentifier, jobId: scope.jobId }, message);
  });
  const taskList: TaskList = Object.fromEntries(
    Object.entries(options.tasks).map(([name, task]) => [
      name,
      (payload: unknown, helpers: { job: { key: string | null; attempts: number } }) =>
        task(payload, { key: helpers.job.key, attempts: helpers.job.attempts }),
    ]),
  );
  const shared = { pgPool, taskList, logger, noHandleSignals: true } as const;
  let runner: Runner | undefined;
  let runnerId: string | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  /**
   * This runner is alive; runners silent for `deadAfterMs` are not: graphile-worker would leave their
   * locked jobs for 4 hours, `force_unlock_workers` hands them to the living now (they run again, which
   * tasks allow: each makes its effect once).
   */
  async function beat(id: string) {
    await pgPool.query(
      `insert into job_runners (id) values ($1) on conflict (id) do update set heartbeat_at = now()`,
      [id],
    );
    await pgPool.query(
      `with dead as (
         delete from job_runners where heartbeat_at < now() - make_interval(secs => $1::float8 / 1000) returning id)
       select graphile_worker.force_unlock_workers(array(select id from dead))`,
      [options.deadAfterMs],
    );
  }

  return {
    async start() {
      const events: WorkerEvents = new EventEmitter();
      // Jobs are locked with the worker pool's id: that is the id this runner beats with.
      events.on('pool:create', ({ workerPool }) => {
        runnerId = workerPool.id;
      });
      runner = await run({
        ...shared,
        events,
        crontab: options.crontab,
        concurrency: options.concurrency,
        pollInterval: options.pollMs,
      });
      const id = runnerId;
      if (!id) return;
      const everyMs = Math.max(10, Math.floor(options.deadAfterMs / 4));
      const tick = () =>
        beat(id).catch((error: unknown) => options.log.warn({ err: error }, 'job queue heartbeat failed'));
      await tick();
      heartbeat = setInterval(tick, everyMs).unref();
    },
    async runDue({ asOf } = {}) {
      if (asOf)
        await pgPool.query(
          `select graphile_worker.reschedule_jobs(
             array(select id from graphile_worker.jobs where run_at <= $1 and locked_at is null), run_at := now())`,
          [asOf.toISOString()],
        );
      const taken: string[] = [];
      const events: WorkerEvents = new EventEmitter();
      events.on('job:start', ({ job }) => taken.push(job.id));
      await runOnce({ ...shared, events });
      // runOnce resolves before it has recorded each job's end (graphile-worker does not await it): wait for
      // that, so what the caller reads next (and a retry's backoff) is already there.
      for (let waited = 0; taken.length > 0 && waited < SETTLE_TIMEOUT_MS; waited += SETTLE_POLL_MS) {
        const locked = await pgPool.query(
          'select 1 from graphile_worker.jobs where id = any($1::bigint[]) and locked_at is not null',
          [taken],
        );
        if (locked.rowCount === 0) return;
        await sleep(SETTLE_POLL_MS);
      }
    },
    async stop() {
      clearInterval(heartbeat);
      await runner?.stop();
      runner = undefined;
      if (runnerId) await pgPool.query('delete from job_runners where id = $1', [runnerId]).catch(() => {});
      await pgPool.end();
    },
  };
}
