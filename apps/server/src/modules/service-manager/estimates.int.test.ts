import { MAX_ITEMS, MAX_QUANTITY, MAX_RATE_CENTS } from '@porchlight/core/billing/billing.constants';
import { serviceManagerMessages as messages } from '@porchlight/core/service-manager/service-manager.messages';
import { estimateItems, estimates } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedPeople } from '../../../test/people';
import { pricedBody, seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let people: People;
let provider: ProviderRow;
let call: ReturnType<typeof serviceManagerCaller>;
let clientId: string;

const ESTIMATES = '/provider/service-manager/estimates';

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Numbering Cleaning');
  call = serviceManagerCaller(t.app, people);
  const client = await call('owner', 'POST', '/provider/service-manager/clients', provider, {
    payload: { firstName: 'Jamie', lastName: 'Rivera', emailAddress: 'jamie@example.test' },
  });
  clientId = client.json().id;
});
afterAll(() => t.close());

describe('numbering', () => {
  it('gives concurrent creates distinct, gap-free numbers per provider', async () => {
    const other = await seedServiceManagerProvider(t.database.db, people, 'Numbering Other');
    const otherClient = (
      await call('owner', 'POST', '/provider/service-manager/clients', other, {
        payload: { firstName: 'Ola' },
      })
    ).json().id;
    const responses = await Promise.all([
      ...Array.from({ length: 12 }, () =>
        call('owner', 'POST', ESTIMATES, provider, { payload: pricedBody(clientId) }),
      ),
      ...Array.from({ length: 5 }, () =>
        call('manager', 'POST', ESTIMATES, other, { payload: pricedBody(otherClient) }),
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(17).fill(201));
    const numbers = (slice: typeof responses) =>
      slice.map((response) => response.json().estimateNumber as number).sort((a, b) => a - b);
    expect(numbers(responses.slice(0, 12))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // Another provider counts on its own.
    expect(numbers(responses.slice(12))).toEqual([1, 2, 3, 4, 5]);
  });

  it('an update keeps the number; an unknown number is a 404', async () => {
    const created = (
      await call('owner', 'POST', ESTIMATES, provider, { payload: pricedBody(clientId) })
    ).json();
    const updated = await call('owner', 'PUT', `${ESTIMATES}/${created.estimateNumber}`, provider, {
      payload: pricedBody(clientId, { status: 'Sent' }),
    });
    expect(updated.json()).toMatchObject({ estimateNumber: created.estimateNumber, status: 'Sent' });
    const missing = await call('owner', 'PUT', `${ESTIMATES}/999999`, provider, {
      payload: pricedBody(clientId),
    });
    expect([missing.statusCode, missing.json().message]).toEqual([404, messages.estimateNotFound]);
  });
});

describe('status changes', () => {
  async function estimateIn(status: string) {
    const created = (
      await call('owner', 'POST', ESTIMATES, provider, { payload: pricedBody(clientId, { status: 'Sent' }) })
    ).json();
    const path = `${ESTIMATES}/${created.estimateNumber}`;
    if (status !== 'Sent')
      await call('owner', 'PUT', path, provider, { payload: pricedBody(clientId, { status }) });
    return path;
  }

  it('never sends a sent estimate back to Draft; a change that leaves the status out keeps it', async () => {
    const path = await estimateIn('Sent');
    const back = await call('owner', 'PUT', path, provider, {
      payload: pricedBody(clientId, { status: 'Draft' }),
    });
    expect([back.statusCode, back.json().message]).toEqual([409, messages.sentStaysSent]);
    const unsaid = await call('owner', 'PUT', path, provider, {
      payload: pricedBody(clientId, { notes: 'Side door' }),
    });
    expect(unsaid.json()).toMatchObject({ status: 'Sent', notes: 'Side door' });
  });

  it('moves an approved estimate only to Closed, once; a closed one takes no edits', async () => {
    const path = await estimateIn('Approved');
    const reject = await call('owner', 'PATCH', `${path}/status`, provider, {
      payload: { status: 'Rejected' },
    });
    expect([reject.statusCode, reject.json().message]).toEqual([
      409,
      messages.estimateCannotMove('Approved', 'Rejected'),
    ]);
    // Closed by two tabs at once: a tab that read Approved while the other wrote Closed hears it
    // changed meanwhile; one that comes after finds it Closed already, which closing again keeps.
    const closes = await Promise.all(
      [1, 2].map(() => call('owner', 'PATCH', `${path}/status`, provider, { payload: { status: 'Closed' } })),
    );
    expect(closes.some((response) => response.statusCode === 200)).toBe(true);
    for (const response of closes.filter((each) => each.statusCode !== 200))
      expect([response.statusCode, response.json().message]).toEqual([409, messages.changedMeanwhile]);
    const reopened = await call('owner', 'PATCH', `${path}/status`, provider, {
      payload: { status: 'Sent' },
    });
    expect(reopened.statusCode).toBe(409);
    expect((await call('owner', 'GET', path, provider)).json().status).toBe('Closed');
    const edit = await call('owner', 'PUT', path, provider, { payload: pricedBody(clientId) });
    expect([edit.statusCode, edit.json().message]).toEqual([409, messages.estimateLocked]);
  });

  it('lets a rejected estimate be revised and sent again', async () => {
    const path = await estimateIn('Rejected');
    const revised = await call('owner', 'PUT', path, provider, {
      payload: pricedBody(clientId, { status: 'Sent' }),
    });
    expect(revised.json().status).toBe('Sent');
  });

  it('refuses a status that is not one of them, and an unknown estimate', async () => {
    const path = await estimateIn('Sent');
    const odd = await call('owner', 'PATCH', `${path}/status`, provider, { payload: { status: 'Paid' } });
    expect([odd.statusCode, odd.json().fields]).toEqual([400, { status: messages.statusInvalid }]);
    const missing = await call('owner', 'PATCH', `${ESTIMATES}/999999/status`, provider, {
      payload: { status: 'Closed' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('amounts', () => {
  it('are computed by the server; totals sent by the caller are ignored', async () => {
    const response = await call('owner', 'POST', ESTIMATES, provider, {
      payload: {
        ...pricedBody(clientId),
        discount: { type: 'percent', name: 'Spring', percent: 10, applyTo: 'taxable' },
        deposit: { type: 'percent', percent: 25 },
        subtotal: 1,
        tax: 1,
        total: 1,
        discountAmount: 999_999,
      },
    });
    expect(response.statusCode).toBe(201);
    const estimate = response.json();
    // $49.99 × 1.5 = $74.985 → $74.99 taxable; $120.00 not; 10% off the taxable part → $7.50;
    // tax 8.25% of $67.49 → $5.57; total $194.99 − $7.50 + $5.57 = $193.06; deposit 25% → $48.27 (48.265 rounds up).
    expect(estimate.items.map((item: { total: number }) => item.total)).toEqual([7_499, 12_000]);
    expect(estimate).toMatchObject({
      subtotal: 19_499,
      taxableSubtotal: 7_499,
      nonTaxableSubtotal: 12_000,
      discountAmount: 750,
      tax: 557,
      taxPercent: 8.25,
      total: 19_306,
      depositAmount: 4_827,
      discount: { type: 'percent', name: 'Spring', percent: 10, applyTo: 'taxable' },
      deposit: { type: 'percent', percent: 25 },
    });
    const [row] = await t.database.db
      .select()
      .from(estimates)
      .where(eq(estimates.estimateNumber, estimate.estimateNumber));
    expect(row).toMatchObject({ total: 19_306, tax: 557, taxThousandths: 8_250 });
    const items = await t.database.db
      .select()
      .from(estimateItems)
      .where(eq(estimateItems.estimateId, row!.id));
    expect(items.map((item) => [item.quantityHundredths, item.totalCents]).sort()).toEqual(
      [
        [100, 12_000],
        [150, 7_499],
      ].sort(),
    );
  });

  it('sanitises item descriptions', async () => {
    const response = await call('owner', 'POST', ESTIMATES, provider, {
      payload: {
        clientId,
        items: [
          {
            name: 'Windows',
            description: '<p onclick="x()">All <strong>panes</strong><script>alert(1)</script></p>',
            rate: 100,
            quantity: 1,
          },
        ],
      },
    });
    expect(response.json().items[0].description).toBe('<p>All <strong>panes</strong></p>');
  });
});

describe('validation', () => {
  const expectBad = async (payload: object, field: string, message: string) => {
    const response = await call('owner', 'POST', ESTIMATES, provider, { payload });
    expect([response.statusCode, response.json().fields?.[field], response.json().message]).toEqual([
      400,
      message,
      expect.any(String),
    ]);
  };
  const item = { name: 'Clean', rate: 100, quantity: 1 };

  it('refuses quantities with more than 2 decimals, fractions of a cent and out-of-range numbers', async () => {
    await expectBad(
      { clientId, items: [{ ...item, quantity: 1.005 }] },
      'items.0.quantity',
      messages.quantityInvalid(MAX_QUANTITY),
    );
    await expectBad(
      { clientId, items: [{ ...item, quantity: 0 }] },
      'items.0.quantity',
      messages.quantityInvalid(MAX_QUANTITY),
    );
    await expectBad(
      { clientId, items: [{ ...item, rate: 10.5 }] },
      'items.0.rate',
      messages.rateInvalid(MAX_RATE_CENTS),
    );
    await expectBad(
      { clientId, items: [{ ...item, rate: -1 }] },
      'items.0.rate',
      messages.rateInvalid(MAX_RATE_CENTS),
    );
    await expectBad(
      { clientId, items: [{ ...item, rate: 1e300 }] },
      'items.0.rate',
      messages.rateInvalid(MAX_RATE_CENTS),
    );
    await expectBad({ clientId, items: [item], taxPercent: 8.2555 }, 'taxPercent', messages.percentInvalid);
    await expectBad({ clientId, items: [item], taxPercent: 101 }, 'taxPercent', messages.percentInvalid);
    await expectBad(
      { clientId, items: [item], discount: { type: 'fixed', amount: 1.5 } },
      'discount.amount',
      messages.amountInvalid,
    );
  });

  it('needs items outside Draft, names on items, billing cycles on subscriptions only, at most 100 items', async () => {
    await expectBad({ clientId, items: [], status: 'Sent' }, 'items', messages.itemsRequired);
    await expectBad(
      { clientId, items: [{ ...item, name: '  ' }] },
      'items.0.name',
      messages.itemNameRequired,
    );
    await expectBad(
      { clientId, items: [{ ...item, type: 'sp' }] },
      'items.0.billingCycle',
      messages.billingCycleRequired,
    );
    await expectBad(
      { clientId, items: [{ ...item, billingCycle: 'm' }] },
      'items.0.billingCycle',
      messages.billingCycleOnlyForSubscriptions,
    );
    await expectBad(
      { clientId, items: Array(MAX_ITEMS + 1).fill(item) },
      'items',
      messages.tooManyItems(MAX_ITEMS),
    );
  });

  it('answers 400 for a client of nobody, another provider, or a malformed id', async () => {
    await expectBad(
      { clientId: '00000000-0000-4000-8000-000000000000', items: [] },
      'clientId',
      messages.clientNotFound,
    );
    await expectBad({ clientId: 'not-a-uuid', items: [] }, 'clientId', messages.clientNotFound);
  });

  it('takes subscription items with a billing cycle', async () => {
    const response = await call('owner', 'POST', ESTIMATES, provider, {
      payload: { clientId, items: [{ ...item, type: 'sp', billingCycle: 'm' }] },
    });
    expect(response.json().items[0]).toMatchObject({ type: 'sp', billingCycle: 'm', total: 100 });
  });
});

describe('hostile input', () => {
  it('answers 400, never 500, to bodies of the wrong shape', async () => {
    const item = { name: 'Clean', rate: 100, quantity: 1 };
    const bodies: unknown[] = [
      null,
      [],
      'estimate',
      { clientId, items: 'all of them' },
      { clientId, items: [null] },
      { clientId, items: [{ ...item, quantity: '1' }] },
      { clientId, items: [{ ...item, rate: 2 ** 60 }] },
      { clientId, items: [{ ...item, quantity: 1e-9 }] },
      { clientId, items: [{ ...item, name: 'Line\u0000break' }] },
      { clientId, items: [{ ...item, name: { $gt: '' } }] },
      { clientId, items: [item], discount: { type: 'percent', percent: 10, applyTo: 'everything' } },
      { clientId, items: [item], discount: { type: 'bogus' } },
      { clientId, items: [item], deposit: { type: 'fixed', amount: -5 } },
      { clientId, items: [item], estimateDate: '2026-13-01' },
      { clientId, items: [item], status: 'Approved; drop table' },
      { clientId, items: [item], columns: 'none' },
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1${ESTIMATES}?vanityName=${provider.vanityName}`,
        headers: { cookie: people.owner.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
    }
  });
});

describe('list', () => {
  it('pages and sorts, newest number first by default', async () => {
    const first = await call('owner', 'GET', ESTIMATES, provider, { query: { rows: 2 } });
    const page = first.json();
    expect(page.estimates).toHaveLength(2);
    expect(page.totalRecords).toBeGreaterThan(10);
    expect(page.estimates[0].estimateNumber).toBe(page.totalRecords);
    expect(page.estimates[0].client).toMatchObject({ firstName: 'Jamie', lastName: 'Rivera' });
    const ascending = await call('owner', 'GET', ESTIMATES, provider, {
      query: { sortField: 'estimateNumber', sortOrder: 1, first: 1, rows: 1 },
    });
    expect(ascending.json().estimates[0].estimateNumber).toBe(2);
    const sent = await call('owner', 'GET', ESTIMATES, provider, { query: { status: 'Sent' } });
    expect(sent.json().estimates.every((estimate: { status: string }) => estimate.status === 'Sent')).toBe(
      true,
    );
  });

  it('refuses hostile paging with a 400', async () => {
    for (const query of [
      { rows: 0 },
      { rows: 1000 },
      { first: -1 },
      { sortField: 'id; drop table' },
      { sortOrder: 2 },
    ] as Record<string, string | number>[]) {
      const response = await call('owner', 'GET', ESTIMATES, provider, { query });
      expect([JSON.stringify(query), response.statusCode]).toEqual([JSON.stringify(query), 400]);
    }
  });
});
