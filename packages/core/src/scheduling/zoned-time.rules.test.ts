import { describe, expect, it } from 'vitest';
import type { OpenInterval } from '../providers/open-hours.schemas';
import {
  formatWireTime,
  isoWeekdayOf,
  isWithinOpenHours,
  localDateOf,
  parseWireTime,
  wallMinutesOf,
  zoneTransitions,
} from './zoned-time.rules';

/**
 * Expected instants are worked out by hand from the offsets: Chicago is -06:00 (CST) and -05:00 (CDT),
 * New York -05:00 and -04:00, Phoenix -07:00 all year. In 2026 clocks go forward on Mar 8 at 2 AM and
 * back on Nov 1 at 2 AM; in 2027 on Mar 14 and Nov 7.
 */
const CHICAGO = 'America/Chicago';
const NEW_YORK = 'America/New_York';
const PHOENIX = 'America/Phoenix';
const at = (iso: string) => new Date(iso);

function instantOf(value: string, timeZone: string): string {
  const parsed = parseWireTime(value, timeZone);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.instant.toISOString();
}

function refusalOf(value: string, timeZone: string): string {
  const parsed = parseWireTime(value, timeZone);
  if (parsed.ok) throw new Error(`${value} was read as ${parsed.instant.toISOString()}`);
  return parsed.message;
}

const hours = (minutes: number) => minutes / 60;
const lengthInHours = (start: string, end: string, timeZone: string) =>
  hours((Date.parse(instantOf(end, timeZone)) - Date.parse(instantOf(start, timeZone))) / 60_000);

describe('times on the wire', () => {
  it('reads both 1:30 AMs of the fall-back night by their offsets', () => {
    expect(instantOf('2026-11-01T01:30:00-05:00', CHICAGO)).toBe('2026-11-01T06:30:00.000Z');
    expect(instantOf('2026-11-01T01:30:00-06:00', CHICAGO)).toBe('2026-11-01T07:30:00.000Z');
  });

  it('takes the earlier 1:30 AM when no offset is given', () => {
    expect(instantOf('2026-11-01T01:30', CHICAGO)).toBe('2026-11-01T06:30:00.000Z');
    expect(instantOf('2026-11-01T01:30:00', CHICAGO)).toBe('2026-11-01T06:30:00.000Z');
    expect(instantOf('2027-11-07T01:30', NEW_YORK)).toBe('2027-11-07T05:30:00.000Z');
  });

  it('reads an ordinary wall time with the offset of its season', () => {
    expect(instantOf('2026-03-03T09:00', CHICAGO)).toBe('2026-03-03T15:00:00.000Z');
    expect(instantOf('2026-03-10T09:00', CHICAGO)).toBe('2026-03-10T14:00:00.000Z');
    expect(instantOf('2026-03-10T09:00', PHOENIX)).toBe('2026-03-10T16:00:00.000Z');
    expect(instantOf('2026-07-01T09:00', PHOENIX)).toBe('2026-07-01T16:00:00.000Z');
  });

  it('refuses a wall time the spring-forward change skips, saying why', () => {
    expect(refusalOf('2026-03-08T02:30', CHICAGO)).toBe(
      '2:30 AM does not exist on Sun, Mar 8: clocks go forward at 2 AM.',
    );
    expect(refusalOf('2026-03-08T02:30:00-06:00', CHICAGO)).toBe(
      '2:30 AM does not exist on Sun, Mar 8: clocks go forward at 2 AM.',
    );
    expect(refusalOf('2027-03-14T02:00', NEW_YORK)).toBe(
      '2 AM does not exist on Sun, Mar 14: clocks go forward at 2 AM.',
    );
    // Phoenix keeps its clocks: 2:30 AM exists there that night.
    expect(instantOf('2026-03-08T02:30', PHOENIX)).toBe('2026-03-08T09:30:00.000Z');
  });

  it('refuses an offset that is not the zone’s at that wall time', () => {
    expect(refusalOf('2026-03-01T09:00:00-05:00', CHICAGO)).toBe(
      '-05:00 is not the offset of 9 AM on Sun, Mar 1 in America/Chicago.',
    );
    expect(refusalOf('2026-11-01T01:30:00-04:00', CHICAGO)).toBe(
      '-04:00 is not the offset of 1:30 AM on Sun, Nov 1 in America/Chicago.',
    );
  });

  it('reads a UTC time as the instant it names', () => {
    expect(instantOf('2026-03-10T14:00:00Z', CHICAGO)).toBe('2026-03-10T14:00:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const value of [
      '2026-02-30T09:00',
      'tomorrow',
      '2026-03-10 09:00',
      '2026-03-10T09:00+5',
      '2026-03-10',
      '',
    ]) {
      expect(refusalOf(value, CHICAGO)).toBe('Enter a date and time such as 2026-03-10T09:00');
    }
  });

  it('measures a visit on the change nights by the clock that ran', () => {
    expect(lengthInHours('2026-11-01T01:00', '2026-11-01T03:00', CHICAGO)).toBe(3);
    expect(lengthInHours('2026-03-08T01:00', '2026-03-08T04:00', CHICAGO)).toBe(2);
    expect(lengthInHours('2026-03-08T01:00', '2026-03-08T04:00', PHOENIX)).toBe(3);
  });

  it('writes an instant with the offset it has in the zone', () => {
    expect(formatWireTime(at('2026-11-01T06:30:00Z'), CHICAGO)).toBe('2026-11-01T01:30:00-05:00');
    expect(formatWireTime(at('2026-11-01T07:30:00Z'), CHICAGO)).toBe('2026-11-01T01:30:00-06:00');
    expect(formatWireTime(at('2026-07-01T16:00:00Z'), PHOENIX)).toBe('2026-07-01T09:00:00-07:00');
    expect(formatWireTime(at('2026-07-01T13:00:00Z'), NEW_YORK)).toBe('2026-07-01T09:00:00-04:00');
  });

  it('reads back what it writes, on both sides of the repeated hour', () => {
    for (const iso of ['2026-11-01T06:30:00.000Z', '2026-11-01T07:30:00.000Z', '2026-03-08T08:00:00.000Z']) {
      expect(instantOf(formatWireTime(at(iso), CHICAGO), CHICAGO)).toBe(iso);
    }
  });
});

describe('the wall clock of an instant', () => {
  it('gives the local date, minutes after midnight and weekday', () => {
    // 04:30Z on Tue Mar 10 is still Monday 11:30 PM in Chicago (CDT).
    const lateMonday = at('2026-03-10T04:30:00Z');
    expect(localDateOf(lateMonday, CHICAGO)).toBe('2026-03-09');
    expect(wallMinutesOf(lateMonday, CHICAGO)).toBe(23 * 60 + 30);
    expect(isoWeekdayOf(lateMonday, CHICAGO)).toBe(1);
    expect(localDateOf(lateMonday, NEW_YORK)).toBe('2026-03-10');
    expect(isoWeekdayOf(lateMonday, NEW_YORK)).toBe(2);
  });

  it('reads both 1:30 AMs of the fall-back night as minute 90', () => {
    expect(wallMinutesOf(at('2026-11-01T06:30:00Z'), CHICAGO)).toBe(90);
    expect(wallMinutesOf(at('2026-11-01T07:30:00Z'), CHICAGO)).toBe(90);
  });
});

describe('zone changes in a range', () => {
  it('finds the one change in the week of Mar 8, with the offsets either side', () => {
    // Sun Mar 8 00:00 CST to Sun Mar 15 00:00 CDT.
    expect(zoneTransitions(at('2026-03-08T06:00:00Z'), at('2026-03-15T05:00:00Z'), CHICAGO)).toEqual([
      { at: at('2026-03-08T08:00:00Z'), offsetBefore: '-06:00', offsetAfter: '-05:00' },
    ]);
  });

  it('finds both changes of a year, and none in Phoenix', () => {
    const year = [at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z')] as const;
    expect(zoneTransitions(...year, NEW_YORK)).toEqual([
      { at: at('2026-03-08T07:00:00Z'), offsetBefore: '-05:00', offsetAfter: '-04:00' },
      { at: at('2026-11-01T06:00:00Z'), offsetBefore: '-04:00', offsetAfter: '-05:00' },
    ]);
    expect(zoneTransitions(...year, PHOENIX)).toEqual([]);
  });

  it('counts a change at the start of the range and not one at its end', () => {
    const change = at('2026-11-01T07:00:00Z');
    expect(zoneTransitions(change, at('2026-11-02T00:00:00Z'), CHICAGO)).toHaveLength(1);
    expect(zoneTransitions(at('2026-10-31T00:00:00Z'), change, CHICAGO)).toHaveLength(0);
  });
});

describe('within open hours, by wall time', () => {
  const weekdays8to5: OpenInterval[] = [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    opensMinute: 8 * 60,
    closesMinute: 17 * 60,
  }));
  const inside = (start: string, end: string, intervals: OpenInterval[] = weekdays8to5) =>
    isWithinOpenHours(at(start), at(end), intervals, CHICAGO);

  it('opens at 8 AM on the Monday after the spring change, an hour earlier in UTC', () => {
    expect(inside('2026-03-02T14:00:00Z', '2026-03-02T16:00:00Z')).toBe(true); // Mon Mar 2, 8-10 AM CST
    expect(inside('2026-03-09T13:00:00Z', '2026-03-09T15:00:00Z')).toBe(true); // Mon Mar 9, 8-10 AM CDT
    expect(inside('2026-03-09T12:00:00Z', '2026-03-09T14:00:00Z')).toBe(false); // 7-9 AM CDT
  });

  it('closes at 5 PM by the wall clock of each season', () => {
    expect(inside('2026-03-06T22:00:00Z', '2026-03-06T23:00:00Z')).toBe(true); // Fri Mar 6, 4-5 PM CST
    expect(inside('2026-03-09T22:00:00Z', '2026-03-09T23:00:00Z')).toBe(false); // Mon Mar 9, 5-6 PM CDT
  });

  it('is outside on a closed day', () => {
    expect(inside('2026-03-14T15:00:00Z', '2026-03-14T16:00:00Z')).toBe(false); // Sat Mar 14, 10-11 AM
  });

  it('crosses midnight only where both days join', () => {
    const allWeekend: OpenInterval[] = [
      { weekday: 6, opensMinute: 0, closesMinute: 1440 },
      { weekday: 7, opensMinute: 0, closesMinute: 1440 },
    ];
    const saturdayOnly: OpenInterval[] = [
      { weekday: 6, opensMinute: 0, closesMinute: 1440 },
      { weekday: 7, opensMinute: 8 * 60, closesMinute: 17 * 60 },
    ];
    // Sat Mar 14 10 PM to Sun Mar 15 2 AM (CDT).
    expect(inside('2026-03-15T03:00:00Z', '2026-03-15T07:00:00Z', allWeekend)).toBe(true);
    expect(inside('2026-03-15T03:00:00Z', '2026-03-15T07:00:00Z', saturdayOnly)).toBe(false);
  });

  it('lets a visit end at midnight on a day open until then', () => {
    const fridayToMidnight: OpenInterval[] = [{ weekday: 5, opensMinute: 8 * 60, closesMinute: 1440 }];
    // Fri Mar 13 10 PM to midnight (CDT); Saturday is closed.
    expect(inside('2026-03-14T03:00:00Z', '2026-03-14T05:00:00Z', fridayToMidnight)).toBe(true);
  });

  it('joins intervals that touch, not ones with a break between', () => {
    const touching: OpenInterval[] = [
      { weekday: 2, opensMinute: 13 * 60, closesMinute: 17 * 60 },
      { weekday: 2, opensMinute: 8 * 60, closesMinute: 13 * 60 },
    ];
    const lunchBreak: OpenInterval[] = [
      { weekday: 2, opensMinute: 8 * 60, closesMinute: 12 * 60 },
      { weekday: 2, opensMinute: 13 * 60, closesMinute: 17 * 60 },
    ];
    // Tue Mar 10, 11 AM-2 PM (CDT).
    expect(inside('2026-03-10T16:00:00Z', '2026-03-10T19:00:00Z', touching)).toBe(true);
    expect(inside('2026-03-10T16:00:00Z', '2026-03-10T19:00:00Z', lunchBreak)).toBe(false);
  });
});
