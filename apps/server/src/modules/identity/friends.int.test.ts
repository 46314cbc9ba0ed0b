import { friendMessages } from '@porchlight/core/identity/friends.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/auth/user${url}`, payload, headers: cookie ? { cookie } : {} });

async function pair() {
  const alice = await registerUser(t.app, { firstName: 'Alice', lastName: 'Archer' });
  const bob = await registerUser(t.app, { firstName: 'Bob', lastName: 'Baker' });
  return { alice, bob };
}

describe('friend requests', () => {
  it('send, see on both sides, accept, count and list', async () => {
    const { alice, bob } = await pair();
    const sent = await call('POST', '/friends/requests', alice.cookie, { email: bob.email.toUpperCase() });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().person).toEqual({ displayName: 'Bob B.' });

    expect((await call('GET', '/friends', alice.cookie)).json().outgoing).toHaveLength(1);
    const bobsView = (await call('GET', '/friends', bob.cookie)).json();
    expect(bobsView.incoming[0].person).toMatchObject({ firstName: 'Alice', email: alice.email });

    const { requestId } = sent.json();
    // Only the recipient can accept.
    expect((await call('POST', `/friends/requests/${requestId}/accept`, alice.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/friends/requests/${requestId}/accept`, bob.cookie)).statusCode).toBe(204);

    expect((await call('GET', '/friend-count', alice.cookie)).json()).toEqual({ friendCount: 1 });
    expect((await call('GET', '/friend-count', bob.cookie)).json()).toEqual({ friendCount: 1 });
    const list = (await call('GET', '/friends', alice.cookie)).json();
    expect(list).toMatchObject({ totalRecords: 1, incoming: [], outgoing: [] });
    expect(list.friends[0]).toMatchObject({ userId: bob.user.id, firstName: 'Bob', email: bob.email });
  });

  it('tells the sender only the public name until the request is accepted', async () => {
    const alice = await registerUser(t.app, { firstName: 'Alice', lastName: 'Archer' });
    const nora = await registerUser(t.app, { firstName: 'Nora', lastName: 'Nightingale' });
    const sent = await call('POST', '/friends/requests', alice.cookie, { email: nora.email });
    const outgoing = await call('GET', '/friends', alice.cookie);
    for (const response of [sent, outgoing]) {
      expect(response.body).not.toContain(nora.email);
      expect(response.body).not.toContain('Nightingale');
      expect(response.body).not.toContain(nora.user.id);
    }
    expect(sent.json().person).toEqual({ displayName: 'Nora N.' });
    expect(outgoing.json().outgoing[0].person).toEqual({ displayName: 'Nora N.' });
  });

  it('decline and cancel remove the request without a friendship', async () => {
    const { alice, bob } = await pair();
    const first = (await call('POST', '/friends/requests', alice.cookie, { email: bob.email })).json();
    expect((await call('POST', `/friends/requests/${first.requestId}/decline`, bob.cookie)).statusCode).toBe(
      204,
    );
    const second = (await call('POST', '/friends/requests', alice.cookie, { email: bob.email })).json();
    expect(
      (await call('POST', `/friends/requests/${second.requestId}/decline`, alice.cookie)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/friend-count', bob.cookie)).json().friendCount).toBe(0);
    expect((await call('GET', '/friends', bob.cookie)).json().incoming).toEqual([]);
  });

  it('a request to someone who already asked us makes us friends at once', async () => {
    const { alice, bob } = await pair();
    await call('POST', '/friends/requests', alice.cookie, { email: bob.email });
    const back = await call('POST', '/friends/requests', bob.cookie, { email: alice.email });
    expect(back.statusCode).toBe(200);
    expect((await call('GET', '/friend-count', alice.cookie)).json().friendCount).toBe(1);
  });

  it.each([['an unknown address', 'nobody@example.test', 404, friendMessages.userNotFound]])(
    'refuses %s',
    async (_label, email, status, message) => {
      const { alice } = await pair();
      const response = await call('POST', '/friends/requests', alice.cookie, { email });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    },
  );

  it('refuses yourself, a duplicate and an existing friend', async () => {
    const { alice, bob } = await pair();
    expect(
      (await call('POST', '/friends/requests', alice.cookie, { email: alice.email })).json().message,
    ).toBe(friendMessages.cannotBefriendSelf);
    const sent = (await call('POST', '/friends/requests', alice.cookie, { email: bob.email })).json();
    const duplicate = await call('POST', '/friends/requests', alice.cookie, { email: bob.email });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, friendMessages.requestPending]);
    await call('POST', `/friends/requests/${sent.requestId}/accept`, bob.cookie);
    const again = await call('POST', '/friends/requests', alice.cookie, { email: bob.email });
    expect([again.statusCode, again.json().message]).toEqual([409, friendMessages.alreadyFriends]);
  });

  it('a stranger cannot decline someone else’s request', async () => {
    const { alice, bob } = await pair();
    const carol = await registerUser(t.app);
    const sent = (await call('POST', '/friends/requests', alice.cookie, { email: bob.email })).json();
    expect((await call('POST', `/friends/requests/${sent.requestId}/decline`, carol.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe('two people asking each other at once', () => {
  it('always end up friends, with no request left waiting', async () => {
    for (let round = 0; round < 10; round++) {
      const { alice, bob } = await pair();
      const answers = await Promise.all([
        call('POST', '/friends/requests', alice.cookie, { email: bob.email }),
        call('POST', '/friends/requests', bob.cookie, { email: alice.email }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
      for (const { cookie } of [alice, bob]) {
        const view = (await call('GET', '/friends', cookie)).json();
        expect(view).toMatchObject({ totalRecords: 1, incoming: [], outgoing: [] });
      }
    }
  });
});

describe('removing a friend', () => {
  it('ends the friendship for both', async () => {
    const { alice, bob } = await pair();
    const sent = (await call('POST', '/friends/requests', alice.cookie, { email: bob.email })).json();
    await call('POST', `/friends/requests/${sent.requestId}/accept`, bob.cookie);
    expect((await call('DELETE', `/friends/${alice.user.id}`, bob.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/friend-count', alice.cookie)).json().friendCount).toBe(0);
    const again = await call('DELETE', `/friends/${alice.user.id}`, bob.cookie);
    expect([again.statusCode, again.json().message]).toEqual([404, friendMessages.friendNotFound]);
  });
});

describe('anonymous visitors', () => {
  it.each([
    ['GET', '/friend-count'],
    ['GET', '/friends'],
    ['POST', '/friends/requests'],
    ['POST', '/friends/requests/00000000-0000-4000-8000-000000000000/accept'],
    ['DELETE', '/friends/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const response = await call(
      method,
      url,
      undefined,
      method === 'POST' ? { email: 'a@b.test' } : undefined,
    );
    expect(response.statusCode).toBe(401);
  });
});
