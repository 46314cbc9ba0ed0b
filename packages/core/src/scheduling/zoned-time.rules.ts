import { Temporal } from 'temporal-polyfill';
import { MINUTES_PER_DAY, type OpenInterval } from '../providers/open-hours.schemas';
import { wireTimeMessages } from './scheduling.messages';
import { clockLabel, dateLabel } from './time-labels.rules';
import { wallClockOf } from './wall-clock.rules';
import { WIRE_TIME_PATTERN } from './zoned-time.schemas';

/**
 * Instants and the provider's wall clock (issue 33, docs/plans/scheduling.md §4): visits are stored as
 * instants and read and written as wall times in the provider's zone. Server side only: Temporal never
 * reaches the browser (.dependency-cruiser.cjs 'web-without-temporal').
 */

export function zonedOf(instant: Date, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
}

export function instantOf(zoned: Temporal.ZonedDateTime): Date {
  return new Date(zoned.epochMilliseconds);
}

export type WireTimeResult = { ok: true; instant: Date } | { ok: false; message: string };

/**
 * A time from the wire, read in the provider's zone. With an offset, the offset must be the zone's at
 * that wall time (a client that computed it wrongly is told so, never silently moved); 'Z' is an exact
 * instant. Without one, a wall time the fall-back change repeats is the earlier of the two (as Google
 * Calendar), and one the spring-forward change skips is refused.
 */
export function parseWireTime(value: string, timeZone: string): WireTimeResult {
  const match = WIRE_TIME_PATTERN.exec(value);
  const wallText = match?.[1];
  const offset = match?.[2];
  if (!wallText) return { ok: false, message: wireTimeMessages.invalid };
  let wall: Temporal.PlainDateTime;
  try {
    wall = Temporal.PlainDateTime.from(wallText);
  } catch {
    return { ok: false, message: wireTimeMessages.invalid }; // Feb 30, 25:00
  }
  if (offset === 'Z') return { ok: true, instant: new Date(Temporal.Instant.from(value).epochMilliseconds) };
  const earlier = wall.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  if (!earlier.toPlainDateTime().equals(wall)) return { ok: false, message: gapMessage(wall, earlier) };
  if (!offset) return { ok: true, instant: instantOf(earlier) };
  try {
    const zoned = Temporal.ZonedDateTime.from(`${wallText}${offset}[${timeZone}]`, { offset: 'reject' });
    return { ok: true, instant: instantOf(zoned) };
  } catch {
    const shown = wallAsDate(wall);
    return {
      ok: false,
      message: wireTimeMessages.wrongOffset(
        offset,
        clockLabel(shown, 'UTC'),
        dateLabel(shown, 'UTC'),
        timeZone,
      ),
    };
  }
}

/** '2:30 AM does not exist on Sun, Mar 8: clocks go forward at 2 AM.' */
function gapMessage(wall: Temporal.PlainDateTime, justBefore: Temporal.ZonedDateTime): string {
  const change = justBefore.getTimeZoneTransition('next');
  if (!change) return wireTimeMessages.invalid; // a gap always ends in a change; kept for the types
  // The wall clock the moment before the change reads its old offset: 3 AM CDT is 2 AM by CST.
  const jump = change.offsetNanoseconds - justBefore.offsetNanoseconds;
  const changeWall = change.toPlainDateTime().subtract({ nanoseconds: jump });
  const shown = wallAsDate(wall);
  return wireTimeMessages.inGap(
    clockLabel(shown, 'UTC'),
    dateLabel(shown, 'UTC'),
    clockLabel(wallAsDate(changeWall), 'UTC'),
  );
}

/** A wall time that may not exist in the zone, as a Date read back in UTC (only to label it). */
function wallAsDate(wall: Temporal.PlainDateTime): Date {
  return instantOf(wall.toZonedDateTime('UTC'));
}

/** '2026-11-01T01:30:00-05:00': the instant's wall time in the zone with that moment's offset. */
export function formatWireTime(instant: Date, timeZone: string): string {
  const clock = wallClockOf(instant, timeZone);
  return `${clock.date}T${clock.time}${clock.offset}`;
}

/** 'YYYY-MM-DD': the instant's date in the zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return wallClockOf(instant, timeZone).date;
}

/** Minutes after local midnight on the wall clock (1:30 AM is 90 both times it happens). */
export function wallMinutesOf(instant: Date, timeZone: string): number {
  return wallClockOf(instant, timeZone).minutes;
}

/** Monday = 1 … Sunday = 7, as open hours count them. */
export function isoWeekdayOf(instant: Date, timeZone: string): number {
  return wallClockOf(instant, timeZone).isoWeekday;
}

export interface ZoneTransition {
  at: Date;
  /** '-06:00' */
  offsetBefore: string;
  /** '-05:00' */
  offsetAfter: string;
}

/** The zone's offset changes in [from, to): the calendar labels that night's hours '1:30 AM CDT / CST'. */
export function zoneTransitions(from: Date, to: Date, timeZone: string): ZoneTransition[] {
  const transitions: ZoneTransition[] = [];
  let cursor = zonedOf(from, timeZone).subtract({ nanoseconds: 1 });
  for (;;) {
    const next = cursor.getTimeZoneTransition('next');
    if (!next || next.epochMilliseconds >= to.getTime()) return transitions;
    transitions.push({
      at: instantOf(next),
      offsetBefore: next.subtract({ nanoseconds: 1 }).offset,
      offsetAfter: next.offset,
    });
    cursor = next;
  }
}

/**
 * Whether a visit lies within open hours, by wall time: 8 AM on the Monday after the spring change is
 * inside 8-5 although its instant is an hour earlier than the week before. Each local day it touches
 * must be open for the part it uses, so a visit across midnight needs both days to join (all-day hours,
 * or hours to midnight and from it). Adjacent intervals of a day (8-12, 12-5) count as one.
 */
export function isWithinOpenHours(
  start: Date,
  end: Date,
  intervals: readonly OpenInterval[],
  timeZone: string,
): boolean {
  const first = wallClockOf(start, timeZone);
  const last = wallClockOf(end, timeZone);
  let lastDay = last.date;
  let lastMinute = last.minutes;
  // A visit ending at midnight ends on the day it closes.
  if (lastMinute === 0 && lastDay > first.date) {
    lastDay = nextDate(lastDay, -1);
    lastMinute = MINUTES_PER_DAY;
  }
  let weekday = first.isoWeekday;
  for (let day = first.date; day <= lastDay; day = nextDate(day, 1), weekday = (weekday % 7) + 1) {
    const from = day === first.date ? first.minutes : 0;
    const to = day === lastDay ? lastMinute : MINUTES_PER_DAY;
    // The fall-back night can end a visit at an earlier wall minute than it starts (1:45 CDT-1:15 CST).
    const needed = { opens: Math.min(from, to), closes: Math.max(from, to) };
    const open = openSpansOf(intervals, weekday);
    if (!open.some((span) => span.opens <= needed.opens && needed.closes <= span.closes)) return false;
  }
  return true;
}

/** 'YYYY-MM-DD' a number of calendar days later (or earlier). */
function nextDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The weekday's intervals in order, touching ones joined. */
export function openSpansOf(
  intervals: readonly OpenInterval[],
  weekday: number,
): { opens: number; closes: number }[] {
  const spans: { opens: number; closes: number }[] = [];
  const today = intervals
    .filter((interval) => interval.weekday === weekday)
    .toSorted((a, b) => a.opensMinute - b.opensMinute);
  for (const { opensMinute, closesMinute } of today) {
    const previous = spans.at(-1);
    if (previous && opensMinute <= previous.closes) previous.closes = Math.max(previous.closes, closesMinute);
    else spans.push({ opens: opensMinute, closes: closesMinute });
  }
  return spans;
}
