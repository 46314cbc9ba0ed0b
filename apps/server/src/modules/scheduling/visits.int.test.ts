import { schedulingMessages as messages } from '@porchlight/core/scheduling/scheduling.messages';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { memberships } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHubFromEstimate, seedHubClient } from '../../../test/client-hub';
import { type People, seedLoggedInUser, seedPeople } from '../../../test/people';
import { pricedBody, seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Visits of jobs (issue 33 item 2) through the API: wall times in the provider's zone (Austin:
 * America/Chicago, clocks forward on Sun Mar 8 2026 at 2 AM and back on Sun Nov 1 at 2 AM), the
 * database's refusals in words, optimistic versions, the job's status, and a technician's own visits.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let technician: { id: string; cookie: string };
let call: ReturnType<typeof serviceManagerCaller>;
let clientId: string;

type Caller = 'owner' | 'manager' | 'technician' | 'user';

function as(who: Caller, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) {
  const cookie = who === 'technician' ? technician.cookie : people[who].cookie;
  const separator = path.includes('?') ? '&' : '?';
  return t.app.inject({
    method,
    url: `/api/v1${path}${separator}vanityName=${provider.vanityName}`,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
}

async function newJob(title = 'Deep clean', estimateNumber?: number): Promise<number> {
  const answer = await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
    payload: { clientId, title, ...(estimateNumber ? { estimateNumber } : {}) },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().jobNumber;
}

const jobOf = async (jobNumber: number) =>
  (await call('owner', 'GET', '/provider/jobs', provider, { query: { rows: 100 } }))
    .json()
    .jobs.find((job: { jobNumber: number }) => job.jobNumber === jobNumber);

const plan = (jobNumber: number, body: object) =>
  as('owner', 'POST', `/provider/service-manager/jobs/${jobNumber}/visits`, body);

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Visits Cleaning');
  const tech = await seedLoggedInUser(t.app, t.database.db, { firstName: 'Tina', lastName: 'Tech' });
  technician = { id: tech.user.id, cookie: tech.cookie };
  await t.database.db
    .insert(memberships)
    .values({ userId: technician.id, providerId: provider.id, role: 'technician' });
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
});
afterAll(() => t.close());

describe('times in the provider’s zone, across the daylight-saving changes', () => {
  it('keeps 9 AM the day clocks go forward, and answers it with the new offset', async () => {
    const jobNumber = await newJob();
    const answer = await plan(jobNumber, { start: '2026-03-08T09:00', end: '2026-03-08T11:00' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      start: '2026-03-08T09:00:00-05:00',
      end: '2026-03-08T11:00:00-05:00',
      timeZone: 'America/Chicago',
      when: 'Sun, Mar 8 · 9-11 AM',
      status: 'scheduled',
      version: 1,
    });
  });

  it('reads 1:30 AM of the night clocks go back as the first one, and takes the second with its offset', async () => {
    const jobNumber = await newJob();
    const first = await plan(jobNumber, { start: '2026-11-01T01:30', end: '2026-11-01T01:45' });
    expect(first.json().start).toBe('2026-11-01T01:30:00-05:00');
    const second = await plan(jobNumber, {
      start: '2026-11-01T01:30:00-06:00',
      end: '2026-11-01T02:30:00-06:00',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().start).toBe('2026-11-01T01:30:00-06:00');
  });

  it('refuses a time the clocks skip, in words', async () => {
    const answer = await plan(await newJob(), { start: '2026-03-08T02:30', end: '2026-03-08T04:00' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.start).toBe(
      '2:30 AM does not exist on Sun, Mar 8: clocks go forward at 2 AM.',
    );
  });

  it.each([
    [
      'an end before the start',
      { start: '2026-03-10T10:00', end: '2026-03-10T09:00' },
      'end',
      messages.endBeforeStart,
    ],
    ['more than a day', { start: '2026-03-10T08:00', end: '2026-03-11T09:00' }, 'end', messages.tooLong],
    ['a start without an end', { start: '2026-03-10T08:00' }, 'end', undefined],
    [
      'a window without a time',
      { arrivalWindowMinutes: 120 },
      'arrivalWindowMinutes',
      messages.arrivalWindowInvalid,
    ],
    [
      'a window of 5 minutes',
      { start: '2026-03-10T08:00', end: '2026-03-10T10:00', arrivalWindowMinutes: 5 },
      'arrivalWindowMinutes',
      messages.arrivalWindowInvalid,
    ],
    ['no time at all', { start: 'next tuesday', end: '2026-03-10T10:00' }, 'start', undefined],
  ])('refuses %s', async (_name, body, field, message) => {
    const answer = await plan(await newJob(), body);
    expect(answer.statusCode, answer.body).toBe(400);
    if (message) expect(answer.json().fields[field]).toBe(message);
    else expect(answer.json().fields[field]).toBeTruthy();
  });
});

describe('who goes', () => {
  it('refuses someone outside the team, and a second visit of one person at the same time', async () => {
    const jobNumber = await newJob();
    const stranger = await plan(jobNumber, {
      start: '2026-04-01T08:00',
      end: '2026-04-01T10:00',
      assigneeIds: [people.user.id],
    });
    expect([stranger.statusCode, stranger.json().message]).toEqual([400, messages.memberNotInTeam]);
    const morning = { start: '2026-04-01T08:00', end: '2026-04-01T10:00', assigneeIds: [technician.id] };
    expect((await plan(jobNumber, morning)).statusCode).toBe(201);
    const clash = await plan(await newJob(), {
      ...morning,
      start: '2026-04-01T09:00',
      end: '2026-04-01T11:00',
    });
    expect([clash.statusCode, clash.json().message]).toEqual([409, messages.personBusy]);
    // An arrival window of 8-10 AM, 10 AM - noon afterwards: back to back is fine.
    const next = await plan(await newJob(), {
      ...morning,
      start: '2026-04-01T10:00',
      end: '2026-04-01T12:00',
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().assignees).toEqual([{ userId: technician.id, firstName: 'Tina', lastName: 'Tech' }]);
  });

  it('lets one of two edits made from the same version through, and tells the other to reload', async () => {
    const created = (
      await plan(await newJob(), { start: '2026-04-02T08:00', end: '2026-04-02T09:00' })
    ).json();
    const move = (start: string, end: string) =>
      as('owner', 'PATCH', `/provider/schedule/visits/${created.id}`, {
        version: created.version,
        start,
        end,
      });
    const answers = await Promise.all([
      move('2026-04-02T13:00', '2026-04-02T14:00'),
      move('2026-04-02T15:00', '2026-04-02T16:00'),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(messages.changedBySomeoneElse);
    const kept = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(kept.version).toBe(2);
  });
});

describe('the job follows its visits, and the technician works their own', () => {
  it('goes scheduled → in progress → completed as the technician works, with the checklist from the estimate', async () => {
    const estimateNumber = (
      await call('owner', 'POST', '/provider/service-manager/estimates', provider, {
        payload: pricedBody(clientId),
      })
    ).json().estimateNumber;
    const jobNumber = await newJob('Spring clean', estimateNumber);
    expect((await jobOf(jobNumber)).status).toBe('unscheduled');
    const visit = (
      await plan(jobNumber, {
        start: '2026-05-05T08:00',
        end: '2026-05-05T12:00',
        arrivalWindowMinutes: 120,
        assigneeIds: [technician.id],
      })
    ).json();
    expect(visit.when).toBe('Tue, May 5 · 8-10 AM');
    expect(
      visit.checklist.map((line: { name: string; quantity: number }) => [line.name, line.quantity]),
    ).toEqual([
      ['Deep clean', 1.5],
      ['Travel', 1],
    ]);
    expect(await jobOf(jobNumber)).toMatchObject({ status: 'scheduled', startDate: '2026-05-05' });

    const step = (status: string, version: number) =>
      as('technician', 'POST', `/provider/schedule/visits/${visit.id}/status`, { version, status });
    const onMyWay = await step('on-my-way', 1);
    expect(onMyWay.statusCode, onMyWay.body).toBe(200);
    expect((await jobOf(jobNumber)).status).toBe('in-progress');
    expect((await step('on-my-way', 2)).statusCode).toBe(409);
    const done = await step('completed', 2);
    expect(done.json()).toMatchObject({ status: 'completed', version: 3 });
    expect((await jobOf(jobNumber)).status).toBe('completed');
    // Nothing of money in what a technician reads.
    expect(JSON.stringify(done.json())).not.toMatch(/rate|total|amount|price|cents/i);
  });

  it('lets a job with visits be closed and reopened by hand, never set to another status', async () => {
    const jobNumber = await newJob('Gutter clean');
    expect((await jobOf(jobNumber)).followsVisits).toBe(false);
    await plan(jobNumber, { start: '2026-07-07T08:00', end: '2026-07-07T10:00' });
    expect(await jobOf(jobNumber)).toMatchObject({ status: 'scheduled', followsVisits: true });
    const setStatus = (status: string) =>
      as('owner', 'PATCH', `/provider/service-manager/jobs/${jobNumber}`, { status });

    const refused = await setStatus('completed');
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      serviceManagerMessages.jobStatusFollowsVisits,
    ]);
    expect((await jobOf(jobNumber)).status).toBe('scheduled');
    expect((await setStatus('closed')).json().status).toBe('closed');
    // Closed, it is only reopened (asked as scheduled: jobStatusChoices), then stands where its visits say.
    expect((await setStatus('unscheduled')).statusCode).toBe(400);
    expect((await jobOf(jobNumber)).status).toBe('closed');
    expect((await setStatus('scheduled')).json().status).toBe('scheduled');
  });

  it("answers 404 for another person's visit, and lists only the technician's own", async () => {
    const jobNumber = await newJob();
    const theirs = (
      await plan(jobNumber, {
        start: '2026-06-02T08:00',
        end: '2026-06-02T09:00',
        assigneeIds: [technician.id],
      })
    ).json();
    const managers = (
      await plan(jobNumber, {
        start: '2026-06-02T10:00',
        end: '2026-06-02T11:00',
        assigneeIds: [people.manager.id],
      })
    ).json();
    const other = await as('technician', 'POST', `/provider/schedule/visits/${managers.id}/status`, {
      version: 1,
      status: 'on-my-way',
    });
    expect([other.statusCode, other.json().message]).toEqual([404, messages.visitNotFound]);

    const range = '/provider/schedule/visits?from=2026-06-01T00:00&to=2026-06-08T00:00';
    const own = (await as('technician', 'GET', range)).json().visits.map((visit: { id: string }) => visit.id);
    expect(own).toEqual([theirs.id]);
    const team = (await as('manager', 'GET', range)).json().visits.map((visit: { id: string }) => visit.id);
    expect(team).toEqual([theirs.id, managers.id]);
    // Planning is for owners and managers.
    const planned = await as('technician', 'POST', `/provider/service-manager/jobs/${jobNumber}/visits`, {});
    expect([planned.statusCode, planned.json().message]).toEqual([403, messages.notScheduler]);
  });

  it('refuses a range longer than six weeks', async () => {
    const answer = await as(
      'owner',
      'GET',
      '/provider/schedule/visits?from=2026-01-01T00:00&to=2026-03-01T00:00',
    );
    expect([answer.statusCode, answer.json().message]).toEqual([400, messages.rangeInvalid]);
  });
});

describe('completing a visit makes the job invoice (issue 33 item 2)', () => {
  it("makes one Draft invoice with the estimate's lines and totals; a technician cannot ask for it", async () => {
    const estimate = (
      await call('owner', 'POST', '/provider/service-manager/estimates', provider, {
        payload: pricedBody(clientId),
      })
    ).json();
    const jobNumber = await newJob('Invoice on completion', estimate.estimateNumber);
    const visit = (
      await plan(jobNumber, {
        start: '2026-08-04T09:00',
        end: '2026-08-04T11:00',
        assigneeIds: [technician.id],
      })
    ).json();
    const complete = (who: Caller, version: number) =>
      as(who, 'POST', `/provider/schedule/visits/${visit.id}/status`, {
        version,
        status: 'completed',
        createInvoice: true,
      });
    const byTechnician = await complete('technician', 1);
    expect([byTechnician.statusCode, byTechnician.json().message]).toEqual([403, messages.invoiceNotYours]);

    const done = await complete('owner', 1);
    expect(done.statusCode, done.body).toBe(200);
    const { invoiceNumber } = done.json();
    expect(invoiceNumber).toEqual(expect.any(Number));
    const invoice = (
      await call('owner', 'GET', `/provider/service-manager/invoices/${invoiceNumber}`, provider)
    ).json();
    expect(invoice).toMatchObject({
      status: 'Draft',
      jobNumber,
      total: estimate.total,
      taxPercent: estimate.taxPercent,
    });
    expect(invoice.items.map((item: { name: string }) => item.name)).toEqual(['Deep clean', 'Travel']);
    // Done once: completing again is refused, and no second invoice is made.
    expect((await complete('owner', 2)).statusCode).toBe(409);
    const invoices = (
      await call('owner', 'GET', '/provider/service-manager/invoices', provider, { query: { rows: 100 } })
    ).json();
    expect(
      invoices.invoices.filter((each: { jobNumber: number }) => each.jobNumber === jobNumber),
    ).toHaveLength(1);
  });
});

describe('the client sees the visits in the Client Hub (issue 33 item 7)', () => {
  it("lists each job with its next visit's window and who is coming, and the last one done", async () => {
    const email = `visits.hub.${Date.now().toString(36)}@example.test`;
    const hub = await seedHubClient(t.app, people, provider, { firstName: 'Hazel', emailAddress: email });
    const { bearer } = await openHubFromEstimate(t.app, t.database.db, people, provider, {
      email,
      estimateNumber: hub.estimateNumber,
    });
    const jobNumber = (
      await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
        payload: { clientId: hub.clientId, title: 'Gutter clean' },
      })
    ).json().jobNumber;
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const past = (
      await plan(jobNumber, {
        start: '2026-01-13T08:00',
        end: '2026-01-13T10:00',
        assigneeIds: [technician.id],
      })
    ).json();
    await as('technician', 'POST', `/provider/schedule/visits/${past.id}/status`, {
      version: 1,
      status: 'completed',
    });
    const next = await plan(jobNumber, {
      start: `${soon}T08:00`,
      end: `${soon}T12:00`,
      arrivalWindowMinutes: 120,
      assigneeIds: [technician.id],
    });
    await plan(jobNumber, { start: `${later}T08:00`, end: `${later}T10:00` });

    const answer = await t.app.inject({
      url: `/api/v1/client-hub/jobs/${provider.vanityName}`,
      headers: bearer,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const job = answer.json().jobs.find((each: { jobNumber: number }) => each.jobNumber === jobNumber);
    expect(job).toMatchObject({
      status: 'in-progress',
      upcomingVisits: 2,
      nextVisit: { when: next.json().when, status: 'scheduled', people: ['Tina'] },
      lastVisit: { when: 'Tue, Jan 13 · 8-10 AM', status: 'completed', people: ['Tina'] },
    });
    expect(next.json().when).toMatch(/ · 8-10 AM$/);
  });
});
