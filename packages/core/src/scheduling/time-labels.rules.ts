/**
 * Times for people ('Tue, Dec 1 · 8-10 AM'), with Intl only: no date library, so the browser may use it
 * too. Written in the provider's zone, in US English as the rest of the site.
 */
import { zoneFormatter } from './wall-clock.rules';

interface WallParts {
  /** 'Tue, Dec 1' */
  date: string;
  /** '8', '8:30', '12' */
  clock: string;
  /** 'AM' or 'PM' */
  period: string;
  /** 'CDT', 'CST', 'MST' (or 'GMT-3' where the zone has no abbreviation in English) */
  zoneName: string;
}

const LABEL_PARTS: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZoneName: 'short',
};

function wallPartsOf(instant: Date, timeZone: string): WallParts {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of zoneFormatter('label', timeZone, LABEL_PARTS).formatToParts(instant))
    part[type] = value;
  return {
    date: `${part.weekday}, ${part.month} ${part.day}`,
    // Minutes only when they are not ':00', as the hours dialog writes them ('9 AM', '5:30 PM').
    clock: part.minute === '00' ? `${part.hour}` : `${part.hour}:${part.minute}`,
    period: part.dayPeriod ?? '',
    zoneName: part.timeZoneName ?? '',
  };
}

/** 'Sun, Mar 8' for the instant's date in the zone. */
export function dateLabel(instant: Date, timeZone: string): string {
  return wallPartsOf(instant, timeZone).date;
}

/** '2:30 AM', '2 AM', '12 PM' for the instant's wall time in the zone. */
export function clockLabel(instant: Date, timeZone: string): string {
  const { clock, period } = wallPartsOf(instant, timeZone);
  return `${clock} ${period}`;
}

export interface VisitTimes {
  start: Date;
  end: Date;
  /** When set, people are told the window the visit starts in (8-10 AM), not how long it lasts. */
  arrivalWindowMinutes: number | null;
}

/**
 * When a visit is, for its people and the client: 'Tue, Dec 1 · 8-10 AM' (an arrival window),
 * 'Tue, Dec 1 · 8:30 AM-12 PM'. A shared AM/PM is written once; the zone's abbreviation only when the
 * two ends differ in offset, the night clocks change ('Sun, Nov 1 · 1:30 AM CDT-1:30 AM CST').
 */
export function visitWhenLabel(visit: VisitTimes, timeZone: string): string {
  const shownEnd = visit.arrivalWindowMinutes
    ? new Date(visit.start.getTime() + visit.arrivalWindowMinutes * 60_000)
    : visit.end;
  return `${dateLabel(visit.start, timeZone)} · ${spanLabel(visit.start, shownEnd, timeZone)}`;
}

/**
 * From one instant to another, without the first day: '8-10 AM', '8:30 AM-12 PM', '10 PM-Wed, Dec 2, 2 AM',
 * '1:30 AM CDT-1:30 AM CST' (a booking's arrival window, docs/plans/online-booking.md §2.2).
 */
export function spanLabel(start: Date, end: Date, timeZone: string): string {
  const from = wallPartsOf(start, timeZone);
  const to = wallPartsOf(end, timeZone);
  // An end at midnight belongs to the day it closes (10 PM-12 AM), not the next one.
  const endDate = wallPartsOf(new Date(end.getTime() - 1), timeZone).date;
  const endDay = endDate === from.date ? '' : `${endDate}, `;
  if (from.zoneName !== to.zoneName) {
    return `${from.clock} ${from.period} ${from.zoneName}-${endDay}${to.clock} ${to.period} ${to.zoneName}`;
  }
  const fromClock = from.period === to.period && !endDay ? from.clock : `${from.clock} ${from.period}`;
  return `${fromClock}-${endDay}${to.clock} ${to.period}`;
}
