import { clockLabel, dateLabel } from '../scheduling/time-labels.rules';

const HOUR_MS = 60 * 60_000;

/**
 * When a pro in approval mode must answer a booking (docs/plans/online-booking.md §2.4): `replyHours`
 * after it was made, but an hour before the visit at the latest, so the client still hears in time.
 */
export function replyByOf(booking: { createdAt: Date; replyHours: number; startsAt: Date }): Date {
  return new Date(
    Math.min(
      booking.createdAt.getTime() + booking.replyHours * HOUR_MS,
      booking.startsAt.getTime() - HOUR_MS,
    ),
  );
}

/** 'Tue, Dec 1, 5 PM' in the provider's zone: the reply deadline as e-mails and the pro's list say it. */
export function replyByLabel(replyBy: Date, timeZone: string): string {
  return `${dateLabel(replyBy, timeZone)}, ${clockLabel(replyBy, timeZone)}`;
}
