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
  const match = /^\s*0?(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m?\.?\s*$/i.exec(text);
  if (!match) return text.trim();
  const [, hour, minutes, half] = match;
  const suffix = half!.toUpperCase() === 'A' ? 'AM' : 'PM';
  return minutes && minutes !== '00' ? `${Number(hour)}:${minutes} ${suffix}` : `${Number(hour)} ${suffix}`;
}

/** '09:00 AM - 05:00 PM' -> '9 AM - 5 PM'. */
export function formatTimeRange(text: string): string {
  const parts = text.split(/\s*[-–]\s*/);
  if (parts.length !== 2) return text.trim();
  return `${formatTimeOfDay(parts[0]!)} - ${formatTimeOfDay(parts[1]!)}`;
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
    const first = DAY_SHORT_NAMES[row.dayKeys[0]!];
    row.days = row.dayKeys.length === 1 ? first : `${first} - ${DAY_SHORT_NAMES[row.dayKeys.at(-1)!]}`;
  }
  return rows;
}

/** '7:30 PM' -> '19:30' (24-hour, for schema.org); null when unreadable. */
export function toTwentyFourHour(text: string): string | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m?\.?\s*$/i.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hour < 1 || hour > 12 || Number(minutes) > 59) return null;
  const pm = match[3]!.toUpperCase() === 'P';
  if (hour === 12) hour = pm ? 12 : 0;
  else if (pm) hour += 12;
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

/** One day's opening and closing time in 24-hour form; all day is 00:00 - 23:59. */
export function dayOpeningTimes(day: HoursDay): { opens: string; closes: string } | null {
  if (!day.open) return null;
  if (day.allDay) return { opens: '00:00', closes: '23:59' };
  const parts = day.time.split(/\s*[-–]\s*/);
  if (parts.length !== 2) return null;
  const opens = toTwentyFourHour(parts[0]!);
  const closes = toTwentyFourHour(parts[1]!);
  return opens && closes ? { opens, closes } : null;
}
