import { providers } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Two apps on one database stand for two server processes behind a load balancer.
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { database: first.database });
  await Promise.all([first.app.events.ready(), second.app.events.ready()]);
});
afterAll(async () => {
  await second.close();
  await first.close();
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('events across processes', () => {
  it('reaches every process, the publishing one included', async () => {
    const heard: string[] = [];
    const stop = [first, second].map((t, i) =>
      t.app.events.subscribe('provider.changed', ({ providerId }) => heard.push(`${i}:${providerId}`)),
    );
    await first.app.repositories.events.publish('provider.changed', { providerId: 'p-1' });
    expect(await eventually(async () => heard.length === 2)).toBe(true);
    expect(heard.sort()).toEqual(['0:p-1', '1:p-1']);
    for (const unsubscribe of stop) unsubscribe();
  });

  it('are sent on commit and never for a rolled-back change', async () => {
    const heard: string[] = [];
    const unsubscribe = second.app.events.subscribe('provider.changed', ({ providerId }) =>
      heard.push(providerId),
    );
    await first.app
      .unitOfWork(async ({ events }) => {
        await events.publish('provider.changed', { providerId: 'rolled-back' });
        throw new Error('the use case failed');
      })
      .catch(() => {});
    await first.app.unitOfWork(({ events }) =>
      events.publish('provider.changed', { providerId: 'committed' }),
    );
    expect(await eventually(async () => heard.includes('committed'))).toBe(true);
    expect(heard).not.toContain('rolled-back');
    unsubscribe();
  });

  it("drop another process's cached custom-domain answer", async () => {
    const provider = await seedProvider(first.database.db, { name: 'Domain Movers' });
    // The second process looks the host up before it is anyone's domain, and caches "nobody".
    expect(await second.app.customDomains.resolve('www.domainmovers.example')).toBeNull();
    await first.database.db
      .update(providers)
      .set({ customDomain: 'domainmovers.example' })
      .where(eq(providers.id, provider.id));
    await first.app.repositories.events.publish('provider.changed', { providerId: provider.id });
    const resolved = await eventually(
      async () =>
        (await second.app.customDomains.resolve('www.domainmovers.example'))?.providerId === provider.id,
    );
    expect(resolved).toBe(true);
  });

  it('keep listening after the connection is lost', async () => {
    const { db } = first.database;
    // Kill the second process's LISTEN connection from the server side, as a restart or failover would.
    await db.$client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    const heard: string[] = [];
    const unsubscribe = second.app.events.subscribe('provider.changed', ({ providerId }) =>
      heard.push(providerId),
    );
    const delivered = await eventually(async () => {
      await first.app.repositories.events.publish('provider.changed', { providerId: 'after-reconnect' });
      return heard.includes('after-reconnect');
    }, 8000);
    expect(delivered).toBe(true);
    unsubscribe();
  });
});
