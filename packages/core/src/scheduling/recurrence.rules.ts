import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';
import type { Recurrence, Repeat, SeriesEnd } from './recurrence.schemas';
import { instantOf, zonedOf } from './zoned-time.rules';

/**
 * A series' visits (issue 33, docs/plans/scheduling.md §1.6): the repeat form as an RFC 5545 RRULE, and
 * its occurrences as instants that keep the wall time across daylight-saving changes. Server side only.
 */

/** RFC 5545 weekday codes by ISO weekday (Monday = 1). */
const RRULE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const dayCode = (isoWeekday: number) => RRULE_WEEKDAYS[isoWeekday - 1];

/**
 * The RRULE value kept with the series ('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=10'); DTSTART and the
 * zone are kept beside it. UNTIL is the last local date, inclusive ('UNTIL=20260317'): RFC 5545 wants
 * a UTC time there, which this form never needs because the rule is expanded on the wall clock.
 */
export function rruleOf(repeat: Repeat, ends: SeriesEnd): string {
  const end = 'count' in ends ? `COUNT=${ends.count}` : `UNTIL=${ends.until.replaceAll('-', '')}`;
  return [...repeatParts(repeat), end].join(';');
}

function repeatParts(repeat: Repeat): string[] {
  if (repeat.every === 'week') {
    const days = [...new Set(repeat.weekdays)].toSorted((a, b) => a - b).map(dayCode);
    const interval = repeat.interval > 1 ? [`INTERVAL=${repeat.interval}`] : [];
    return ['FREQ=WEEKLY', ...interval, `BYDAY=${days.join(',')}`];
  }
  if ('week' in repeat) return ['FREQ=MONTHLY', `BYDAY=${repeat.week}${dayCode(repeat.weekday)}`];
  return ['FREQ=MONTHLY', ...monthDayParts(repeat.dayOfMonth)];
}

/**
 * Days 1-28 are in every month. The 31st is the last day (BYMONTHDAY=-1); the 29th and 30th are that
 * day, or the last day of a shorter month: RFC 5545 alone would skip those months, which no one who
 * books 'every month on the 30th' expects (Jobber and Outlook move it to the last day too).
 */
function monthDayParts(day: number): string[] {
  if (day <= 28) return [`BYMONTHDAY=${day}`];
  if (day === 31) return ['BYMONTHDAY=-1'];
  const candidates = Array.from({ length: day - 27 }, (_, index) => 28 + index);
  return [`BYMONTHDAY=${candidates.join(',')}`, 'BYSETPOS=-1'];
}

export interface Series extends Recurrence {
  /** The provider's IANA zone: the series keeps its wall time there. */
  timeZone: string;
}

export interface Occurrence {
  /** The series' slot, a local date: one visit row per date (unique with the series). */
  occurrenceDate: string;
  start: Date;
  end: Date;
  /** True when the wall time does not exist that day (spring forward) and the visit moved later. */
  shifted: boolean;
}

/** The wall clock as a zone that never changes offset, so the rule sees every local time. */
const onWallClock = (wall: Temporal.PlainDateTime) => wall.toZonedDateTime('UTC');

/**
 * The series' visits starting in [from, to). The rule is expanded on the wall clock, then each wall time
 * is placed in the zone: 9 AM stays 9 AM across the changes; a time the spring-forward change skips
 * moves later by the jump (2:30 AM is 3:30 AM, flagged `shifted`) where RFC 5545 would drop the visit;
 * a time the fall-back change repeats is the earlier one, as a single visit. COUNT counts from the
 * first visit, whatever the range.
 */
export function occurrencesOf(series: Series, range: { from: Date; to: Date }): Occurrence[] {
  return storedOccurrencesOf(
    {
      rrule: rruleOf(series.repeat, series.ends),
      startsLocal: series.start,
      durationMinutes: series.durationMinutes,
      timeZone: series.timeZone,
    },
    range,
  );
}

/** A series as its row keeps it (visit_series): the RRULE value, DTSTART's wall time, its zone and length. */
export interface StoredSeries {
  rrule: string;
  startsLocal: string;
  durationMinutes: number;
  timeZone: string;
}

/** `occurrencesOf` for a series already stored: extending it a month at a time gives the same visits. */
export function storedOccurrencesOf(series: StoredSeries, range: { from: Date; to: Date }): Occurrence[] {
  const rule = new RRuleTemporal({
    rruleString: series.rrule,
    dtstart: onWallClock(Temporal.PlainDateTime.from(series.startsLocal)),
  });
  // A day either side: a shifted or repeated hour can move a visit's instant across the range's edge.
  const wallFrom = onWallClock(zonedOf(range.from, series.timeZone).toPlainDateTime()).subtract({ days: 1 });
  const wallTo = onWallClock(zonedOf(range.to, series.timeZone).toPlainDateTime()).add({ days: 1 });
  return rule
    .between(wallFrom, wallTo, true)
    .map((generated) => occurrenceAt(generated.toPlainDateTime(), series))
    .filter(({ start }) => start >= range.from && start < range.to);
}

function occurrenceAt(wall: Temporal.PlainDateTime, series: StoredSeries): Occurrence {
  // 'compatible': later across a gap, earlier in an overlap (Temporal's default, as RFC 5545 says for DTSTART).
  const start = wall.toZonedDateTime(series.timeZone, { disambiguation: 'compatible' });
  return {
    occurrenceDate: wall.toPlainDate().toString(),
    start: instantOf(start),
    end: instantOf(start.add({ minutes: series.durationMinutes })),
    shifted: !start.toPlainDateTime().equals(wall),
  };
}
