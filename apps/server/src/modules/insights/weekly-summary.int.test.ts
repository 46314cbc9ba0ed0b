import {
  chatConversations,
  clientHubRequests,
  clients,
  insightDays,
  invoices,
  memberships,
  outbox,
  providers,
  reviews,
  users,
} from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insightRequest, seedInvoicePayments } from '../../../test/insights';
import { type People, seedPeople } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createWeeklySummaryTasks, INSIGHTS_WEEKLY_SUMMARY_TASK } from './insight-tasks';

/**
 * The weekly summary e-mail (docs/plans/insights.md slice 6): Monday from 7:00 in the provider's zone, last
 * week against the week before, once per company and week, none when the owner turned it off. The week
 * told here (Oct 26 – Nov 1, 2026) ends with New York's fall-back: its first and last local hours have
 * different UTC offsets.
 */

let testApp: TestApp;
let people: People;
let providerId: string;
let quietId: string;
let ownerEmail: string;
let providerName: string;
const MONDAY_6_30_EST = new Date('2026-11-02T11:30:00Z'); // 7:30 had the zone kept daylight time
const MONDAY_7_05_EST = new Date('2026-11-02T12:05:00Z');

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  people = await seedPeople(testApp.app, db);
  const provider = await seedProvider(db, { owner: people.owner.id, vanityName: 'weekly-summary-co' });
  providerId = provider.id;
  providerName = provider.name;
  const quiet = await seedProvider(db, { owner: people.otherOwner.id, vanityName: 'weekly-quiet-co' });
  quietId = quiet.id;
  await db
    .update(providers)
    .set({ timeZone: 'America/New_York' })
    .where(sql`${providers.id} in (${providerId}, ${quietId})`);
  await db.insert(memberships).values({ userId: people.manager.id, providerId, role: 'manager' });
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, people.owner.id));
  ownerEmail = owner?.email ?? '';
  await seedWeeks();
});
afterAll(() => testApp.close());

/** Last week: 5 views, 2 requests, 1 chat, $125.00 paid, 1 review; the week before: 4, 1, 0, $50.00, 1. */
async function seedWeeks() {
  const { db } = testApp.database;
  const day = (date: string, page: string, count: number) => ({
    providerId,
    day: date,
    kind: 'profile-view',
    page,
    count,
  });
  await db
    .insert(insightDays)
    .values([
      day('2026-10-18', 'home', 7),
      day('2026-10-20', 'home', 4),
      day('2026-10-26', 'home', 3),
      day('2026-11-01', 'reviews', 2),
      day('2026-11-02', 'home', 9),
    ]);
  const request = (requestNumber: number, createdAt: string) =>
    insightRequest(providerId, 'cu', requestNumber, new Date(createdAt));
  await db.insert(clientHubRequests).values([
    request(1, '2026-10-26T03:30:00Z'), // Sun Oct 25, 23:30 EDT: the week before
    request(2, '2026-10-26T04:30:00Z'), // Mon Oct 26, 0:30 EDT
    request(3, '2026-11-02T04:30:00Z'), // Sun Nov 1, 23:30 EST
    request(4, '2026-11-02T05:30:00Z'), // Mon Nov 2, 0:30 EST: this week, not told
  ]);
  await db.insert(chatConversations).values({
    providerId,
    visitorKey: crypto.randomUUID(),
    visitorName: 'Sam',
    visitorEmail: 'sam@example.com',
    createdAt: new Date('2026-10-28T15:00:00Z'),
  });
  await db.insert(reviews).values([
    { providerId, rating: 5, headline: 'Good', createdAt: new Date('2026-10-22T15:00:00Z') },
    { providerId, rating: 4, headline: 'Good', createdAt: new Date('2026-10-27T15:00:00Z') },
  ]);
  await seedPayments([
    { amount: 5_000, settledAt: new Date('2026-10-21T15:00:00Z') },
    { amount: 12_500, settledAt: new Date('2026-10-30T15:00:00Z') },
  ]);
}

async function seedPayments(paid: { amount: number; settledAt: Date }[]) {
  const { db } = testApp.database;
  const [client] = await db
    .insert(clients)
    .values({ providerId, firstName: 'Robin', emailAddress: 'robin@example.com' })
    .returning();
  const clientId = client?.id ?? '';
  const [invoice] = await db
    .insert(invoices)
    .values({
      providerId,
      invoiceNumber: 1,
      clientId,
      status: 'Paid',
      invoiceDate: '2026-10-20',
      amountDue: 0,
    })
    .returning();
  const settled = (amount: number, settledAt: Date) => ({ amount, status: 'succeeded' as const, settledAt });
  await seedInvoicePayments(
    db,
    { providerId, clientId, invoiceId: invoice?.id ?? '', prefix: 'weekly' },
    paid.map((payment) => settled(payment.amount, payment.settledAt)),
    new Date(),
  );
}

/** The hourly task as the crontab runs it, at a chosen moment (no waiting for Monday). */
const runAt = (now: Date) => {
  const tasks = createWeeklySummaryTasks({
    unitOfWork: testApp.app.unitOfWork,
    repositories: testApp.app.repositories,
    publicUrl: 'https://porchlight.test',
    siteName: 'Porchlight',
    now: () => now,
  });
  return tasks[INSIGHTS_WEEKLY_SUMMARY_TASK]?.({}, { key: null, attempts: 1 });
};

const summariesOf = (id: string) =>
  testApp.database.db
    .select({ to: outbox.to, subject: outbox.subject, body: outbox.body, meta: outbox.meta })
    .from(outbox)
    .where(
      sql`${outbox.meta}->>'kind' = 'insights-weekly-summary' and ${outbox.meta}->>'providerId' = ${id}`,
    );

const weeklyMail = (cookie: string, vanityName: string, weeklyMail?: boolean) =>
  testApp.app.inject({
    method: weeklyMail === undefined ? 'GET' : 'PUT',
    url: `/api/v1/provider/insights/weekly-mail?vanityName=${vanityName}`,
    headers: { cookie },
    ...(weeklyMail === undefined ? {} : { payload: { weeklyMail } }),
  });

describe('weekly summary e-mail', () => {
  it('goes once to the owner on Monday from 7:00 local, with last week against the week before', async () => {
    await runAt(MONDAY_6_30_EST);
    expect(await summariesOf(providerId)).toEqual([]);

    // Two workers at once, then a later run the same Monday: still one e-mail.
    await Promise.all([runAt(MONDAY_7_05_EST), runAt(MONDAY_7_05_EST)]);
    await runAt(new Date('2026-11-02T20:00:00Z'));
    const sent = await summariesOf(providerId);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail?.to).toBe(ownerEmail);
    expect(mail?.meta).toMatchObject({ week: '2026-11-02' });
    expect(mail?.subject).toBe(`${providerName}: your week on Porchlight (Mon, Oct 26 – Sun, Nov 1)`);
    expect(mail?.body).toContain(
      [
        'Profile views: 5 (up 25% from 4)',
        'Requests: 2 (up 100% from 1)',
        'Chats: 1 (up from 0)',
        'Online bookings: 0 (same as the week before)',
        'Revenue paid: $125.00 (up 150% from $50.00)',
        'New reviews: 1 (same as the week before)',
      ].join('\n'),
    );
    expect(mail?.body).toContain('turn off “Weekly summary e-mail” in Notifications');
    expect(mail?.body).toContain('See your Insights: https://porchlight.test/account/insights');

    // The next Monday tells the next week.
    await runAt(new Date('2026-11-09T12:05:00Z'));
    expect((await summariesOf(providerId)).map((row) => row.meta?.week)).toEqual([
      '2026-11-02',
      '2026-11-09',
    ]);
  });

  it('sends none to an owner who turned it off, and only the owner may', async () => {
    expect((await weeklyMail(people.otherOwner.cookie, 'weekly-quiet-co')).json()).toEqual({
      weeklyMail: true,
    });
    expect((await weeklyMail(people.manager.cookie, 'weekly-summary-co', false)).statusCode).toBe(403);
    const off = await weeklyMail(people.otherOwner.cookie, 'weekly-quiet-co', false);
    expect(off.json()).toEqual({ weeklyMail: false });
    expect((await weeklyMail(people.otherOwner.cookie, 'weekly-quiet-co')).json()).toEqual({
      weeklyMail: false,
    });

    // It had the two Mondays above; none from now on.
    expect(await summariesOf(quietId)).toHaveLength(2);
    await runAt(new Date('2026-11-16T12:05:00Z'));
    expect(await summariesOf(quietId)).toHaveLength(2);
    expect(await summariesOf(providerId)).toHaveLength(3);
  });

  it('runs as the crontab’s job through the queue, for the hour the job stands for', async () => {
    await testApp.app.repositories.jobQueue.add(INSIGHTS_WEEKLY_SUMMARY_TASK, {
      _cron: { ts: '2026-11-23T12:00:00.000Z', backfilled: false },
    });
    await testApp.app.jobQueue.runDue();
    expect((await summariesOf(providerId)).map((row) => row.meta?.week)).toContain('2026-11-23');
  });
});
