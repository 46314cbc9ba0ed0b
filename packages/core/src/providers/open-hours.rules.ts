import { formToHours, hoursToForm, minutesOfDay } from './hours.schemas';
import { MINUTES_PER_DAY, type OpenInterval } from './open-hours.schemas';
import { HOURS_DAYS, type Hours, type HoursDay } from './profile.schemas';

/**
 * Open hours kept as weekly intervals (issue 33), read and written through the spec's hours object
 * (spec 2 §3): every page and the Edit Open Hours dialog keep reading and sending that object.
 */

/** '9 AM', '5:30 PM', '12 PM' for minutes after midnight. */
export function minutesLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  const minute = minutes % 60;
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  const clock = minute === 0 ? String(shown) : `${shown}:${String(minute).padStart(2, '0')}`;
  return `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The intervals an hours object opens (Monday = weekday 1): closed days have none, all day is 0-1440. */
export function intervalsOf(hours: Hours): OpenInterval[] {
  const form = hoursToForm(hours);
  return HOURS_DAYS.flatMap((key, index): OpenInterval[] => {
    const day = form.days[key];
    const weekday = index + 1;
    if (!day.open) return [];
    if (day.allDay) return [{ weekday, opensMinute: 0, closesMinute: MINUTES_PER_DAY }];
    const opensMinute = minutesOfDay(day.start, day.startPeriod);
    const closesMinute = minutesOfDay(day.end, day.endPeriod);
    // The request schema refused a day whose times do not read; nothing half-read is stored.
    if (opensMinute === null || closesMinute === null || opensMinute >= closesMinute) return [];
    return [{ weekday, opensMinute, closesMinute }];
  });
}

/**
 * The spec's hours object for the kept intervals: `shown` is its `enabled`. A closed or all-day day
 * carries the dialog's default times, offered again when the owner opens it.
 */
export function hoursOf(intervals: readonly OpenInterval[], shown: boolean): Hours {
  const hours = formToHours({ ...hoursToForm(null), enabled: shown });
  HOURS_DAYS.forEach((key, index) => {
    const today = intervals
      .filter((interval) => interval.weekday === index + 1)
      .toSorted((a, b) => a.opensMinute - b.opensMinute);
    hours[key] = dayOf(today, hours[key].time);
  });
  return hours;
}

function dayOf(today: readonly OpenInterval[], defaultTime: string): HoursDay {
  if (today.length === 0) return { open: false, allDay: false, time: defaultTime };
  const [first] = today;
  if (today.length === 1 && first?.opensMinute === 0 && first.closesMinute === MINUTES_PER_DAY)
    return { open: true, allDay: true, time: defaultTime };
  const time = today
    .map(({ opensMinute, closesMinute }) => `${minutesLabel(opensMinute)} - ${minutesLabel(closesMinute)}`)
    .join(', ');
  return { open: true, allDay: false, time };
}
