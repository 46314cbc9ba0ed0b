import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChatServerFrame } from '@porchlight/core/chat/chat-socket.protocol';
import { CHAT_CLOSE } from '@porchlight/core/chat/chat-socket.protocol';
import { DEMO_PASSWORD } from '@porchlight/db/seed/demo-accounts';
import { createTestDatabase, type TestDatabase } from '@porchlight/db/testing/test-database';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../../../scripts/lib/server-process';
import { multipart } from '../../../test/multipart';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server';
import { openChatSocket } from '../chat/chat-test-client';

/**
 * Two real server processes (apps/server/src/server.ts) on one empty PostgreSQL database and one
 * S3-compatible bucket, started at the same moment, as a deploy behind a load balancer starts them:
 * each has its own DATA_DIR, they share only AUTH_SECRET, the database and the bucket.
 */
const PROVIDER = 'bright-nest-cleaning-co';
let database: TestDatabase;
let s3: S3TestServer;
let one: ServerProcess;
let two: ServerProcess;
const folders: string[] = [];
const logs: string[] = [];

beforeAll(async () => {
  [database, s3] = await Promise.all([createTestDatabase({ empty: true }), startS3TestServer()]);
  const start = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'porchlight-process-'));
    folders.push(dataDir);
    return startServerProcess({
      dataDir,
      databaseUrl: database.url,
      serveWeb: false,
      seedDemo: true,
      env: { AUTH_SECRET: 'two-processes-share-this-secret-'.padEnd(48, 'x'), ...s3.env },
      log: (line) => logs.push(line),
    });
  };
  [one, two] = await Promise.all([start(), start()]);
}, 240_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await Promise.all([database?.drop(), s3?.close()]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}, 60_000);

/** A tiny cookie jar over fetch's set-cookie headers. */
function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(
    previous ? previous.split('; ').map((pair) => pair.split('=') as [string, string]) : [],
  );
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { cookie?: string; json?: unknown } = {},
) {
  return fetch(`${server.url}/api/v1${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
}

async function login(server: ServerProcess, email: string): Promise<string> {
  const response = await call(server, 'POST', '/auth/login', { json: { email, password: DEMO_PASSWORD } });
  expect(response.status).toBe(200);
  return cookiesOf(response);
}

describe('two processes on one database', () => {
  it('migrated and seeded the demo once, though both started together', async () => {
    const counts = await database.db.execute<{ migrations: number; distinct: number; pros: number }>(sql`
      select (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
             (select count(distinct hash) from drizzle.__drizzle_migrations)::int as distinct,
             (select count(*) from users where email = 'pro@porchlight.test')::int as pros`);
    expect(counts.rows[0]).toMatchObject({ pros: 1 });
    expect(counts.rows[0]!.migrations).toBe(counts.rows[0]!.distinct);
    for (const server of [one, two]) {
      expect((await call(server, 'GET', '/ready')).status).toBe(200);
      expect((await call(server, 'GET', '/health')).status).toBe(200);
    }
  });

  it('knows a login made on the other process', async () => {
    const cookie = await login(one, 'pro@porchlight.test');
    const me = await call(two, 'GET', '/auth/me', { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'pro@porchlight.test' });
  });

  it('serves a photo uploaded through the other process', async () => {
    const cookie = await login(two, 'pro@porchlight.test');
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c2703d' } })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'two-process-porch.png', data: picture }]);
    const upload = await fetch(`${one.url}/api/v1/provider/profile/photo/upload?vanityName=${PROVIDER}`, {
      method: 'POST',
      headers: { ...body.headers, cookie },
      body: new Uint8Array(body.payload),
    });
    expect(upload.status).toBe(200);

    const row = await database.db.execute<{ storage_key: string }>(
      sql`select storage_key from photos where friendly_image_name = 'two-process-porch'`,
    );
    const key = row.rows[0]!.storage_key;
    const served = await fetch(`${two.url}/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('delivers a chat message sent on one process to a socket on the other', async () => {
    const start = await call(one, 'POST', '/provider/ws/conversation', {
      json: { recipients: [PROVIDER], name: 'Vera Visitor', email: 'vera@example.com' },
    });
    expect(start.status).toBe(201);
    const visitorCookie = cookiesOf(start);
    const { id: conversationId } = (await start.json()) as { id: string };

    const ownerCookie = await login(two, 'pro@porchlight.test');
    const tokens = (await (await call(two, 'GET', '/provider/ws/token', { cookie: ownerCookie })).json()) as {
      connToken: string;
      wsToken: string;
    };
    const socket = await openChatSocket(
      `${two.url.replace('http', 'ws')}/ws?token=${encodeURIComponent(tokens.connToken)}`,
    );
    socket.send({ type: 'AUTH', token: tokens.wsToken });
    await socket.waitFor((frame) => frame.type === 'AUTH_OK');
    socket.send({ type: 'JOIN', conversationId });
    await socket.waitFor((frame) => frame.type === 'JOINED');

    const sent = await call(one, 'POST', '/provider/ws/message', {
      cookie: visitorCookie,
      json: { conversationId, message: 'Is Tuesday morning free?' },
    });
    expect(sent.status).toBe(201);
    const isMessage = (frame: ChatServerFrame) =>
      frame.type === 'MESSAGE' && frame.message.message === 'Is Tuesday morning free?';
    await socket.waitFor(isMessage, 10_000);

    // SIGTERM: the socket hears Going Away, the process drains and exits cleanly; the other keeps serving.
    expect(await two.stop()).toBe(0);
    expect((await socket.closed).code).toBe(CHAT_CLOSE.goingAway);
    expect((await call(one, 'GET', '/ready')).status).toBe(200);
  }, 60_000);
});
