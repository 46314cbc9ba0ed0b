import {
  schedulingMessages as messages,
  recurrenceMessages,
} from '@porchlight/core/scheduling/scheduling.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { People } from '../../../test/people';
import { pricedBody, type serviceManagerCaller, serviceManagerWorld } from '../../../test/service-manager';
import type { TestApp } from '../../../test/test-app';

/**
 * Recurring work (issue 33 item 4) through the API, in Austin (America/Chicago): clocks go forward on
 * Sun Mar 8 2026 at 2 AM (-06:00 → -05:00) and back on Sun Nov 1 at 2 AM (-05:00 → -06:00). A repeated
 * visit keeps its wall time across both; the expected offsets are the zone's, written out by hand.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let clientId: string;

beforeAll(async () => {
  ({ t, people, provider, call, clientId } = await serviceManagerWorld('Series Cleaning'));
});
afterAll(() => t.close());

async function newJob(): Promise<number> {
  const answer = await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
    payload: { clientId, title: 'Biweekly clean' },
  });
  return answer.json().jobNumber;
}

const repeat = (jobNumber: number, body: object) =>
  call('owner', 'POST', `/provider/service-manager/jobs/${jobNumber}/series`, provider, { payload: body });

async function visitsOfJob(jobNumber: number) {
  const answer = await call('owner', 'GET', `/provider/service-manager/jobs/${jobNumber}/visits`, provider);
  return answer.json().visits as {
    id: string;
    start: string;
    end: string;
    status: string;
    version: number;
    seriesId: string;
  }[];
}

describe('a series keeps its wall time across the changes', () => {
  it('weekly on Tuesdays at 9 AM over the November change: 9 AM each week, the offset changes', async () => {
    const jobNumber = await newJob();
    const answer = await repeat(jobNumber, {
      start: '2026-10-20T09:00',
      durationMinutes: 120,
      repeat: { every: 'week', interval: 1, weekdays: [2] },
      ends: { count: 4 },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ visitCount: 4, clashes: [], shifted: [] });
    expect((await visitsOfJob(jobNumber)).map((visit) => visit.start)).toEqual([
      '2026-10-20T09:00:00-05:00',
      '2026-10-27T09:00:00-05:00',
      '2026-11-03T09:00:00-06:00',
      '2026-11-10T09:00:00-06:00',
    ]);
  });

  it('every two weeks over the March change, and monthly on the second Tuesday until a date', async () => {
    const biweekly = await newJob();
    await repeat(biweekly, {
      start: '2026-02-24T08:30',
      durationMinutes: 90,
      repeat: { every: 'week', interval: 2, weekdays: [2] },
      ends: { count: 3 },
    });
    expect((await visitsOfJob(biweekly)).map((visit) => visit.start)).toEqual([
      '2026-02-24T08:30:00-06:00',
      '2026-03-10T08:30:00-05:00',
      '2026-03-24T08:30:00-05:00',
    ]);
    const monthly = await newJob();
    await repeat(monthly, {
      start: '2026-03-10T13:00',
      durationMinutes: 60,
      repeat: { every: 'month', week: 2, weekday: 2 },
      ends: { until: '2026-05-31' },
    });
    expect((await visitsOfJob(monthly)).map((visit) => visit.start)).toEqual([
      '2026-03-10T13:00:00-05:00',
      '2026-04-14T13:00:00-05:00',
      '2026-05-12T13:00:00-05:00',
    ]);
  });

  it('moves a time the clocks skip an hour later, and says so', async () => {
    const jobNumber = await newJob();
    const answer = await repeat(jobNumber, {
      start: '2026-03-01T02:30',
      durationMinutes: 60,
      repeat: { every: 'week', interval: 1, weekdays: [7] },
      ends: { count: 2 },
    });
    expect(answer.json().shifted).toEqual([{ date: '2026-03-08', when: 'Sun, Mar 8 · 3:30-4:30 AM' }]);
    expect((await visitsOfJob(jobNumber)).map((visit) => visit.start)).toEqual([
      '2026-03-01T02:30:00-06:00',
      '2026-03-08T03:30:00-05:00',
    ]);
  });
});

describe("editing 'this visit' or 'this and following'", () => {
  it('moves the later visits to the new wall time across the change, and leaves earlier and edited ones', async () => {
    const jobNumber = await newJob();
    await repeat(jobNumber, {
      start: '2026-10-20T09:00',
      durationMinutes: 120,
      repeat: { every: 'week', interval: 1, weekdays: [2] },
      ends: { count: 4 },
    });
    const [first, second, third] = await visitsOfJob(jobNumber);
    const edit = (visit: typeof first, body: object) =>
      call('owner', 'PATCH', `/provider/schedule/visits/${visit?.id}`, provider, {
        payload: { version: visit?.version, ...body },
      });
    // Nov 3 alone moves to the afternoon: a later 'following' edit leaves it there.
    const alone = await edit(third, { start: '2026-11-03T14:00', end: '2026-11-03T15:00', scope: 'this' });
    expect(alone.statusCode, alone.body).toBe(200);
    const following = await edit(second, {
      start: '2026-10-27T10:00',
      end: '2026-10-27T12:30',
      scope: 'following',
      assigneeIds: [people.technician.id],
    });
    expect(following.statusCode, following.body).toBe(200);
    const after = await visitsOfJob(jobNumber);
    expect(after.map((visit) => [visit.start, visit.end])).toEqual([
      ['2026-10-20T09:00:00-05:00', '2026-10-20T11:00:00-05:00'],
      ['2026-10-27T10:00:00-05:00', '2026-10-27T12:30:00-05:00'],
      ['2026-11-03T14:00:00-06:00', '2026-11-03T15:00:00-06:00'],
      ['2026-11-10T10:00:00-06:00', '2026-11-10T12:30:00-06:00'],
    ]);
    const [, , , last] = await call(
      'owner',
      'GET',
      `/provider/service-manager/jobs/${jobNumber}/visits`,
      provider,
    ).then((answer) => answer.json().visits as { assignees: { userId: string }[] }[]);
    expect(last?.assignees.map((person) => person.userId)).toEqual([people.technician.id]);
  });
});

describe('who goes, skipped dates and bad input', () => {
  it('leaves someone busy off that date, and names it', async () => {
    const busyJob = await newJob();
    await call('owner', 'POST', `/provider/service-manager/jobs/${busyJob}/visits`, provider, {
      payload: { start: '2026-09-15T09:30', end: '2026-09-15T10:30', assigneeIds: [people.technician.id] },
    });
    const jobNumber = await newJob();
    const answer = await repeat(jobNumber, {
      start: '2026-09-08T09:00',
      durationMinutes: 120,
      repeat: { every: 'week', interval: 1, weekdays: [2] },
      ends: { count: 3 },
      assigneeIds: [people.technician.id],
    });
    expect(answer.json()).toMatchObject({
      visitCount: 3,
      clashes: [{ date: '2026-09-15', when: 'Tue, Sep 15 · 9-11 AM', userId: people.technician.id }],
    });
  });

  it('skips one date: the visit stays, skipped, and only a scheduled one can be', async () => {
    const jobNumber = await newJob();
    await repeat(jobNumber, {
      start: '2026-07-07T10:00',
      durationMinutes: 60,
      repeat: { every: 'week', interval: 1, weekdays: [2] },
      ends: { count: 2 },
    });
    const [first] = await visitsOfJob(jobNumber);
    const skip = (version: number) =>
      call('owner', 'POST', `/provider/schedule/visits/${first?.id}/skip`, provider, {
        payload: { version },
      });
    const skipped = await skip(1);
    expect(skipped.json()).toMatchObject({ status: 'skipped', version: 2 });
    const again = await skip(2);
    expect([again.statusCode, again.json().message]).toEqual([409, messages.stepRefused('skipped')]);
  });

  it.each([
    [{ every: 'week', interval: 3, weekdays: [2] }, { count: 2 }, recurrenceMessages.weekIntervalInvalid],
    [{ every: 'week', interval: 1, weekdays: [] }, { count: 2 }, recurrenceMessages.weekdaysRequired],
    [{ every: 'week', interval: 1, weekdays: [2] }, { count: 0 }, recurrenceMessages.countInvalid],
    [
      { every: 'week', interval: 1, weekdays: [2] },
      { until: '2026-01-01' },
      recurrenceMessages.untilBeforeStart,
    ],
  ])('refuses %j ending %j in words', async (repeatRule, ends, message) => {
    const answer = await repeat(await newJob(), {
      start: '2026-06-02T09:00',
      durationMinutes: 60,
      repeat: repeatRule,
      ends,
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain(message);
  });

  it("gives every visit the estimate's lines as its checklist, without money", async () => {
    const estimateNumber = (
      await call('owner', 'POST', '/provider/service-manager/estimates', provider, {
        payload: pricedBody(clientId),
      })
    ).json().estimateNumber;
    const jobNumber = (
      await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
        payload: { clientId, title: 'Weekly clean', estimateNumber },
      })
    ).json().jobNumber;
    await repeat(jobNumber, {
      start: '2026-09-01T09:00',
      durationMinutes: 60,
      repeat: { every: 'week', interval: 1, weekdays: [2] },
      ends: { count: 3 },
    });
    const answer = await call('owner', 'GET', `/provider/service-manager/jobs/${jobNumber}/visits`, provider);
    const checklists = answer
      .json()
      .visits.map((visit: { checklist: { name: string; quantity: number; done: boolean }[] }) =>
        visit.checklist.map((line) => [line.name, line.quantity, line.done]),
      );
    const lines = [
      ['Deep clean', 1.5, false],
      ['Travel', 1, false],
    ];
    expect(checklists).toEqual([lines, lines, lines]);
  });

  it('refuses a repeat that makes no visit', async () => {
    const answer = await repeat(await newJob(), {
      start: '2026-06-02T09:00',
      durationMinutes: 60,
      repeat: { every: 'week', interval: 1, weekdays: [1] },
      ends: { until: '2026-06-07' },
    });
    expect([answer.statusCode, answer.json().message]).toEqual([400, messages.seriesMakesNoVisits]);
  });
});
