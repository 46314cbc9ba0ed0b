import { hash } from '@node-rs/argon2';
import { jobStatusOf } from '@porchlight/core/scheduling/job-status.rules';
import { occurrencesOf, rruleOf } from '@porchlight/core/scheduling/recurrence.rules';
import type { Recurrence } from '@porchlight/core/scheduling/recurrence.schemas';
import type { VisitStatus } from '@porchlight/core/scheduling/scheduling.constants';
import { isoWeekdayOf, localDateOf, parseWireTime } from '@porchlight/core/scheduling/zoned-time.rules';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  clients,
  jobs,
  memberships,
  providerCounters,
  providers,
  users,
  visitAssignments,
  visitSeries,
  visitSeriesAssignees,
  visits,
} from '../schema/index';
import { DEMO_PASSWORD } from './demo-accounts';
import { SERVICE_MANAGER_DEMO_PROVIDER } from './demo-service-manager';
import { type Db, seedUser } from './factories';

/**
 * The demo Pro's week (issue 33 item 8): a team of three (a manager and two technicians, one of them
 * the `tech@porchlight.test` login), two repeating jobs, one-off visits around today and jobs still
 * waiting for a time, so the schedule looks lived-in on first start. Times are made from wall times
 * in the company's zone relative to today; idempotent (nothing happens once the company has visits).
 */

export const DEMO_TECHNICIAN_EMAIL = 'tech@porchlight.test';

const TEAM = [
  { email: 'dana.whitfield@brightnest.example', firstName: 'Dana', lastName: 'Whitfield', role: 'manager' },
  { email: DEMO_TECHNICIAN_EMAIL, firstName: 'Marcus', lastName: 'Bell', role: 'technician' },
  { email: 'mei.chen@brightnest.example', firstName: 'Mei', lastName: 'Chen', role: 'technician' },
] as const;
type TeamMember = (typeof TEAM)[number]['firstName'];

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface PlannedVisit {
  start: Date;
  end: Date;
  arrivalWindowMinutes?: number;
  people: TeamMember[];
  occurrenceDate?: string;
}

interface PlannedJob {
  title: string;
  client: number;
  series?: { recurrence: Recurrence; people: TeamMember[]; arrivalWindowMinutes?: number };
  visits: PlannedVisit[];
}

/** Done before now, under way now, or still to come. */
function statusAt(visit: { start: Date; end: Date }, now: Date): VisitStatus {
  if (visit.end <= now) return 'completed';
  return visit.start <= now ? 'in-progress' : 'scheduled';
}

export async function seedDemoSchedule(db: Db, now: Date = new Date()): Promise<{ visits: number }> {
  const [provider] = await db
    .select({ id: providers.id, timeZone: providers.timeZone })
    .from(providers)
    .where(eq(providers.vanityNameLc, SERVICE_MANAGER_DEMO_PROVIDER));
  if (!provider) return { visits: 0 };
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(visits)
    .where(eq(visits.providerId, provider.id));
  if (existing > 0) return { visits: 0 };
  const { id: providerId, timeZone } = provider;
  const clientIds = (
    await db.select({ id: clients.id }).from(clients).where(eq(clients.providerId, providerId))
  ).map((row) => row.id);
  if (clientIds.length === 0) return { visits: 0 };

  const today = localDateOf(now, timeZone);
  const at = (days: number, time: string) => {
    const read = parseWireTime(`${addDays(today, days)}T${time}`, timeZone);
    if (!read.ok) throw new Error(read.message);
    return read.instant;
  };
  /** The local date of the given ISO weekday in the week `weeksAgo` before this one. */
  const weekdayOf = (isoWeekday: number, weeksAgo: number) =>
    addDays(today, isoWeekday - isoWeekdayOf(now, timeZone) - 7 * weeksAgo);

  const plan: PlannedJob[] = [
    {
      title: 'Weekly office tidy',
      client: 0,
      series: {
        people: ['Marcus'],
        recurrence: {
          start: `${weekdayOf(2, 2)}T08:00`,
          durationMinutes: 180,
          repeat: { every: 'week', interval: 1, weekdays: [2, 5] },
          ends: { count: 24 },
        },
      },
      visits: [],
    },
    {
      title: 'Bi-weekly home clean',
      client: 1,
      series: {
        people: ['Mei'],
        arrivalWindowMinutes: 120,
        recurrence: {
          start: `${weekdayOf(3, 2)}T13:00`,
          durationMinutes: 150,
          repeat: { every: 'week', interval: 2, weekdays: [3] },
          ends: { count: 12 },
        },
      },
      visits: [],
    },
    {
      title: 'Move-in deep clean',
      client: 2 % clientIds.length,
      visits: [{ start: at(0, '12:00'), end: at(0, '15:00'), people: ['Marcus', 'Mei'] }],
    },
    {
      title: 'Post-party kitchen reset',
      client: 3 % clientIds.length,
      visits: [{ start: at(-2, '15:30'), end: at(-2, '17:30'), people: ['Marcus'] }],
    },
    {
      title: 'Window wash, inside and out',
      client: 1,
      visits: [
        { start: at(1, '16:00'), end: at(1, '18:00'), people: ['Mei'] },
        { start: at(2, '09:00'), end: at(2, '11:30'), arrivalWindowMinutes: 120, people: ['Dana'] },
      ],
    },
    { title: 'Carpet shampoo (call to book)', client: 0, visits: [] },
    { title: 'Post-renovation dust clean', client: 2 % clientIds.length, visits: [] },
  ];

  const passwordHash = await hash(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const team = new Map<TeamMember, string>();
    for (const member of TEAM) {
      const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.email, member.email));
      const { role, ...person } = member;
      const userId = found?.id ?? (await seedUser(tx, { ...person, passwordHash, emailVerified: true })).id;
      await tx.insert(memberships).values({ userId, providerId, role }).onConflictDoNothing();
      team.set(member.firstName, userId);
    }
    const idOf = (name: TeamMember) => {
      const id = team.get(name);
      if (!id) throw new Error(`No demo team member ${name}`);
      return id;
    };

    const [{ value: lastJob } = { value: 0 }] = await tx
      .select({ value: sql<number>`coalesce(max(${jobs.jobNumber}), 0)::int` })
      .from(jobs)
      .where(eq(jobs.providerId, providerId));
    let made = 0;
    for (const [index, job] of plan.entries()) {
      const [row] = await tx
        .insert(jobs)
        .values({
          providerId,
          jobNumber: lastJob + index + 1,
          clientId: clientIds[job.client] ?? clientIds[0] ?? '',
          title: job.title,
        })
        .returning({ id: jobs.id });
      if (!row) throw new Error(`Demo job ${job.title} was not inserted`);
      const jobId = row.id;
      let seriesId: string | null = null;
      const planned = [...job.visits];
      if (job.series) {
        const { recurrence, people, arrivalWindowMinutes } = job.series;
        const [series] = await tx
          .insert(visitSeries)
          .values({
            providerId,
            jobId,
            rrule: rruleOf(recurrence.repeat, recurrence.ends),
            startsLocal: recurrence.start,
            timeZone,
            durationMinutes: recurrence.durationMinutes,
            arrivalWindowMinutes: arrivalWindowMinutes ?? null,
          })
          .returning({ id: visitSeries.id });
        if (!series) throw new Error(`Demo series of ${job.title} was not inserted`);
        seriesId = series.id;
        await tx
          .insert(visitSeriesAssignees)
          .values(people.map((name) => ({ seriesId: series.id, providerId, userId: idOf(name) })));
        const from = new Date(now.getTime() - 30 * DAY_MS);
        const to = new Date(now.getTime() + 365 * DAY_MS);
        for (const occurrence of occurrencesOf({ ...recurrence, timeZone }, { from, to }))
          planned.push({ ...occurrence, arrivalWindowMinutes, people });
      }
      const states: { status: VisitStatus; timed: boolean }[] = [];
      for (const visit of planned) {
        const status = statusAt(visit, now);
        const [inserted] = await tx
          .insert(visits)
          .values({
            providerId,
            jobId,
            startsAt: visit.start,
            endsAt: visit.end,
            arrivalWindowMinutes: visit.arrivalWindowMinutes ?? null,
            status,
            startedAt: status === 'scheduled' ? null : visit.start,
            completedAt: status === 'completed' ? visit.end : null,
            completedBy: status === 'completed' ? idOf(visit.people[0] ?? 'Marcus') : null,
            seriesId,
            occurrenceDate: seriesId ? (visit.occurrenceDate ?? null) : null,
          })
          .returning({ id: visits.id });
        if (!inserted) throw new Error(`A demo visit of ${job.title} was not inserted`);
        await tx
          .insert(visitAssignments)
          .values(visit.people.map((name) => ({ visitId: inserted.id, providerId, userId: idOf(name) })));
        states.push({ status, timed: true });
        made++;
      }
      await tx
        .update(jobs)
        .set({
          status: jobStatusOf('unscheduled', states, { seriesGoesOn: seriesId !== null }),
          startDate:
            planned.length > 0
              ? localDateOf(planned.reduce((a, b) => (a.start < b.start ? a : b)).start, timeZone)
              : null,
        })
        .where(and(eq(jobs.id, jobId), eq(jobs.providerId, providerId)));
    }
    await tx
      .insert(providerCounters)
      .values({ providerId, kind: 'job', value: lastJob + plan.length })
      .onConflictDoUpdate({
        target: [providerCounters.providerId, providerCounters.kind],
        set: { value: sql`greatest(${providerCounters.value}, ${lastJob + plan.length})` },
      });
    return { visits: made };
  });
}
