import { memberships, visitAssignments, visits } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, seedLoggedInUser, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider, serviceManagerCaller } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The database is the judge of a visit's shape and of one person in one place (migration 0029), so a
 * second writer, a race or a forgetful service cannot break them: each rule refuses a raw insert.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let jobId: string;
let technicianId: string;

const hour = (h: number) => new Date(Date.UTC(2026, 2, 10, h));

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  provider = await seedServiceManagerProvider(t.database.db, people, 'Constraint Cleaning');
  technicianId = (await seedLoggedInUser(t.app, t.database.db)).user.id;
  await t.database.db
    .insert(memberships)
    .values({ userId: technicianId, providerId: provider.id, role: 'technician' });
  const call = serviceManagerCaller(t.app, people);
  const clientId = (
    await call('owner', 'POST', '/provider/service-manager/clients', provider, {
      payload: { firstName: 'Pat' },
    })
  ).json().id;
  const job = await call('owner', 'POST', '/provider/service-manager/jobs', provider, {
    payload: { clientId, title: 'Deep clean' },
  });
  jobId = (
    await t.database.db.query.jobs.findFirst({
      where: (jobs, { and }) =>
        and(eq(jobs.providerId, provider.id), eq(jobs.jobNumber, job.json().jobNumber)),
    })
  )?.id as string;
});
afterAll(() => t.close());

const newVisit = (values: Partial<typeof visits.$inferInsert> = {}) =>
  t.database.db
    .insert(visits)
    .values({ providerId: provider.id, jobId, ...values })
    .returning()
    .then(([row]) => row as typeof visits.$inferSelect);

/** The PostgreSQL error code a failed statement carries (drizzle wraps it). */
async function refusal(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code;
  }
}

describe('a visit’s shape', () => {
  it.each([
    ['an end without a start', { endsAt: hour(10) }],
    ['an end before its start', { startsAt: hour(10), endsAt: hour(9) }],
    ['more than a day', { startsAt: hour(0), endsAt: new Date(hour(0).getTime() + 25 * 3600_000) }],
    ['an arrival window of 5 minutes', { startsAt: hour(8), endsAt: hour(10), arrivalWindowMinutes: 5 }],
    ['an arrival window without a time', { arrivalWindowMinutes: 120 }],
    ['completed without a time', { status: 'completed' as const }],
  ])('refuses %s', async (_name, values) => {
    expect(await refusal(newVisit(values))).toBe('23514');
  });

  it('takes an unscheduled visit and a timed one with an arrival window', async () => {
    await expect(newVisit()).resolves.toMatchObject({ startsAt: null, status: 'scheduled', version: 1 });
    await expect(
      newVisit({ startsAt: hour(14), endsAt: hour(16), arrivalWindowMinutes: 120 }),
    ).resolves.toMatchObject({ arrivalWindowMinutes: 120 });
  });

  it('refuses a job of another provider', async () => {
    const other = await seedServiceManagerProvider(t.database.db, people, 'Other Constraint Cleaning');
    const statement = t.database.db.insert(visits).values({ providerId: other.id, jobId });
    expect(await refusal(statement)).toBe('23503');
  });
});

describe('one person, one place', () => {
  const assign = (visitId: string, userId = technicianId) =>
    t.database.db.insert(visitAssignments).values({ visitId, providerId: provider.id, userId });

  it('refuses a second visit of the same person at an overlapping time, and a member not in the team', async () => {
    const first = await newVisit({ startsAt: hour(18), endsAt: hour(20) });
    await assign(first.id);
    const overlapping = await newVisit({ startsAt: hour(19), endsAt: hour(21) });
    expect(await refusal(assign(overlapping.id))).toBe('23P01');
    // Back to back is fine: a visit ends when the next may start.
    const next = await newVisit({ startsAt: hour(20), endsAt: hour(21) });
    await expect(assign(next.id)).resolves.toBeDefined();
    // Someone else may go at that time.
    await expect(assign(overlapping.id, people.manager.id)).resolves.toBeDefined();
    const stranger = await seedLoggedInUser(t.app, t.database.db);
    expect(await refusal(assign(next.id, stranger.user.id))).toBe('23503');
  });

  it('judges a moved visit by its new time, and frees the time of a cancelled one', async () => {
    const morning = await newVisit({ startsAt: hour(6), endsAt: hour(7) });
    const later = await newVisit({ startsAt: hour(8), endsAt: hour(9) });
    await assign(morning.id);
    await assign(later.id);
    const moveOnto = t.database.db
      .update(visits)
      .set({ startsAt: hour(6), endsAt: hour(7) })
      .where(eq(visits.id, later.id));
    expect(await refusal(moveOnto)).toBe('23P01');
    await t.database.db.update(visits).set({ status: 'cancelled' }).where(eq(visits.id, morning.id));
    await expect(
      t.database.db
        .update(visits)
        .set({ startsAt: hour(6), endsAt: hour(7) })
        .where(eq(visits.id, later.id)),
    ).resolves.toBeDefined();
    const [kept] = await t.database.db
      .select()
      .from(visitAssignments)
      .where(eq(visitAssignments.visitId, later.id));
    expect(kept).toMatchObject({ startsAt: hour(6), endsAt: hour(7), active: true });
  });
});

describe('buffers after booked visits (migration 0033)', () => {
  const at = (h: number, m = 0) => new Date(Date.UTC(2026, 2, 11, h, m));
  const assign = (visitId: string) =>
    t.database.db.insert(visitAssignments).values({ visitId, providerId: provider.id, userId: technicianId });

  it('keeps the buffer after a visit free for its person, back to back without one', async () => {
    const booked = await newVisit({ startsAt: at(10), endsAt: at(11), bufferAfterMinutes: 30 });
    await assign(booked.id);
    const [row] = await t.database.db
      .select()
      .from(visitAssignments)
      .where(eq(visitAssignments.visitId, booked.id));
    expect(row?.blockedUntil).toEqual(at(11, 30));
    const inBuffer = await newVisit({ startsAt: at(11, 15), endsAt: at(12) });
    expect(await refusal(assign(inBuffer.id))).toBe('23P01');
    const afterBuffer = await newVisit({ startsAt: at(11, 30), endsAt: at(12, 30) });
    await expect(assign(afterBuffer.id)).resolves.toBeDefined();
    // A buffer set later is judged too: the visit before now reaches into the next one.
    const earlier = await newVisit({ startsAt: at(9), endsAt: at(10) });
    await assign(earlier.id);
    const widen = t.database.db
      .update(visits)
      .set({ bufferAfterMinutes: 15 })
      .where(eq(visits.id, earlier.id));
    expect(await refusal(widen)).toBe('23P01');
  });

  it('refuses a buffer over 4 hours', async () => {
    expect(await refusal(newVisit({ startsAt: at(20), endsAt: at(21), bufferAfterMinutes: 241 }))).toBe(
      '23514',
    );
  });
});
