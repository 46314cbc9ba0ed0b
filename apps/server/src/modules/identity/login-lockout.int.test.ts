import { authMessages } from '@porchlight/core/identity/auth.messages';
import { loginThrottles, outbox } from '@porchlight/db/schema/index';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, TEST_PASSWORD, uniqueEmail } from '../../../test/users';
import { loginThrottleKey } from './login-throttles.repository';

/**
 * Issue 30 item 4: failed logins are counted per account, not only per address. Through a trusted
 * proxy every attempt comes from another client address, and two apps on one database stand for two
 * processes behind it; after the limit the account pauses for a short, growing while, whatever the
 * password, and its owner hears about it once.
 */
const FAILURES = 5;
const LOCK_SECONDS = 2;
const ENV = {
  TRUST_PROXY: '1',
  LOGIN_ACCOUNT_FAILURE_LIMIT: `${FAILURES}/1m`,
  LOGIN_ACCOUNT_LOCK_SECONDS: String(LOCK_SECONDS),
};

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp(ENV);
  second = await createTestApp(ENV, { database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

let attempt = 0;
/** A login from a new client address each time, through the proxy, on alternating processes. */
function login(email: string, password: string) {
  attempt += 1;
  const t = attempt % 2 === 0 ? first : second;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: '10.0.0.2',
    headers: { 'x-forwarded-for': `198.51.100.${attempt % 250}` },
  });
}

async function failTimes(email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(email, 'wrong password guess')).statusCode);
  return statuses;
}

/** Paused: 429, Retry-After, and the same words whatever the password and whether the account exists. */
function expectPaused(response: LightMyRequestResponse, atMostSeconds: number): number {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
  const { message } = response.json();
  expect(message).toMatch(/^Too many failed attempts/);
  expect(message).not.toBe(authMessages.invalidCredentials);
  return retryAfter;
}

const waitFor = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 250));

const lockMails = (to: string) =>
  first.database.db
    .select({ id: outbox.id, subject: outbox.subject, body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.to, to), sql`${outbox.meta}->>'kind' = 'login-paused'`));

describe('failed logins per account', () => {
  it('pauses an account after N failures from N addresses, even for the right password, then lets it in', async () => {
    const { email } = await registerUser(first.app);
    expect(await failTimes(email, FAILURES)).toEqual(Array(FAILURES).fill(401));

    const right = await login(email, TEST_PASSWORD);
    const retryAfter = expectPaused(right, LOCK_SECONDS);
    expectPaused(await login(email, 'another wrong guess'), LOCK_SECONDS);

    const mails = await lockMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('log in');

    await waitFor(retryAfter);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    // The right password reset the count: one more mistake is an ordinary 401.
    expect(await failTimes(email, 1)).toEqual([401]);
    expect(await lockMails(email)).toHaveLength(1);
  });

  it('pauses longer each time the failures go on, and mails the owner only once', async () => {
    const { email } = await registerUser(first.app);
    await failTimes(email, FAILURES);
    const firstPause = expectPaused(await login(email, TEST_PASSWORD), LOCK_SECONDS);

    await waitFor(firstPause);
    // One more wrong password after the pause pauses again, for twice as long.
    expect(await failTimes(email, 1)).toEqual([401]);
    const secondPause = expectPaused(await login(email, TEST_PASSWORD), 2 * LOCK_SECONDS);
    expect(secondPause).toBeGreaterThan(LOCK_SECONDS);
    expect(await lockMails(email)).toHaveLength(1);

    await waitFor(secondPause);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('treats an unknown e-mail the same, and mails nobody', async () => {
    const email = uniqueEmail('nobody');
    expect(await failTimes(email, FAILURES)).toEqual(Array(FAILURES).fill(401));
    const retryAfter = expectPaused(await login(email, TEST_PASSWORD), LOCK_SECONDS);
    expect(await lockMails(email)).toHaveLength(0);
    const [anyMail] = await first.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(eq(outbox.to, email));
    expect(anyMail?.n).toBe(0);

    await waitFor(retryAfter);
    expect(await failTimes(email, 1)).toEqual([401]);
  });

  it('sweeps forgotten episodes, keeping a notified account for a day so its owner is told once', async () => {
    const { db } = first.database;
    const quiet = uniqueEmail('quiet');
    await failTimes(quiet, 1);
    const { email: noticed } = await registerUser(first.app);
    await failTimes(noticed, FAILURES);
    const keys = async () =>
      (await db.select({ key: loginThrottles.key }).from(loginThrottles)).map((r) => r.key);
    expect(await keys()).toEqual(
      expect.arrayContaining([loginThrottleKey(quiet), loginThrottleKey(noticed)]),
    );
    // Rows hold a digest of the address, never the address.
    expect((await keys()).some((key) => key.includes('@'))).toBe(false);

    await db.update(loginThrottles).set({ windowEndsAt: sql`now()`, pausedUntil: null });
    await first.app.repositories.loginThrottles.sweep();
    expect(await keys()).toContain(loginThrottleKey(noticed));
    expect(await keys()).not.toContain(loginThrottleKey(quiet));

    await db.update(loginThrottles).set({ notifiedAt: sql`now() - interval '25 hours'` });
    await first.app.repositories.loginThrottles.sweep();
    expect(await keys()).toEqual([]);
  });
});
