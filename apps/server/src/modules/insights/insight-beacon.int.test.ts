import { insightEvents, memberships, rateLimits } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedPeople } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * POST insights/events (docs/plans/insights.md §2.4): the profile's beacon. Counted for visitors, never for
 * bots or the company's own team; hostile input refused with 4xx; no cookie; limited per address.
 */

let testApp: TestApp;
let people: People;
let providerId: string;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** What Chromium's navigator.sendBeacon sends with a string body from our own page. */
const BEACON_HEADERS = {
  'content-type': 'text/plain;charset=UTF-8',
  'sec-fetch-site': 'same-origin',
  'user-agent': BROWSER,
};

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  people = await seedPeople(testApp.app, db);
  const provider = await seedProvider(db, { owner: people.owner.id, vanityName: 'Beacon-Roofing' });
  providerId = provider.id;
  await db.insert(memberships).values({ userId: people.technician.id, providerId, role: 'technician' });
});
afterAll(() => testApp.close());

const beacon = (payload: string, headers: Record<string, string> = {}, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/v1/insights/events',
    headers: { ...BEACON_HEADERS, ...headers, ...(cookie ? { cookie } : {}) },
    payload,
  });
const event = (kind: string, provider = 'beacon-roofing') => JSON.stringify({ provider, kind });

async function kindsWritten() {
  await testApp.app.insights.buffer.flush();
  const rows = await testApp.database.db
    .select({ kind: insightEvents.kind })
    .from(insightEvents)
    .where(eq(insightEvents.providerId, providerId))
    .orderBy(asc(insightEvents.id));
  return rows.map((row) => row.kind);
}

describe('POST insights/events', () => {
  it('counts each click and start of a visitor, without a cookie; not bots, not the team, not unknown names', async () => {
    for (const kind of ['phone-click', 'website-click', 'contact-start', 'pricing-start', 'chat-start']) {
      const response = await beacon(event(kind));
      expect([kind, response.statusCode, response.body]).toEqual([kind, 204, '']);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // A signed-in visitor who is not of the company counts; its owner and technician do not.
    expect((await beacon(event('phone-click'), {}, people.user.cookie)).statusCode).toBe(204);
    expect((await beacon(event('phone-click'), {}, people.owner.cookie)).statusCode).toBe(204);
    expect((await beacon(event('phone-click'), {}, people.technician.cookie)).statusCode).toBe(204);
    const googlebot = { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' };
    expect((await beacon(event('website-click'), googlebot)).statusCode).toBe(204);
    expect((await beacon(event('website-click'), { 'user-agent': '' })).statusCode).toBe(204);
    expect((await beacon(event('website-click', 'no-such-company'))).statusCode).toBe(204);
    // A JSON body (fetch with keepalive) is read the same way.
    const asJson = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };
    expect((await beacon(event('chat-start', 'BEACON-ROOFING'), asJson)).statusCode).toBe(204);

    expect(await kindsWritten()).toEqual([
      'phone-click',
      'website-click',
      'contact-start',
      'pricing-start',
      'chat-start',
      'phone-click',
      'chat-start',
    ]);
  });

  it('refuses hostile input with 4xx and counts none of it', async () => {
    const refused: [string, string, Record<string, string>, number][] = [
      ['not JSON', '{"provider":', {}, 400],
      ['unknown kind', event('profile-view'), {}, 400],
      ['a kind of another type', JSON.stringify({ provider: 'beacon-roofing', kind: 7 }), {}, 400],
      [
        'extra keys',
        JSON.stringify({ provider: 'beacon-roofing', kind: 'phone-click', visitor: 'x' }),
        {},
        400,
      ],
      ['a NUL byte', event('phone-click', 'beacon-roofing\u0000'), {}, 400],
      ['no provider', JSON.stringify({ kind: 'phone-click' }), {}, 400],
      ['an array', '[]', {}, 400],
      ['too large', JSON.stringify({ provider: 'x'.repeat(2000), kind: 'phone-click' }), {}, 413],
      ['cross-site', event('phone-click'), { 'sec-fetch-site': 'cross-site' }, 403],
      ['same-site', event('phone-click'), { 'sec-fetch-site': 'same-site' }, 403],
      ['another origin', event('phone-click'), { 'sec-fetch-site': '', origin: 'https://evil.example' }, 403],
      [
        'a form post',
        'provider=beacon-roofing',
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
      ],
    ];
    const before = (await kindsWritten()).length;
    for (const [label, payload, headers, status] of refused) {
      const withoutEmpty = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/insights/events',
        headers: {
          ...Object.fromEntries(
            Object.entries(BEACON_HEADERS).filter(([name]) => !(name in headers) || headers[name] !== ''),
          ),
          ...withoutEmpty,
        },
        payload,
      });
      expect([label, response.statusCode]).toEqual([label, status]);
    }
    expect(await kindsWritten()).toHaveLength(before);
  });

  it('limits each address to 60 a minute', async () => {
    const statuses = [];
    for (let sent = 0; sent < 61; sent += 1)
      statuses.push((await beacon(event('phone-click'), { 'user-agent': 'Googlebot/2.1' })).statusCode);
    // The tests above sent some of the 60 already: the limit answers 429 before the 61st of this run.
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 204).length).toBeLessThan(60);
  });

  it('counts the limit in the process’s memory: no database write per beacon (docs/performance.md "Insights")', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent < 61; sent += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/insights/events',
        headers: BEACON_HEADERS,
        payload: event('website-click'),
        remoteAddress: '203.0.113.61',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
    const counters = await testApp.database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, '%insights/events%'));
    expect(counters).toEqual([]);
  });
});
