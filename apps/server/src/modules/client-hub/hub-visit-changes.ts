import { formatCents } from '@porchlight/core/billing/money.rules';
import { bookingMessages } from '@porchlight/core/booking/booking.messages';
import { replyByLabel } from '@porchlight/core/booking/booking-deadline.rules';
import { refundCentsOf } from '@porchlight/core/booking/booking-money.rules';
import type { HubVisitChanges } from '@porchlight/core/client-hub/client-hub.schemas';
import { hubVisitMessages as messages } from '@porchlight/core/client-hub/hub-visits.messages';
import { changesCloseAt, changesOpen, cutoffWords } from '@porchlight/core/client-hub/hub-visits.rules';
import { MESSAGE_DEFAULTS } from '@porchlight/core/messaging/message-kinds';
import { formatPhoneNumber } from '@porchlight/core/providers/profile.rules';
import type { BookingRow } from '../booking/bookings.repository';
import type { Repositories } from '../platform/unit-of-work';
import type { ProviderRow } from '../providers/profile.repository';
import type { VisitRecord } from '../scheduling/visits.repository';

/** A visit the client may still act on: scheduled (nobody on the way yet), timed, not begun. */
export const isChangeable = (record: VisitRecord, now: Date) =>
  record.visit.status === 'scheduled' && record.visit.startsAt !== null && record.visit.startsAt > now;

/**
 * The cutoffs of a provider's visits (plan §2.6, reminders §7): an online booking's is the booking
 * settings' `change_cutoff_hours`, any other visit's the message settings' `visit_cancel_cutoff_hours`.
 */
export async function cutoffsOf(repositories: Repositories, providerId: string) {
  const [booking, general] = [
    await repositories.bookingOptions.findSettings(providerId),
    await repositories.messageSettings.findSettings(providerId),
  ];
  return {
    booked: booking?.changeCutoffHours ?? MESSAGE_DEFAULTS.visitCancelCutoffHours,
    other: general?.visitCancelCutoffHours ?? MESSAGE_DEFAULTS.visitCancelCutoffHours,
    refundPolicy: booking?.refundPolicy ?? 'refund',
  };
}
export type Cutoffs = Awaited<ReturnType<typeof cutoffsOf>>;

/** 'Changes online close 24 hours before the visit. Call Bright Nest at (512) 555-0100.' */
export function closedMessage(provider: Pick<ProviderRow, 'name' | 'phoneNumber'>, hours: number): string {
  const phone = formatPhoneNumber(provider.phoneNumber);
  return phone
    ? bookingMessages.cutoff(cutoffWords(hours), provider.name, phone)
    : messages.cutoffNoPhone(cutoffWords(hours), provider.name);
}

/** What the client may do with one visit now, by its booking (if any) and the company's cutoffs. */
export function visitChangesOf(
  record: VisitRecord,
  booking: BookingRow | undefined,
  provider: Pick<ProviderRow, 'name' | 'phoneNumber' | 'timeZone'>,
  cutoffs: Cutoffs,
  now: Date,
): HubVisitChanges | null {
  const startsAt = record.visit.startsAt;
  if (!startsAt || !isChangeable(record, now)) return null;
  const hours = booking ? cutoffs.booked : cutoffs.other;
  const refund =
    booking && booking.depositCents > 0
      ? refundCentsOf({
          depositCents: booking.depositCents,
          endedBy: 'client',
          refundPolicy: cutoffs.refundPolicy,
          wasConfirmed: booking.status === 'confirmed',
        })
      : null;
  return {
    visitId: record.visit.id,
    version: record.visit.version,
    booked: booking !== undefined,
    until: replyByLabel(changesCloseAt(startsAt, hours), provider.timeZone),
    closed: changesOpen(startsAt, hours, now) ? null : closedMessage(provider, hours),
    cancelQuestion:
      refund === null || !booking
        ? messages.cancelQuestion
        : refund > 0
          ? bookingMessages.cancelRefund(formatCents(booking.depositCents))
          : bookingMessages.cancelKeep(formatCents(booking.depositCents)),
  };
}

/** The changes of a job's upcoming visits, by visit id, read in two or three statements. */
export async function jobVisitChanges(
  repositories: Repositories,
  provider: ProviderRow,
  records: readonly VisitRecord[],
  now: Date,
): Promise<Map<string, HubVisitChanges>> {
  const open = records.filter((record) => isChangeable(record, now));
  const changes = new Map<string, HubVisitChanges>();
  if (open.length === 0) return changes;
  const bookings = await repositories.bookingChanges.listByVisits(
    provider.id,
    open.map((record) => record.visit.id),
  );
  const cutoffs = await cutoffsOf(repositories, provider.id);
  for (const record of open) {
    const booking = bookings.find((each) => each.visitId === record.visit.id);
    const change = visitChangesOf(record, booking, provider, cutoffs, now);
    if (change) changes.set(record.visit.id, change);
  }
  return changes;
}
