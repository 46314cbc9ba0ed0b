import { createHash } from 'node:crypto';
import { SESSION_HINT_COOKIE } from '@porchlight/core/identity/auth.constants';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import { refreshTokens } from '@porchlight/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, TEST_PASSWORD, uniqueEmail } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '5' });
});
afterAll(() => t.close());

let nextAddress = 0;
/** Every call from its own address, so only the rate-limit test meets the limit. */
const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
  });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

/** Logout as the web sends it: a same-origin fetch, which browsers mark with Sec-Fetch-Site. */
const logout = (cookie: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  });

function refreshCookieValue(response: { cookies: { name: string; value: string }[] }): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'pl_refresh')?.value;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function onlyRefreshCookie(cookie: string): string {
  return cookie
    .split('; ')
    .filter((part) => part.startsWith('pl_refresh='))
    .join('; ');
}

/** The refresh family of a refresh cookie header. */
async function familyOf(refreshCookie: string): Promise<string> {
  const token = refreshCookie.replace(/^pl_refresh=/, '');
  const [row] = await t.database.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
  if (!row) throw new Error('no such refresh token');
  return row.familyId;
}

describe('register', () => {
  it('creates the account, logs it in and answers the user', async () => {
    const email = uniqueEmail();
    const response = await post('/auth/register', {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['user'],
      providers: [],
    });
    const access = response.cookies.find((cookie) => cookie.name === 'pl_access');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The page's script may read the hint, never a token.
    const hint = response.cookies.find((cookie) => cookie.name === SESSION_HINT_COOKIE);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    const me = await get('/auth/me', cookieHeader(response));
    expect(me.json().email).toBe(email);
  });

  it('refuses a second account for the same e-mail in any case', async () => {
    const { email } = await registerUser(t.app);
    const response = await post('/auth/register', {
      firstName: 'Again',
      lastName: 'Person',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      statusCode: 409,
      error: 'Conflict',
      message: authMessages.emailTaken,
    });
  });

  it.each([
    [{ firstName: '' }, 'firstName', authMessages.firstNameRequired],
    [{ firstName: 'A' }, 'firstName', authMessages.firstNameTooShort],
    [{ lastName: '' }, 'lastName', authMessages.lastNameRequired],
    [{ lastName: 'B' }, 'lastName', authMessages.lastNameTooShort],
    [{ email: 'not-an-email' }, 'email', authMessages.emailInvalid],
    [{ password: 'short' }, 'password', authMessages.passwordTooShort],
    [{ password: 'x'.repeat(129) }, 'password', authMessages.passwordTooLong],
  ])('answers 400 with the field message for %o', async (override, field, message) => {
    const response = await post('/auth/register', {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(response.json().fields[field]).toBe(message);
  });

  it('rate limits registrations from one address like logins, answering 409 until then', async () => {
    const { email } = await registerUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { firstName: 'Again', lastName: 'Person', email, password: TEST_PASSWORD },
        remoteAddress: '10.9.9.8',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([409, 409, 409, 409, 409]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('login and logout', () => {
  it('logs in with the right password only', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await post('/auth/login', { email, password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(authMessages.invalidCredentials);
    const unknown = await post('/auth/login', { email: uniqueEmail(), password: TEST_PASSWORD });
    expect(unknown.json().message).toBe(authMessages.invalidCredentials);
    const right = await post('/auth/login', { email, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json().email).toBe(email);
  });

  it('logout ends the session: the refresh token no longer works', async () => {
    const { cookie } = await registerUser(t.app);
    const loggedOut = await post('/auth/logout', {}, cookie);
    expect(loggedOut.statusCode).toBe(204);
    expect(loggedOut.cookies.find((c) => c.name === 'pl_access')?.value).toBe('');
    expect(loggedOut.cookies.find((c) => c.name === SESSION_HINT_COOKIE)?.value).toBe('');
    const refresh = await post('/auth/refresh', undefined, onlyRefreshCookie(cookie));
    expect(refresh.statusCode).toBe(401);
  });

  it('an unknown e-mail takes as long as a wrong password: no account discovery by timing', async () => {
    const { email } = await registerUser(t.app);
    const timed = async (payload: object) => {
      const start = performance.now();
      expect((await post('/auth/login', payload)).statusCode).toBe(401);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await timed({ email, password: 'wrong password' }));
      unknown.push(await timed({ email: uniqueEmail(), password: 'wrong password' }));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  });

  it('rate limits login attempts from one address', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'whatever1' },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('tokens', () => {
  it('me answers 401 without a session and with a forged token', async () => {
    expect((await get('/auth/me')).statusCode).toBe(401);
    expect((await get('/auth/me', 'pl_access=eyJhbGciOiJIUzI1NiJ9.e30.forged')).statusCode).toBe(401);
  });

  it('refresh rotates the pair; the new access token works', async () => {
    const { cookie, email } = await registerUser(t.app);
    const refresh = await post('/auth/refresh', undefined, onlyRefreshCookie(cookie));
    expect(refresh.statusCode).toBe(204);
    const next = cookieHeader(refresh);
    expect(onlyRefreshCookie(next)).not.toBe(onlyRefreshCookie(cookie));
    expect((await get('/auth/me', next)).json().email).toBe(email);
  });

  it('reusing a rotated refresh token after the grace window revokes the whole family', async () => {
    const { cookie } = await registerUser(t.app);
    const first = onlyRefreshCookie(cookie);
    const rotated = await post('/auth/refresh', undefined, first);
    const second = onlyRefreshCookie(cookieHeader(rotated));
    // Pretend the first token was rotated a minute ago: presenting it now is theft, not a race.
    await t.database.db.update(refreshTokens).set({ rotatedAt: new Date(Date.now() - 60_000) });
    expect((await post('/auth/refresh', undefined, first)).statusCode).toBe(401);
    expect((await post('/auth/refresh', undefined, second)).statusCode).toBe(401);
  });

  it('a rotated token presented again within the grace window gets the same successor (two tabs)', async () => {
    const { cookie } = await registerUser(t.app);
    const first = onlyRefreshCookie(cookie);
    const [a, b] = await Promise.all([
      post('/auth/refresh', undefined, first),
      post('/auth/refresh', undefined, first),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
    const successor = refreshCookieValue(a);
    expect(successor).toBeTruthy();
    expect(refreshCookieValue(b)).toBe(successor);
    const late = await post('/auth/refresh', undefined, first);
    expect([late.statusCode, refreshCookieValue(late)]).toEqual([204, successor]);
    // One successor, not a new session per reuse.
    const tokens = await t.database.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, await familyOf(first)));
    expect(tokens).toHaveLength(2);
    // The successor works as a session of its own.
    expect((await get('/auth/me', cookieHeader(late))).statusCode).toBe(200);
  });

  it('expired refresh tokens are refused', async () => {
    const { cookie, user } = await registerUser(t.app);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user.id));
    expect((await post('/auth/refresh', undefined, onlyRefreshCookie(cookie))).statusCode).toBe(401);
  });

  it('a page request with only a refresh cookie renews the session before rendering', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/account',
      headers: { cookie: onlyRefreshCookie(cookie) },
    });
    const setCookie = [response.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/pl_access=[^;]+; Max-Age=900; Path=\/; HttpOnly; SameSite=Lax/);
    expect(setCookie).toMatch(/pl_refresh=/);
  });
});

describe('revoked sessions', () => {
  it('after logout the old access cookie is refused at once', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await get('/auth/me', cookie)).statusCode).toBe(200);
    expect((await logout(cookie)).statusCode).toBe(204);
    expect((await get('/auth/me', cookie)).statusCode).toBe(401);
  });

  it('a stolen refresh token reused after the grace window ends the access tokens of its family', async () => {
    const { cookie } = await registerUser(t.app);
    const first = onlyRefreshCookie(cookie);
    const rotated = await post('/auth/refresh', undefined, first);
    const current = cookieHeader(rotated);
    expect((await get('/auth/me', current)).statusCode).toBe(200);
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.familyId, await familyOf(first)));
    expect((await post('/auth/refresh', undefined, first)).statusCode).toBe(401);
    expect((await get('/auth/me', current)).statusCode).toBe(401);
  });

  it('a logout on one server process is honoured by another on the same database', async () => {
    const second = await createTestApp({}, { database: t.database });
    try {
      await Promise.all([t.app.events.ready(), second.app.events.ready()]);
      const { cookie } = await registerUser(t.app);
      const meOnSecond = () =>
        second.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
      expect((await meOnSecond()).statusCode).toBe(200);
      expect((await logout(cookie)).statusCode).toBe(204);
      await vi.waitFor(async () => expect((await meOnSecond()).statusCode).toBe(401), {
        timeout: 5_000,
        interval: 25,
      });
    } finally {
      await second.close();
    }
  });

  it('a process started after the logout knows of it from the database', async () => {
    const { cookie } = await registerUser(t.app);
    expect((await logout(cookie)).statusCode).toBe(204);
    const restarted = await createTestApp({}, { database: t.database });
    try {
      const me = await restarted.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  });
});

describe('logout from another site', () => {
  it.each([
    [
      'a text/plain post from another site',
      { 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ],
    ['a text/plain post without any origin', { 'content-type': 'text/plain' }],
    ['a bodiless post from another origin', { origin: 'https://evil.example' }],
  ])('refuses %s and leaves the session working', async (_label, headers) => {
    const { cookie } = await registerUser(t.app);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...headers, cookie },
      ...('content-type' in headers ? { payload: 'x' } : {}),
    });
    expect([403, 415]).toContain(forged.statusCode);
    expect((await get('/auth/me', cookie)).statusCode).toBe(200);
    expect((await post('/auth/refresh', undefined, onlyRefreshCookie(cookie))).statusCode).toBe(204);
  });

  it('accepts the same-origin fetch of the web and a JSON post', async () => {
    const viaWeb = await registerUser(t.app);
    expect((await logout(viaWeb.cookie)).statusCode).toBe(204);
    const viaOrigin = await registerUser(t.app);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: viaOrigin.cookie, host: 'porch.example', origin: 'http://porch.example' },
    });
    expect(sameOrigin.statusCode).toBe(204);
    const viaJson = await registerUser(t.app);
    expect((await post('/auth/logout', {}, viaJson.cookie)).statusCode).toBe(204);
  });
});

describe('PATCH auth/user', () => {
  it('changes the public name', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/user',
      payload: { firstName: 'Katherine', lastName: 'Johnson' },
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Katherine', lastName: 'Johnson' });
  });

  it('uses the review name messages of spec 1 §5 and needs a session', async () => {
    const { cookie } = await registerUser(t.app);
    const invalid = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/user',
      payload: { firstName: 'K', lastName: 'J' },
      headers: { cookie },
    });
    expect(invalid.json().fields).toEqual({
      firstName: authMessages.firstNameTooShort,
      lastName: authMessages.lastNameTooShort,
    });
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/user',
      payload: { firstName: 'Kat', lastName: 'Johnson' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
