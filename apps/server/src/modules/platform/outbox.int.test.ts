import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { clientHubRequests, outbox, providerCounters } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { OutboxRow, OutboxTransport } from '../../adapters/delivery';
import { createOutboxWorker, retryDelayMs } from './outbox-worker';

let t: TestApp;
let provider: ProviderRow;

beforeAll(async () => {
  // Workers here are driven by hand (drain), never by their timer.
  t = await createTestApp({ OUTBOX_POLL_MS: '600000' });
  provider = await seedProvider(t.database.db, { name: 'Outbox Plumbing', email: 'office@outbox.example' });
  // The app's own worker drains only when a test says so, never behind the workers made here.
  await t.app.outboxWorker.stop();
});
afterAll(() => t.close());

let address = 0;
const contactUs = (uri: string, firstName = 'Casey') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/client-hub/request/${uri}`,
    payload: {
      firstName,
      lastName: 'Morgan',
      preferredContactMethod: 'email',
      email: 'casey@example.com',
      inputForm: [{ label: 'Description', type: 'textarea', value: 'Can you look at a leaking tap?' }],
      type: 'cu',
    },
    remoteAddress: `10.20.0.${++address % 250}`,
  });

const rowsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));

async function queue(count: number, to: string): Promise<void> {
  await t.database.db.insert(outbox).values(
    Array.from({ length: count }, (_, i) => ({
      channel: 'email' as const,
      to,
      subject: `#${i}`,
      body: 'x',
    })),
  );
}

describe('Contact Us e-mails go through the outbox', () => {
  it('queues the e-mail with the request and the worker delivers it to the local mailbox', async () => {
    const response = await contactUs(provider.vanityName);
    expect(response.statusCode).toBe(200);
    const [queued] = await rowsTo('office@outbox.example');
    expect(queued?.status).toBe('pending');

    await t.app.outboxWorker.drain();
    const [delivered] = await rowsTo('office@outbox.example');
    expect(delivered).toMatchObject({ status: 'delivered', deliveredVia: 'mailbox', attempts: 1 });
    const mailbox = path.join(t.app.config.dataDir, 'mailbox');
    const [file] = (await readdir(mailbox)).filter((name) => name.includes(delivered?.id ?? '?'));
    expect(file).toBeDefined();
    const email = await PostalMime.parse(await readFile(path.join(mailbox, file ?? '')));
    expect(email.to).toEqual([{ name: '', address: 'office@outbox.example' }]);
    expect(email.subject).toBe('New Contact Us message from Casey Morgan');
    expect(email.text).toContain('Can you look at a leaking tap?');
  });

  it('stores neither the request nor its number when its e-mail cannot be queued', async () => {
    const other = await seedProvider(t.database.db, { name: 'Atomic Roofing', email: 'roof@atomic.example' });
    const { db } = t.database;
    await db.execute(sql`create function refuse_outbox() returns trigger language plpgsql as $$
      begin raise exception 'outbox unavailable'; end $$`);
    await db.execute(
      sql`create trigger refuse_outbox before insert on outbox for each row execute function refuse_outbox()`,
    );
    try {
      expect((await contactUs(other.vanityName)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_outbox on outbox`);
      await db.execute(sql`drop function refuse_outbox()`);
    }
    const stored = await db
      .select()
      .from(clientHubRequests)
      .where(eq(clientHubRequests.providerId, other.id));
    expect(stored).toEqual([]);
    const counters = await db
      .select()
      .from(providerCounters)
      .where(eq(providerCounters.providerId, other.id));
    expect(counters).toEqual([]);

    // The next request takes number 1: the failed one left no gap.
    const retried = await contactUs(other.vanityName);
    expect(retried.json()).toEqual({ requestNumber: 1 });
  });
});

describe('request numbers are per provider', () => {
  it('counts from 1 for each provider, without duplicates under concurrent submits', async () => {
    const first = await seedProvider(t.database.db, { name: 'Counting Cleaners', email: 'a@count.example' });
    const second = await seedProvider(t.database.db, { name: 'Counting Movers', email: 'b@count.example' });
    const numbers = await Promise.all(
      Array.from(
        { length: 8 },
        async (_, i) => (await contactUs(first.vanityName, `Person${i}`)).json().requestNumber,
      ),
    );
    expect([...numbers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await contactUs(second.vanityName)).json()).toEqual({ requestNumber: 1 });
  });
});

describe('outbox worker', () => {
  const silent = { warn() {}, error() {} };

  it('retries a failed delivery later with backoff, then delivers it', async () => {
    await queue(1, 'flaky@example.test');
    let calls = 0;
    const flaky: OutboxTransport = {
      name: 'flaky',
      async deliver(row) {
        if (row.to !== 'flaky@example.test') return;
        calls += 1;
        if (calls === 1) throw new Error('connection refused');
      },
    };
    const worker = createOutboxWorker({
      repository: t.app.repositories.outbox,
      transports: { email: flaky },
      log: silent,
    });
    const before = Date.now();
    await worker.drain();
    const [failedOnce] = await rowsTo('flaky@example.test');
    expect(failedOnce).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(failedOnce?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1) - 1000);

    await worker.drain(); // not due yet: nothing happens
    expect(calls).toBe(1);
    await t.database.db
      .update(outbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outbox.to, 'flaky@example.test'));
    await worker.drain();
    const [delivered] = await rowsTo('flaky@example.test');
    expect(delivered).toMatchObject({ status: 'delivered', deliveredVia: 'flaky', attempts: 2 });
  });

  it('gives up after the last attempt and marks the message failed', async () => {
    await queue(1, 'dead@example.test');
    const broken: OutboxTransport = {
      name: 'broken',
      async deliver() {
        throw new Error('mailbox full');
      },
    };
    const worker = createOutboxWorker({
      repository: t.app.repositories.outbox,
      transports: { email: broken },
      log: silent,
      maxAttempts: 2,
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(outbox.to, 'dead@example.test'));
      await worker.drain();
    }
    const [row] = await rowsTo('dead@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: 2, lastError: 'mailbox full' });
  });

  it('delivers each message once when two processes drain at the same time', async () => {
    await queue(45, 'many@example.test');
    const delivered: string[] = [];
    const recording = (name: string): OutboxTransport => ({
      name,
      async deliver(row: OutboxRow) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        if (row.to === 'many@example.test') delivered.push(row.id);
      },
    });
    const workers = ['one', 'two'].map((name) =>
      createOutboxWorker({
        repository: t.app.repositories.outbox,
        transports: { email: recording(name) },
        log: silent,
        batchSize: 5,
      }),
    );
    await Promise.all(workers.map((worker) => worker.drain()));
    expect(delivered).toHaveLength(45);
    expect(new Set(delivered).size).toBe(45);
    const rows = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'many@example.test'), eq(outbox.status, 'delivered')));
    expect(rows).toHaveLength(45);
    expect(new Set(rows.map((row) => row.deliveredVia))).toEqual(new Set(['one', 'two']));
  });
});
