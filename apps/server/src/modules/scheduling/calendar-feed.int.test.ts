import { calendarFeedMessages } from '@porchlight/core/scheduling/calendar-feed.messages';
import { providers } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedPeople } from '../../../test/people';
import { pricedBody, seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The calendar feed (issue 33 item 6) as a calendar app reads it: parsed with ical.js, UIDs stable
 * across edits with a growing SEQUENCE, cancelled visits CANCELLED, old links 404 at once, a
 * member's own visits only and nothing of money.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let clientId: string;
let jobNumber: number;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A wall date `days` from now (the feed reaches 30 days back and 12 months ahead of now). */
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function feedUrlOf(who: 'owner' | 'technician' | 'manager'): Promise<string> {
  const answer = await call(who, 'POST', '/provider/schedule/feed', provider, { payload: {} });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().url;
}

async function fetchFeed(url: string) {
  const { pathname } = new URL(url);
  return t.app.inject({ method: 'GET', url: pathname });
}

/** The feed's events, as a calendar app reads them. */
async function eventsOf(url: string) {
  const answer = await fetchFeed(url);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(answer.body));
  return {
    text: answer.body,
    events: calendar.getAllSubcomponents('vevent').map((component) => ({
      event: new ICAL.Event(component),
      status: component.getFirstPropertyValue('status'),
    })),
  };
}

async function planVisit(days: number, assigneeIds: string[], notes?: string) {
  const answer = await call('owner', 'POST', `/provider/service-manager/jobs/${jobNumber}/visits`, provider, {
    payload: { start: `${dateIn(days)}T09:00`, end: `${dateIn(days)}T11:00`, assigneeIds, notes },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Feed Cleaning');
  call = serviceManagerCaller(t.app, people);
  clientId = (
    await call('owner', 'POST', '/provider/service-manager/clients', provider, {
      payload: {
        firstName: 'Pat',
        lastName: 'Client',
        address: '12 Elm St',
        city: 'Austin',
        zipCode: '78701',
      },
    })
  ).json().id;
  const estimateNumber = (
    await call('owner', 'POST', '/provider/service-manager/estimates', provider, {
      payload: pricedBody(clientId),
    })
  ).json().estimateNumber;
  jobNumber = (
    await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
      payload: { clientId, title: 'Spring clean', estimateNumber },
    })
  ).json().jobNumber;
});
afterAll(() => t.close());

describe('a technician’s feed', () => {
  it('has the visit with a stable UID, UTC times, the job and client, and follows a move and a cancel', async () => {
    const visit = await planVisit(3, [people.technician.id], 'Gate code 1234');
    const url = await feedUrlOf('technician');
    expect(url).toMatch(/^http:\/\/[^/]+\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The link can be copied again later: the same URL.
    expect((await call('technician', 'GET', '/provider/schedule/feed', provider)).json()).toEqual({ url });

    const first = await eventsOf(url);
    const uid = `visit-${visit.id}@${new URL(url).hostname}`;
    const found = first.events.find(({ event }) => event.uid === uid);
    if (!found) throw new Error(`no event ${uid} in the feed`);
    expect(found, first.text).toBeDefined();
    expect(found.event.summary).toBe('Spring clean – Pat Client');
    expect(found.event.location).toBe('12 Elm St, Austin, 78701');
    expect(found.event.description).toContain('Gate code 1234');
    expect(found.event.description).toContain('- Deep clean');
    expect(found.event.description).toContain('- Travel');
    expect(found.event.sequence).toBe(1);
    expect(found.status).toBe('CONFIRMED');
    expect(found.event.startDate.toJSDate().getTime()).toBe(new Date(visit.start).getTime());
    expect(found.event.endDate.toJSDate().getTime()).toBe(new Date(visit.end).getTime());
    // Written in UTC, so no VTIMEZONE is needed.
    expect(first.text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    // Nothing of money: the estimate's rates and totals never reach the feed.
    expect(first.text).not.toMatch(/rate|total|amount|price|cents|\$|49\.99|120\.00|4999|12000/i);

    const moved = await call('owner', 'PATCH', `/provider/schedule/visits/${visit.id}`, provider, {
      payload: { version: visit.version, start: `${dateIn(4)}T13:00`, end: `${dateIn(4)}T15:30` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [moved0, ...others] = (await eventsOf(url)).events.filter(({ event }) => event.uid === uid);
    if (!moved0) throw new Error(`no event ${uid} after the move`);
    const after = [moved0, ...others];
    expect(after).toHaveLength(1);
    expect(moved0.event.sequence).toBeGreaterThan(found.event.sequence);
    expect(moved0.event.startDate.toJSDate().getTime()).toBe(new Date(moved.json().start).getTime());
    expect(moved0.event.endDate.toJSDate().getTime()).toBe(new Date(moved.json().end).getTime());

    const cancelled = await call('owner', 'POST', `/provider/schedule/visits/${visit.id}/cancel`, provider, {
      payload: { version: moved.json().version },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const gone = (await eventsOf(url)).events.find(({ event }) => event.uid === uid);
    if (!gone) throw new Error(`no cancelled event ${uid}`);
    expect(gone?.status).toBe('CANCELLED');
    expect(gone.event.sequence).toBe(cancelled.json().version);
  });

  it('holds only the member’s own visits', async () => {
    const theirs = await planVisit(5, [people.technician.id]);
    const managers = await planVisit(5, [people.manager.id]);
    const { events } = await eventsOf(await feedUrlOf('technician'));
    const ids = events.map(({ event }) => event.uid);
    expect(ids.some((id) => id.startsWith(`visit-${theirs.id}@`))).toBe(true);
    expect(ids.some((id) => id.startsWith(`visit-${managers.id}@`))).toBe(false);
    const managerFeed = (await eventsOf(await feedUrlOf('manager'))).events.map(({ event }) => event.uid);
    expect(managerFeed.some((id) => id.startsWith(`visit-${managers.id}@`))).toBe(true);
  });

  it('leaves out visits more than 30 days back', async () => {
    const old = await planVisit(-40, [people.owner.id]);
    const recent = await planVisit(-20, [people.owner.id]);
    const ids = (await eventsOf(await feedUrlOf('owner'))).events.map(({ event }) => event.uid);
    expect(ids.some((id) => id.startsWith(`visit-${recent.id}@`))).toBe(true);
    expect(ids.some((id) => id.startsWith(`visit-${old.id}@`))).toBe(false);
  });
});

describe('new links and turning the feed off', () => {
  it('a new link makes the old one answer 404 at once; turning it off makes the new one 404 too', async () => {
    const old = await feedUrlOf('technician');
    const fresh = await feedUrlOf('technician');
    expect(fresh).not.toBe(old);
    const refused = await fetchFeed(old);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(calendarFeedMessages.feedNotFound);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);

    const off = await call('technician', 'DELETE', '/provider/schedule/feed', provider);
    expect(off.statusCode, off.body).toBe(200);
    expect((await fetchFeed(fresh)).statusCode).toBe(404);
    expect((await call('technician', 'GET', '/provider/schedule/feed', provider)).json()).toEqual({
      url: null,
    });
  });

  it('serves nothing once the company’s plan no longer has the Service Manager, and again when it does', async () => {
    const url = await feedUrlOf('technician');
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const planOf = async () =>
      (await t.database.db.select().from(providers).where(eq(providers.id, provider.id)))[0];
    const before = await planOf();
    if (!before) throw new Error('the provider vanished');
    await t.database.db
      .update(providers)
      .set({ planItems: [], complimentaryItems: [], toolsTrialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(providers.id, provider.id));
    const lapsed = await fetchFeed(url);
    expect([lapsed.statusCode, lapsed.json().message]).toEqual([404, calendarFeedMessages.feedNotFound]);
    await t.database.db
      .update(providers)
      .set({
        planItems: before.planItems,
        complimentaryItems: before.complimentaryItems,
        toolsTrialEndsAt: before.toolsTrialEndsAt,
      })
      .where(eq(providers.id, provider.id));
    expect((await fetchFeed(url)).statusCode).toBe(200);
  });

  it('answers 404 to a made-up or malformed token, never 5xx', async () => {
    for (const token of [
      'A'.repeat(43),
      `${'A'.repeat(43)}.ics`,
      'short',
      '..%2F..%2Fetc',
      'x'.repeat(300),
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/v1/calendar/${token}` });
      expect(answer.statusCode, `${token}: ${answer.body}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${token}: ${answer.body}`).toBeLessThan(500);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/calendar/${'A'.repeat(43)}.ics` })).statusCode,
    ).toBe(404);
  });

  it('is for the company’s team only', async () => {
    const answer = await call('user', 'POST', '/provider/schedule/feed', provider, { payload: {} });
    expect(answer.statusCode).toBe(403);
    expect((await call('anonymous', 'GET', '/provider/schedule/feed', provider)).statusCode).toBe(401);
  });
});
