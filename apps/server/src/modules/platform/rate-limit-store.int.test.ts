import { rateLimits } from '@porchlight/db/schema/index';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, TEST_PASSWORD } from '../../../test/users';

// Two apps on one database stand for two processes behind a load balancer.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ LOGIN_RATE_LIMIT: '4' });
  second = await createTestApp({ LOGIN_RATE_LIMIT: '4' }, { database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const login = (t: TestApp, email: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress,
  });

it('counts one address across every process: N processes do not grant N times the limit', async () => {
  const { email } = await registerUser(first.app);
  const statuses: number[] = [];
  for (const t of [first, second, first, second, first, second]) {
    statuses.push((await login(t, email, '203.0.113.7')).statusCode);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  // Another address still has its whole budget, on either process.
  expect((await login(second, email, '203.0.113.8')).statusCode).toBe(200);
});

it('keeps each route and address apart, and sweeps ended windows', async () => {
  const response = await first.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'nobody@example.test', password: 'wrong password here' },
    remoteAddress: '203.0.113.9',
  });
  expect(response.statusCode).toBe(401);
  const keys = (await first.database.db.select({ key: rateLimits.key }).from(rateLimits)).map(
    (row) => row.key,
  );
  expect(keys).toContain('POST /api/v1/auth/login:203.0.113.9');

  await first.database.db.update(rateLimits).set({ windowEndsAt: sql`now() - interval '1 second'` });
  expect(await first.app.repositories.rateLimits.sweep()).toBeGreaterThanOrEqual(3);
  expect(await first.database.db.select().from(rateLimits)).toEqual([]);
});
