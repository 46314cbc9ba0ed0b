import { chatMessages } from '@porchlight/core/chat/chat.messages';
import type { ChatMessage } from '@porchlight/core/chat/chat.schemas';
import {
  CHAT_CLOSE,
  CHAT_CLOSE_REASONS,
  type ChatServerFrame,
} from '@porchlight/core/chat/chat-socket.protocol';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';
import { openChatSocket, socketUrl, type TestChatSocket } from './chat-test-client';
import { createChatTokens } from './chat-tokens';

/** Two apps on one database stand for two server processes; both listen for real sockets. */
let a: TestApp;
let b: TestApp;
let provider: ProviderRow;
let ownerCookie = '';
let visitorCookie = '';
let conversationId = '';
let otherConversationId = '';

const api = (t: TestApp, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/provider/ws${url}`, payload, headers: cookie ? { cookie } : {} });

async function tokens(t: TestApp, cookie: string): Promise<{ connToken: string; wsToken: string }> {
  const response = await api(t, 'GET', '/token', cookie);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** A socket on `t`, authenticated as the owner of `cookie`. */
async function connect(t: TestApp, cookie: string): Promise<TestChatSocket> {
  const { connToken, wsToken } = await tokens(t, cookie);
  const socket = await openChatSocket(socketUrl(t.app, connToken));
  socket.send({ type: 'AUTH', token: wsToken });
  await socket.waitFor((frame) => frame.type === 'AUTH_OK');
  return socket;
}

const messagesOf = (socket: TestChatSocket) =>
  socket.frames.flatMap((frame) => (frame.type === 'MESSAGE' ? [frame.message] : []));
const isMessage = (text: string) => (frame: ChatServerFrame) =>
  frame.type === 'MESSAGE' && frame.message.message === text;

async function startAnonymousConversation(t: TestApp, name: string) {
  const start = await api(t, 'POST', '/conversation', '', {
    recipients: [provider.vanityNameLc],
    name,
    email: `${name.toLowerCase()}@example.com`,
  });
  return { id: start.json().id as string, cookie: cookieHeader(start) };
}

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { database: a.database });
  await Promise.all([
    a.app.listen({ port: 0, host: '127.0.0.1' }),
    b.app.listen({ port: 0, host: '127.0.0.1' }),
  ]);
  await Promise.all([a.app.events.ready(), b.app.events.ready()]);
  const owner = await seedLoggedInUser(a.app, a.database.db, { firstName: 'Olivia', lastName: 'Owner' });
  ownerCookie = owner.cookie;
  provider = await seedProvider(a.database.db, {
    name: 'Socket Plumbing',
    owner: owner.user.id,
    chatEnabled: true,
  });
  ({ id: conversationId, cookie: visitorCookie } = await startAnonymousConversation(a, 'Vera'));
  ({ id: otherConversationId } = await startAnonymousConversation(a, 'Otto'));
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('socket authentication', () => {
  it('closes a socket without a valid connection token', async () => {
    const missing = await openChatSocket(socketUrl(a.app));
    expect(await missing.closed).toEqual({
      code: CHAT_CLOSE.unauthorized,
      reason: CHAT_CLOSE_REASONS.missingConnToken,
    });
    const wrong = await openChatSocket(socketUrl(a.app, 'not-a-token'));
    expect(await wrong.closed).toEqual({
      code: CHAT_CLOSE.unauthorized,
      reason: CHAT_CLOSE_REASONS.invalidConnToken,
    });
    const expired = await createChatTokens(a.app.config.authSecret, { ttlSeconds: -10 }).issue({
      kind: 'visitor',
      visitorKey: crypto.randomUUID(),
    });
    const late = await openChatSocket(socketUrl(a.app, expired.connToken));
    expect(await late.closed).toEqual({
      code: CHAT_CLOSE.unauthorized,
      reason: CHAT_CLOSE_REASONS.expiredConnToken,
    });
  });

  it('closes a socket whose AUTH is missing, wrong or expired', async () => {
    const first = await tokens(a, visitorCookie);
    const second = await tokens(a, visitorCookie);
    const unauthenticated = await openChatSocket(socketUrl(a.app, first.connToken));
    unauthenticated.send({ type: 'JOIN', conversationId });
    expect(await unauthenticated.closed).toEqual({
      code: CHAT_CLOSE.unauthorized,
      reason: CHAT_CLOSE_REASONS.notAuthenticated,
    });
    // A ws token of another connection does not authenticate this one.
    const mismatched = await openChatSocket(socketUrl(a.app, first.connToken));
    mismatched.send({ type: 'AUTH', token: second.wsToken });
    expect(await mismatched.closed).toEqual({
      code: CHAT_CLOSE.unauthorized,
      reason: CHAT_CLOSE_REASONS.invalidWsToken,
    });

    const shortLived = await createChatTokens(a.app.config.authSecret, { ttlSeconds: 1 }).issue({
      kind: 'visitor',
      visitorKey: crypto.randomUUID(),
    });
    const slow = await openChatSocket(socketUrl(a.app, shortLived.connToken));
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    slow.send({ type: 'AUTH', token: shortLived.wsToken });
    expect(await slow.closed).toEqual({
      code: CHAT_CLOSE.unauthorized,
      reason: CHAT_CLOSE_REASONS.expiredWsToken,
    });
  });

  it("closes a socket that joins another visitor's conversation or watches a provider it does not answer for", async () => {
    const nosy = await connect(a, visitorCookie);
    nosy.send({ type: 'JOIN', conversationId: otherConversationId });
    expect(await nosy.closed).toEqual({
      code: CHAT_CLOSE.forbidden,
      reason: CHAT_CLOSE_REASONS.notParticipant,
    });
    const watcher = await connect(a, visitorCookie);
    watcher.send({ type: 'WATCH', vanityName: provider.vanityName });
    expect(await watcher.closed).toEqual({
      code: CHAT_CLOSE.forbidden,
      reason: CHAT_CLOSE_REASONS.notAnswerer,
    });
  });
});

describe('delivery across processes', () => {
  it('pushes each message once to the visitor on one process and the owner on the other, and catches up a reconnect', async () => {
    const visitor = await connect(a, visitorCookie);
    visitor.send({ type: 'JOIN', conversationId });
    await visitor.waitFor((frame) => frame.type === 'JOINED');
    const owner = await connect(b, ownerCookie);
    owner.send({ type: 'WATCH', vanityName: provider.vanityName });
    await owner.waitFor((frame) => frame.type === 'WATCHING');

    visitor.send({ type: 'SEND', conversationId, message: 'Is anyone there?', ref: 'm1' });
    const ack = await visitor.waitFor((frame) => frame.type === 'ACK');
    expect(ack).toMatchObject({ ref: 'm1' });
    await owner.waitFor(isMessage('Is anyone there?'));
    await visitor.waitFor(isMessage('Is anyone there?'));

    const answer = await api(b, 'POST', '/message', ownerCookie, {
      conversationId,
      message: 'Yes! <script>hi</script>',
    });
    expect(answer.statusCode).toBe(201);
    await visitor.waitFor(isMessage('Yes! <script>hi</script>'));
    await owner.waitFor(isMessage('Yes! <script>hi</script>'));
    for (const socket of [visitor, owner]) {
      const ids = messagesOf(socket).map((message) => message.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(2);
    }

    // The visitor drops off; two answers arrive meanwhile; a new socket on the other process catches up.
    const lastSeen = messagesOf(visitor).at(-1) as ChatMessage;
    visitor.close();
    await visitor.closed;
    for (const message of ['Still there?', 'We can come on Monday.']) {
      await api(a, 'POST', '/message', ownerCookie, { conversationId, message });
    }
    const back = await connect(b, visitorCookie);
    back.send({ type: 'JOIN', conversationId, after: lastSeen.id });
    await back.waitFor(isMessage('We can come on Monday.'));
    await api(b, 'POST', '/message', ownerCookie, { conversationId, message: 'See you then.' });
    await back.waitFor(isMessage('See you then.'));
    expect(messagesOf(back).map((message) => message.message)).toEqual([
      'Still there?',
      'We can come on Monday.',
      'See you then.',
    ]);
    back.close();
    owner.close();
  });
});

describe('limits', () => {
  it('answers too long, empty and unjoined messages with error frames', async () => {
    const socket = await connect(a, visitorCookie);
    socket.send({ type: 'SEND', conversationId, message: 'x', ref: 'early' });
    expect(await socket.waitFor((f) => f.type === 'ERROR')).toMatchObject({
      code: 'not_joined',
      ref: 'early',
    });
    socket.send({ type: 'JOIN', conversationId });
    await socket.waitFor((frame) => frame.type === 'JOINED');
    socket.send({ type: 'SEND', conversationId, message: 'x'.repeat(2_001), ref: 'long' });
    expect(await socket.waitFor((f) => f.type === 'ERROR' && f.ref === 'long')).toMatchObject({
      code: 'too_long',
      message: chatMessages.messageTooLong,
    });
    socket.send({ type: 'SEND', conversationId, message: '   ', ref: 'blank' });
    expect(await socket.waitFor((f) => f.type === 'ERROR' && f.ref === 'blank')).toMatchObject({
      code: 'empty',
    });
    socket.sendRaw('not json');
    await socket.waitFor((f) => f.type === 'ERROR' && f.code === 'bad_frame');
    socket.close();
  });

  it('answers a flood of frames with a rate-limit error frame', async () => {
    const socket = await connect(a, visitorCookie);
    for (let i = 0; i < 25; i += 1) socket.sendRaw('{}');
    expect(await socket.waitFor((f) => f.type === 'ERROR' && f.code === 'rate_limited')).toMatchObject({
      message: chatMessages.rateLimited,
    });
    socket.close();
  });
});

describe('shutdown', () => {
  it('closes every socket with 1001 Going Away when its process stops, so browsers reconnect elsewhere', async () => {
    const leaving = await createTestApp({}, { database: a.database });
    await leaving.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = await connect(leaving, visitorCookie);
    await leaving.close();
    expect(await socket.closed).toEqual({
      code: CHAT_CLOSE.goingAway,
      reason: CHAT_CLOSE_REASONS.goingAway,
    });
  });
});
