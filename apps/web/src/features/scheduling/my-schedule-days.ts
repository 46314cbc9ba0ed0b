import { addDays, localDateOf } from '@porchlight/core/scheduling/calendar-days.rules';
import type { TimeOff } from '@porchlight/core/scheduling/time-off.schemas';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { wallTimeOf } from './schedule-range';

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

/** Time off on one day: all day, or its hours that day ('2:00 PM – 4:00 PM'). */
export interface TimeOffOnDay {
  off: TimeOff;
  hours: string | null;
}

export interface ScheduleDay {
  date: string;
  heading: string;
  visits: Visit[];
  timeOff: TimeOffOnDay[];
}

/** 'HH:mm' of a wall time → '2:00 PM'. */
function clockOf(wallTime: string): string {
  const [hours = 0, minutes = 0] = wallTime.slice(11, 16).split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The time off covering the day (wall times of the company's zone, as the server wrote them). */
function timeOffOn(date: string, timeOff: readonly TimeOff[]): TimeOffOnDay[] {
  const [dayStart, dayEnd] = [`${date} 00:00:00`, `${addDays(date, 1)} 00:00:00`];
  return timeOff.flatMap((off) => {
    const [start, end] = [wallTimeOf(off.start), wallTimeOf(off.end)];
    if (start >= dayEnd || end <= dayStart) return [];
    // Wall times compare as strings: the later start, the earlier end.
    const [from = dayStart, to = dayEnd] = [[start, dayStart].sort()[1], [end, dayEnd].sort()[0]];
    const allDay = from === dayStart && to === dayEnd;
    return [{ off, hours: allDay ? null : `${clockOf(from)} – ${clockOf(to)}` }];
  });
}

/** The company's zone as the visits tell it; with none, the browser's. */
function zoneOf(visits: readonly Visit[]): string {
  return visits[0]?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today's date in the company's zone (see zoneOf). */
export function todayOf(visits: readonly Visit[], now: Date): string {
  return localDateOf(now, zoneOf(visits));
}

/**
 * Today and the next 13 days in the company's zone (the visits tell it; with none, the browser's),
 * a group per day that has visits or time off.
 */
export function daysOf(visits: readonly Visit[], now: Date, timeOff: readonly TimeOff[] = []): ScheduleDay[] {
  const timeZone = zoneOf(visits);
  const today = todayOf(visits, now);
  const days: ScheduleDay[] = [];
  for (let n = 0; n < MY_SCHEDULE_DAYS; n++) {
    const date = addDays(today, n);
    const day = {
      date,
      heading: `${n === 0 ? 'Today · ' : n === 1 ? 'Tomorrow · ' : ''}${longDate(date)}`,
      visits: visits.filter((visit) => visit.start && localDateOf(new Date(visit.start), timeZone) === date),
      timeOff: timeOffOn(date, timeOff),
    };
    if (day.visits.length > 0 || day.timeOff.length > 0) days.push(day);
  }
  return days;
}
