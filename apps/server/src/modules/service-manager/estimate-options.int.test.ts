import { formatCents } from '@porchlight/core/billing/money.rules';
import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { optionTotalsOf } from '@porchlight/core/service-manager/estimate-options.rules';
import { type Estimate, estimateRequestSchema } from '@porchlight/core/service-manager/estimates.schemas';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { estimateOptions, estimates } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq, isNotNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHubCast } from '../../../test/client-hub';
import { type People, seedPeople } from '../../../test/people';
import { serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Estimate options (issue 36): Good / Better / Best priced by the estimate's terms in core, the client
 * approves exactly one in the hub, and the job, its visits' checklist and its invoice follow that one.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let cast: Awaited<ReturnType<typeof seedHubCast>>;
const sm = '/provider/service-manager';

const line = (name: string, rate: number, quantity = 1) => ({ name, rate, quantity, tax: true });
const optioned = (clientId: string) => ({
  clientId,
  taxPercent: 8.25,
  discount: { type: 'percent', name: 'Spring', percent: 10 },
  deposit: { type: 'percent', percent: 25 },
  options: [
    { name: 'Good', items: [line('Repair the unit', 10_000)] },
    {
      name: 'Better',
      recommended: true,
      items: [line('Repair the unit', 10_000), line('Pleated filter', 2_999, 2)],
    },
    { name: 'Best', items: [line('New heat pump', 450_000)] },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  cast = await seedHubCast(t.app, t.database.db, people, { name: 'Tiers', email: 'tia.tiers@example.test' });
  provider = cast.provider;
  call = serviceManagerCaller(t.app, people);
});
afterAll(() => t.close());

/** A new three-option estimate for the hub's client, sent to them. */
async function sentOptionedEstimate(): Promise<Estimate> {
  const created = await call('owner', 'POST', `${sm}/estimates`, provider, {
    payload: optioned(cast.mine.clientId),
  });
  expect(created.statusCode, created.body).toBe(201);
  const estimateNumber = created.json().estimateNumber;
  const sent = await call('owner', 'POST', `${sm}/estimates/${estimateNumber}/send`, provider, {
    payload: { sms: false },
  });
  expect(sent.statusCode).toBe(200);
  return created.json();
}

const decide = (
  estimateNumber: number,
  body: object,
  headers: Record<string, string> = cast.bearers.hubClient,
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/client-hub/estimate/${provider.vanityName}?estimateNumber=${estimateNumber}`,
    payload: { status: 'Approved', ...body },
    headers,
  });

describe('the owner offers options', () => {
  it("prices each by the estimate's terms; the estimate shows the recommended one's amounts", async () => {
    const created = await call('owner', 'POST', `${sm}/estimates`, provider, {
      payload: optioned(cast.mine.clientId),
    });
    expect(created.statusCode, created.body).toBe(201);
    const estimate: Estimate = created.json();
    const expected = optionTotalsOf(estimateRequestSchema.parse(optioned(cast.mine.clientId)));
    expect(estimate.items).toEqual([]);
    expect(
      estimate.options.map((option) => [option.position, option.name, option.recommended, option.approved]),
    ).toEqual([
      [1, 'Good', false, false],
      [2, 'Better', true, false],
      [3, 'Best', false, false],
    ]);
    estimate.options.forEach((option, index) => {
      expect(option).toMatchObject({
        subtotal: expected[index]?.subtotal,
        discountAmount: expected[index]?.discountAmount,
        tax: expected[index]?.tax,
        total: expected[index]?.total,
        depositAmount: expected[index]?.depositAmount,
      });
    });
    // Better: $159.98 less 10% = $143.98, tax 8.25% = $11.88: $155.86, a 25% deposit of $38.97.
    expect([estimate.total, estimate.depositAmount]).toEqual([15_586, 3_897]);
    expect(estimate.options[1]?.items.map((item) => [item.name, item.total])).toEqual([
      ['Repair the unit', 10_000],
      ['Pleated filter', 5_998],
    ]);

    // A change replaces the options.
    const { options } = optioned(cast.mine.clientId);
    const changed = await call('owner', 'PUT', `${sm}/estimates/${estimate.estimateNumber}`, provider, {
      payload: { ...optioned(cast.mine.clientId), options: options.slice(0, 2) },
    });
    expect(changed.json().options.map((option: { name: string }) => option.name)).toEqual(['Good', 'Better']);
  });

  it('refuses an option without items, a single option, items beside options; technicians may not', async () => {
    const body = optioned(cast.mine.clientId);
    for (const [change, message] of [
      [{ options: [{ name: 'Good', items: [] }, body.options[1]] }, smMessages.optionItemsRequired],
      [{ options: body.options.slice(0, 1) }, smMessages.optionsCount(2, 4)],
      [{ items: [line('Loose', 100)] }, smMessages.itemsInOptions],
    ] as const) {
      const refused = await call('owner', 'POST', `${sm}/estimates`, provider, {
        payload: { ...body, ...change },
      });
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    const technician = await call('technician', 'POST', `${sm}/estimates`, provider, { payload: body });
    expect(technician.statusCode).toBe(403);
  });
});

describe('the client approves exactly one option in the hub', () => {
  it('must name an existing option; the chosen one gives the estimate its amounts; no second approval', async () => {
    const { estimateNumber, options } = await sentOptionedEstimate();
    const unnamed = await decide(estimateNumber, {});
    expect([unnamed.statusCode, unnamed.json().message]).toEqual([400, smMessages.optionRequired]);
    const missing = await decide(estimateNumber, { optionPosition: 4 });
    expect([missing.statusCode, missing.json().message]).toEqual([400, smMessages.optionNotFound]);
    const stillSent = await call('owner', 'GET', `${sm}/estimates/${estimateNumber}`, provider);
    expect(stillSent.json().status).toBe('Sent');

    // Another client of the provider and the provider's own people cannot choose for this client.
    expect((await decide(estimateNumber, { optionPosition: 1 }, cast.bearers.otherClient)).statusCode).toBe(
      404,
    );
    expect(
      (await decide(estimateNumber, { optionPosition: 1 }, { cookie: people.owner.cookie })).statusCode,
    ).toBe(403);

    const approved = await decide(estimateNumber, { optionPosition: 3 });
    expect(approved.statusCode, approved.body).toBe(200);
    const best = options[2];
    expect(approved.json()).toMatchObject({ status: 'Approved', total: best?.total });
    expect(approved.json().depositAmount).toBe(best?.depositAmount);
    expect(approved.json().options.map((option: { approved: boolean }) => option.approved)).toEqual([
      false,
      false,
      true,
    ]);

    const again = await decide(estimateNumber, { optionPosition: 1 });
    expect([again.statusCode, again.json().message]).toEqual([409, hubMessages.cannotApprove]);
    const owner: Estimate = (
      await call('owner', 'GET', `${sm}/estimates/${estimateNumber}`, provider)
    ).json();
    expect(owner.options.map((option) => option.approved)).toEqual([false, false, true]);
    expect(owner.total).toBe(best?.total);
  });

  it('of two approvals at once, one wins and the database holds one approved option', async () => {
    const { estimateNumber } = await sentOptionedEstimate();
    const answers = await Promise.all([
      decide(estimateNumber, { optionPosition: 1 }),
      decide(estimateNumber, { optionPosition: 2 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const approvedRows = await t.database.db
      .select({ position: estimateOptions.position })
      .from(estimateOptions)
      .innerJoin(estimates, eq(estimates.id, estimateOptions.estimateId))
      .where(
        and(
          eq(estimates.providerId, provider.id),
          eq(estimates.estimateNumber, estimateNumber),
          isNotNull(estimateOptions.approvedAt),
        ),
      );
    expect(approvedRows).toHaveLength(1);
  });

  it("the job, its visit's checklist, its invoice and the PDF follow the chosen option", async () => {
    const { estimateNumber, options } = await sentOptionedEstimate();
    expect((await decide(estimateNumber, { optionPosition: 2 })).statusCode).toBe(200);
    const better = options[1];
    if (!better) throw new Error('no second option');

    const job = await call('owner', 'POST', `${sm}/jobs`, provider, {
      payload: { clientId: cast.mine.clientId, title: 'Heat pump', estimateNumber },
    });
    expect(job.json().total).toBe(better.total);
    const visit = await call('owner', 'POST', `${sm}/jobs/${job.json().jobNumber}/visits`, provider, {
      payload: { start: '2026-06-02T09:00', end: '2026-06-02T11:00' },
    });
    expect(visit.statusCode, visit.body).toBe(201);
    expect(visit.json().checklist.map((item: { name: string }) => item.name)).toEqual([
      'Repair the unit',
      'Pleated filter',
    ]);
    const completed = await call(
      'owner',
      'POST',
      `/provider/schedule/visits/${visit.json().id}/status`,
      provider,
      {
        payload: { version: visit.json().version, status: 'completed', createInvoice: true },
      },
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const invoice = (
      await call('owner', 'GET', `${sm}/invoices/${completed.json().invoiceNumber}`, provider)
    ).json();
    expect(invoice.items.map((item: { name: string }) => item.name)).toEqual([
      'Repair the unit',
      'Pleated filter',
    ]);
    expect(invoice.total).toBe(better.total);

    const pdf = await call('owner', 'GET', `${sm}/estimates/${estimateNumber}/pdf`, provider);
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const text = (await extractText(document, { mergePages: true })).text;
    for (const expected of [
      'Option 1: Good (declined)',
      'Option 2: Better (recommended, approved)',
      'Option 3: Best (declined)',
      ...options.map((option) => formatCents(option.total)),
      formatCents(better.depositAmount),
    ])
      expect(text).toContain(expected);
  });
});
