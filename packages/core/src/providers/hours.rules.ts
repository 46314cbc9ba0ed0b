import { HOURS_DAYS, type Hours, type HoursDay, type HoursDayKey } from './profile.schemas';

/** Business hours display (spec 1 §3 "Hours object", spec 2 §2): Mon to Sun, equal neighbours merged. */

export const DAY_SHORT_NAMES: Record<HoursDayKey, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export const DAY_LONG_NAMES: Record<HoursDayKey, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const OPEN_24_HOURS = 'Open 24 hours';
export const CLOSED = 'Closed';

/** '09:00 AM' -> '9 AM', '07:30pm' -> '7:30 PM': leading zero and ':00' removed. */
export function formatTimeOfDay(text: string): string {
  const [, hour, minutes, half] = /^\s*0?(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m?\.?\s*$/i.exec(text) ?? [];
  if (half === undefined) return text.trim();
  const suffix = half.toUpperCase() === 'A' ? 'AM' : 'PM';
  return minutes && minutes !== '00' ? `${Number(hour)}:${minutes} ${suffix}` : `${Number(hour)} ${suffix}`;
}

/** '09:00 AM - 05:00 PM' -> ['09:00 AM', '05:00 PM']; null unless there are exactly two times. */
function splitTimeRange(text: string): [from: string, to: string] | null {
  const [from, to, ...more] = text.split(/\s*[-–]\s*/);
  return from !== undefined && to !== undefined && more.length === 0 ? [from, to] : null;
}

/** '09:00 AM - 05:00 PM' -> '9 AM - 5 PM'. */
export function formatTimeRange(text: string): string {
  const range = splitTimeRange(text);
  if (!range) return text.trim();
  return `${formatTimeOfDay(range[0])} - ${formatTimeOfDay(range[1])}`;
}

/** What one day shows: 'Closed', 'Open 24 hours' or its times. */
export function dayHoursLabel(day: HoursDay): string {
  if (!day.open) return CLOSED;
  if (day.allDay) return OPEN_24_HOURS;
  return formatTimeRange(day.time);
}

export interface MergedHoursRow {
  /** 'Mon', or 'Mon - Fri' for a run of equal days. */
  days: string;
  hours: string;
  dayKeys: HoursDayKey[];
}

/** Display rows, Mon to Sun, with consecutive equal days merged; none when hours are off or missing. */
export function mergeHours(hours: Hours | null | undefined): MergedHoursRow[] {
  if (!hours?.enabled) return [];
  const rows: MergedHoursRow[] = [];
  for (const key of HOURS_DAYS) {
    const label = dayHoursLabel(hours[key]);
    const last = rows.at(-1);
    if (last && last.hours === label) last.dayKeys.push(key);
    else rows.push({ days: '', hours: label, dayKeys: [key] });
  }
  for (const row of rows) {
    const [firstKey] = row.dayKeys;
    const lastKey = row.dayKeys.at(-1);
    if (firstKey === undefined || lastKey === undefined) throw new Error('A merged hours row has no days');
    const first = DAY_SHORT_NAMES[firstKey];
    row.days = row.dayKeys.length === 1 ? first : `${first} - ${DAY_SHORT_NAMES[lastKey]}`;
  }
  return rows;
}

/** '7:30 PM' -> '19:30' (24-hour, for schema.org); null when unreadable. */
export function toTwentyFourHour(text: string): string | null {
  const [, hourText, minutes = '00', half] =
    /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m?\.?\s*$/i.exec(text) ?? [];
  if (half === undefined) return null;
  let hour = Number(hourText);
  if (hour < 1 || hour > 12 || Number(minutes) > 59) return null;
  const pm = half.toUpperCase() === 'P';
  if (hour === 12) hour = pm ? 12 : 0;
  else if (pm) hour += 12;
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/** One day's opening and closing time in 24-hour form; all day is 00:00 - 23:59. */
export function dayOpeningTimes(day: HoursDay): { opens: string; closes: string } | null {
  if (!day.open) return null;
  if (day.allDay) return { opens: '00:00', closes: '23:59' };
  const range = splitTimeRange(day.time);
  if (!range) return null;
  const opens = toTwentyFourHour(range[0]);
  const closes = toTwentyFourHour(range[1]);
  return opens && closes ? { opens, closes } : null;
}
