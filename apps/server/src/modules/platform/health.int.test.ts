import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers ok after a database round trip', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('answers unknown API routes with the error shape', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
});

it('serves the OpenAPI document', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  expect(Object.keys(response.json().paths)).toContain('/api/v1/auth/login');
});
