/**
 * An instant's wall clock in a zone, read with one cached Intl formatter per zone: the calendar formats
 * hundreds of visits per answer, and Intl does in microseconds what Temporal's polyfill does in tens.
 * Temporal stays for what Intl cannot do: a wall time back to an instant, gaps and overlaps
 * (zoned-time.rules.ts), and repeat rules.
 */

export interface WallClock {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm:ss', 24-hour */
  time: string;
  /** Minutes after local midnight. */
  minutes: number;
  /** Monday = 1 … Sunday = 7. */
  isoWeekday: number;
  /** '-05:00', '+00:00' */
  offset: string;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per zone and use (`kind`), made once: creating one costs far more than using it. */
export function zoneFormatter(
  kind: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'longOffset',
};

export function wallClockOf(instant: Date, timeZone: string): WallClock {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of zoneFormatter('wall clock', timeZone, WALL_CLOCK).formatToParts(instant))
    part[type] = value;
  const hour = part.hour === '24' ? '00' : (part.hour ?? '00');
  // 'GMT-05:00'; a zone at UTC itself is written 'GMT'.
  const offset = part.timeZoneName?.slice(3) || '+00:00';
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    time: `${hour}:${part.minute}:${part.second}`,
    minutes: Number(hour) * 60 + Number(part.minute),
    isoWeekday: WEEKDAYS[part.weekday ?? ''] ?? 0,
    offset,
  };
}
