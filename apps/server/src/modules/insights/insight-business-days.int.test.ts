import { addDays } from '@porchlight/core/insights/insight-range.rules';
import { columnsSchema } from '@porchlight/core/service-manager/documents.schemas';
import {
  bookings,
  chatConversations,
  chatMessages,
  clientHubRequests,
  clients,
  estimates,
  invoices,
  jobs,
  paymentRefunds,
  payments,
  providers,
  reviews,
} from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightRequest, seedInvoicePayments } from '../../../test/insights';
import { rawDayCounts, rawReplyTimes, rawReviewDays, rawTopAsked } from '../../../test/insights-raw';
import { type People, seedPeople } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { replyTimes } from './business-figures';
import { insightFigures } from './insight-figures';

/**
 * The business figures the Insights page reads from insight_business_days (kept by the triggers of migration
 * 0044) equal counting the records raw (test/insights-raw.ts, the reads before it), around a day when the
 * provider's clocks fall back, after records change and go long after their day, and after its time zone changes.
 */

let testApp: TestApp;
let people: People;
let providerId: string;
const vanityName = 'insights-rollup-co';
const today = new Date().toISOString().slice(0, 10);

/** The last first Sunday of November (US clocks fall back) at least two days before today. */
function fallBackDay(): string {
  for (let year = Number(today.slice(0, 4)); ; year -= 1) {
    const first = new Date(`${year}-11-01T12:00:00Z`);
    const sunday = addDays(`${year}-11-01`, (7 - first.getUTCDay()) % 7);
    if (addDays(sunday, 2) <= today) return sunday;
  }
}
const dst = fallBackDay();
/** A moment in UTC on the fall-back day or days from it: `at(0, '04:30')` is 00:30 EDT, `at(1, '04:30')` 23:30 EST. */
const at = (days: number, time: string) => new Date(`${addDays(dst, days)}T${time}:00Z`);

const insights = (query: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v1/provider/insights?vanityName=${vanityName}&${query}`,
    headers: { cookie: people.owner.cookie },
  });

/** The answer's business figures, and the same figures worked out from the records raw in the provider's zone. */
async function answerAndRaw(query: string) {
  const response = await insights(query);
  expect(response.statusCode).toBe(200);
  const { range, previous, invoicesByAge: _ages, ...answer } = response.json();
  const { db } = testApp.database;
  const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
  const zone = provider?.timeZone ?? '';
  const [counts, reviewDays, replies, asked] = await Promise.all([
    rawDayCounts(db, providerId, { from: previous.from, to: range.to }, zone),
    rawReviewDays(db, providerId, range.to, zone),
    rawReplyTimes(db, providerId, range, previous, zone),
    rawTopAsked(db, providerId, range, zone),
  ]);
  const raw = {
    ...insightFigures(counts, reviewDays, range, previous),
    replyTimes: replyTimes(replies),
    ...asked,
  };
  return { answer, raw };
}

/** Daily points around the fall-back day, and the 12 months by week (when the day is within them). */
const QUERIES = [
  `range=custom&from=${addDays(dst, -20)}&to=${[addDays(dst, 20), today].sort()[0]}`,
  'range=12m',
];

async function expectRawFigures() {
  for (const query of QUERIES) {
    const { answer, raw } = await answerAndRaw(query);
    expect(answer, query).toEqual(raw);
  }
}

const records: {
  requests: { id: string; requestNumber: number }[];
  estimateIds: string[];
  chatIds: string[];
  paymentIds: string[];
  invoiceIds: string[];
  bookingIds: string[];
  reviewIds: string[];
} = {
  requests: [],
  estimateIds: [],
  chatIds: [],
  paymentIds: [],
  invoiceIds: [],
  bookingIds: [],
  reviewIds: [],
};

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  people = await seedPeople(testApp.app, db);
  const provider = await seedProvider(db, { owner: people.owner.id, vanityName });
  providerId = provider.id;
  await db.update(providers).set({ timeZone: 'America/New_York' }).where(eq(providers.id, providerId));

  // Two requests on the fall-back day (00:30 EDT and 23:30 EST of its 25 hours), one the evening before.
  records.requests = await db
    .insert(clientHubRequests)
    .values([
      insightRequest(providerId, 'cu', 1, at(0, '04:30'), { zipCode: '78701' }),
      insightRequest(providerId, 'paa', 2, at(1, '04:30'), {
        services: ['Windows', 'Deep clean'],
        zipCode: '78701',
      }),
      insightRequest(providerId, 'cu', 3, at(0, '03:30'), { zipCode: '78702', services: ['Gutters'] }),
      insightRequest(providerId, 'paa', 4, at(1, '05:30'), { services: ['Deep clean'] }),
      insightRequest(providerId, 'cu', 5, at(-3, '15:00'), { zipCode: '78703' }),
    ])
    .returning();
  const [client] = await db
    .insert(clients)
    .values({ providerId, firstName: 'Robin', emailAddress: 'robin@example.com' })
    .returning();
  const clientId = client?.id ?? '';
  const requestId = (number: number) => records.requests.find((row) => row.requestNumber === number)?.id;
  const columns = columnsSchema.parse(undefined);
  const estimate = (estimateNumber: number, request: number, createdAt: Date, status: 'Draft' | 'Sent') => ({
    providerId,
    estimateNumber,
    clientId,
    requestId: requestId(request),
    status,
    estimateDate: dst,
    columns,
    createdAt,
  });
  const estimateRows = await db
    .insert(estimates)
    .values([
      estimate(1, 1, at(0, '05:15'), 'Draft'),
      estimate(2, 2, at(1, '06:00'), 'Sent'),
      estimate(3, 3, at(0, '04:00'), 'Sent'),
      estimate(4, 5, at(-2, '15:00'), 'Sent'),
    ])
    .returning();
  records.estimateIds = estimateRows.map((row) => row.id);

  const chats = await db
    .insert(chatConversations)
    .values(
      [at(0, '06:30'), at(1, '04:59')].map((createdAt, index) => ({
        providerId,
        visitorKey: crypto.randomUUID(),
        visitorName: `Sam ${index}`,
        visitorEmail: `sam${index}@example.com`,
        createdAt,
      })),
    )
    .returning();
  records.chatIds = chats.map((row) => row.id);
  const message = (chat: number, sender: 'visitor' | 'provider', createdAt: Date) => ({
    conversationId: records.chatIds[chat] ?? '',
    sender,
    senderName: sender === 'visitor' ? 'Sam' : 'Team',
    message: 'Hello',
    createdAt,
  });
  await db
    .insert(chatMessages)
    .values([
      message(0, 'visitor', at(0, '06:30')),
      message(0, 'provider', at(0, '06:42')),
      message(1, 'visitor', at(1, '04:59')),
      message(1, 'provider', at(1, '05:20')),
      message(1, 'provider', at(1, '07:00')),
    ]);

  const [job] = await db
    .insert(jobs)
    .values({ providerId, jobNumber: 1, clientId, title: 'Deep clean' })
    .returning();
  const booking = (status: 'confirmed' | 'held', createdAt: Date) => ({
    providerId,
    idempotencyKey: crypto.randomUUID(),
    requestHash: 'hash',
    offerName: 'Deep clean',
    clientId,
    jobId: job?.id ?? '',
    startsAt: at(5, '15:00'),
    endsAt: at(5, '17:00'),
    localDate: addDays(dst, 5),
    status,
    holdExpiresAt: status === 'held' ? at(1, '05:00') : null,
    firstName: 'Robin',
    lastName: 'Lee',
    emailLc: `robin-${createdAt.getTime()}@example.com`,
    phone: '5125550100',
    address: '1 Main St',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
    createdAt,
  });
  const bookingRows = await db
    .insert(bookings)
    .values([booking('confirmed', at(1, '04:45')), booking('held', at(0, '04:45'))])
    .returning();
  records.bookingIds = bookingRows.map((row) => row.id);

  const invoice = (invoiceNumber: number, invoicePaidOn: Date) => ({
    providerId,
    invoiceNumber,
    clientId,
    status: 'Paid' as const,
    invoiceDate: dst,
    amountDue: 0,
    invoicePaidOn,
  });
  const invoiceRows = await db
    .insert(invoices)
    .values([invoice(1, at(1, '04:10')), invoice(2, at(0, '03:10'))])
    .returning();
  records.invoiceIds = invoiceRows.map((row) => row.id);
  const paid = await seedInvoicePayments(
    db,
    { providerId, clientId, invoiceId: records.invoiceIds[0] ?? '', prefix: 'rollup' },
    [
      { amount: 10_000, status: 'succeeded', settledAt: at(1, '04:20') },
      { amount: 2_550, status: 'succeeded', settledAt: at(0, '03:20') },
      { amount: 5_000, status: 'processing', settledAt: null },
      { amount: 700, status: 'succeeded', settledAt: at(-1, '12:00') },
    ],
    at(0, '05:00'),
  );
  records.paymentIds = paid.map((row) => row.id);
  await db.insert(paymentRefunds).values([
    {
      paymentId: records.paymentIds[0] ?? '',
      processorRefundId: 're_rollup_1',
      amount: 550,
      createdAt: at(1, '04:25'),
    },
    {
      paymentId: records.paymentIds[3] ?? '',
      processorRefundId: 're_rollup_2',
      amount: 200,
      createdAt: at(2, '12:00'),
    },
  ]);

  const review = (rating: number, createdAt: Date) => ({ providerId, rating, headline: 'Good', createdAt });
  const reviewRows = await db
    .insert(reviews)
    .values([review(5, at(0, '04:05')), review(2, at(1, '04:05')), review(4, at(-30, '12:00'))])
    .returning();
  records.reviewIds = reviewRows.map((row) => row.id);
});
afterAll(() => testApp.close());

describe('insight_business_days', () => {
  it('counts records on the local day of a day when clocks fall back, as counting them raw does', async () => {
    await expectRawFigures();
    const body = (await insights(QUERIES[0] ?? '')).json();
    const point = (day: string) => body.series.find((entry: { start: string }) => entry.start === day);
    // 00:30 EDT and 23:30 EST are the same local day; 23:30 EDT the evening before is not.
    expect(point(dst)).toMatchObject({ requests: 2, chats: 2, revenue: 9_450, reviews: 2 });
    expect(point(addDays(dst, -1))).toMatchObject({ requests: 1, revenue: 3_250, reviews: 0 });
    expect(point(addDays(dst, 1))).toMatchObject({ requests: 1 });
  });

  it('stays equal to the records when they change or go after their day', async () => {
    const { db } = testApp.database;
    const [draft, sent, , answered] = records.estimateIds;
    const requestId = (number: number) =>
      records.requests.find((row) => row.requestNumber === number)?.id ?? '';
    // The draft is sent (counted on the day it was drafted, the request's first reply), another taken back.
    await db
      .update(estimates)
      .set({ status: 'Sent' })
      .where(eq(estimates.id, draft ?? ''));
    await db.delete(estimates).where(eq(estimates.id, sent ?? ''));
    await db
      .update(estimates)
      .set({ status: 'Draft' })
      .where(eq(estimates.id, answered ?? ''));
    // A request's services change; another is deleted.
    await db
      .update(clientHubRequests)
      .set({ services: ['Windows'], zipCode: '' })
      .where(eq(clientHubRequests.id, requestId(3)));
    await db.delete(clientHubRequests).where(eq(clientHubRequests.id, requestId(4)));
    // The chat's first answer is deleted (its second counts); the other chat goes.
    await db.delete(chatMessages).where(eq(chatMessages.createdAt, at(1, '05:20')));
    await db.delete(chatConversations).where(eq(chatConversations.id, records.chatIds[0] ?? ''));
    // The hold becomes a booking, the booking expires.
    await db
      .update(bookings)
      .set({ status: 'confirmed' })
      .where(eq(bookings.id, records.bookingIds[1] ?? ''));
    await db
      .update(bookings)
      .set({ status: 'expired' })
      .where(eq(bookings.id, records.bookingIds[0] ?? ''));
    // An invoice is no longer paid; a processing payment settles days later; one with a refund is deleted;
    // a payment is refunded a week on.
    await db
      .update(invoices)
      .set({ status: 'Sent' })
      .where(eq(invoices.id, records.invoiceIds[1] ?? ''));
    await db
      .update(payments)
      .set({ status: 'succeeded', settledAt: at(3, '18:00') })
      .where(eq(payments.id, records.paymentIds[2] ?? ''));
    await db.delete(payments).where(eq(payments.id, records.paymentIds[3] ?? ''));
    await db.insert(paymentRefunds).values({
      paymentId: records.paymentIds[1] ?? '',
      processorRefundId: 're_rollup_3',
      amount: 1_000,
      createdAt: at(7, '12:00'),
    });
    // A review is removed, another's stars change.
    await db
      .update(reviews)
      .set({ removedAt: new Date() })
      .where(eq(reviews.id, records.reviewIds[0] ?? ''));
    await db
      .update(reviews)
      .set({ rating: 3 })
      .where(eq(reviews.id, records.reviewIds[1] ?? ''));

    await expectRawFigures();
    const body = (await insights(QUERIES[0] ?? '')).json();
    const point = (day: string) => body.series.find((entry: { start: string }) => entry.start === day);
    expect(point(dst)).toMatchObject({ requests: 2, chats: 1, revenue: 9_450, reviews: 1 });
    expect(point(addDays(dst, 1))).toMatchObject({ requests: 0 });
    expect(point(addDays(dst, 2))).toMatchObject({ revenue: 0 });
    expect(point(addDays(dst, 3))).toMatchObject({ revenue: 5_000 });
    expect(point(addDays(dst, 7))).toMatchObject({ revenue: -1_000 });
    expect(body.replyTimes[1]).toMatchObject({ channel: 'chats', asked: 1, replied: 1, medianMinutes: 121 });
  });

  it('moves the figures to the new local days when the provider changes time zone', async () => {
    const { db } = testApp.database;
    await db.update(providers).set({ timeZone: 'America/Los_Angeles' }).where(eq(providers.id, providerId));
    await expectRawFigures();
  });
});
