import { localDateOf } from '@porchlight/core/scheduling/zoned-time.rules';
import { invoices, reviews, scheduledMessages } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  automaticMessagesTo,
  messageClock,
  providerAtNoon,
  textingClient,
} from '../../../test/message-clock';
import { INVOICE_TOTAL } from '../../../test/payments';
import type { People } from '../../../test/people';
import { pricedBody, type serviceManagerCaller, serviceManagerWorld } from '../../../test/service-manager';
import type { TestApp } from '../../../test/test-app';

/**
 * Review requests (issue 35 slice 6, docs/plans/reminders.md §4, §5.7): after a job is completed or its
 * invoice paid, whichever comes first, the client is asked once, 2 hours on, with a link to the
 * profile's Add Review dialog — every client alike, at most once per client every 90 days. Each test
 * has its own provider (its own message clock) in Austin.
 */

let t: TestApp;
let people: People;
let call: ReturnType<typeof serviceManagerCaller>;
let clock: ReturnType<typeof messageClock>;
const ZONE = 'America/Chicago';
const HOUR_MS = 60 * 60_000;
const SM = '/provider/service-manager';

beforeAll(async () => {
  ({ t, people, call } = await serviceManagerWorld('Review Requests Gutters'));
  clock = messageClock(t, call);
});
afterAll(() => t.close());

let providers = 0;
/** A provider of its own, its clock at noon tomorrow in Austin, and a client who agreed to texts. */
async function world() {
  providers += 1;
  const { provider } = await providerAtNoon(t, people, clock, `Review Gutters ${providers}`);
  const clientId = await textingClient(call, provider);
  return { provider, clientId };
}

/** An invoice sent to the client (for `jobNumber`, if given), then paid in cash. */
async function paidInvoice(provider: ProviderRow, clientId: string, jobNumber: number | null = null) {
  const created = await call('owner', 'POST', `${SM}/invoices`, provider, {
    payload: pricedBody(clientId, { jobNumber, status: 'Sent' }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const invoiceNumber: number = created.json().invoiceNumber;
  const paid = await call('owner', 'PUT', `${SM}/invoices/${invoiceNumber}`, provider, {
    payload: pricedBody(clientId, { jobNumber, amountPaid: INVOICE_TOTAL }),
  });
  expect(paid.json().status).toBe('Paid');
}

const requestsTo = (clientId: string) =>
  t.database.db
    .select()
    .from(scheduledMessages)
    .where(and(eq(scheduledMessages.clientId, clientId), eq(scheduledMessages.kind, 'review-request')));

describe('a review request', () => {
  it('goes once, 2 hours after the job is completed, even when its invoice is paid after', async () => {
    const { provider, clientId } = await world();
    const job = await call('owner', 'POST', `${SM}/jobs`, provider, {
      payload: { clientId, title: 'Gutter cleaning' },
    });
    const jobNumber: number = job.json().jobNumber;
    const date = localDateOf(await clock.now(provider), ZONE);
    const booked = await call('owner', 'POST', `${SM}/jobs/${jobNumber}/visits`, provider, {
      payload: { start: `${date}T13:00`, end: `${date}T15:00`, assigneeIds: [] },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const visit = booked.json();
    const done = await call('owner', 'POST', `/provider/schedule/visits/${visit.id}/status`, provider, {
      payload: { version: visit.version, status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const completedAt = await clock.now(provider);
    expect(await requestsTo(clientId)).toHaveLength(1);
    await paidInvoice(provider, clientId, jobNumber);

    const [request, ...more] = await requestsTo(clientId);
    expect(more).toEqual([]);
    expect(request?.dedupeKey).toMatch(/^review-request:job:/);
    expect(request?.dueAt.getTime()).toBeGreaterThanOrEqual(completedAt.getTime() + 2 * HOUR_MS - 60_000);
    await clock.to(provider, new Date(completedAt.getTime() + HOUR_MS));
    expect((await automaticMessagesTo(t.database.db, clientId)).map((row) => row.kind)).not.toContain(
      'review-request',
    );
    await clock.to(provider, new Date(completedAt.getTime() + 2 * HOUR_MS));
    const asked = (await automaticMessagesTo(t.database.db, clientId)).filter(
      (row) => row.kind === 'review-request',
    );
    expect(asked.map((row) => [row.channel, row.skipped])).toEqual([
      ['email', null],
      ['sms', null],
    ]);
    const reviewUrl = `/company/${provider.vanityName}/reviews/new`;
    expect(asked[0]?.subject).toBe(`How did ${provider.name} do?`);
    expect(asked[0]?.body).toContain(reviewUrl);
    expect(asked[1]?.body).toBe(
      `${provider.name}: Thank you for choosing us! Would you review us? http://localhost:3000${reviewUrl} Reply STOP to opt out.`,
    );
  });

  it('goes to a client who rated the company 1 star before, with the same words (no gating)', async () => {
    const { provider, clientId } = await world();
    const earlier = await call('owner', 'POST', `${SM}/invoices`, provider, {
      payload: pricedBody(clientId),
    });
    const [rated] = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(eq(invoices.providerId, provider.id), eq(invoices.invoiceNumber, earlier.json().invoiceNumber)),
      );
    await t.database.db.insert(reviews).values({
      providerId: provider.id,
      clientId,
      invoiceId: rated?.id,
      rating: 1,
      headline: 'Late and messy',
      verifiedCustomer: true,
    });
    await paidInvoice(provider, clientId);
    await clock.to(provider, new Date((await clock.now(provider)).getTime() + 2 * HOUR_MS));
    const asked = await automaticMessagesTo(t.database.db, clientId);
    expect(asked.map((row) => [row.kind, row.channel, row.skipped])).toEqual([
      ['review-request', 'email', null],
      ['review-request', 'sms', null],
    ]);
    expect(asked[0]?.subject).toBe(`How did ${provider.name} do?`);
  });

  it('goes for an invoice without a job once it is paid, and not again to the same client within 90 days', async () => {
    const { provider, clientId } = await world();
    await paidInvoice(provider, clientId);
    await paidInvoice(provider, clientId);
    const requests = await requestsTo(clientId);
    expect(requests.map((row) => row.dedupeKey)).toEqual([expect.stringMatching(/^review-request:invoice:/)]);
    await clock.to(provider, new Date((await clock.now(provider)).getTime() + 2 * HOUR_MS));
    expect((await automaticMessagesTo(t.database.db, clientId)).map((row) => row.kind)).toEqual([
      'review-request',
      'review-request',
    ]);
  });
});
