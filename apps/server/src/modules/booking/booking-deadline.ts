import { jobRunAt } from '@porchlight/core/messaging/message-clock.rules';
import { z } from 'zod';
import type { JobTask } from '../../adapters/job-queue';
import { messageTimingOf } from '../messaging/deliver-message';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { followVisits } from '../scheduling/visits.service';
import { bookedFactsOf, companyAddresses, mailVisitor } from './booking-facts';
import { expiredMail, expiredNotice, type MailSite } from './booking-mails';
import { queueDepositRefund } from './booking-refunds';
import type { BookingRow } from './bookings.repository';
import { refreshNextWindow } from './next-window';

/**
 * Approval mode's reply deadline (docs/plans/online-booking.md §2.4): one idempotent `expireBooking`,
 * fired by a job added at `reply_by` in the booking's own transaction, by the lazy expiry of the
 * provider's booking writes, and by a periodic net. Correctness never rests on a timer: each is a guarded
 * transition, so however many of them run at once, a request expires once.
 */

export const BOOKING_DEADLINE_TASK = 'booking-deadline';
export const BOOKING_DEADLINE_SWEEP_TASK = 'booking-deadline-sweep';
/** The net under the deadline jobs (a job lost with a restored backup, a clock moved by hand). */
export const BOOKING_DEADLINE_CRONTAB = `*/10 * * * * ${BOOKING_DEADLINE_SWEEP_TASK}`;
export const deadlineJobKey = (bookingId: string) => `booking-deadline:${bookingId}`;

const SWEEP_BATCH = 100;

/** A booking's job at `at` on its provider's clock, added in the caller's transaction (its key: one per booking). */
export async function armBookingJob(
  repositories: Repositories,
  task: string,
  key: string,
  bookingId: string,
  when: { at: Date; offsetMs: number; realNow: Date },
) {
  await repositories.jobQueue.add(
    task,
    { id: bookingId },
    { key, runAt: jobRunAt(when.at, when.offsetMs, when.realNow) },
  );
}

/** The request's deadline job. */
export const armDeadline = (
  repositories: Repositories,
  booking: { id: string; replyBy: Date },
  offsetMs: number,
  realNow: Date,
) =>
  armBookingJob(repositories, BOOKING_DEADLINE_TASK, deadlineJobKey(booking.id), booking.id, {
    at: booking.replyBy,
    offsetMs,
    realNow,
  });

/**
 * A request that will not happen (declined or expired), in the transition's unit of work: its visit
 * cancelled (its person freed), its job closed, its day's count down.
 */
export async function endRequest(repositories: Repositories, booking: BookingRow) {
  if (booking.visitId) await repositories.bookings.cancelVisit(booking.visitId);
  await followVisits(repositories, booking.jobId, 'closed');
  await repositories.bookings.uncountDay(booking.providerId, booking.localDate);
}

/**
 * Expires the request if its deadline has passed on the provider's clock; true when this call did it.
 * Idempotent: a second run, at once or later, finds it no longer requested and does nothing.
 */
export async function expireBooking(
  repositories: Repositories,
  site: MailSite,
  bookingId: string,
  realNow: Date,
): Promise<boolean> {
  const found = await repositories.bookings.findById(bookingId);
  if (found?.booking.status !== 'requested') return false;
  const { now, offsetMs } = await messageTimingOf(repositories, found.booking.providerId, realNow);
  const expired = await repositories.bookings.expire(bookingId, now);
  if (!expired) {
    // Not due yet on the provider's clock (a job run early): its job waits for the deadline again.
    const still = await repositories.bookings.findById(bookingId);
    if (still?.booking.status === 'requested' && still.booking.replyBy)
      await armDeadline(repositories, { id: bookingId, replyBy: still.booking.replyBy }, offsetMs, realNow);
    return false;
  }
  await endRequest(repositories, expired);
  // No reply in time: the deposit goes back in full, with the expiry (plan §2.3).
  await queueDepositRefund(repositories, expired, 'deadline');
  const provider = await repositories.profiles.findProviderById(expired.providerId);
  if (!provider) return true;
  const facts = await bookedFactsOf(repositories, provider, expired, found.arrivalWindowMinutes);
  await mailVisitor(repositories, expired, expiredMail(facts, site));
  for (const to of await companyAddresses(repositories, provider))
    await repositories.outbox.enqueue(expiredNotice(to, facts, site));
  await repositories.events.publish('outbox.queued', {});
  await refreshNextWindow(repositories, provider, realNow);
  return true;
}

/** The lazy expiry (plan §2.4): the provider's booking writes first expire its requests now past due. */
export async function expireDueBookings(
  repositories: Repositories,
  site: MailSite,
  providerId: string,
  realNow: Date,
): Promise<void> {
  const { now } = await messageTimingOf(repositories, providerId, realNow);
  for (const id of await repositories.bookings.dueRequestIds(providerId, now))
    await expireBooking(repositories, site, id, realNow);
}

const deadlinePayload = z.object({ id: z.uuid() });

/** The deadline's job and its periodic net, each expiry in its own unit of work. */
export function createBookingTasks(deps: {
  unitOfWork: UnitOfWork;
  repositories: Repositories;
  site: MailSite;
}): Record<string, JobTask> {
  return {
    [BOOKING_DEADLINE_TASK]: async (payload) => {
      const { id } = deadlinePayload.parse(payload);
      await deps.unitOfWork((repositories) => expireBooking(repositories, deps.site, id, new Date()));
    },
    [BOOKING_DEADLINE_SWEEP_TASK]: async () => {
      const realNow = new Date();
      for (const id of await deps.repositories.bookings.dueRequestIdsEverywhere(realNow, SWEEP_BATCH))
        await deps.unitOfWork((repositories) => expireBooking(repositories, deps.site, id, realNow));
    },
  };
}
