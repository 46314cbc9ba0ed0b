import { addDays, localDateOf } from '@porchlight/core/scheduling/calendar-days.rules';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';

/** My schedule shows today and the next 13 days. */
export const MY_SCHEDULE_DAYS = 14;

/**
 * The range to ask for, as wall times the server reads in the company's zone. The browser does not
 * know that zone before the answer, so it asks a day more each side and the days are cut in its zone.
 */
export function scheduleRange(now: Date): { from: string; to: string } {
  const here = localDateOf(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return { from: `${addDays(here, -1)}T00:00`, to: `${addDays(here, MY_SCHEDULE_DAYS + 1)}T00:00` };
}

/** 'Tuesday, December 1', read in UTC as the date is already the company's. */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
}

export interface ScheduleDay {
  date: string;
  heading: string;
  visits: Visit[];
}

/** The visits of today and the days after it in the company's zone, a group per day that has any. */
export function daysOf(visits: readonly Visit[], now: Date): ScheduleDay[] {
  const days = new Map<string, Visit[]>();
  for (const visit of visits) {
    if (!visit.start) continue;
    const today = localDateOf(now, visit.timeZone);
    const date = localDateOf(new Date(visit.start), visit.timeZone);
    if (date < today || date >= addDays(today, MY_SCHEDULE_DAYS)) continue;
    days.set(date, [...(days.get(date) ?? []), visit]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => {
      const today = localDateOf(now, list[0]?.timeZone ?? 'UTC');
      const prefix = date === today ? 'Today · ' : date === addDays(today, 1) ? 'Tomorrow · ' : '';
      return { date, heading: `${prefix}${longDate(date)}`, visits: list };
    });
}
