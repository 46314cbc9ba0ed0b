import { chatMessages } from '@porchlight/core/chat/chat.messages';
import { memberships } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';
import { CHAT_VISITOR_COOKIE } from './chat-visitor-cookie';

let t: TestApp;
let provider: ProviderRow;
const cookies = { owner: '', manager: '', user: '', stranger: '' };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [owner, manager, user, stranger] = await Promise.all(
    ['Olivia', 'Marco', 'Uma', 'Sam'].map((firstName) =>
      seedLoggedInUser(t.app, db, { firstName, lastName: 'Tester' }),
    ),
  );
  if (!owner || !manager || !user || !stranger) throw new Error('users not seeded');
  provider = await seedProvider(db, {
    name: 'Chatty Plumbing',
    owner: owner.user.id,
    customDomain: 'chattyplumbing.example',
  });
  await db.insert(memberships).values({ userId: manager.user.id, providerId: provider.id, role: 'manager' });
  Object.assign(cookies, {
    owner: owner.cookie,
    manager: manager.cookie,
    user: user.cookie,
    stranger: stranger.cookie,
  });
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie?: string,
  payload?: object,
  host?: string,
) =>
  t.app.inject({
    method,
    url: `/api/v1/provider/ws${url}`,
    payload,
    headers: { ...(cookie ? { cookie } : {}), ...(host ? { host } : {}) },
  });

const setChat = (chatEnabled: boolean, cookie = cookies.owner, host?: string) =>
  api('PATCH', `/settings?vanityName=${provider.vanityName}`, cookie, { chatEnabled }, host);

describe('the chat switch', () => {
  it('is the owner’s and managers’, on the main site only', async () => {
    expect((await setChat(true, cookies.user)).statusCode).toBe(403);
    expect((await setChat(true, '')).statusCode).toBe(401);
    expect((await setChat(true, cookies.owner, 'chattyplumbing.example')).statusCode).toBe(403);
    const off = await setChat(false, cookies.manager);
    expect([off.statusCode, off.json()]).toEqual([200, { chatEnabled: false }]);
  });

  it('empties the recipients and refuses new conversations while off', async () => {
    await setChat(false);
    const recipients = await api('GET', `/recipients/${provider.vanityNameLc}`);
    expect(recipients.json()).toEqual({ data: [] });
    const start = await api('POST', '/conversation', undefined, {
      recipients: [provider.vanityNameLc],
      name: 'Ann',
      email: 'ann@example.com',
    });
    expect([start.statusCode, start.json().message]).toEqual([403, chatMessages.chatOff]);

    await setChat(true);
    const on = await api('GET', `/recipients/${provider.vanityNameLc}`);
    expect(on.json()).toEqual({
      data: [{ vanityNameLC: provider.vanityNameLc, providerName: 'Chatty Plumbing', providerImage: null }],
    });
  });
});

describe('an anonymous visitor', () => {
  let visitorCookie = '';
  let conversationId = '';

  it('gives name and e-mail once, then the chat cookie carries them', async () => {
    await setChat(true);
    const noToken = await api('GET', '/token');
    expect([noToken.statusCode, noToken.json().message]).toEqual([401, chatMessages.noChatIdentity]);
    const nameless = await api('POST', '/conversation', undefined, { recipients: [provider.vanityNameLc] });
    expect([nameless.statusCode, nameless.json().message]).toEqual([400, chatMessages.nameRequired]);

    const start = await api('POST', '/conversation', undefined, {
      recipients: [provider.vanityNameLc],
      name: 'Ann Visitor',
      email: 'Ann@Example.com',
    });
    expect(start.statusCode).toBe(201);
    const cookie = start.cookies.find((c) => c.name === CHAT_VISITOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/provider/ws', maxAge: 259_200 });
    visitorCookie = cookieHeader(start);
    conversationId = start.json().id;

    const again = await api('POST', '/conversation', visitorCookie, { recipients: [provider.vanityNameLc] });
    expect([again.statusCode, again.json().id]).toEqual([201, conversationId]);
    const tokens = await api('GET', '/token', visitorCookie);
    expect(Object.keys(tokens.json()).sort()).toEqual(['connToken', 'wsToken']);
  });

  it('talks with the provider; strangers see nothing; unread counts follow both sides', async () => {
    const first = await api('POST', '/message', visitorCookie, {
      conversationId,
      message: '  Hello <b>there</b>  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      sender: 'visitor',
      senderName: 'Ann Visitor',
      message: 'Hello <b>there</b>',
    });
    await api('POST', '/message', visitorCookie, { conversationId, message: 'Are you there?' });

    const tooLong = await api('POST', '/message', visitorCookie, {
      conversationId,
      message: 'x'.repeat(2_001),
    });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, chatMessages.messageTooLong]);
    for (const cookie of [cookies.stranger, '']) {
      const refused = await api('POST', '/message', cookie, { conversationId, message: 'Hi' });
      expect([refused.statusCode, refused.json().message]).toEqual([404, chatMessages.conversationNotFound]);
      expect((await api('GET', `/message/${conversationId}`, cookie)).statusCode).toBe(404);
    }

    let inbox = await api('GET', `/conversations?vanityName=${provider.vanityName}`, cookies.manager);
    expect(inbox.json()).toMatchObject({
      totalRecords: 1,
      totalUnread: 1,
      conversations: [
        {
          id: conversationId,
          visitorName: 'Ann Visitor',
          visitorEmail: 'ann@example.com',
          visitorIsMember: false,
          lastMessage: 'Are you there?',
          unread: 2,
          visitorUnread: 0,
        },
      ],
    });
    // A page past the end still has the totals.
    const pastTheEnd = await api(
      'GET',
      `/conversations?vanityName=${provider.vanityName}&first=1&rows=1`,
      cookies.manager,
    );
    expect(pastTheEnd.json()).toEqual({ conversations: [], totalRecords: 1, totalUnread: 1 });
    expect(
      (await api('GET', `/conversations?vanityName=${provider.vanityName}`, cookies.user)).statusCode,
    ).toBe(403);

    const answer = await api('POST', '/message', cookies.owner, {
      conversationId,
      message: 'Yes, how can we help?',
    });
    expect(answer.json()).toMatchObject({ sender: 'provider', senderName: 'Olivia T.' });
    inbox = await api('GET', `/conversations?vanityName=${provider.vanityName}`, cookies.owner);
    expect(inbox.json().conversations[0]).toMatchObject({ unread: 0, visitorUnread: 1 });

    const history = await api('GET', `/message/${conversationId}`, visitorCookie);
    const messages = history.json().messages as { id: number; message: string }[];
    expect(messages.map((m) => m.message)).toEqual([
      'Hello <b>there</b>',
      'Are you there?',
      'Yes, how can we help?',
    ]);
    const missed = await api('GET', `/message/${conversationId}?after=${messages[0]?.id}`, cookies.manager);
    expect(missed.json()).toEqual({ messages: messages.slice(1), hasMore: false });

    const read = await api('POST', `/conversation/${conversationId}/read`, visitorCookie, {});
    expect(read.statusCode).toBe(204);
    inbox = await api('GET', `/conversations?vanityName=${provider.vanityName}`, cookies.owner);
    expect(inbox.json().conversations[0]).toMatchObject({ unread: 0, visitorUnread: 0 });
  });

  it('cannot write once the provider turns chat off, while the provider can still answer', async () => {
    await setChat(false);
    const refused = await api('POST', '/message', visitorCookie, { conversationId, message: 'Hello?' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, chatMessages.chatOff]);
    const answer = await api('POST', '/message', cookies.manager, {
      conversationId,
      message: 'We are closed.',
    });
    expect(answer.statusCode).toBe(201);
    await setChat(true);
  });
});

describe('a logged-in visitor', () => {
  it('chats under the account’s name; the provider’s own people cannot start a chat', async () => {
    const start = await api('POST', '/conversation', cookies.user, { recipients: [provider.vanityNameLc] });
    expect(start.statusCode).toBe(201);
    expect(start.cookies.find((c) => c.name === CHAT_VISITOR_COOKIE)).toBeUndefined();
    const sent = await api('POST', '/message', cookies.user, {
      conversationId: start.json().id,
      message: 'Hi',
    });
    expect(sent.json()).toMatchObject({ sender: 'visitor', senderName: 'Uma Tester' });
    expect((await api('GET', '/token', cookies.user)).statusCode).toBe(200);

    const own = await api('POST', '/conversation', cookies.owner, { recipients: [provider.vanityNameLc] });
    expect([own.statusCode, own.json().message]).toEqual([403, chatMessages.memberCannotChat]);
  });

  it('cannot reach an unpublished provider', async () => {
    const hidden = await seedProvider(t.database.db, {
      name: 'Hidden Chat Co',
      published: false,
      chatEnabled: true,
    });
    const start = await api('POST', '/conversation', cookies.user, { recipients: [hidden.vanityNameLc] });
    expect(start.statusCode).toBe(404);
  });
});
