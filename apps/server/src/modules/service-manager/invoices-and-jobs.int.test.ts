import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedPeople } from '../../../test/people';
import { pricedBody, seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let clientId: string;

const INVOICES = '/provider/service-manager/invoices';
const JOBS = '/provider/service-manager/jobs';

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Invoices Cleaning');
  call = serviceManagerCaller(t.app, people);
  clientId = (
    await call('owner', 'POST', '/provider/service-manager/clients', provider, {
      payload: { firstName: 'Dana' },
    })
  ).json().id;
});
afterAll(() => t.close());

// pricedBody: $74.99 taxable + $120.00, 8.25% tax → $6.19; total $201.18.
const TOTAL = 20_118;

describe('invoices', () => {
  it('derives Partial and Paid from the amount paid, and never owes less than nothing', async () => {
    const draft = await call('owner', 'POST', INVOICES, provider, { payload: pricedBody(clientId) });
    expect(draft.json()).toMatchObject({ status: 'Draft', total: TOTAL, amountDue: TOTAL, paymentTotal: 0 });

    const number = draft.json().invoiceNumber;
    const put = (extra: object) =>
      call('owner', 'PUT', `${INVOICES}/${number}`, provider, { payload: pricedBody(clientId, extra) });
    expect((await put({ status: 'Sent' })).json()).toMatchObject({ status: 'Sent', invoicePaidOn: null });
    expect((await put({ status: 'Sent', amountPaid: 5_000 })).json()).toMatchObject({
      status: 'Partial',
      paymentTotal: 5_000,
      amountDue: TOTAL - 5_000,
    });
    const over = await put({ status: 'Sent', amountPaid: TOTAL + 1 });
    expect([over.statusCode, over.json().fields]).toEqual([400, { amountPaid: messages.amountPaidTooHigh }]);

    const paid = (await put({ status: 'Sent', amountPaid: TOTAL })).json();
    expect(paid).toMatchObject({ status: 'Paid', amountDue: 0 });
    expect(paid.invoicePaidOn).toEqual(expect.any(String));
    // A paid invoice is a record of money: it is kept as it was.
    const again = await put({ status: 'Sent', amountPaid: 0 });
    expect([again.statusCode, again.json().message]).toEqual([409, messages.invoiceLocked]);
  });

  it('keeps a sent invoice out of Draft, and its status when a change leaves it out', async () => {
    const sent = await call('owner', 'POST', INVOICES, provider, {
      payload: pricedBody(clientId, { status: 'Sent' }),
    });
    const number = sent.json().invoiceNumber;
    const put = (extra: object) =>
      call('owner', 'PUT', `${INVOICES}/${number}`, provider, { payload: pricedBody(clientId, extra) });
    const back = await put({ status: 'Draft' });
    expect([back.statusCode, back.json().message]).toEqual([409, messages.sentStaysSent]);
    const unsaid = await put({ notes: 'Gate code 4411' });
    expect(unsaid.json()).toMatchObject({ status: 'Sent', notes: 'Gate code 4411' });
  });

  it('a deposit shows what is still due of it', async () => {
    const response = await call('owner', 'POST', INVOICES, provider, {
      payload: pricedBody(clientId, {
        status: 'Sent',
        deposit: { type: 'fixed', amount: 5_000 },
        amountPaid: 2_000,
      }),
    });
    expect(response.json()).toMatchObject({ depositAmount: 5_000, depositDue: 3_000, status: 'Partial' });
  });

  it('refuses a due date before the invoice date, a provider-set Paid status, and an unknown job', async () => {
    const early = await call('owner', 'POST', INVOICES, provider, {
      payload: pricedBody(clientId, { invoiceDate: '2026-11-20', dueDate: '2026-11-19' }),
    });
    expect(early.json().fields).toEqual({ dueDate: messages.dueBeforeInvoiceDate });
    const paid = await call('owner', 'POST', INVOICES, provider, {
      payload: pricedBody(clientId, { status: 'Paid' }),
    });
    expect(paid.json().fields).toEqual({ status: messages.statusInvalid });
    const job = await call('owner', 'POST', INVOICES, provider, {
      payload: pricedBody(clientId, { jobNumber: 4242 }),
    });
    expect(job.json().fields).toEqual({ jobNumber: messages.jobNotFound });
    const date = await call('owner', 'POST', INVOICES, provider, {
      payload: pricedBody(clientId, { invoiceDate: '2026-02-30' }),
    });
    expect(date.json().fields).toEqual({ invoiceDate: messages.dateInvalid });
  });

  it('lists invoices by amount due', async () => {
    const response = await call('owner', 'GET', INVOICES, provider, {
      query: { sortField: 'amountDue', sortOrder: 1 },
    });
    const dues = response.json().invoices.map((invoice: { amountDue: number }) => invoice.amountDue);
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
  });
});

describe('jobs', () => {
  it('GET provider/jobs answers jobs and totalRecords; a job totals its invoices, or its estimate until invoiced', async () => {
    const estimate = (
      await call('owner', 'POST', '/provider/service-manager/estimates', provider, {
        payload: pricedBody(clientId),
      })
    ).json();
    const job = await call('owner', 'POST', JOBS, provider, {
      payload: {
        clientId,
        title: 'Spring clean',
        estimateNumber: estimate.estimateNumber,
        startDate: '2026-12-01',
      },
    });
    expect(job.statusCode).toBe(201);
    expect(job.json()).toMatchObject({
      jobNumber: 1,
      status: 'unscheduled',
      total: TOTAL,
      startDate: '2026-12-01',
      estimateNumber: estimate.estimateNumber,
      client: { firstName: 'Dana' },
    });
    await call('owner', 'POST', INVOICES, provider, {
      payload: { clientId, jobNumber: 1, items: [{ name: 'Half', rate: 10_000, quantity: 1 }] },
    });
    const list = await call('owner', 'GET', '/provider/jobs', provider);
    expect(list.json()).toMatchObject({ totalRecords: 1, jobs: [{ jobNumber: 1, total: 10_000 }] });
  });

  it('changes status and start date; refuses statuses the spec does not name', async () => {
    const { jobNumber } = (
      await call('owner', 'POST', JOBS, provider, { payload: { clientId, title: 'Windows' } })
    ).json();
    const moved = await call('manager', 'PATCH', `${JOBS}/${jobNumber}`, provider, {
      payload: { status: 'in-progress', startDate: '2026-12-02' },
    });
    expect(moved.json()).toMatchObject({ status: 'in-progress', startDate: '2026-12-02', title: 'Windows' });
    const bad = await call('owner', 'PATCH', `${JOBS}/${jobNumber}`, provider, {
      payload: { status: 'done' },
    });
    expect([bad.statusCode, bad.json().fields]).toEqual([400, { status: messages.statusInvalid }]);
    const empty = await call('owner', 'PATCH', `${JOBS}/${jobNumber}`, provider, { payload: {} });
    expect([empty.statusCode, empty.json().message]).toEqual([400, messages.nothingToChange]);
    const missing = await call('owner', 'PATCH', `${JOBS}/999`, provider, { payload: { status: 'closed' } });
    expect([missing.statusCode, missing.json().message]).toEqual([404, messages.jobNotFound]);
  });

  it('sorts by status and filters by it', async () => {
    const scheduled = await call('owner', 'GET', '/provider/jobs', provider, {
      query: { status: 'in-progress' },
    });
    expect(scheduled.json().jobs.map((job: { title: string }) => job.title)).toEqual(['Windows']);
    const sorted = await call('owner', 'GET', '/provider/jobs', provider, {
      query: { sortField: 'total', sortOrder: -1 },
    });
    expect(sorted.json().jobs[0].jobNumber).toBe(1);
  });
});
