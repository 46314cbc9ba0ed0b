import { setTimeout as sleep } from 'node:timers/promises';
import { jobQueueMessages } from '@porchlight/core/platform/job-queue.messages';
import { outbox } from '@porchlight/db/schema/index';
import { createTestDatabase, type TestDatabase } from '@porchlight/db/testing/test-database';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp } from '../../../test/test-app';
import { createJobQueue, type JobQueue, type JobTask } from '../../adapters/job-queue';
import { createJobQueueRepository } from './job-queue.repository';

/**
 * The durable job queue (docs/plans/reminders.md §3): jobs added in our transactions, run once across
 * runners and restarts. A counting task stands for real work; runners are the adapter as the app makes it.
 */

let database: TestDatabase;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** A queue whose `count` task records each payload's `n` it ran, and `flaky` fails its first two tries. */
function countingQueue(ran: number[], options: { pollMs?: number; deadAfterMs?: number } = {}): JobQueue {
  const tasks: Record<string, JobTask> = {
    count: async (payload) => {
      ran.push((payload as { n: number }).n);
    },
    flaky: async (payload, job) => {
      if (job.attempts < 3) throw new Error(`try ${job.attempts} fails`);
      ran.push((payload as { n: number }).n);
    },
  };
  return createJobQueue({
    database: database.db.$client,
    tasks,
    crontab: '',
    concurrency: 2,
    pollMs: options.pollMs ?? 60_000,
    deadAfterMs: options.deadAfterMs ?? 120_000,
    log: silent,
  });
}

const jobs = () => createJobQueueRepository(database.db);

async function until(check: () => boolean, timeoutMs = 10_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for the jobs');
    await sleep(25);
  }
}

describe('the job queue', () => {
  it('runs a job added in a committed transaction once, and never one whose transaction rolled back', async () => {
    const ran: number[] = [];
    const queue = countingQueue(ran);
    await database.db.transaction(async (tx) => {
      await createJobQueueRepository(tx).add('count', { n: 1 });
    });
    await database.db
      .transaction(async (tx) => {
        await createJobQueueRepository(tx).add('count', { n: 2 });
        throw new Error('the write fails');
      })
      .catch(() => {});
    await queue.runDue();
    await queue.runDue();
    await queue.stop();
    expect(ran).toEqual([1]);
  });

  it('moves a job by its key, cancels it by its key, and runs a later job only when its time is reached', async () => {
    const ran: number[] = [];
    const queue = countingQueue(ran);
    const inAnHour = new Date(Date.now() + 3_600_000);
    await jobs().add('count', { n: 1 }, { key: 'count:moved', runAt: new Date(Date.now() + 60_000) });
    await jobs().add('count', { n: 2 }, { key: 'count:moved', runAt: inAnHour });
    await jobs().add('count', { n: 3 }, { key: 'count:cancelled', runAt: inAnHour });
    await jobs().remove('count:cancelled');
    expect((await jobs().find('count:moved'))?.runAt).toEqual(inAnHour);
    expect(await jobs().find('count:cancelled')).toBeUndefined();

    await queue.runDue();
    expect(ran).toEqual([]);
    await queue.runDue({ asOf: new Date(inAnHour.getTime() + 1000) });
    await queue.stop();
    expect(ran).toEqual([2]);
    expect(await jobs().find('count:moved')).toBeUndefined();
  });

  it('runs each of 60 jobs once with two runners on one database', async () => {
    const ran: number[] = [];
    const first = countingQueue(ran, { pollMs: 100 });
    const second = countingQueue(ran, { pollMs: 100 });
    await Promise.all([first.start(), second.start()]);
    const numbers = Array.from({ length: 60 }, (_, index) => 100 + index);
    for (const n of numbers) await jobs().add('count', { n });
    await until(() => ran.length >= numbers.length);
    await sleep(300);
    await Promise.all([first.stop(), second.stop()]);
    expect(ran.toSorted((a, b) => a - b)).toEqual(numbers);
  });

  it('keeps a job through a restart: added while no runner ran, run once by the next process', async () => {
    const ran: number[] = [];
    const before = countingQueue(ran);
    await before.start();
    await before.stop();
    await jobs().add('count', { n: 7 }, { key: 'count:restart' });
    const after = countingQueue(ran);
    await after.runDue();
    await after.runDue();
    await after.stop();
    expect(ran).toEqual([7]);
  });

  it('unlocks a job a dead process held once its heartbeat is stale, and another runner runs it', async () => {
    const ran: number[] = [];
    await jobs().add('count', { n: 11 }, { key: 'count:orphaned' });
    // A process died while running this job: it stays locked by its runner, whose heartbeat stopped.
    // (Locking it is graphile-worker's private business; the test does it by hand to stand for the crash.)
    await database.db.$client.query(
      `update graphile_worker._private_jobs set locked_at = now(), locked_by = 'dead-runner' where key = 'count:orphaned'`,
    );
    await database.db.$client.query(
      `insert into job_runners (id, heartbeat_at) values ('dead-runner', now() - interval '1 hour')`,
    );
    const living = countingQueue(ran, { pollMs: 100, deadAfterMs: 400 });
    await living.start();
    await until(() => ran.includes(11));
    await living.stop();
    expect(ran).toEqual([11]);
    const runners = await database.db.$client.query(`select id from job_runners`);
    expect(runners.rows).toEqual([]);
  });

  it('retries a failing job with backoff: failing twice, it succeeds on the third try', async () => {
    const ran: number[] = [];
    const queue = countingQueue(ran);
    await jobs().add('flaky', { n: 9 }, { key: 'flaky:once' });
    await queue.runDue();
    expect((await jobs().find('flaky:once'))?.attempts).toBe(1);
    // The backoff puts the retry in the future: the test moves the queue's time instead of waiting.
    await queue.runDue({ asOf: new Date(Date.now() + 3_600_000) });
    await queue.runDue({ asOf: new Date(Date.now() + 3_600_000) });
    await queue.stop();
    expect(ran).toEqual([9]);
    expect(await jobs().find('flaky:once')).toBeUndefined();
  });
});

describe('the admin list of the queue', () => {
  it('shows the site owner pending jobs soonest first and failed ones with their error', async () => {
    const t = await createTestApp({}, { database });
    try {
      const admin = await seedLoggedInUser(t.app, database.db, { role: 'admin' });
      const ran: number[] = [];
      const queue = countingQueue(ran);
      const later = new Date(Date.now() + 7 * 86_400_000);
      await jobs().add('count', { n: 1 }, { key: 'admin:later', runAt: later });
      await jobs().add('count', { n: 2 }, { key: 'admin:sooner', runAt: new Date(later.getTime() - 60_000) });
      await jobs().add('flaky', { n: 3 }, { key: 'admin:gives-up', maxAttempts: 1 });
      await queue.runDue();
      await queue.stop();

      const list = async (state: string) => {
        const answer = await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/jobs?state=${state}&rows=100`,
          headers: { cookie: admin.cookie },
        });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json() as {
          jobs: { id: string; key: string; lastError: string | null; attempts: number }[];
        };
      };
      const pending = (await list('pending')).jobs
        .map((job) => job.key)
        .filter((key) => key?.startsWith('admin:'));
      expect(pending).toEqual(['admin:sooner', 'admin:later']);
      const failed = (await list('failed')).jobs.filter((job) => job.key === 'admin:gives-up');
      expect(failed).toEqual([expect.objectContaining({ attempts: 1, lastError: 'try 1 fails' })]);

      // The admin decides about what gave up: retry runs it again from its first attempt, discard removes it.
      const decide = (method: 'POST' | 'DELETE', id: string) =>
        t.app.inject({
          method,
          url: method === 'POST' ? `/api/v1/admin/jobs/${id}/retry` : `/api/v1/admin/jobs/${id}`,
          headers: { cookie: admin.cookie },
        });
      const failedId = failed[0]?.id ?? '';
      const pendingId = (await list('pending')).jobs.find((job) => job.key === 'admin:later')?.id ?? '';
      for (const refused of [await decide('POST', pendingId), await decide('DELETE', pendingId)])
        expect([refused.statusCode, refused.json().message]).toEqual([409, jobQueueMessages.jobNotFailed]);
      expect((await decide('POST', failedId)).statusCode).toBe(204);
      expect(await jobs().find('admin:gives-up')).toMatchObject({ attempts: 0 });
      const again = countingQueue(ran);
      await again.runDue();
      await again.stop();
      expect(await jobs().find('admin:gives-up')).toMatchObject({ attempts: 1 });
      expect((await decide('DELETE', failedId)).statusCode).toBe(204);
      expect(await jobs().find('admin:gives-up')).toBeUndefined();
      expect((await decide('DELETE', failedId)).statusCode).toBe(409);
    } finally {
      await t.close();
      await jobs().remove('admin:later');
      await jobs().remove('admin:sooner');
      await jobs().remove('admin:gives-up');
    }
  });

  it("shows the outbox's failed deliveries beside the jobs, each retried from its first attempt", async () => {
    const t = await createTestApp({ OUTBOX_POLL_MS: '600000' }, { database });
    const rows = await database.db
      .insert(outbox)
      .values([
        {
          channel: 'email',
          to: 'gone@example.test',
          subject: 'Your estimate',
          body: 'secret code 123456',
          status: 'failed',
          attempts: 8,
          lastError: 'SMTP answered 550',
        },
        { channel: 'sms', to: '5125550123', subject: null, body: 'Hi', status: 'delivered' },
      ])
      .returning({ id: outbox.id });
    const [failedId, deliveredId] = rows.map((row) => row.id);
    try {
      const admin = await seedLoggedInUser(t.app, database.db, { role: 'admin' });
      const someone = await seedLoggedInUser(t.app, database.db);
      const get = (cookie: string) =>
        t.app.inject({ method: 'GET', url: '/api/v1/admin/deliveries?rows=100', headers: { cookie } });
      expect((await get(someone.cookie)).statusCode).toBe(403);
      const listed = await get(admin.cookie);
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.json().deliveries).toEqual([
        {
          id: failedId,
          channel: 'email',
          to: 'gone@example.test',
          subject: 'Your estimate',
          attempts: 8,
          lastError: 'SMTP answered 550',
          createdAt: expect.any(String),
        },
      ]);
      const retry = (id: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/deliveries/${id}/retry`,
          headers: { cookie: admin.cookie },
        });
      for (const refused of [await retry(deliveredId ?? ''), await retry(crypto.randomUUID())])
        expect([refused.statusCode, refused.json().message]).toEqual([
          409,
          jobQueueMessages.deliveryNotFailed,
        ]);
      expect((await retry(failedId ?? '')).statusCode).toBe(204);
      await t.app.outboxWorker.drain();
      const [after] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.id, failedId ?? ''));
      expect(after).toMatchObject({ status: 'delivered', attempts: 1 });
      expect((await get(admin.cookie)).json().deliveries).toEqual([]);
    } finally {
      await t.close();
      await database.db.delete(outbox).where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      );
    }
  });
});
