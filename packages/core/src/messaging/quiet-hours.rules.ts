import { localDateOf, wallMinutesOf } from '../scheduling/zoned-time.rules';
import { wallTimeOn } from './due-times.rules';

/**
 * Quiet hours (docs/plans/reminders.md §5.3): texts only, `[start, end)` on the client's wall clock, a
 * window that crosses midnight (8 PM-8 AM) or not (1-2 PM). Server side only (Temporal). E-mail is never held.
 */
export interface QuietHours {
  /** Minutes after midnight. */
  startMinute: number;
  endMinute: number;
}

export function isQuiet(minute: number, { startMinute, endMinute }: QuietHours): boolean {
  return startMinute < endMinute
    ? minute >= startMinute && minute < endMinute
    : minute >= startMinute || minute < endMinute;
}

/** When a text may go: `now`, or the next end of quiet hours on the client's clock. */
export function nextSendable(now: Date, timeZone: string, window: QuietHours): Date {
  const minute = wallMinutesOf(now, timeZone);
  if (!isQuiet(minute, window)) return now;
  const today = localDateOf(now, timeZone);
  // Before the end today (early morning, or a window within the day): today's end; else tomorrow's.
  const endsToday = minute < window.endMinute;
  return wallTimeOn(today, endsToday ? 0 : 1, window.endMinute, timeZone);
}
