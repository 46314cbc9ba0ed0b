import { readinessMessages } from '@porchlight/core/platform/health.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers liveness without a login', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

it('is ready when the database answers and has every migration', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ready', replicas: [] });
});

it('is not ready (503) while the database lacks the newest migration', async () => {
  const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
  const [row] = (
    await t.database.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations where created_at = ${newest}`,
    )
  ).rows;
  await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row!.id}`);
  try {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: readinessMessages.migrationsPending,
    });
  } finally {
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at}::bigint)`,
    );
  }
});

it('is not ready (503) when the database does not answer, and still alive', async () => {
  const broken = await createTestApp();
  await broken.database.db.$client.end();
  try {
    const ready = await broken.app.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe(readinessMessages.databaseUnreachable);
    expect((await broken.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  } finally {
    await broken.close();
  }
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
