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
  memberships,
  paymentRefunds,
  providers,
  reviews,
} from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightRequest, seedInvoicePayments } from '../../../test/insights';
import { type People, seedPeople } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { NotedInsightEvent } from './insight-events.repository';

/**
 * GET provider/insights (docs/plans/insights.md §5): known events written and rolled up, and known requests,
 * chats, payments, invoices and reviews; every figure of the last 7 days and the 7 before checked; owners
 * and managers only.
 */

let testApp: TestApp;
let people: People;
let providerId: string;
const today = new Date().toISOString().slice(0, 10);
/** A moment on the local day `daysAgo` before today (the provider's zone is UTC here), never in the future. */
const dayAt = (daysAgo: number) => new Date(`${addDays(today, -daysAgo)}T00:00:00.001Z`);
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  people = await seedPeople(testApp.app, db);
  const provider = await seedProvider(db, { owner: people.owner.id, vanityName: 'insights-api-co' });
  providerId = provider.id;
  await db.update(providers).set({ timeZone: 'UTC' }).where(eq(providers.id, providerId));
  await db.insert(memberships).values([
    { userId: people.manager.id, providerId, role: 'manager' },
    { userId: people.technician.id, providerId, role: 'technician' },
  ]);
  const event = (kind: NotedInsightEvent['kind'], daysAgo: number, page = ''): NotedInsightEvent => ({
    vanityName: 'insights-api-co',
    kind,
    page,
    viewerId: null,
    at: dayAt(daysAgo),
  });
  await testApp.app.repositories.insightEvents.insertBatch([
    // This week (days 0-6).
    event('profile-view', 0, 'home'),
    event('profile-view', 1, 'home'),
    event('profile-view', 6, 'home'),
    event('profile-view', 2, 'reviews'),
    ...[0, 1, 2, 3].map((day) => event('search-impression', day)),
    event('search-click', 1),
    event('phone-click', 3),
    event('website-click', 4),
    event('website-click', 5),
    event('contact-start', 0),
    event('contact-start', 2),
    event('pricing-start', 1),
    event('chat-start', 1),
    event('chat-start', 3),
    event('chat-start', 6),
    // The week before (days 7-13).
    event('profile-view', 7, 'home'),
    event('profile-view', 13, 'home'),
    event('search-impression', 10),
    event('search-impression', 11),
    event('search-click', 10),
    event('contact-start', 8),
    event('chat-start', 9),
    // Outside both.
    event('profile-view', 14, 'home'),
  ]);
  await testApp.app.repositories.insightEvents.rollUpRecentDays(new Date(), 20);
  const request = (
    type: 'cu' | 'paa',
    daysAgo: number,
    requestNumber: number,
    asked: { services?: string[]; zipCode?: string } = {},
  ) => insightRequest(providerId, type, requestNumber, dayAt(daysAgo), asked);
  const requests = await db
    .insert(clientHubRequests)
    .values([
      request('cu', 0, 1, { zipCode: '78701' }),
      request('paa', 2, 2, { services: ['Windows', 'Deep clean'], zipCode: '78701' }),
      request('cu', 9, 3, { zipCode: '99999' }),
      request('paa', 3, 4, { services: ['Deep clean'], zipCode: '78702' }),
    ])
    .returning();
  const [chat] = await db
    .insert(chatConversations)
    .values({
      providerId,
      visitorKey: crypto.randomUUID(),
      visitorName: 'Sam',
      visitorEmail: 'sam@example.com',
      createdAt: dayAt(1),
    })
    .returning();
  await seedBusiness(requests, chat?.id ?? '');
});

/**
 * Replies (estimates of requests 1, 2 and 3; the chat's answers), payments and a refund, outstanding
 * invoices of every age, and reviews: the figures the tests below expect, worked out by hand.
 */
/** One online booking made 3 days ago; a checkout left on hold and one that expired are not bookings. */
async function seedBookings(clientId: string) {
  const { db } = testApp.database;
  const [job] = await db
    .insert(jobs)
    .values({ providerId, jobNumber: 1, clientId, title: 'Deep clean' })
    .returning();
  const booking = (status: 'confirmed' | 'held' | 'expired', daysAgo: number) => ({
    providerId,
    idempotencyKey: crypto.randomUUID(),
    requestHash: 'hash',
    offerName: 'Deep clean',
    clientId,
    jobId: job?.id ?? '',
    startsAt: dayAt(-3),
    endsAt: minutesAfter(dayAt(-3), 120),
    localDate: addDays(today, 3),
    status,
    holdExpiresAt: status === 'held' ? dayAt(-1) : null,
    firstName: 'Robin',
    lastName: 'Lee',
    emailLc: `robin-${status}@example.com`,
    phone: '5125550100',
    address: '1 Main St',
    city: 'Austin',
    stateCode: 'TX',
    zipCode: '78701',
    createdAt: dayAt(daysAgo),
  });
  await db.insert(bookings).values([booking('confirmed', 3), booking('held', 2), booking('expired', 1)]);
}

async function seedBusiness(requests: { id: string; requestNumber: number }[], chatId: string) {
  const { db } = testApp.database;
  const [client] = await db
    .insert(clients)
    .values({ providerId, firstName: 'Robin', emailAddress: 'robin@example.com' })
    .returning();
  const clientId = client?.id ?? '';
  const requestOf = (number: number) => requests.find((row) => row.requestNumber === number);
  const columns = columnsSchema.parse(undefined);
  const estimate = (
    estimateNumber: number,
    requestNumber: number,
    daysAgo: number,
    minutes: number,
    status: 'Draft' | 'Sent' = 'Sent',
  ) => ({
    providerId,
    estimateNumber,
    clientId,
    requestId: requestOf(requestNumber)?.id,
    status,
    estimateDate: today,
    columns,
    createdAt: minutesAfter(dayAt(daysAgo), minutes),
  });
  // Request 1 answered in 30 minutes, 2 in 90, 4 not yet (a draft is no answer): median 60. Before: 3 in 10.
  await db
    .insert(estimates)
    .values([
      estimate(1, 1, 0, 30),
      estimate(2, 2, 2, 90),
      estimate(3, 3, 9, 10),
      estimate(4, 4, 3, 5, 'Draft'),
    ]);
  await seedBookings(clientId);
  const message = (sender: 'visitor' | 'provider', minutes: number) => ({
    conversationId: chatId,
    sender,
    senderName: sender === 'visitor' ? 'Sam' : 'Team',
    message: 'Hello',
    createdAt: minutesAfter(dayAt(1), minutes),
  });
  await db
    .insert(chatMessages)
    .values([message('visitor', 0), message('provider', 5), message('provider', 20)]);

  const invoice = (
    invoiceNumber: number,
    status: 'Draft' | 'Sent' | 'Partial' | 'Paid',
    amountDue: number,
    dueInDays: number | null,
    invoicedDaysAgo = 0,
  ) => ({
    providerId,
    invoiceNumber,
    clientId,
    status,
    invoiceDate: addDays(today, -invoicedDaysAgo),
    dueDate: dueInDays === null ? null : addDays(today, dueInDays),
    amountDue,
  });
  const invoiceRows = await db
    .insert(invoices)
    .values([
      invoice(1, 'Sent', 10_000, 5),
      invoice(2, 'Partial', 2_500, -10),
      invoice(3, 'Sent', 7_000, null, 45),
      invoice(4, 'Sent', 1_500, -61),
      invoice(5, 'Sent', 500, -90),
      invoice(6, 'Draft', 999, -90),
      invoice(7, 'Paid', 0, -3),
    ])
    .returning();
  // Paid in full yesterday: the funnel's last step.
  await db
    .update(invoices)
    .set({ invoicePaidOn: dayAt(1) })
    .where(eq(invoices.invoiceNumber, 7));
  const paidInvoiceId = invoiceRows.find((row) => row.invoiceNumber === 7)?.id ?? '';
  const paid = [
    { amount: 10_000, status: 'succeeded', settledAt: dayAt(0) },
    { amount: 2_550, status: 'succeeded', settledAt: dayAt(1) },
    { amount: 9_999, status: 'failed', settledAt: null },
    { amount: 5_000, status: 'processing', settledAt: null },
    { amount: 4_000, status: 'succeeded', settledAt: dayAt(8) },
  ] as const;
  const paymentRows = await seedInvoicePayments(
    db,
    { providerId, clientId, invoiceId: paidInvoiceId, prefix: 'insights' },
    paid,
    dayAt(1),
  );
  await db.insert(paymentRefunds).values({
    paymentId: paymentRows[0]?.id ?? '',
    processorRefundId: 're_insights_1',
    amount: 550,
    createdAt: dayAt(1),
  });

  const review = (rating: number, daysAgo: number, removed = false) => ({
    providerId,
    rating,
    headline: 'Good',
    createdAt: dayAt(daysAgo),
    removedAt: removed ? dayAt(0) : null,
  });
  await db
    .insert(reviews)
    .values([review(3, 30), review(4, 10), review(5, 4), review(5, 2), review(1, 1, true)]);
}
afterAll(() => testApp.close());

const insights = (cookie: string | undefined, query: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v1/provider/insights?vanityName=insights-api-co&${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('GET provider/insights', () => {
  it('answers every figure of the last 7 days against the 7 before', async () => {
    const response = await insights(people.manager.cookie, 'range=7d');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.range).toEqual({ from: addDays(today, -6), to: today });
    expect(body.previous).toEqual({ from: addDays(today, -13), to: addDays(today, -7) });
    expect(body.bucketDays).toBe(1);
    expect(body.totals).toEqual([
      { metric: 'views', current: 4, previous: 2, change: 100 },
      { metric: 'impressions', current: 4, previous: 2, change: 100 },
      { metric: 'searchClicks', current: 1, previous: 1, change: 0 },
      { metric: 'clickThrough', current: 25, previous: 50, change: -50 },
      { metric: 'requests', current: 3, previous: 1, change: 200 },
      { metric: 'contactRequests', current: 1, previous: 1, change: 0 },
      { metric: 'pricingRequests', current: 2, previous: 0, change: null },
      { metric: 'chats', current: 1, previous: 0, change: null },
      { metric: 'bookings', current: 1, previous: 0, change: null },
      { metric: 'phoneClicks', current: 1, previous: 0, change: null },
      { metric: 'websiteClicks', current: 2, previous: 0, change: null },
      { metric: 'contactStarts', current: 2, previous: 1, change: 100 },
      { metric: 'pricingStarts', current: 1, previous: 0, change: null },
      { metric: 'chatStarts', current: 3, previous: 1, change: 200 },
      // 10 000 + 2 550 − the 550 refunded (failed and processing payments are not paid).
      { metric: 'revenue', current: 12_000, previous: 4_000, change: 200 },
      { metric: 'reviews', current: 2, previous: 1, change: 100 },
      // All reviews so far: (3 + 4 + 5 + 5) / 4 = 4.25; at the previous period's end (3 + 4) / 2.
      { metric: 'rating', current: 4.3, previous: 3.5, change: 22.9 },
    ]);
    expect(body.series).toHaveLength(7);
    const point = (daysAgo: number) =>
      body.series.find((entry: { start: string }) => entry.start === addDays(today, -daysAgo));
    expect(point(0)).toEqual({
      start: today,
      views: 1,
      impressions: 1,
      searchClicks: 0,
      requests: 1,
      chats: 0,
      revenue: 10_000,
      reviews: 0,
      rating: 4.3,
    });
    expect(point(1)).toMatchObject({
      views: 1,
      impressions: 1,
      searchClicks: 1,
      requests: 0,
      chats: 1,
      revenue: 2_000,
    });
    expect(point(2)).toMatchObject({ views: 1, impressions: 1, requests: 1, reviews: 1, rating: 4.3 });
    expect(point(4)).toMatchObject({ revenue: 0, reviews: 1, rating: 4 });
    expect(point(6)).toMatchObject({ views: 1, impressions: 0, reviews: 0, rating: 3.5 });
    expect(body.viewsByPage).toEqual([
      { page: 'home', current: 3, previous: 2 },
      { page: 'reviews', current: 1, previous: 0 },
    ]);
    expect(body.funnel).toEqual([
      { step: 'impressions', count: 4 },
      { step: 'views', count: 4 },
      // 3 requests, 1 chat and 1 booking; 2 estimates sent (not the draft); invoice 7 paid.
      { step: 'requests', count: 5 },
      { step: 'estimates', count: 2 },
      { step: 'paid', count: 1 },
    ]);
  });

  it('ages the outstanding invoices of today, times first replies and lists what is asked for where', async () => {
    const body = (await insights(people.owner.cookie, 'range=7d')).json();
    expect(body.invoicesByAge).toEqual([
      { age: 'current', invoices: 1, amountDue: 10_000 },
      { age: '1-30', invoices: 1, amountDue: 2_500 },
      { age: '31-60', invoices: 1, amountDue: 7_000 },
      { age: '60+', invoices: 2, amountDue: 2_000 },
    ]);
    expect(body.replyTimes).toEqual([
      { channel: 'requests', asked: 3, replied: 2, medianMinutes: 60, previousMedianMinutes: 10 },
      { channel: 'chats', asked: 1, replied: 1, medianMinutes: 5, previousMedianMinutes: null },
    ]);
    expect(body.topServices).toEqual([
      { name: 'Deep clean', count: 2 },
      { name: 'Windows', count: 1 },
    ]);
    expect(body.topZips).toEqual([
      { zip: '78701', count: 2 },
      { zip: '78702', count: 1 },
    ]);
  });

  it('takes custom dates and draws 12 months by week', async () => {
    const custom = await insights(people.owner.cookie, `range=custom&from=${addDays(today, -1)}&to=${today}`);
    expect(custom.statusCode).toBe(200);
    expect(custom.json().totals[0]).toEqual({ metric: 'views', current: 2, previous: 1, change: 100 });
    const year = await insights(people.owner.cookie, 'range=12m');
    expect(year.json().bucketDays).toBe(7);
    expect(year.json().totals[0]).toMatchObject({ metric: 'views', current: 7 });
  });

  it('refuses bad ranges with 400', async () => {
    for (const query of [
      'range=week',
      'range=custom',
      `range=custom&from=${today}&to=${addDays(today, -1)}`,
      `range=custom&from=${addDays(today, -400)}&to=${today}`,
      `range=custom&from=${today}&to=${addDays(today, 1)}`,
      'range=custom&from=2026-02-30&to=2026-03-01',
    ]) {
      expect((await insights(people.owner.cookie, query)).statusCode, query).toBe(400);
    }
  });

  it('is for owners and managers only', async () => {
    expect((await insights(undefined, 'range=7d')).statusCode).toBe(401);
    expect((await insights(people.user.cookie, 'range=7d')).statusCode).toBe(403);
    expect((await insights(people.technician.cookie, 'range=7d')).statusCode).toBe(403);
    expect((await insights(people.otherOwner.cookie, 'range=7d')).statusCode).toBe(403);
    expect((await insights(people.owner.cookie, 'range=7d')).statusCode).toBe(200);
  });
});
