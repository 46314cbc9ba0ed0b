import { clockLabel, spanLabel } from '../scheduling/time-labels.rules';
import { wallClockOf, zoneFormatter } from '../scheduling/wall-clock.rules';
import { bookingMessages } from './booking.messages';

/**
 * Search's 'Next: Tue 8-10 AM' (docs/plans/online-booking.md §2.7), written in the provider's zone when the
 * card renders, from the stored next start: 'Today 2-4 PM', 'Tomorrow 8-10 AM', the weekday within six
 * days, else the date ('Dec 14 8-10 AM'). Intl only: browser-safe.
 */

export interface NextWindow {
  start: Date;
  /** The arrival window's length, or null for an exact start time ('Next: Tue 8:30 AM'). */
  windowMinutes: number | null;
}

const DAY_MS = 24 * 60 * 60_000;

/** 'Next: Tue 8-10 AM', or null once the stored start falls inside the notice (the next refresh moves it). */
export function nextWindowLabel(
  next: NextWindow,
  now: Date,
  noticeMinutes: number,
  timeZone: string,
): string | null {
  if (next.start.getTime() < now.getTime() + noticeMinutes * 60_000) return null;
  const time =
    next.windowMinutes === null
      ? clockLabel(next.start, timeZone)
      : spanLabel(next.start, new Date(next.start.getTime() + next.windowMinutes * 60_000), timeZone);
  return bookingMessages.next(`${dayWord(next.start, now, timeZone)} ${time}`);
}

function dayWord(start: Date, now: Date, timeZone: string): string {
  const days = Math.round(
    (Date.parse(wallClockOf(start, timeZone).date) - Date.parse(wallClockOf(now, timeZone).date)) / DAY_MS,
  );
  if (days === 0) return bookingMessages.today;
  if (days === 1) return bookingMessages.tomorrow;
  const kind = days < 7 ? 'weekday' : 'month day';
  const options: Intl.DateTimeFormatOptions =
    days < 7 ? { weekday: 'short' } : { month: 'short', day: 'numeric' };
  return zoneFormatter(kind, timeZone, options).format(start);
}

/** 'Central Time', 'Eastern Time', 'Mountain Standard Time' (Phoenix): the zone as people name it. */
export function zoneNameOf(timeZone: string, at: Date): string {
  const parts = zoneFormatter('zone name', timeZone, { timeZoneName: 'longGeneric' }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
