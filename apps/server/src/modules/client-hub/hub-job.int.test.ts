import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { memberships } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHubFromEstimate, seedHubClient } from '../../../test/client-hub';
import { type People, seedLoggedInUser, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The Client Hub's job page (the spec's view-job, issue 33 item 7): one of the client's jobs with its
 * visits to come and gone by, as the client may read them, in the provider's zone (Austin).
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let crew: { tina: string; luis: string };

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Hub Job Gutters');
  call = serviceManagerCaller(t.app, people);
  const tina = await seedLoggedInUser(t.app, t.database.db, { firstName: 'Tina', lastName: 'Tech' });
  const luis = await seedLoggedInUser(t.app, t.database.db, { firstName: 'Luis', lastName: 'Ladder' });
  crew = { tina: tina.user.id, luis: luis.user.id };
  await t.database.db.insert(memberships).values([
    { userId: crew.tina, providerId: provider.id, role: 'technician' },
    { userId: crew.luis, providerId: provider.id, role: 'technician' },
  ]);
});
afterAll(() => t.close());

async function newJob(clientId: string, title: string): Promise<number> {
  const answer = await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
    payload: { clientId, title },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().jobNumber;
}

/** Plans a visit as the owner: its id. */
async function plan(jobNumber: number, body: object): Promise<string> {
  const answer = await call('owner', 'POST', `/provider/service-manager/jobs/${jobNumber}/visits`, provider, {
    payload: body,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

async function visitStep(visitId: string, step: 'skip' | 'cancel' | 'status', payload: object) {
  const answer = await call('owner', 'POST', `/provider/schedule/visits/${visitId}/${step}`, provider, {
    payload: { version: 1, ...payload },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

const day = (daysFromNow: number) =>
  new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

async function openHub(firstName: string) {
  const email = `${firstName.toLowerCase()}.job.${Date.now().toString(36)}@example.test`;
  const client = await seedHubClient(t.app, people, provider, { firstName, emailAddress: email });
  const { bearer } = await openHubFromEstimate(t.app, t.database.db, people, provider, {
    email,
    estimateNumber: client.estimateNumber,
  });
  return { clientId: client.clientId, bearer };
}

const getJob = (bearer: Record<string, string>, jobNumber: number | string) =>
  t.app.inject({
    url: `/api/v1/client-hub/job/${provider.vanityName}?jobNumber=${jobNumber}`,
    headers: bearer,
  });

describe('GET client-hub/job/{uri}?jobNumber', () => {
  it('answers every visit but cancelled ones, to come soonest first and gone by latest first', async () => {
    const hazel = await openHub('Hazel');
    const jobNumber = await newJob(hazel.clientId, 'Gutter clean');
    const done = await plan(jobNumber, {
      start: '2026-01-13T08:00',
      end: '2026-01-13T10:00',
      assigneeIds: [crew.tina],
      notes: 'Gate code 4321',
    });
    await visitStep(done, 'status', { status: 'completed' });
    await visitStep(
      await plan(jobNumber, { start: '2026-01-20T08:00', end: '2026-01-20T10:00' }),
      'skip',
      {},
    );
    await plan(jobNumber, {
      start: `${day(3)}T08:00`,
      end: `${day(3)}T12:00`,
      arrivalWindowMinutes: 120,
      assigneeIds: [crew.tina, crew.luis],
      notes: 'Dog in the yard, internal',
    });
    await visitStep(
      await plan(jobNumber, { start: `${day(10)}T08:00`, end: `${day(10)}T10:00` }),
      'cancel',
      {},
    );
    await visitStep(
      await plan(jobNumber, { start: `${day(17)}T09:00`, end: `${day(17)}T11:00`, assigneeIds: [crew.luis] }),
      'skip',
      {},
    );
    await plan(jobNumber, {}); // not timed yet: nothing to tell the client

    const answer = await getJob(hazel.bearer, jobNumber);
    expect(answer.statusCode, answer.body).toBe(200);
    const job = answer.json();
    expect(job).toMatchObject({ jobNumber, title: 'Gutter clean', status: 'in-progress' });
    expect(job.upcoming).toEqual([
      {
        when: expect.stringMatching(/ · 8-10 AM$/),
        status: 'scheduled',
        people: ['Luis', 'Tina'],
        arrivalWindow: true,
        // A visit still to come can be cancelled or asked to move (hub-visits.int.test.ts).
        changes: expect.objectContaining({ booked: false, closed: null }),
      },
      { when: expect.stringMatching(/ · 9-11 AM$/), status: 'skipped', people: [], arrivalWindow: false },
    ]);
    expect(job.past).toEqual([
      { when: 'Tue, Jan 20 · 8-10 AM', status: 'skipped', people: [], arrivalWindow: false },
      { when: 'Tue, Jan 13 · 8-10 AM', status: 'completed', people: ['Tina'], arrivalWindow: false },
    ]);
    // The list's summary agrees: a skipped date is not a visit to come.
    expect(job).toMatchObject({
      upcomingVisits: 1,
      nextVisit: { when: job.upcoming[0].when, people: ['Luis', 'Tina'] },
      lastVisit: { when: 'Tue, Jan 13 · 8-10 AM', status: 'completed' },
    });
    // Nothing of the company's own: notes, checklists, last names, ids.
    for (const internal of [
      'Gate code',
      'internal',
      'checklist',
      'notes',
      'Tech',
      'Ladder',
      crew.tina,
      'userId',
    ])
      expect(answer.body).not.toContain(internal);
  });

  it('a job without timed visits answers empty lists', async () => {
    const ivy = await openHub('Ivy');
    const jobNumber = await newJob(ivy.clientId, 'Window wash');
    const answer = await getJob(ivy.bearer, jobNumber);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'unscheduled',
      upcoming: [],
      past: [],
      nextVisit: null,
      lastVisit: null,
      upcomingVisits: 0,
    });
  });

  it("another client's job, or a number with no job, is a 404 that says so", async () => {
    const jay = await openHub('Jay');
    const kim = await openHub('Kim');
    const kimsJob = await newJob(kim.clientId, 'Roof check');
    for (const jobNumber of [kimsJob, 999_999]) {
      const answer = await getJob(jay.bearer, jobNumber);
      expect([answer.statusCode, answer.json().message]).toEqual([404, hubMessages.jobNotFound]);
    }
    expect((await getJob(kim.bearer, kimsJob)).statusCode).toBe(200);
    expect((await getJob(jay.bearer, 'abc')).statusCode).toBe(400);
  });
});
