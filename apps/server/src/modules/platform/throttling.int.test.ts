import { randomUUID } from 'node:crypto';
import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { outbox } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { seedProvider } from '@porchlight/db/seed/factories';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestHubLink, seedHubClient } from '../../../test/client-hub';
import { seedPeople } from '../../../test/people';
import { seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';
import { openChatSocket, socketUrl } from '../chat/chat-test-client';

/**
 * Issue 30 item 3: the Client Hub's link endpoints and anonymous chat are throttled per client address
 * (and send-new-link per client too), counted in PostgreSQL: two apps on one database stand for two
 * processes, and neither grants a budget of its own. Short windows come from the same variables
 * production reads.
 */
const WINDOW_SECONDS = 3;
const LIMITS = {
  HUB_SESSION_RATE_LIMIT: `3/${WINDOW_SECONDS}s`,
  HUB_NEW_LINK_RATE_LIMIT: `4/${WINDOW_SECONDS}s`,
  HUB_NEW_LINK_CLIENT_RATE_LIMIT: `2/${WINDOW_SECONDS}s`,
  CHAT_CONVERSATION_RATE_LIMIT: `3/${WINDOW_SECONDS}s`,
  CHAT_MESSAGE_RATE_LIMIT: `4/${WINDOW_SECONDS}s`,
};

let first: TestApp;
let second: TestApp;
/** Alternates between the two processes, as a load balancer would. */
const processes = () => {
  let next = 0;
  return () => (next++ % 2 === 0 ? first : second);
};

beforeAll(async () => {
  first = await createTestApp(LIMITS);
  second = await createTestApp(LIMITS, { database: first.database });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

/** The 429 names when to come back: Retry-After in whole seconds, within the window. */
function expectThrottled(response: LightMyRequestResponse): number {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(response.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  expect(response.json().message).toMatch(/^Too many/);
  return retryAfter;
}

const waitFor = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 250));

describe('Client Hub link sessions, per client address', () => {
  let provider: ProviderRow;
  beforeAll(async () => {
    provider = await seedProvider(first.database.db, { name: 'Guessed Links Co' });
  });

  const guess = (t: TestApp, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/client-hub/auth/session',
      payload: { sessionId: randomUUID(), clientHubId: randomUUID(), vanityName: provider.vanityName },
      remoteAddress,
    });

  it('answers 429 with Retry-After once an address has guessed its share, on every process', async () => {
    const next = processes();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await guess(next(), '198.51.100.10')).statusCode);
    expect(statuses).toEqual([404, 404, 404]);
    const refused = await guess(next(), '198.51.100.10');
    const retryAfter = expectThrottled(refused);
    expectThrottled(await guess(next(), '198.51.100.10'));
    // Another address has its whole budget.
    expect((await guess(next(), '198.51.100.11')).statusCode).toBe(404);

    await waitFor(retryAfter);
    expect((await guess(next(), '198.51.100.10')).statusCode).toBe(404);
  });
});

describe('send-new-link, per client and per client address', () => {
  let provider: ProviderRow;
  const email = 'casey.throttle@example.test';
  let link: Awaited<ReturnType<typeof latestHubLink>>;

  beforeAll(async () => {
    const people = await seedPeople(first.app, first.database.db);
    provider = await seedServiceManagerProvider(first.database.db, people, 'Resent Links Cleaning');
    const client = await seedHubClient(first.app, people, provider, {
      firstName: 'Casey',
      emailAddress: email,
    });
    const call = serviceManagerCaller(first.app, people);
    const sent = await call(
      'owner',
      'POST',
      `/provider/service-manager/estimates/${client.estimateNumber}/send`,
      provider,
      { payload: {} },
    );
    expect(sent.statusCode).toBe(200);
    link = await latestHubLink(first.database.db, email);
  });

  const linksMailed = async () =>
    (
      await first.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.to, email), sql`${outbox.meta}->>'kind' = 'client-hub-link'`))
    ).length;

  const resend = (t: TestApp, remoteAddress: string, body: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/client-hub/auth/send-new-link/${provider.vanityName}`,
      payload: { sessionId: link.sessionId, clientHubId: link.clientHubId, email, ...body },
      remoteAddress,
    });

  it('mails one client only so many new links, from whatever address they are asked for', async () => {
    const next = processes();
    const before = await linksMailed();
    const statuses: number[] = [];
    for (let i = 0; i < 2; i++) statuses.push((await resend(next(), '198.51.100.20')).statusCode);
    expect(statuses).toEqual([200, 200]);
    const retryAfter = expectThrottled(await resend(next(), '198.51.100.20'));
    expectThrottled(await resend(next(), '198.51.100.21'));
    expect(await linksMailed()).toBe(before + 2);

    await waitFor(retryAfter);
    const again = await resend(next(), '198.51.100.22');
    expect([again.statusCode, again.json().message]).toEqual([200, hubMessages.newLinkSent]);
    expect(await linksMailed()).toBe(before + 3);
  });

  it('limits one address however many links it tries', async () => {
    const next = processes();
    const wrong = { sessionId: randomUUID(), clientHubId: randomUUID() };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await resend(next(), '198.51.100.30', wrong)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404]);
    const retryAfter = expectThrottled(await resend(next(), '198.51.100.30', wrong));
    expect((await resend(next(), '198.51.100.31', wrong)).statusCode).toBe(404);

    await waitFor(retryAfter);
    expect((await resend(next(), '198.51.100.30', wrong)).statusCode).toBe(404);
  });
});

describe('anonymous chat, per client address', () => {
  let provider: ProviderRow;
  beforeAll(async () => {
    provider = await seedProvider(first.database.db, { name: 'Chatty Throttle Plumbing', chatEnabled: true });
  });

  const start = (t: TestApp, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/provider/ws/conversation',
      payload: { recipients: [provider.vanityNameLc], name: 'Ann Visitor', email: 'ann@example.test' },
      remoteAddress,
    });

  it('starts so many new conversations per address, then 429 until the window ends', async () => {
    const next = processes();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await start(next(), '198.51.100.40')).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    const retryAfter = expectThrottled(await start(next(), '198.51.100.40'));
    expect((await start(next(), '198.51.100.41')).statusCode).toBe(201);

    await waitFor(retryAfter);
    expect((await start(next(), '198.51.100.40')).statusCode).toBe(201);
  });

  it('takes so many anonymous messages per address, then 429 until the window ends', async () => {
    const started = await start(first, '198.51.100.50');
    expect(started.statusCode).toBe(201);
    const cookie = cookieHeader(started);
    const conversationId: string = started.json().id;
    const send = (t: TestApp, text: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/provider/ws/message',
        payload: { conversationId, message: text },
        headers: { cookie },
        remoteAddress: '198.51.100.50',
      });
    const next = processes();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(next(), `hello ${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201]);
    const retryAfter = expectThrottled(await send(next(), 'one too many'));

    await waitFor(retryAfter);
    expect((await send(next(), 'after the window')).statusCode).toBe(201);
  });

  it('counts messages over the socket in the same budget as over HTTP', async () => {
    await first.app.listen({ port: 0, host: '127.0.0.1' });
    // The socket's address is the test's own, 127.0.0.1: the HTTP calls come from there too.
    const started = await start(first, '127.0.0.1');
    const cookie = cookieHeader(started);
    const conversationId: string = started.json().id;
    for (let i = 0; i < 2; i++) {
      const sent = await second.app.inject({
        method: 'POST',
        url: '/api/v1/provider/ws/message',
        payload: { conversationId, message: `over http ${i}` },
        headers: { cookie },
      });
      expect(sent.statusCode).toBe(201);
    }
    const tokens = await first.app.inject({
      method: 'GET',
      url: '/api/v1/provider/ws/token',
      headers: { cookie },
    });
    const { connToken, wsToken } = tokens.json();
    const socket = await openChatSocket(socketUrl(first.app, connToken));
    try {
      socket.send({ type: 'AUTH', token: wsToken });
      await socket.waitFor((frame) => frame.type === 'AUTH_OK');
      socket.send({ type: 'JOIN', conversationId });
      await socket.waitFor((frame) => frame.type === 'JOINED');
      for (const ref of ['s1', 's2', 's3']) socket.send({ type: 'SEND', conversationId, message: ref, ref });
      await socket.waitFor((frame) => frame.type === 'ACK' && frame.ref === 's2');
      const refused = await socket.waitFor((frame) => frame.type === 'ERROR' && frame.ref === 's3');
      expect(refused).toMatchObject({
        code: 'refused',
        message: expect.stringMatching(/^Too many messages/),
      });
    } finally {
      socket.close();
    }
  });
});
