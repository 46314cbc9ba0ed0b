import { seedProvider } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

const LIMIT = 3;
const login = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'nobody@example.test', password: 'wrong password' },
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('TRUST_PROXY (default: this machine only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT) });
  });
  afterAll(() => t.close());

  it('does not let a remote client reset the login limit by rotating X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++)
      statuses.push((await login(t, '203.0.113.7', `198.51.100.${i}`)).statusCode);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });

  it('takes the client address from a proxy on this machine', async () => {
    for (let i = 0; i < LIMIT; i++) await login(t, '127.0.0.1', '198.51.100.200');
    expect((await login(t, '127.0.0.1', '198.51.100.200')).statusCode).toBe(429);
    // Another client behind the same local proxy has its own limit.
    expect((await login(t, '127.0.0.1', '198.51.100.201')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-Host from a remote client when resolving custom domains', async () => {
    const provider = await seedProvider(t.database.db, {
      name: 'Proxy Pools',
      customDomain: 'proxypools.example',
    });
    const viaHost = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/network/profile/${provider.vanityName}`,
        remoteAddress,
        headers: { 'x-forwarded-host': 'proxypools.example' },
      });
    expect((await viaHost('127.0.0.1')).json().onCustomDomain).toBe(true);
    expect((await viaHost('203.0.113.9')).json().onCustomDomain).toBe(false);
  });
});

describe('TRUST_PROXY=1 (one proxy in front, any address)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('limits each forwarded client on its own', async () => {
    for (let i = 0; i < LIMIT; i++) await login(t, '10.0.0.2', '198.51.100.50');
    expect((await login(t, '10.0.0.2', '198.51.100.50')).statusCode).toBe(429);
    expect((await login(t, '10.0.0.2', '198.51.100.51')).statusCode).toBe(401);
  });
});
