import { wallClockOf } from '@porchlight/core/scheduling/wall-clock.rules';
import type { Repositories } from '../platform/unit-of-work';
import type { ProviderRow } from '../providers/profile.repository';
import { bookingCancelledMail, bookingMovedMail } from './booking-change-mails';
import { bookedFactsOf, mailVisitor } from './booking-facts';
import { bookingHubUrl } from './booking-hub-link';
import type { MailSite } from './booking-mails';
import { queueDepositRefund } from './booking-refunds';
import type { BookingRow } from './bookings.repository';
import { refreshNextWindow } from './next-window';

/**
 * An online booking after it was made (plan §2.6): cancelled or moved by its client in the hub or by the
 * pro on the calendar, each in the caller's unit of work with its day counters and e-mails. The visit
 * itself is written by the caller (hub or calendar); these keep the booking, booking_days and the
 * visitor's calendar in step with it.
 */

type Provider = Pick<ProviderRow, 'id' | 'name' | 'vanityName' | 'timeZone' | 'email'>;

/**
 * One booking fewer on `from` and one more on `to` (the provider's local dates), the two counter rows
 * locked in date order so two moves across the same days cannot deadlock. `limit` is the day's most
 * bookings for a client's move (false when `to` is full); null for the pro's, who decides.
 */
export async function moveDayCount(
  repositories: Repositories,
  providerId: string,
  from: string,
  to: string,
  limit: number | null,
): Promise<boolean> {
  if (from === to) return true;
  if (from < to) {
    await repositories.bookings.uncountDay(providerId, from);
    return repositories.bookings.countDay(providerId, to, limit);
  }
  if (!(await repositories.bookings.countDay(providerId, to, limit))) return false;
  await repositories.bookings.uncountDay(providerId, from);
  return true;
}

/**
 * The booking of a visit just cancelled (by its client or the pro): the guarded transition (once, even
 * with a second cancel at the same moment), its day's count down, the deposit's refund, the visitor's
 * cancellation with the invitation withdrawn, the next window. False when it was no longer live.
 */
export async function cancelBooking(
  repositories: Repositories,
  site: MailSite,
  provider: Provider,
  booking: BookingRow,
  endedBy: 'client' | 'provider',
  realNow: Date,
): Promise<boolean> {
  const cancelled = await repositories.bookingChanges.cancel(booking.id, endedBy);
  if (!cancelled) return false;
  await repositories.bookings.uncountDay(provider.id, cancelled.localDate);
  // The deposit back by the company's policy when its client cancels, in full when the pro does (§2.3).
  await queueDepositRefund(repositories, cancelled, endedBy, booking.status === 'confirmed');
  const record = cancelled.visitId
    ? await repositories.visits.find(provider.id, cancelled.visitId)
    : undefined;
  const facts = await bookedFactsOf(
    repositories,
    provider,
    cancelled,
    record?.visit.arrivalWindowMinutes ?? null,
  );
  await mailVisitor(repositories, cancelled, bookingCancelledMail(facts, site));
  await repositories.events.publish('outbox.queued', {});
  await refreshNextWindow(repositories, provider, realNow);
  return true;
}

/**
 * The booking follows its visit's new time (written by the caller, its day counters moved by the caller
 * first): its times, local date and person; the visitor gets the updated invitation with the hub link.
 * Undefined when the visit has no time (unscheduled) or the booking is no longer live.
 */
export async function followMovedVisit(
  repositories: Repositories,
  site: MailSite,
  provider: Provider,
  booking: BookingRow,
  realNow: Date,
) {
  const record = booking.visitId ? await repositories.visits.find(provider.id, booking.visitId) : undefined;
  const { startsAt, endsAt } = record?.visit ?? {};
  if (!record || !startsAt || !endsAt) return undefined;
  const moved = await repositories.bookingChanges.move(booking.id, {
    startsAt,
    endsAt,
    localDate: wallClockOf(startsAt, provider.timeZone).date,
    memberId: record.assignees[0]?.userId ?? null,
  });
  if (!moved) return undefined;
  const facts = await bookedFactsOf(repositories, provider, moved, record.visit.arrivalWindowMinutes);
  const hubUrl = await bookingHubUrl(repositories, site, provider, moved, realNow);
  if (hubUrl) await mailVisitor(repositories, moved, bookingMovedMail(facts, site, hubUrl));
  await repositories.events.publish('outbox.queued', {});
  await refreshNextWindow(repositories, provider, realNow);
  return { booking: moved, facts };
}

/**
 * The pro's calendar wrote a booked visit (plan §2.6 `followBookingOfVisit`): cancelled or skipped →
 * the booking is cancelled by the provider (a deposit back in full); moved → the booking follows it,
 * whatever the day's limit. Nothing for a visit no live booking holds. In the calendar's unit of work.
 */
export async function followBookingOfVisit(
  repositories: Repositories,
  site: MailSite,
  providerId: string,
  visitId: string,
  realNow: Date,
): Promise<void> {
  const found = await repositories.bookingChanges.findByVisit(providerId, visitId);
  if (!found) return;
  const provider = await repositories.profiles.findProviderById(providerId);
  const record = await repositories.visits.find(providerId, visitId);
  if (!provider || !record) return;
  const { booking } = found;
  if (record.visit.status === 'cancelled' || record.visit.status === 'skipped') {
    await cancelBooking(repositories, site, provider, booking, 'provider', realNow);
    return;
  }
  const { startsAt, endsAt } = record.visit;
  // An unscheduled booked visit keeps its booking's time (and day) until the pro gives it a new one.
  if (!startsAt || !endsAt) return;
  if (startsAt.getTime() === booking.startsAt.getTime() && endsAt.getTime() === booking.endsAt.getTime())
    return;
  // The pro decides: the day's limit is for visitors.
  const localDate = wallClockOf(startsAt, provider.timeZone).date;
  await moveDayCount(repositories, providerId, booking.localDate, localDate, null);
  await followMovedVisit(repositories, site, provider, booking, realNow);
}
