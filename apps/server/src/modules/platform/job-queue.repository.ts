import type { Executor } from '@porchlight/db/connection';
import { sql } from 'drizzle-orm';

export interface JobOptions {
  /** When it may run (now when left out). */
  runAt?: Date;
  /** One job per key: adding again moves it (replace), `remove` cancels it. */
  key?: string;
  /** Tries before the job is left failed (graphile-worker's default is 25). */
  maxAttempts?: number;
}

/** Our default: ten tries with graphile-worker's exponential backoff (about 6 hours in all). */
const MAX_ATTEMPTS = 10;

/**
 * The job queue's SQL functions on our executor (graphile-worker's `add_job` and `remove_job`): a job is
 * added in the transaction of the write that needs it, so both commit or roll back together. The runner
 * itself is an adapter (adapters/job-queue.ts); this file only speaks the queue's stable SQL.
 */
export function createJobQueueRepository(db: Executor) {
  return {
    async add(task: string, payload: Record<string, unknown>, options: JobOptions = {}): Promise<void> {
      await db.execute(sql`select graphile_worker.add_job(
        identifier := ${task},
        payload := ${JSON.stringify(payload)}::json,
        run_at := ${options.runAt?.toISOString() ?? null}::timestamptz,
        max_attempts := ${options.maxAttempts ?? MAX_ATTEMPTS}::int,
        job_key := ${options.key ?? null}::text,
        job_key_mode := 'replace'
      )`);
    },

    /** Cancels the job under `key` (a job running now is disarmed: it is deleted once it ends). */
    async remove(key: string): Promise<void> {
      await db.execute(sql`select graphile_worker.remove_job(${key})`);
    },

    /**
     * A page of the queue through its stable `jobs` view: pending (soonest first) or failed, out of
     * attempts (the most recently failed first).
     */
    async list(query: { state: 'pending' | 'failed'; first: number; rows: number }) {
      const failed = query.state === 'failed';
      const where = failed ? sql`attempts >= max_attempts` : sql`attempts < max_attempts`;
      const order = failed ? sql`updated_at desc, id desc` : sql`run_at, id`;
      const [page, count] = await Promise.all([
        db.execute<{
          id: string;
          task: string;
          key: string | null;
          run_at: string;
          attempts: number;
          max_attempts: number;
          last_error: string | null;
          locked_by: string | null;
        }>(sql`select id::text, task_identifier as task, key, run_at::text, attempts, max_attempts, last_error,
          locked_by from graphile_worker.jobs where ${where} order by ${order} limit ${query.rows} offset ${query.first}`),
        db.execute<{ total: number }>(
          sql`select count(*)::int as total from graphile_worker.jobs where ${where}`,
        ),
      ]);
      return {
        rows: page.rows.map((row) => ({
          id: row.id,
          task: row.task,
          key: row.key,
          runAt: new Date(row.run_at),
          attempts: row.attempts,
          maxAttempts: row.max_attempts,
          lastError: row.last_error,
          lockedBy: row.locked_by,
        })),
        total: count.rows[0]?.total ?? 0,
      };
    },

    /**
     * A failed job (out of attempts, not running) tried again now from its first attempt; false when
     * there is no such job. graphile-worker's `reschedule_jobs` skips a locked job itself.
     */
    async retryFailed(jobId: string): Promise<boolean> {
      const result = await db.execute(sql`select id from graphile_worker.reschedule_jobs(
        array(select id from graphile_worker.jobs where id = ${jobId}::bigint and attempts >= max_attempts),
        run_at := now(), attempts := 0)`);
      return result.rows.length > 0;
    },

    /** A failed job removed for good (`complete_jobs` deletes it); false when there is no such job. */
    async discardFailed(jobId: string): Promise<boolean> {
      const result = await db.execute(sql`select id from graphile_worker.complete_jobs(
        array(select id from graphile_worker.jobs where id = ${jobId}::bigint and attempts >= max_attempts))`);
      return result.rows.length > 0;
    },

    /** The job waiting under `key`, if any: its task, when it runs and how often it was tried. */
    async find(key: string): Promise<{ task: string; runAt: Date; attempts: number } | undefined> {
      const result = await db.execute<{ task: string; run_at: string; attempts: number }>(
        sql`select task_identifier as task, run_at::text, attempts from graphile_worker.jobs where key = ${key}`,
      );
      const row = result.rows[0];
      return row && { task: row.task, runAt: new Date(row.run_at), attempts: row.attempts };
    },
  };
}

export type JobQueueRepository = ReturnType<typeof createJobQueueRepository>;
