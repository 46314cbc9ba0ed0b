import { intervalsOf } from '@porchlight/core/providers/open-hours.rules';
import type { Hours } from '@porchlight/core/providers/profile.schemas';
import { wallClockOf } from '@porchlight/core/scheduling/wall-clock.rules';
import dayjs from 'dayjs';

/**
 * The calendar's dates and times as wall times of the company's zone ('2026-03-08 09:00:00'): the
 * server answers each visit in that zone with its offset and reads wall times there, so the browser
 * never converts between zones (Temporal stays on the server).
 */

export type CalendarView = 'day' | 'week' | 'month';

/** '2026-03-08T09:00:00-05:00' → '2026-03-08 09:00:00' (the wall time the server wrote). */
export function wallTimeOf(wireTime: string): string {
  return `${wireTime.slice(0, 10)} ${wireTime.slice(11, 19)}`;
}

/** '2026-03-08 09:00:00' → '2026-03-08T09:00', read by the server in the company's zone. */
export function wireTimeOf(wallTime: string): string {
  return `${wallTime.slice(0, 10)}T${wallTime.slice(11, 16)}`;
}

/** The dates a view shows for a day: the day, its week (Monday first) or its month's whole weeks. */
export function rangeOf(view: CalendarView, date: string): { from: string; to: string } {
  const day = dayjs(date).startOf('day');
  const mondayOf = (value: dayjs.Dayjs) => value.subtract((value.day() + 6) % 7, 'day');
  if (view === 'day') return { from: day.format('YYYY-MM-DD'), to: day.add(1, 'day').format('YYYY-MM-DD') };
  if (view === 'week') {
    const monday = mondayOf(day);
    return { from: monday.format('YYYY-MM-DD'), to: monday.add(7, 'day').format('YYYY-MM-DD') };
  }
  const first = mondayOf(day.startOf('month'));
  const last = mondayOf(day.endOf('month').startOf('day')).add(7, 'day');
  return { from: first.format('YYYY-MM-DD'), to: last.format('YYYY-MM-DD') };
}

/** 'HH:mm:ss' for minutes after midnight; the day's end is the calendar's last second. */
function clockOf(minutes: number): string {
  if (minutes >= 24 * 60) return '23:59:59';
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

/** The open hours per day of the week (0 = Sunday) as the calendar shades them: a closed day is null. */
export function businessHoursOf(hours: Hours): Record<number, [string, string] | null> {
  const intervals = intervalsOf(hours);
  const result: Record<number, [string, string] | null> = {};
  for (let isoWeekday = 1; isoWeekday <= 7; isoWeekday++) {
    const today = intervals.filter((interval) => interval.weekday === isoWeekday);
    const opens = Math.min(...today.map((interval) => interval.opensMinute));
    const closes = Math.max(...today.map((interval) => interval.closesMinute));
    result[isoWeekday % 7] = today.length > 0 ? [clockOf(opens), clockOf(closes)] : null;
  }
  return result;
}

/** Now as a wall time in the zone ('2026-03-08 14:05:00'), for the calendar's current-time line. */
export function nowIn(timeZone: string, now: Date = new Date()): string {
  const { date, time } = wallClockOf(now, timeZone);
  return `${date} ${time}`;
}
