import type { ProviderRow } from '@porchlight/db/seed/factories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { People } from '../../../test/people';
import { pricedBody, type serviceManagerCaller, serviceManagerWorld } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { armMonthlyInvoices } from './series-invoices';

/**
 * Recurring work on the job queue (issue 35 slice 2): a series kept a year ahead by the daily extension,
 * and invoiced per visit or monthly. The provider is in Austin (America/Chicago); the queue's time is
 * moved with `runDue({ asOf })`, never waited for.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let clientId: string;

beforeAll(async () => {
  ({ t, people, provider, call, clientId } = await serviceManagerWorld('Series Jobs Cleaning', {
    firstName: 'Quinn',
  }));
});
afterAll(() => t.close());

/** A job carrying a priced estimate (Deep clean 1.5, Travel 1), repeated by `series`. */
async function repeatedJob(series: object) {
  const estimateNumber = (
    await call('owner', 'POST', '/provider/service-manager/estimates', provider, {
      payload: pricedBody(clientId),
    })
  ).json().estimateNumber;
  const jobNumber: number = (
    await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
      payload: { clientId, title: 'Recurring clean', estimateNumber },
    })
  ).json().jobNumber;
  const answer = await call('owner', 'POST', `/provider/service-manager/jobs/${jobNumber}/series`, provider, {
    payload: series,
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return { jobNumber, seriesId: answer.json().seriesId as string };
}

async function visitsOf(jobNumber: number) {
  const answer = await call('owner', 'GET', `/provider/service-manager/jobs/${jobNumber}/visits`, provider);
  return answer.json().visits as { id: string; start: string; version: number; status: string }[];
}

async function invoicesOf(jobNumber: number) {
  const answer = await call('owner', 'GET', '/provider/service-manager/invoices', provider, {
    query: { rows: 100 },
  });
  return (answer.json().invoices as { invoiceNumber: number; jobNumber: number }[]).filter(
    (invoice) => invoice.jobNumber === jobNumber,
  );
}

const complete = (role: 'owner' | 'technician', visit: { id: string; version: number }) =>
  call(role, 'POST', `/provider/schedule/visits/${visit.id}/status`, provider, {
    payload: { version: visit.version, status: 'completed' },
  });

async function materializedThrough(seriesId: string): Promise<string> {
  const result = await t.database.db.execute<{ through: string }>(
    sql`select materialized_through::text as through from visit_series where id = ${seriesId}`,
  );
  return result.rows[0]?.through ?? '';
}

describe('the daily extension keeps a series a year ahead', () => {
  it('makes the missing visits once, even with two processes running it twice', async () => {
    const { jobNumber, seriesId } = await repeatedJob({
      start: '2026-12-01T09:00',
      durationMinutes: 60,
      repeat: { every: 'week', interval: 1, weekdays: [2] },
      ends: { until: '2028-11-28' },
    });
    const full = (await visitsOf(jobNumber)).length;
    const fullThrough = await materializedThrough(seriesId);
    // As if the series had been made months ago: its visits stop in June 2027.
    await t.database.db.execute(
      sql`delete from visits where series_id = ${seriesId} and occurrence_date > '2027-06-01'`,
    );
    await t.database.db.execute(
      sql`update visit_series set materialized_through = '2027-06-01' where id = ${seriesId}`,
    );
    expect((await visitsOf(jobNumber)).length).toBeLessThan(full);

    const second = await createTestApp({}, { database: t.database });
    try {
      await t.app.repositories.jobQueue.add('extend-series', {});
      await Promise.all([t.app.jobQueue.runDue(), second.app.jobQueue.runDue()]);
      await t.app.repositories.jobQueue.add('extend-series', {});
      await second.app.jobQueue.runDue();
    } finally {
      await second.close();
    }
    const visits = await visitsOf(jobNumber);
    expect(visits).toHaveLength(full);
    expect(new Set(visits.map((visit) => visit.start)).size).toBe(full);
    expect(await materializedThrough(seriesId)).toBe(fullThrough);
    expect(visits.at(-1)?.start).toMatch(/^\d{4}-\d{2}-\d{2}T09:00:00-0[56]:00$/);
  });
});

describe('a process with RUN_JOBS', () => {
  it('runs a job as soon as it is added, with nobody calling runDue, and stops cleanly on close', async () => {
    const { seriesId } = await repeatedJob({
      start: '2026-12-02T09:00',
      durationMinutes: 60,
      repeat: { every: 'week', interval: 1, weekdays: [3] },
      ends: { until: '2028-11-29' },
    });
    const fullThrough = await materializedThrough(seriesId);
    await t.database.db.execute(
      sql`update visit_series set materialized_through = '2027-06-02' where id = ${seriesId}`,
    );
    const running = await createTestApp(
      { RUN_JOBS: 'true', JOB_QUEUE_POLL_MS: '100' },
      { database: t.database },
    );
    try {
      await running.app.repositories.jobQueue.add('extend-one-series', { seriesId });
      for (let tries = 0; tries < 200 && (await materializedThrough(seriesId)) !== fullThrough; tries++)
        await new Promise((resolve) => setTimeout(resolve, 25));
    } finally {
      await running.close();
    }
    expect(await materializedThrough(seriesId)).toBe(fullThrough);
  });
});

describe('series invoicing', () => {
  it('per visit: completing each visit makes its Draft from the estimate, whoever completes it', async () => {
    const { jobNumber } = await repeatedJob({
      start: '2027-03-02T09:00',
      durationMinutes: 60,
      repeat: { every: 'week', interval: 1, weekdays: [2] },
      ends: { count: 3 },
      invoicing: 'per-visit',
      assigneeIds: [people.technician.id],
    });
    const [first, second] = await visitsOf(jobNumber);
    if (!first || !second) throw new Error('the series made fewer than two visits');
    const byTechnician = await complete('technician', first);
    expect(byTechnician.statusCode, byTechnician.body).toBe(200);
    // Technicians never handle money: the invoice is made, its number is not theirs to see.
    expect(byTechnician.json().invoiceNumber).toBeNull();
    const byOwner = await complete('owner', second);
    expect(byOwner.json().invoiceNumber).toEqual(expect.any(Number));

    const invoices = await invoicesOf(jobNumber);
    expect(invoices).toHaveLength(2);
    const invoice = (
      await call(
        'owner',
        'GET',
        `/provider/service-manager/invoices/${byOwner.json().invoiceNumber}`,
        provider,
      )
    ).json();
    expect(invoice.status).toBe('Draft');
    expect(
      invoice.items.map((item: { name: string; quantity: number }) => [item.name, item.quantity]),
    ).toEqual([
      ['Deep clean', 1.5],
      ['Travel', 1],
    ]);
  });

  it("monthly: one Draft of the month's completed visits on the wall clock, on the 1st at 6 AM, once", async () => {
    // Tuesdays at 11 PM over the November 2027 change (Nov 7): Nov 30 at 11 PM CST is Dec 1 in UTC.
    const { jobNumber, seriesId } = await repeatedJob({
      start: '2027-10-26T23:00',
      durationMinutes: 60,
      repeat: { every: 'week', interval: 1, weekdays: [2] },
      ends: { count: 7 },
      invoicing: 'monthly',
    });
    const jobs = t.app.repositories.jobQueue;
    // October's invoice: Nov 1, 06:00 CDT (before the change).
    expect((await jobs.find(`series-invoice:${seriesId}:2027-10`))?.runAt).toEqual(
      new Date('2027-11-01T11:00:00Z'),
    );
    const visits = await visitsOf(jobNumber);
    const november = visits.filter((visit) => /^2027-11-/.test(visit.start));
    expect(november).toHaveLength(5);
    for (const visit of november) expect((await complete('owner', visit)).statusCode).toBe(200);

    await t.app.jobQueue.runDue({ asOf: new Date('2027-11-01T11:00:00Z') });
    // October had no completed visit: no invoice, and November's is armed for Dec 1, 06:00 CST.
    expect(await invoicesOf(jobNumber)).toHaveLength(0);
    expect((await jobs.find(`series-invoice:${seriesId}:2027-11`))?.runAt).toEqual(
      new Date('2027-12-01T12:00:00Z'),
    );

    await t.app.jobQueue.runDue({ asOf: new Date('2027-12-01T12:00:00Z') });
    // The job runs again (at least once is the queue's promise): the month stays invoiced once.
    await jobs.add('series-invoice', { seriesId, month: '2027-11' });
    await jobs.add('series-invoice', { seriesId, month: '2027-11' });
    await t.app.jobQueue.runDue();

    const invoices = await invoicesOf(jobNumber);
    expect(invoices).toHaveLength(1);
    const invoice = (
      await call('owner', 'GET', `/provider/service-manager/invoices/${invoices[0]?.invoiceNumber}`, provider)
    ).json();
    expect(invoice.status).toBe('Draft');
    expect(
      invoice.items.map((item: { name: string; quantity: number }) => [item.name, item.quantity]),
    ).toEqual([
      ['Deep clean', 7.5],
      ['Travel', 5],
    ]);
    expect(invoice.notes).toContain('Visits in November 2027: Nov 2, Nov 9, Nov 16, Nov 23, Nov 30.');
    // December still has a visit (Dec 7): its invoice is armed for Jan 1.
    expect((await jobs.find(`series-invoice:${seriesId}:2027-12`))?.runAt).toEqual(
      new Date('2028-01-01T12:00:00Z'),
    );

    // A restore brings no queue back (backups copy our tables): the daily task arms the running month again.
    await jobs.remove(`series-invoice:${seriesId}:2027-12`);
    await t.app.unitOfWork((repositories) =>
      armMonthlyInvoices(repositories, new Date('2027-12-15T12:00:00Z')),
    );
    expect((await jobs.find(`series-invoice:${seriesId}:2027-12`))?.runAt).toEqual(
      new Date('2028-01-01T12:00:00Z'),
    );
  });
});
