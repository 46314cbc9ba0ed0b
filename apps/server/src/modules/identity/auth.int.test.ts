import { authMessages } from '@porchlight/core/identity/auth.messages';
import { refreshTokens } from '@porchlight/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function onlyRefreshCookie(cookie: string): string {
  return cookie
    .split('; ')
    .filter((part) => part.startsWith('pl_refresh='))
    .join('; ');
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
    const logout = await post('/auth/logout', undefined, cookie);
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'pl_access')?.value).toBe('');
    const refresh = await post('/auth/refresh', undefined, onlyRefreshCookie(cookie));
    expect(refresh.statusCode).toBe(401);
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

  it('a rotated token presented again within the grace window still gets a session (two tabs)', async () => {
    const { cookie } = await registerUser(t.app);
    const first = onlyRefreshCookie(cookie);
    const [a, b] = await Promise.all([
      post('/auth/refresh', undefined, first),
      post('/auth/refresh', undefined, first),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([204, 204]);
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
