import { providers } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser } from '../../../test/users';

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
      t.app.events.subscribe('provider.changed', ({ vanityNameLc }) => heard.push(`${i}:${vanityNameLc}`)),
    );
    await first.app.repositories.events.publish('provider.changed', { vanityNameLc: 'p-1' });
    expect(await eventually(async () => heard.length === 2)).toBe(true);
    expect(heard.sort()).toEqual(['0:p-1', '1:p-1']);
    for (const unsubscribe of stop) unsubscribe();
  });

  it('are sent on commit and never for a rolled-back change', async () => {
    const heard: string[] = [];
    const unsubscribe = second.app.events.subscribe('provider.changed', ({ vanityNameLc }) =>
      heard.push(vanityNameLc),
    );
    await first.app
      .unitOfWork(async ({ events }) => {
        await events.publish('provider.changed', { vanityNameLc: 'rolled-back' });
        throw new Error('the use case failed');
      })
      .catch(() => {});
    await first.app.unitOfWork(({ events }) =>
      events.publish('provider.changed', { vanityNameLc: 'committed' }),
    );
    expect(await eventually(async () => heard.includes('committed'))).toBe(true);
    expect(heard).not.toContain('rolled-back');
    unsubscribe();
  });

  it("drop another process's cached custom-domain answer", async () => {
    // Pro includes a custom domain (plans.catalog.ts); the domain itself comes later.
    const provider = await seedProvider(first.database.db, { name: 'Domain Movers', pro: 1 });
    // The second process looks the host up before it is anyone's domain, and caches "nobody".
    expect(await second.app.customDomains.resolve('www.domainmovers.example')).toBeNull();
    await first.database.db
      .update(providers)
      .set({ customDomain: 'domainmovers.example' })
      .where(eq(providers.id, provider.id));
    await first.app.repositories.events.publish('provider.changed', { vanityNameLc: provider.vanityNameLc });
    const resolved = await eventually(
      async () =>
        (await second.app.customDomains.resolve('www.domainmovers.example'))?.providerId === provider.id,
    );
    expect(resolved).toBe(true);
  });

  it("announce an owner's profile change, and not a visitor's Contact Us", async () => {
    const owner = await registerUser(first.app);
    const provider = await seedProvider(first.database.db, {
      name: 'Announced Awnings',
      owner: owner.user.id,
      email: 'a@awnings.example',
    });
    const heard: string[] = [];
    const unsubscribe = second.app.events.subscribe('provider.changed', ({ vanityNameLc }) =>
      heard.push(vanityNameLc),
    );
    await first.app.inject({
      method: 'POST',
      url: `/api/v1/client-hub/request/${provider.vanityName}`,
      payload: { accessibilityTest: true },
    });
    const edited = await first.app.inject({
      method: 'PATCH',
      url: `/api/v1/provider/profile/about?vanityName=${provider.vanityName}`,
      payload: { aboutDesc: 'Shade for every porch.', aboutHtml: false },
      headers: { cookie: owner.cookie },
    });
    expect(edited.statusCode).toBe(200);
    expect(await eventually(async () => heard.includes(provider.vanityNameLc))).toBe(true);
    expect(heard).toEqual([provider.vanityNameLc]);
    unsubscribe();
  });

  it('keep listening after the connection is lost', async () => {
    const { db } = first.database;
    // Kill the second process's LISTEN connection from the server side, as a restart or failover would.
    await db.$client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    const heard: string[] = [];
    const unsubscribe = second.app.events.subscribe('provider.changed', ({ vanityNameLc }) =>
      heard.push(vanityNameLc),
    );
    const delivered = await eventually(async () => {
      await first.app.repositories.events.publish('provider.changed', { vanityNameLc: 'after-reconnect' });
      return heard.includes('after-reconnect');
    }, 8000);
    expect(delivered).toBe(true);
    unsubscribe();
  });
});
