import { chatConversations, memberships, outbox } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';

/** Two processes run the unread check on one database. */
let a: TestApp;
let b: TestApp;
let ownerCookie = '';
let visitorCookie = '';
let conversationId = '';
const answerers: string[] = [];

const api = (method: 'POST', url: string, cookie: string, payload: object) =>
  a.app.inject({ method, url: `/api/v1/provider/ws${url}`, payload, headers: cookie ? { cookie } : {} });

/** As if the oldest unread visitor message had arrived `minutes` ago. */
async function ageUnread(minutes: number): Promise<void> {
  await a.database.db
    .update(chatConversations)
    .set({ providerUnreadSince: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(chatConversations.id, conversationId));
}

async function chatEmails() {
  const rows = await a.database.db.select().from(outbox);
  return rows.filter((row) => row.meta?.conversationId === conversationId);
}

const checkBoth = async () => {
  const [first, second] = await Promise.all([
    a.app.chatUnreadNotifier.check(),
    b.app.chatUnreadNotifier.check(),
  ]);
  return (first ?? 0) + (second ?? 0);
};

beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { database: a.database });
  const { db } = a.database;
  const [owner, manager] = await Promise.all([seedLoggedInUser(a.app, db), seedLoggedInUser(a.app, db)]);
  if (!owner || !manager) throw new Error('users not seeded');
  ownerCookie = owner.cookie;
  answerers.push(owner.user.email, manager.user.email);
  const provider = await seedProvider(db, {
    name: 'Waiting Windows',
    owner: owner.user.id,
    chatEnabled: true,
  });
  await db.insert(memberships).values({ userId: manager.user.id, providerId: provider.id, role: 'manager' });
  const start = await api('POST', '/conversation', '', {
    recipients: [provider.vanityNameLc],
    name: 'Wendy Waiting',
    email: 'wendy@example.com',
  });
  conversationId = start.json().id;
  visitorCookie = cookieHeader(start);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('a visitor message unread for 5 minutes', () => {
  it('e-mails the owners and managers once, however many processes check', async () => {
    await api('POST', '/message', visitorCookie, { conversationId, message: 'Can you fix a window today?' });
    expect(await checkBoth()).toBe(0);
    await ageUnread(4);
    expect(await checkBoth()).toBe(0);

    await ageUnread(6);
    expect(await checkBoth()).toBe(1);
    expect(await checkBoth()).toBe(0);
    const emails = await chatEmails();
    expect(emails.map((email) => email.to).sort()).toEqual([...answerers].sort());
    expect(emails[0]?.subject).toBe('Wendy Waiting is waiting for an answer in your live chat');
    expect(emails[0]?.body).toContain('> Can you fix a window today?');
  });

  it('is e-mailed again only after the provider read or answered and a new message waits', async () => {
    await api('POST', '/message', visitorCookie, { conversationId, message: 'Hello?' });
    await ageUnread(10);
    expect(await checkBoth()).toBe(0);

    await api('POST', `/conversation/${conversationId}/read`, ownerCookie, {});
    await api('POST', '/message', visitorCookie, { conversationId, message: 'Any news?' });
    await ageUnread(6);
    expect(await checkBoth()).toBe(1);
    expect(await chatEmails()).toHaveLength(4);

    await api('POST', '/message', ownerCookie, { conversationId, message: 'Tomorrow at 9.' });
    await ageUnread(6);
    expect(await checkBoth()).toBe(0);
  });
});
