import { Temporal } from 'temporal-polyfill';
import { MINUTES_PER_DAY, type OpenInterval } from '../providers/open-hours.schemas';
import { addDays } from '../scheduling/calendar-days.rules';
import { clockLabel, dateLabel, spanLabel } from '../scheduling/time-labels.rules';
import { wallClockOf } from '../scheduling/wall-clock.rules';
import { formatWireTime, openSpansOf, parseWireTime, zoneTransitions } from '../scheduling/zoned-time.rules';
import type { BookingMode } from './booking.constants';
import type { AvailabilityAnswer } from './booking-availability.schemas';
import { zoneNameOf } from './booking-labels.rules';

/**
 * The times a visitor may book (issue 34 item 2, docs/plans/online-booking.md §2.1-2.2), pure and
 * server-only (it reads wall times back to instants with Temporal on the nights clocks change).
 *
 * Each local date from today to the horizon's last day: the weekday's open spans, the candidate starts in
 * them (arrival windows inside a span, or a start every step from opening with the work done by closing),
 * each as an instant. Windows are wall times (8-10 AM stays 8-10 AM across a change), durations elapsed
 * minutes; a start the spring change skips is not offered, one the fall change repeats is offered once, the
 * earlier. A candidate survives the notice, team time off, the day's booking limit, and needs a member free
 * for [start - buffer, reservation end + buffer) against busy visits and that member's own time off: a
 * sweep over each member's sorted intervals, O(candidates + intervals).
 */

export interface Interval {
  start: Date;
  end: Date;
}

export interface AvailabilityRules {
  mode: BookingMode;
  /** Arrival windows in wall minutes (windows mode). */
  windows: readonly { startsMinute: number; endsMinute: number }[];
  /** A start every so many minutes from opening (start-times mode). */
  startStepMinutes: number | null;
  /** The offer's length, elapsed. */
  durationMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
  bufferMinutes: number;
  /** Most online bookings per local date; null: none. */
  dailyLimit: number | null;
}

export interface BookableMember {
  userId: string;
  /** Their visits (any company's), unpadded. */
  busy: readonly Interval[];
  timeOff: readonly Interval[];
}

export interface AvailabilityInput {
  timeZone: string;
  now: Date;
  openHours: readonly OpenInterval[];
  rules: AvailabilityRules;
  members: readonly BookableMember[];
  /** Time off of the whole team (holidays). */
  teamTimeOff: readonly Interval[];
  /** Online bookings already counted per local date ('YYYY-MM-DD'). */
  bookedPerDay: ReadonlyMap<string, number>;
  /** The first date asked ('YYYY-MM-DD'; today when unset) and how many days from it. */
  fromDate?: string;
  days?: number;
}

export interface BookableSlot {
  start: Date;
  /** The end of what the booking reserves: the window's end, or later when the work outlasts it. */
  end: Date;
  /** '8-10 AM' (a window), '8:30 AM' (a start time). */
  label: string;
  /** The members free for it, in the order given. */
  memberIds: string[];
}

export interface AvailabilityDay {
  date: string;
  /** 'Tue, Dec 1' */
  label: string;
  /** The day had times to offer (open, after the notice, no holiday) and none is left, or its limit is reached. */
  full: boolean;
  slots: BookableSlot[];
}

interface Candidate {
  start: Date;
  end: Date;
  label: string;
}

const MINUTE_MS = 60_000;

/** The bookable days from `fromDate` (or today) to the horizon's last day, in the provider's zone. */
export function availabilityOf(input: AvailabilityInput): AvailabilityDay[] {
  return computeDays(input, false);
}

/** The first bookable time (search's 'Next: Tue 8-10 AM'), or null when none is open within the horizon. */
export function nextBookableSlot(input: AvailabilityInput): BookableSlot | null {
  for (const day of computeDays(input, true)) if (day.slots[0]) return day.slots[0];
  return null;
}

/** The wire answer (§2.2): starts with the zone's offset, labels written, members left out (the server's). */
export function availabilityAnswerOf(
  days: readonly AvailabilityDay[],
  timeZone: string,
  now: Date,
): AvailabilityAnswer {
  return {
    timeZone,
    zoneName: zoneNameOf(timeZone, now),
    days: days.map((day) => ({
      date: day.date,
      label: day.label,
      full: day.full,
      slots: day.slots.map((slot) => ({ start: formatWireTime(slot.start, timeZone), label: slot.label })),
    })),
  };
}

function computeDays(input: AvailabilityInput, firstOnly: boolean): AvailabilityDay[] {
  const { timeZone, now, rules } = input;
  const earliest = new Date(now.getTime() + rules.noticeMinutes * MINUTE_MS);
  const today = wallClockOf(now, timeZone).date;
  const lastDay = addDays(today, rules.horizonDays - 1);
  // Days wholly inside the notice have nothing to offer: the answer starts with the first that may.
  const firstDay = [input.fromDate ?? today, today, wallClockOf(earliest, timeZone).date].reduce(later);
  const untilDay = input.days === undefined ? lastDay : earlier(lastDay, addDays(firstDay, input.days - 1));
  if (firstDay > untilDay) return [];

  const changeDays = changeDaysOf(firstDay, untilDay, timeZone);
  const teamOff = sweepOf(input.teamTimeOff);
  const memberSweeps = input.members.map((member) => ({
    userId: member.userId,
    isFree: sweepOf([...member.busy, ...member.timeOff]),
  }));
  const labels = new Map<string, string>();
  const bufferMs = rules.bufferMinutes * MINUTE_MS;

  const days: AvailabilityDay[] = [];
  // The offset only changes on change days: read once, and again after each of them.
  let plainOffset: number | null = null;
  for (let date = firstDay; date <= untilDay; date = addDays(date, 1)) {
    let clock: DayClock;
    if (changeDays.has(date)) {
      clock = changeDayClock(date, timeZone);
      plainOffset = null;
    } else {
      plainOffset ??= dayOffsetOf(date, timeZone);
      clock = plainDayClock(date, plainOffset);
    }
    const candidates = candidatesOf(date, input, clock, labels).filter(
      (candidate) =>
        candidate.start >= earliest && teamOff(candidate.start.getTime(), candidate.end.getTime()),
    );
    const booked = input.bookedPerDay.get(date) ?? 0;
    const limitReached = rules.dailyLimit !== null && booked >= rules.dailyLimit;
    const slots: BookableSlot[] = [];
    if (!limitReached) {
      for (const candidate of candidates) {
        const from = candidate.start.getTime() - bufferMs;
        const to = candidate.end.getTime() + bufferMs;
        const memberIds = memberSweeps
          .filter((member) => member.isFree(from, to))
          .map((member) => member.userId);
        if (memberIds.length > 0) slots.push({ ...candidate, memberIds });
      }
    }
    days.push({
      date,
      label: dateLabel(clock.instantOf(12 * 60) ?? clock.endOf(12 * 60), timeZone),
      full: limitReached || (candidates.length > 0 && slots.length === 0),
      slots,
    });
    if (firstOnly && slots.length > 0) break;
  }
  return days;
}

/** A day's wall minutes as instants: a start that does not exist is null; an end always has an instant. */
interface DayClock {
  /** The start at that wall minute (the earlier when it happens twice), null in the skipped hour. */
  instantOf(minute: number): Date | null;
  /** An end at that wall minute; one in the skipped hour ends as late as the clock shows it. */
  endOf(minute: number): Date;
  /** Whether labels of this day read the same as on any other plain day. */
  plain: boolean;
}

/** The offset of a day without a change, in minutes: read at its local noon with the cached Intl formatter. */
function dayOffsetOf(date: string, timeZone: string): number {
  const noonUtc = Date.parse(`${date}T12:00:00Z`);
  return offsetMinutesAt(
    new Date(noonUtc - offsetMinutesAt(new Date(noonUtc), timeZone) * MINUTE_MS),
    timeZone,
  );
}

/** A day without a change: one offset, plain arithmetic. */
function plainDayClock(date: string, offset: number): DayClock {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  const at = (minute: number) => new Date(midnightUtc + (minute - offset) * MINUTE_MS);
  return { instantOf: at, endOf: at, plain: true };
}

/** The night clocks change: Temporal, per candidate. */
function changeDayClock(date: string, timeZone: string): DayClock {
  const wallOf = (minute: number) => {
    const day = minute >= MINUTES_PER_DAY ? addDays(date, 1) : date;
    const rest = minute % MINUTES_PER_DAY;
    const hh = String(Math.floor(rest / 60)).padStart(2, '0');
    const mm = String(rest % 60).padStart(2, '0');
    return `${day}T${hh}:${mm}`;
  };
  return {
    instantOf(minute) {
      const read = parseWireTime(wallOf(minute), timeZone);
      return read.ok ? read.instant : null;
    },
    endOf(minute) {
      const zoned = Temporal.PlainDateTime.from(wallOf(minute)).toZonedDateTime(timeZone, {
        disambiguation: 'compatible',
      });
      return new Date(zoned.epochMilliseconds);
    },
    plain: false,
  };
}

/** '-05:00' → -300 (Intl's longOffset, read by wallClockOf). */
function offsetMinutesAt(instant: Date, timeZone: string): number {
  const match = /^([+-])(\d{2}):(\d{2})/.exec(wallClockOf(instant, timeZone).offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Local dates on which the zone's offset changes (and the day before, when it changes at midnight). */
function changeDaysOf(firstDay: string, untilDay: string, timeZone: string): Set<string> {
  const from = new Date(Date.parse(`${addDays(firstDay, -1)}T00:00:00Z`));
  const to = new Date(Date.parse(`${addDays(untilDay, 2)}T00:00:00Z`));
  const dates = new Set<string>();
  for (const change of zoneTransitions(from, to, timeZone)) {
    dates.add(wallClockOf(change.at, timeZone).date);
    dates.add(wallClockOf(new Date(change.at.getTime() - 1), timeZone).date);
  }
  return dates;
}

function candidatesOf(
  date: string,
  input: AvailabilityInput,
  clock: DayClock,
  labels: Map<string, string>,
): Candidate[] {
  const { rules, timeZone } = input;
  const spans = openSpansOf(input.openHours, isoWeekdayOfDate(date));
  const durationMs = rules.durationMinutes * MINUTE_MS;
  const candidates: Candidate[] = [];
  // Labels read the same on every plain day: made once per wall time, not once per day.
  const labelOf = (key: string, make: () => string) => {
    if (!clock.plain) return make();
    let label = labels.get(key);
    if (label === undefined) {
      label = make();
      labels.set(key, label);
    }
    return label;
  };

  if (rules.mode === 'windows') {
    const windows = rules.windows.toSorted((a, b) => a.startsMinute - b.startsMinute);
    for (const window of windows) {
      if (!spans.some((span) => span.opens <= window.startsMinute && window.endsMinute <= span.closes))
        continue;
      const start = clock.instantOf(window.startsMinute);
      if (!start) continue;
      const windowEnd = clock.endOf(window.endsMinute);
      // The window must lie in open hours; the work may run past closing (§2.1).
      const end = new Date(Math.max(windowEnd.getTime(), start.getTime() + durationMs));
      const label = labelOf(`w${window.startsMinute}-${window.endsMinute}`, () =>
        spanLabel(start, windowEnd, timeZone),
      );
      candidates.push({ start, end, label });
    }
  } else {
    addStartTimes(candidates, spans, rules, clock, (minute, start) =>
      labelOf(`s${minute}`, () => clockLabel(start, timeZone)),
    );
  }
  // Wall order is instant order (the earlier of a repeated time, none in the gap); sorted all the same,
  // as the sweeps need non-decreasing starts.
  return candidates.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** A start every step from each span's opening, the work done by its closing (elapsed minutes). */
function addStartTimes(
  candidates: Candidate[],
  spans: readonly { opens: number; closes: number }[],
  rules: AvailabilityRules,
  clock: DayClock,
  labelOf: (minute: number, start: Date) => string,
): void {
  const step = rules.startStepMinutes ?? 60;
  const durationMs = rules.durationMinutes * MINUTE_MS;
  for (const span of spans) {
    const closes = clock.endOf(span.closes).getTime();
    for (let minute = span.opens; minute < span.closes; minute += step) {
      const start = clock.instantOf(minute);
      if (!start) continue;
      const end = new Date(start.getTime() + durationMs);
      if (end.getTime() > closes) break;
      candidates.push({ start, end, label: labelOf(minute, start) });
    }
  }
}

/** Monday = 1 … Sunday = 7 of a 'YYYY-MM-DD' date. */
function isoWeekdayOfDate(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
}

/**
 * Whether [from, to) misses every interval, asked with non-decreasing `from`: the intervals are sorted and
 * joined once, and a cursor only moves forward, so a whole horizon costs one pass over them.
 */
function sweepOf(intervals: readonly Interval[]): (from: number, to: number) => boolean {
  const sorted = intervals
    .map((interval) => ({ start: interval.start.getTime(), end: interval.end.getTime() }))
    .filter((interval) => interval.end > interval.start)
    .sort((a, b) => a.start - b.start);
  const joined: { start: number; end: number }[] = [];
  for (const interval of sorted) {
    const previous = joined.at(-1);
    if (previous && interval.start <= previous.end) previous.end = Math.max(previous.end, interval.end);
    else joined.push({ ...interval });
  }
  let cursor = 0;
  return (from, to) => {
    while (cursor < joined.length && (joined[cursor]?.end ?? 0) <= from) cursor += 1;
    const next = joined[cursor];
    return !next || next.start >= to;
  };
}

function later(a: string, b: string): string {
  return a > b ? a : b;
}

function earlier(a: string, b: string): string {
  return a < b ? a : b;
}
