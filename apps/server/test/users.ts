import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cookieHeader } from './test-app';

export const TEST_PASSWORD = 'correct horse battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

/** Registers through the API, the way a user does; returns the session cookie header. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {},
) {
  const body = {
    firstName: 'Test',
    lastName: 'Person',
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    ...overrides,
  };
  // Each test user comes from its own address, as real users do, so the login rate limit stays per test.
  const remoteAddress = `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: body,
    remoteAddress,
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  return {
    cookie: cookieHeader(response),
    user: response.json() as { id: string; email: string },
    email: body.email,
  };
}
