import { replyByLabel } from '@porchlight/core/booking/booking-deadline.rules';
import type { OpenInterval } from '@porchlight/core/providers/open-hours.schemas';
import { jobStatusOf } from '@porchlight/core/scheduling/job-status.rules';
import { VISIT_MAX_MINUTES } from '@porchlight/core/scheduling/scheduling.constants';
import { schedulingMessages as messages } from '@porchlight/core/scheduling/scheduling.messages';
import { visitWhenLabel } from '@porchlight/core/scheduling/time-labels.rules';
import type {
  CreateVisit,
  ScheduleRangeQuery,
  UpdateVisit,
  Visit,
  VisitStatusChange,
} from '@porchlight/core/scheduling/visits.schemas';
import { SCHEDULE_RANGE_MAX_DAYS, VISIT_WORK_STEPS } from '@porchlight/core/scheduling/visits.schemas';
import { wallClockOf } from '@porchlight/core/scheduling/wall-clock.rules';
import {
  formatWireTime,
  isWithinOpenHours,
  localDateOf,
  parseWireTime,
} from '@porchlight/core/scheduling/zoned-time.rules';
import type { JobStatus } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { followBookingOfVisit } from '../booking/booking-changes';
import type { MailSite } from '../booking/booking-mails';
import type { Access } from '../identity/access';
import { type Principal, requireUser } from '../identity/principal';
import { onMyWayNotices } from '../messaging/on-my-way-preview';
import { requestReview } from '../messaging/review-requests';
import {
  type ClientTold,
  type PlanVisitMessagesOptions,
  planJobVisitMessages,
  queueOnMyWay,
} from '../messaging/visit-messages';
import { AppError } from '../platform/app-error';
import { isExclusionViolation, isForeignKeyViolation } from '../platform/db-errors';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { ProfileRepository } from '../providers/profile.repository';
import { insertJobInvoice } from '../service-manager/invoices.service';
import type { VisitRecord, VisitsRepository } from './visits.repository';
import { assignedOnly, workedVisitOf } from './worked-visit';

type Owned<T> = T & { vanityName: string };
type Provider = { id: string; timeZone: string };

const MINUTE_MS = 60_000;

/** Reads a wire time in the provider's zone, or answers 400 on the field with the words why. */
export function instantAt(value: string, timeZone: string, field: string): Date {
  const read = parseWireTime(value, timeZone);
  if (!read.ok) throw new AppError('badRequest', read.message, { [field]: read.message });
  return read.instant;
}

/** Both ends in the provider's zone, or neither; a visit ends after it starts and lasts at most a day. */
function timesOf(body: { start?: string | null; end?: string | null }, timeZone: string) {
  if (body.start == null || body.end == null) return { startsAt: null, endsAt: null };
  const startsAt = instantAt(body.start, timeZone, 'start');
  const endsAt = instantAt(body.end, timeZone, 'end');
  if (endsAt <= startsAt)
    throw new AppError('badRequest', messages.endBeforeStart, { end: messages.endBeforeStart });
  if (endsAt.getTime() - startsAt.getTime() > VISIT_MAX_MINUTES * MINUTE_MS)
    throw new AppError('badRequest', messages.tooLong, { end: messages.tooLong });
  return { startsAt, endsAt };
}

/** The database's refusals in the caller's words: a stranger in the team list, a double-booked person. */
export async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error))
      throw new AppError('conflict', messages.personBusy, { assigneeIds: messages.personBusy });
    if (isForeignKeyViolation(error))
      throw new AppError('badRequest', messages.memberNotInTeam, { assigneeIds: messages.memberNotInTeam });
    throw error;
  }
}

export function toVisit(record: VisitRecord, timeZone: string, openHours: readonly OpenInterval[]): Visit {
  const { visit, client } = record;
  const timed = visit.startsAt !== null && visit.endsAt !== null;
  const place = [client.address, client.city, [client.stateCode, client.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    id: visit.id,
    jobNumber: record.job.jobNumber,
    jobTitle: record.job.title,
    client: {
      name: [client.firstName, client.lastName].filter(Boolean).join(' ') || (client.companyName ?? ''),
      address: place || null,
      phone: client.mobilePhoneNumber,
    },
    start: visit.startsAt && formatWireTime(visit.startsAt, timeZone),
    end: visit.endsAt && formatWireTime(visit.endsAt, timeZone),
    timeZone,
    arrivalWindowMinutes: visit.arrivalWindowMinutes,
    when:
      visit.startsAt && visit.endsAt
        ? visitWhenLabel(
            { start: visit.startsAt, end: visit.endsAt, arrivalWindowMinutes: visit.arrivalWindowMinutes },
            timeZone,
          )
        : null,
    status: visit.status,
    ...(record.depositHeld ? { depositHeld: true } : {}),
    ...(record.replyBy ? { awaitingReplyBy: replyByLabel(record.replyBy, timeZone) } : {}),
    notes: visit.notes,
    assignees: record.assignees,
    checklist: record.checklist.map((line) => ({
      id: line.id,
      name: line.name,
      description: line.description,
      quantity: line.quantityHundredths / 100,
      done: line.done,
    })),
    photos: record.photos,
    outsideOpenHours:
      timed &&
      openHours.length > 0 &&
      visit.startsAt !== null &&
      visit.endsAt !== null &&
      !isWithinOpenHours(visit.startsAt, visit.endsAt, openHours, timeZone),
    seriesId: visit.seriesId,
    version: visit.version,
  };
}

/** A job's status and start date follow its visits (core job-status.rules.ts), in the visit's unit of work. */
export async function followVisits(
  repositories: Repositories,
  jobId: string,
  current: JobStatus,
  messages: PlanVisitMessagesOptions = {},
) {
  const states = await repositories.visits.statesOfJob(jobId);
  const status = jobStatusOf(current, states);
  await repositories.visits.setJobSchedule(jobId, status);
  // The job done: its client is asked for a review (once, whether it or its invoice comes first).
  if (status === 'completed' && current !== 'completed') await requestReview(repositories, { jobId });
  // Reminders follow their visits (moved, gone) and a booked or moved visit is confirmed, in this unit of work.
  await planJobVisitMessages(repositories, jobId, messages);
}

/**
 * 'This and following' (issue 33 item 4): the series' later visits still to do, not edited on their own,
 * take the edited visit's new wall time (each on its own date, moved by as many days as this one moved,
 * so 9 AM → 10 AM stays 10 AM across a daylight-saving change) and length, and its people; the series
 * keeps them for the visits it makes later.
 */
async function moveFollowing(
  repositories: Repositories,
  provider: { id: string; timeZone: string },
  before: VisitRecord,
  change: { seriesId: string; newStart: Date | null; newEnd: Date | null; assigneeIds?: string[] },
) {
  const following = await repositories.series.followingVisits(
    change.seriesId,
    before.visit.occurrenceDate ?? localDateOf(before.visit.startsAt ?? new Date(), provider.timeZone),
  );
  if (change.newStart && change.newEnd && before.visit.startsAt) {
    const { timeZone } = provider;
    const dayShift = daysBetween(
      localDateOf(before.visit.startsAt, timeZone),
      localDateOf(change.newStart, timeZone),
    );
    const timeOfDay = wallClockOf(change.newStart, timeZone).time.slice(0, 5);
    const lengthMs = change.newEnd.getTime() - change.newStart.getTime();
    for (const visit of following) {
      if (!visit.startsAt) continue;
      const date = addDays(localDateOf(visit.startsAt, timeZone), dayShift);
      const startsAt = instantAt(`${date}T${timeOfDay}`, timeZone, 'start');
      await repositories.series.moveVisit(visit.id, startsAt, new Date(startsAt.getTime() + lengthMs));
    }
    await repositories.series.retime(change.seriesId, timeOfDay, Math.round(lengthMs / MINUTE_MS));
  }
  if (change.assigneeIds) {
    for (const visit of following)
      await repositories.visits.setAssignees(provider.id, visit.id, change.assigneeIds);
    await repositories.series.setAssignees(provider.id, change.seriesId, change.assigneeIds);
  }
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Visits of jobs (issue 33 item 2): planned by owners and managers (`manageSchedule`), worked by the
 * team (`workVisits`; a technician on their own visits only, others answer 404). Every write names the
 * version it read (409 when someone else changed the visit first) and runs in one unit of work with
 * the job's status.
 */
export function createVisitsService(deps: {
  access: Access;
  repository: VisitsRepository;
  /** The open hours a visit is checked against (outside them: allowed, and flagged). */
  profiles: Pick<ProfileRepository, 'listOpenHours'>;
  unitOfWork: UnitOfWork;
  /** The pool's repositories: a list's reads outside a transaction (On my way notices). */
  repositories: Repositories;
  /** For the e-mails of an online booking whose visit the pro cancels or moves (plan §2.6). */
  site: MailSite;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());
  const workedVisit = workedVisitOf({ access: deps.access, visits: repository });

  async function planner(principal: Principal, vanityName: string): Promise<Provider> {
    return (await deps.access.requireProviderAccess(principal, { vanityName }, 'manageSchedule')).provider;
  }

  async function answer(provider: Provider, record: VisitRecord | undefined): Promise<Visit> {
    if (!record) throw new AppError('notFound', messages.visitNotFound);
    return toVisit(record, provider.timeZone, await deps.profiles.listOpenHours(provider.id));
  }

  /** A list's visits, the scheduled ones with what their On my way tap would send the client now. */
  async function listed(
    provider: Provider,
    records: readonly VisitRecord[],
    openHours: readonly OpenInterval[],
  ) {
    const waiting = records.filter((record) => record.visit.status === 'scheduled');
    const notices =
      waiting.length === 0
        ? new Map<string, string>()
        : await onMyWayNotices(
            deps.repositories,
            provider,
            waiting.map((record) => record.client),
            now(),
          );
    return records.map((record) => {
      const visit = toVisit(record, provider.timeZone, openHours);
      const notice = notices.get(record.client.id);
      return record.visit.status === 'scheduled' && notice ? { ...visit, onMyWayNotice: notice } : visit;
    });
  }

  /** The visit as the planner may change it now, or 404 (not this provider's). */
  async function visitFor(provider: Provider, visitId: string) {
    const record = await repository.find(provider.id, visitId);
    if (!record) throw new AppError('notFound', messages.visitNotFound);
    return record;
  }

  /** Writes at the version read, or 409 when someone else changed the visit first. */
  async function updated(
    repositories: Repositories,
    provider: Provider,
    visitId: string,
    version: number,
    values: Parameters<VisitsRepository['update']>[3],
  ) {
    const row = await repositories.visits.update(provider.id, visitId, version, values);
    if (!row)
      throw new AppError('conflict', messages.changedBySomeoneElse, {
        version: messages.changedBySomeoneElse,
      });
    return row;
  }

  async function jobStatusOfVisit(repositories: Repositories, provider: Provider, jobNumber: number) {
    const job = await repositories.visits.findJob(provider.id, jobNumber);
    if (!job) throw new Error(`job #${jobNumber} vanished`);
    return job;
  }

  return {
    /** GET provider/service-manager/jobs/{jobNumber}/visits */
    async listOfJob(principal: Principal, { vanityName, jobNumber }: Owned<{ jobNumber: number }>) {
      const provider = await planner(principal, vanityName);
      const job = await repository.findJob(provider.id, jobNumber);
      if (!job) throw new AppError('notFound', serviceManagerMessages.jobNotFound);
      const [records, openHours] = await Promise.all([
        repository.listOfJob(provider.id, job.id),
        deps.profiles.listOpenHours(provider.id),
      ]);
      return { visits: await listed(provider, records, openHours) };
    },

    /** POST provider/service-manager/jobs/{jobNumber}/visits */
    async create(
      principal: Principal,
      { vanityName, jobNumber, body }: Owned<{ jobNumber: number; body: CreateVisit }>,
    ): Promise<Visit> {
      const provider = await planner(principal, vanityName);
      const times = timesOf(body, provider.timeZone);
      const visitId = await guarded(() =>
        deps.unitOfWork(async (repositories) => {
          const job = await repositories.visits.findJob(provider.id, jobNumber);
          if (!job) throw new AppError('notFound', serviceManagerMessages.jobNotFound);
          if (job.status === 'closed') throw new AppError('badRequest', messages.jobClosed);
          const id = await repositories.visits.insert(provider.id, job.id, {
            ...times,
            arrivalWindowMinutes: times.startsAt ? (body.arrivalWindowMinutes ?? null) : null,
            notes: body.notes || null,
          });
          await repositories.visits.setAssignees(provider.id, id, body.assigneeIds);
          if (body.checklist === 'estimate' && job.estimateId)
            await repositories.visits.copyChecklist(id, job.estimateId);
          await followVisits(repositories, job.id, job.status, { confirm: [id] });
          return id;
        }),
      );
      return answer(provider, await repository.find(provider.id, visitId));
    },

    /** PATCH provider/schedule/visits/{visitId}: move, resize, assign, note. */
    async update(
      principal: Principal,
      { vanityName, visitId, body }: Owned<{ visitId: string; body: UpdateVisit }>,
    ): Promise<Visit> {
      const provider = await planner(principal, vanityName);
      const before = await visitFor(provider, visitId);
      const moved = body.start !== undefined;
      const times = moved ? timesOf(body, provider.timeZone) : undefined;
      const startsAt = times ? times.startsAt : before.visit.startsAt;
      await guarded(() =>
        deps.unitOfWork(async (repositories) => {
          await updated(repositories, provider, visitId, body.version, {
            ...(times ?? {}),
            // A window belongs to a timed visit: unscheduling drops it, a move keeps it unless told.
            ...(moved || body.arrivalWindowMinutes !== undefined
              ? {
                  arrivalWindowMinutes:
                    startsAt === null
                      ? null
                      : body.arrivalWindowMinutes === undefined
                        ? before.visit.arrivalWindowMinutes
                        : body.arrivalWindowMinutes,
                }
              : {}),
            ...(body.notes !== undefined ? { notes: body.notes || null } : {}),
            // A visit of a series edited on its own keeps its edit when the series changes.
            ...(before.visit.seriesId && body.scope === 'this' ? { detached: true } : {}),
          });
          if (body.assigneeIds)
            await repositories.visits.setAssignees(provider.id, visitId, body.assigneeIds);
          if (body.scope === 'following' && before.visit.seriesId)
            await moveFollowing(repositories, provider, before, {
              seriesId: before.visit.seriesId,
              newStart: times?.startsAt ?? null,
              newEnd: times?.endsAt ?? null,
              assigneeIds: body.assigneeIds,
            });
          // A booked visit moved: its booking, day counters and visitor follow (the pro decides, no limit).
          if (moved) await followBookingOfVisit(repositories, deps.site, provider.id, visitId, now());
          const job = await jobStatusOfVisit(repositories, provider, before.job.jobNumber);
          await followVisits(repositories, job.id, job.status, { confirm: moved ? [visitId] : [] });
        }),
      );
      return answer(provider, await repository.find(provider.id, visitId));
    },

    /** POST provider/schedule/visits/{visitId}/cancel */
    async cancel(
      principal: Principal,
      { vanityName, visitId, body }: Owned<{ visitId: string; body: { version: number } }>,
    ): Promise<Visit> {
      const provider = await planner(principal, vanityName);
      const before = await visitFor(provider, visitId);
      if (before.visit.status === 'completed' || before.visit.status === 'cancelled')
        throw new AppError('conflict', messages.stepRefused(before.visit.status));
      await deps.unitOfWork(async (repositories) => {
        await updated(repositories, provider, visitId, body.version, { status: 'cancelled' });
        // A booked visit cancelled by the pro: its booking ends, its day frees, a deposit goes back in full.
        await followBookingOfVisit(repositories, deps.site, provider.id, visitId, now());
        const job = await jobStatusOfVisit(repositories, provider, before.job.jobNumber);
        await followVisits(repositories, job.id, job.status);
      });
      return answer(provider, await repository.find(provider.id, visitId));
    },

    /** POST provider/schedule/visits/{visitId}/skip: a date of a series (or any visit) not worked; it stays listed. */
    async skip(
      principal: Principal,
      { vanityName, visitId, body }: Owned<{ visitId: string; body: { version: number } }>,
    ): Promise<Visit> {
      const provider = await planner(principal, vanityName);
      const before = await visitFor(provider, visitId);
      if (before.visit.status !== 'scheduled')
        throw new AppError('conflict', messages.stepRefused(before.visit.status));
      await deps.unitOfWork(async (repositories) => {
        await updated(repositories, provider, visitId, body.version, { status: 'skipped' });
        await followBookingOfVisit(repositories, deps.site, provider.id, visitId, now());
        const job = await jobStatusOfVisit(repositories, provider, before.job.jobNumber);
        await followVisits(repositories, job.id, job.status);
      });
      return answer(provider, await repository.find(provider.id, visitId));
    },

    /** POST provider/schedule/visits/{visitId}/status: on my way, started, completed; forward only. */
    async changeStatus(
      principal: Principal,
      { vanityName, visitId, body }: Owned<{ visitId: string; body: VisitStatusChange }>,
    ): Promise<Visit & { invoiceNumber: number | null; clientTold: ClientTold }> {
      const { provider, userId, ownOnly, record: before } = await workedVisit(principal, vanityName, visitId);
      const from = before.visit.status;
      const steps: readonly string[] = ['scheduled', ...VISIT_WORK_STEPS];
      if (!steps.includes(from) || steps.indexOf(body.status) <= steps.indexOf(from))
        throw new AppError('conflict', messages.stepRefused(from));
      if (before.visit.startsAt === null) throw new AppError('badRequest', messages.notTimed);
      const invoicing = body.createInvoice && body.status === 'completed';
      // Technicians never handle money: the invoice is the owner's and managers' to make.
      if (invoicing && ownOnly) throw new AppError('forbidden', messages.invoiceNotYours);
      const at = now();
      let clientTold: ClientTold = null;
      const invoiceNumber = await deps.unitOfWork(async (repositories) => {
        await updated(repositories, provider, visitId, body.version, {
          status: body.status,
          ...(body.status === 'on-my-way' ? { onMyWayAt: at } : {}),
          ...(body.status === 'in-progress' ? { startedAt: at } : {}),
          ...(body.status === 'completed' ? { completedAt: at, completedBy: userId } : {}),
        });
        const job = await jobStatusOfVisit(repositories, provider, before.job.jobNumber);
        await followVisits(repositories, job.id, job.status);
        if (body.status === 'on-my-way' && body.notifyClient)
          clientTold = await queueOnMyWay(repositories, {
            visitId,
            clientId: before.client.id,
            providerId: provider.id,
            by: userId,
          });
        // A visit of a series invoiced per visit makes its invoice whoever completes it: the owner chose so.
        const perVisit =
          body.status === 'completed' &&
          (await repositories.series.invoicingOfVisit(visitId)) === 'per-visit';
        if (!invoicing && !perVisit) return null;
        // In the completion's unit of work: the visit is completed with its invoice, or neither.
        const invoice = await insertJobInvoice(repositories, provider.id, before.job.jobNumber);
        await repositories.visits.linkInvoice(visitId, invoice.invoiceId);
        return ownOnly ? null : invoice.invoiceNumber;
      });
      return {
        ...(await answer(provider, await repository.find(provider.id, visitId))),
        invoiceNumber,
        clientTold,
      };
    },

    /** GET provider/schedule/visits: a range of the calendar (technicians: their own visits). */
    async listRange(principal: Principal, query: ScheduleRangeQuery) {
      const { provider, roles } = await deps.access.requireProviderAccess(
        principal,
        { vanityName: query.vanityName },
        'workVisits',
      );
      const from = instantAt(query.from, provider.timeZone, 'from');
      const to = instantAt(query.to, provider.timeZone, 'to');
      if (to <= from || to.getTime() - from.getTime() > SCHEDULE_RANGE_MAX_DAYS * 24 * 60 * MINUTE_MS)
        throw new AppError('badRequest', messages.rangeInvalid, { to: messages.rangeInvalid });
      const memberId = assignedOnly(roles) ? requireUser(principal).userId : query.memberId;
      const [records, openHours] = await Promise.all([
        repository.listInRange(provider.id, { from, to, memberId }),
        deps.profiles.listOpenHours(provider.id),
      ]);
      return { visits: await listed(provider, records, openHours) };
    },
  };
}

export type VisitsService = ReturnType<typeof createVisitsService>;
