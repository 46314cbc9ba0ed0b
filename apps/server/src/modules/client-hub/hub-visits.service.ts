import { bookingMessages, bookingRequestMessages } from '@porchlight/core/booking/booking.messages';
import type { AvailabilityAnswer } from '@porchlight/core/booking/booking-availability.schemas';
import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import type { HubJobDetail } from '@porchlight/core/client-hub/client-hub.schemas';
import { hubVisitMessages as messages } from '@porchlight/core/client-hub/hub-visits.messages';
import { changesOpen } from '@porchlight/core/client-hub/hub-visits.rules';
import type {
  HubAnotherTime,
  HubVisitAvailabilityQuery,
  HubVisitCancel,
  HubVisitReschedule,
} from '@porchlight/core/client-hub/hub-visits.schemas';
import { dateLabel } from '@porchlight/core/scheduling/time-labels.rules';
import { wallClockOf } from '@porchlight/core/scheduling/wall-clock.rules';
import { parseWireTime } from '@porchlight/core/scheduling/zoned-time.rules';
import { bookableTimes, slotToMoveTo } from '../booking/availability.service';
import { bookingMovedNotice } from '../booking/booking-change-mails';
import { cancelBooking, followMovedVisit, moveDayCount } from '../booking/booking-changes';
import { expireDueBookings } from '../booking/booking-deadline';
import { arrivalWindowOf } from '../booking/booking-details';
import { companyAddresses } from '../booking/booking-facts';
import type { MailSite } from '../booking/booking-mails';
import type { BookingRow } from '../booking/bookings.repository';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { isExclusionViolation } from '../platform/db-errors';
import type { OutboxMessage } from '../platform/outbox.repository';
import type { RateLimit, Throttle } from '../platform/throttle';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { hubVisitOf } from '../scheduling/job-visits-summary';
import type { VisitRecord } from '../scheduling/visits.repository';
import { followVisits } from '../scheduling/visits.service';
import { toJob } from '../service-manager/service-manager.answers';
import { type HubContext, hubClientOf } from './hub-client-of';
import { hubJobVisits } from './hub-job-visits';
import { closedMessage, cutoffsOf, isChangeable, jobVisitChanges } from './hub-visit-changes';
import { anotherTimeNotice, type HubVisitFacts, visitCancelledNotice } from './hub-visit-mails';

const conflict = (message: string) => new AppError('conflict', message);

/** The hub's job page (the spec's view-job) with what the client may do with each upcoming visit. */
export async function hubJobDetailOf(
  repositories: Repositories,
  { provider, client }: HubContext,
  jobNumber: number,
  now: Date,
): Promise<HubJobDetail> {
  const row = await repositories.jobs.find(provider.id, jobNumber);
  if (!row || row.job.clientId !== client.id) throw new AppError('notFound', hubMessages.jobNotFound);
  const records = await repositories.visits.listOfJob(provider.id, row.job.id);
  const changes = await jobVisitChanges(repositories, provider, records, now);
  return { ...toJob(row), ...hubJobVisits(records, provider.timeZone, now, changes) };
}

/**
 * The visit moved to `slot` with the first of `members` the database accepts there (the per-person
 * exclusion constraint judges): each try in a savepoint, unassigned while it moves so only the new time
 * is judged for that person. False when none is free any more.
 */
async function placeVisit(
  repositories: Repositories,
  providerId: string,
  visitId: string,
  version: number,
  slot: { start: Date; end: Date },
  members: readonly string[],
  arrivalWindowMinutes: number | null,
): Promise<boolean> {
  for (const memberId of members) {
    try {
      return await repositories.bookings.inSavepoint(async () => {
        await repositories.visits.setAssignees(providerId, visitId, []);
        const row = await repositories.visits.update(providerId, visitId, version, {
          startsAt: slot.start,
          endsAt: slot.end,
          arrivalWindowMinutes,
        });
        await repositories.visits.setAssignees(providerId, visitId, [memberId]);
        return row !== undefined;
      });
    } catch (error) {
      // Someone else's visit took this person at that time meanwhile: the next one.
      if (!isExclusionViolation(error)) throw error;
    }
  }
  return false;
}

const whenOf = (record: VisitRecord, timeZone: string) => hubVisitOf(record, timeZone).when;

const factsOf = (record: VisitRecord, provider: HubContext['provider'], when: string): HubVisitFacts => ({
  providerName: provider.name,
  vanityName: provider.vanityName,
  client: {
    name: [record.client.firstName, record.client.lastName].filter(Boolean).join(' '),
    email: record.client.emailAddress ?? '',
    phone: record.client.mobilePhoneNumber ?? '',
  },
  jobTitle: record.job.title,
  jobNumber: record.job.jobNumber,
  when,
});

/**
 * A client's changes to their visits from the hub's job page (issue 34 slice 7, issue 35 slice 7, plan
 * §2.6): cancel until the company's cutoff; an online booking moves to another bookable time; any other
 * visit asks the company for another time. Each write takes the visit's row lock first and names the
 * version the client read: of two changes at once, one wins and the other is 409. Capacity stays the
 * database's: the day's counter row and the per-person exclusion constraint, as when booking.
 */
export function createHubVisitsService(deps: {
  access: Access;
  /** On the pool: the reads of a page. */
  repositories: Repositories;
  unitOfWork: UnitOfWork;
  site: MailSite;
  throttle: Throttle;
  /** Asks for another time per visit, whoever asks. */
  asksPerVisit: RateLimit;
  now: () => Date;
}) {
  const hubOf = hubClientOf(deps.access, deps.repositories.clientHub);

  /**
   * The client's upcoming visit of that job, locked, at the version they read: 404 for anyone else's,
   * 409 once it began, was done or cancelled, or changed since.
   */
  async function lockedVisit(
    repositories: Repositories,
    { provider, client }: HubContext,
    visitId: string,
    jobNumber: number,
    version: number | null,
    now: Date,
  ) {
    await expireDueBookings(repositories, deps.site, provider.id, now);
    const current = await repositories.bookingChanges.lockVisit(provider.id, visitId);
    const record = current === undefined ? undefined : await repositories.visits.find(provider.id, visitId);
    if (!record || record.job.jobNumber !== jobNumber || record.client.id !== client.id)
      throw new AppError('notFound', messages.visitNotFound);
    if (!isChangeable(record, now) || !record.visit.startsAt) throw conflict(messages.notChangeable);
    if (version !== null && record.visit.version !== version) throw conflict(messages.changedMeanwhile);
    return { record, startsAt: record.visit.startsAt };
  }

  /** 409 with "Changes online close … Call …" once the cutoff has passed. */
  async function refuseAfterCutoff(
    repositories: Repositories,
    provider: HubContext['provider'],
    startsAt: Date,
    booked: boolean,
    now: Date,
  ) {
    const cutoffs = await cutoffsOf(repositories, provider.id);
    const hours = booked ? cutoffs.booked : cutoffs.other;
    if (!changesOpen(startsAt, hours, now)) throw conflict(closedMessage(provider, hours));
  }

  /**
   * One change of the client's visit, in one unit of work: the visit locked at the version they read,
   * its booking if any (`bookedOnly`: 409 without one), the cutoff; `write` makes the change and answers
   * the company's e-mail (to each of its addresses); then the job follows its visits (reminders re-planned
   * or cancelled) and the job's page is answered as it now stands.
   */
  async function changeVisit(
    hub: HubContext,
    visitId: string,
    body: { jobNumber: number; version: number },
    bookedOnly: boolean,
    write: (
      repositories: Repositories,
      visit: {
        record: VisitRecord;
        startsAt: Date;
        booking: BookingRow | undefined;
        offerUri: string;
        now: Date;
      },
    ) => Promise<((to: string) => OutboxMessage) | null>,
  ): Promise<HubJobDetail> {
    const { provider } = hub;
    const now = deps.now();
    return deps.unitOfWork(async (repositories) => {
      const { record, startsAt } = await lockedVisit(
        repositories,
        hub,
        visitId,
        body.jobNumber,
        body.version,
        now,
      );
      const found = await repositories.bookingChanges.findByVisit(provider.id, visitId);
      if (bookedOnly && !found) throw conflict(messages.notChangeable);
      await refuseAfterCutoff(repositories, provider, startsAt, found !== undefined, now);
      const notice = await write(repositories, {
        record,
        startsAt,
        booking: found?.booking,
        offerUri: found?.offerUri ?? '',
        now,
      });
      const job = await repositories.visits.findJob(provider.id, body.jobNumber);
      if (!job) throw new Error(`job #${body.jobNumber} vanished`);
      await followVisits(repositories, job.id, job.status);
      if (notice)
        for (const to of await companyAddresses(repositories, provider))
          await repositories.outbox.enqueue(notice(to));
      await repositories.events.publish('outbox.queued', {});
      return hubJobDetailOf(repositories, hub, body.jobNumber, now);
    });
  }

  return {
    /** POST client-hub/job/{uri}/visits/{visitId}/cancel: the visit (and its booking) cancelled, the company told. */
    async cancel(
      principal: Principal,
      { uri, visitId, body }: { uri: string; visitId: string; body: HubVisitCancel },
    ): Promise<HubJobDetail> {
      const hub = await hubOf(principal, uri);
      const { provider } = hub;
      return changeVisit(hub, visitId, body, false, async (repositories, { record, booking, now }) => {
        await repositories.visits.update(provider.id, visitId, body.version, { status: 'cancelled' });
        if (booking) await cancelBooking(repositories, deps.site, provider, booking, 'client', now);
        const facts = factsOf(record, provider, whenOf(record, provider.timeZone));
        return (to) => visitCancelledNotice(to, facts, deps.site);
      });
    },

    /**
     * POST client-hub/job/{uri}/visits/{visitId}/reschedule: an online booking moves to another bookable
     * time (plan §2.6): its own time counted free, the day's counter moved (refused when the new day is
     * full), its person kept when the database accepts them there, else another bookable member; no new
     * approval; the visitor gets the updated invitation, the company a note.
     */
    async reschedule(
      principal: Principal,
      { uri, visitId, body }: { uri: string; visitId: string; body: HubVisitReschedule },
    ): Promise<HubJobDetail> {
      const hub = await hubOf(principal, uri);
      const { provider } = hub;
      const read = parseWireTime(body.start, provider.timeZone);
      if (!read.ok)
        throw new AppError('badRequest', read.message, { start: bookingRequestMessages.startInvalid });
      const start = read.instant;
      const localDate = wallClockOf(start, provider.timeZone).date;
      return changeVisit(hub, visitId, body, true, async (repositories, visit) => {
        const { record, startsAt, now } = visit;
        const { booking } = visit;
        if (!booking) throw conflict(messages.notChangeable);
        if (start.getTime() === startsAt.getTime()) throw conflict(messages.sameTime);
        const { slot, settings, facts } = await slotToMoveTo(repositories.availability, provider, {
          offerUri: visit.offerUri,
          start,
          localDate,
          now,
          own: { visitId, localDate: booking.localDate },
        });
        // The day's counter before the visit, as a new booking takes them (no lock cycle with one).
        if (
          !(await moveDayCount(repositories, provider.id, booking.localDate, localDate, settings.dailyLimit))
        )
          throw conflict(bookingMessages.dayFull(dateLabel(start, provider.timeZone)));
        const assigned = record.assignees[0]?.userId ?? null;
        const members = [
          ...slot.memberIds.filter((id) => id === assigned),
          ...slot.memberIds.filter((id) => id !== assigned),
        ];
        const arrivalWindowMinutes = arrivalWindowOf(facts, start, provider.timeZone);
        if (
          !(await placeVisit(
            repositories,
            provider.id,
            visitId,
            body.version,
            slot,
            members,
            arrivalWindowMinutes,
          ))
        )
          throw conflict(bookingMessages.slotTaken);
        const moved = await followMovedVisit(repositories, deps.site, provider, booking, now);
        const from = whenOf(record, provider.timeZone);
        return moved ? (to) => bookingMovedNotice(to, moved.facts, from, record.job.title, deps.site) : null;
      });
    },

    /** POST client-hub/job/{uri}/visits/{visitId}/another-time: the company is e-mailed, the note kept on the visit. */
    async askAnotherTime(
      principal: Principal,
      { uri, visitId, body }: { uri: string; visitId: string; body: HubAnotherTime },
    ): Promise<{ message: string }> {
      const hub = await hubOf(principal, uri);
      const { provider } = hub;
      const now = deps.now();
      await deps.throttle.take(`hub-another-time:${visitId}`, deps.asksPerVisit, () => messages.tooManyAsks);
      await deps.unitOfWork(async (repositories) => {
        const { record } = await lockedVisit(repositories, hub, visitId, body.jobNumber, null, now);
        const facts = factsOf(record, provider, whenOf(record, provider.timeZone));
        await repositories.bookingChanges.noteOnVisit(
          visitId,
          `${messages.askAnotherTime} (${dateLabel(now, provider.timeZone)})${body.note ? `: ${body.note}` : ''}`,
        );
        for (const to of await companyAddresses(repositories, provider))
          await repositories.outbox.enqueue(anotherTimeNotice(to, facts, body.note, deps.site));
        await repositories.events.publish('outbox.queued', {});
      });
      return { message: messages.asked(provider.name) };
    },

    /** GET client-hub/job/{uri}/visits/{visitId}/availability: where an online booking may move. */
    async availability(
      principal: Principal,
      { uri, visitId, query }: { uri: string; visitId: string; query: HubVisitAvailabilityQuery },
    ): Promise<AvailabilityAnswer> {
      const hub = await hubOf(principal, uri);
      const { provider } = hub;
      const record = await deps.repositories.visits.find(provider.id, visitId);
      if (!record || record.job.jobNumber !== query.jobNumber || record.client.id !== hub.client.id)
        throw new AppError('notFound', messages.visitNotFound);
      const found = await deps.repositories.bookingChanges.findByVisit(provider.id, visitId);
      if (!found?.offerUri) throw conflict(messages.notChangeable);
      const { jobNumber: _, ...range } = query;
      return bookableTimes(
        deps.repositories.availability,
        provider,
        { ...range, offer: found.offerUri },
        deps.now(),
        {
          visitId,
          localDate: found.booking.localDate,
        },
      );
    },
  };
}

export type HubVisitsService = ReturnType<typeof createHubVisitsService>;
