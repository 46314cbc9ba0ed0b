import { describe, expect, it } from 'vitest';
import { occurrencesOf, rruleOf, type Series } from './recurrence.rules';

/**
 * Expected instants are worked out by hand from the offsets (never from the code): Chicago -06:00 in
 * standard time, -05:00 in daylight time; New York -05:00 / -04:00; Phoenix -07:00 all year. Daylight
 * time runs 2026-03-08 to 2026-11-01 and 2027-03-14 to 2027-11-07.
 */
const CHICAGO = 'America/Chicago';
const NEW_YORK = 'America/New_York';
const PHOENIX = 'America/Phoenix';

const RANGE = { from: new Date('2025-01-01T00:00:00Z'), to: new Date('2029-01-01T00:00:00Z') };

function weekly(start: string, weekdays: number[], ends: Series['ends'], interval: 1 | 2 | 4 = 1) {
  return { start, durationMinutes: 60, repeat: { every: 'week', interval, weekdays }, ends } as const;
}

const slot = (occurrenceDate: string, start: string, end: string, shifted = false) => ({
  occurrenceDate,
  start: new Date(start),
  end: new Date(end),
  shifted,
});

const startsOf = (series: Series, range = RANGE) =>
  occurrencesOf(series, range).map(({ start }) => start.toISOString());

/** A 9 AM Chicago visit's instant on a date, by the calendar of daylight time above. */
function chicagoNineAm(date: string): string {
  const daylight =
    (date >= '2026-03-08' && date < '2026-11-01') || (date >= '2027-03-14' && date < '2027-11-07');
  return `${date}T${daylight ? '14' : '15'}:00:00.000Z`;
}

/** Every `days` days from `first` to `last` (inclusive), by UTC date arithmetic. */
function datesEvery(days: number, first: string, last: string): string[] {
  const dates: string[] = [];
  for (let time = Date.parse(first); time <= Date.parse(last); time += days * 86_400_000) {
    dates.push(new Date(time).toISOString().slice(0, 10));
  }
  return dates;
}

describe('the repeat form as an RRULE', () => {
  it('writes weekly rules with their days in order, and the interval when not 1', () => {
    expect(rruleOf({ every: 'week', interval: 1, weekdays: [4, 2] }, { count: 10 })).toBe(
      'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10',
    );
    expect(rruleOf({ every: 'week', interval: 2, weekdays: [2] }, { until: '2026-12-31' })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20261231',
    );
  });

  it("writes 'the second Tuesday' and 'the last Friday'", () => {
    expect(rruleOf({ every: 'month', week: 2, weekday: 2 }, { count: 3 })).toBe(
      'FREQ=MONTHLY;BYDAY=2TU;COUNT=3',
    );
    expect(rruleOf({ every: 'month', week: -1, weekday: 5 }, { count: 3 })).toBe(
      'FREQ=MONTHLY;BYDAY=-1FR;COUNT=3',
    );
  });

  it('falls on the last day of shorter months for the 29th to the 31st', () => {
    expect(rruleOf({ every: 'month', dayOfMonth: 15 }, { count: 2 })).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=15;COUNT=2',
    );
    expect(rruleOf({ every: 'month', dayOfMonth: 31 }, { count: 2 })).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=2',
    );
    expect(rruleOf({ every: 'month', dayOfMonth: 30 }, { count: 2 })).toBe(
      'FREQ=MONTHLY;BYMONTHDAY=28,29,30;BYSETPOS=-1;COUNT=2',
    );
  });
});

describe('weekly visits keep their wall time across daylight-saving changes', () => {
  it('Tuesdays at 9 AM from Mar 3, 2026: 15:00Z, then 14:00Z after clocks go forward', () => {
    const series = { ...weekly('2026-03-03T09:00', [2], { count: 3 }), timeZone: CHICAGO };
    expect(occurrencesOf(series, RANGE)).toEqual([
      slot('2026-03-03', '2026-03-03T15:00:00Z', '2026-03-03T16:00:00Z'),
      slot('2026-03-10', '2026-03-10T14:00:00Z', '2026-03-10T15:00:00Z'),
      slot('2026-03-17', '2026-03-17T14:00:00Z', '2026-03-17T15:00:00Z'),
    ]);
  });

  it('Tuesdays at 9 AM from Oct 27, 2026: 14:00Z, then 15:00Z after clocks go back', () => {
    const series = { ...weekly('2026-10-27T09:00', [2], { count: 2 }), timeZone: CHICAGO };
    expect(startsOf(series)).toEqual(['2026-10-27T14:00:00.000Z', '2026-11-03T15:00:00.000Z']);
  });

  it('every 2 weeks across all four changes of 2026 and 2027', () => {
    const series = { ...weekly('2026-01-06T09:00', [2], { until: '2027-12-31' }, 2), timeZone: CHICAGO };
    const starts = startsOf(series);
    expect(starts).toEqual(datesEvery(14, '2026-01-06', '2027-12-31').map(chicagoNineAm));
    // Either side of each change, worked out by hand.
    expect(starts).toEqual(
      expect.arrayContaining([
        '2026-03-03T15:00:00.000Z',
        '2026-03-17T14:00:00.000Z',
        '2026-10-27T14:00:00.000Z',
        '2026-11-10T15:00:00.000Z',
        '2027-03-02T15:00:00.000Z',
        '2027-03-16T14:00:00.000Z',
        '2027-10-26T14:00:00.000Z',
        '2027-11-09T15:00:00.000Z',
      ]),
    );
  });

  it('every 4 weeks across all four changes of 2026 and 2027', () => {
    const series = { ...weekly('2026-01-06T09:00', [2], { until: '2027-12-31' }, 4), timeZone: CHICAGO };
    const starts = startsOf(series);
    expect(starts).toEqual(datesEvery(28, '2026-01-06', '2027-12-31').map(chicagoNineAm));
    expect(starts).toEqual(
      expect.arrayContaining([
        '2026-03-03T15:00:00.000Z',
        '2026-03-31T14:00:00.000Z',
        '2026-10-13T14:00:00.000Z',
        '2026-11-10T15:00:00.000Z',
        '2027-03-02T15:00:00.000Z',
        '2027-03-30T14:00:00.000Z',
        '2027-10-12T14:00:00.000Z',
        '2027-11-09T15:00:00.000Z',
      ]),
    );
  });

  it('keeps one offset in Phoenix, which has no daylight time', () => {
    const series = { ...weekly('2026-03-03T09:00', [2], { until: '2026-11-10' }), timeZone: PHOENIX };
    const starts = startsOf(series);
    expect(starts).toEqual(datesEvery(7, '2026-03-03', '2026-11-10').map((date) => `${date}T16:00:00.000Z`));
  });

  it('starts on the first chosen weekday on or after the start date', () => {
    // Mon Mar 2, 2026; Tuesdays and Thursdays at 9 AM CST.
    const series = { ...weekly('2026-03-02T09:00', [2, 4], { count: 3 }), timeZone: CHICAGO };
    expect(startsOf(series)).toEqual([
      '2026-03-03T15:00:00.000Z',
      '2026-03-05T15:00:00.000Z',
      '2026-03-10T14:00:00.000Z',
    ]);
  });
});

describe('a series on the change nights', () => {
  it('moves a 2:30 AM visit the spring-forward change skips to 3:30 AM, flagged', () => {
    // Sundays 2:30 AM from Mar 1, 2026: CST 08:30Z; Mar 8 3:30 AM CDT = 08:30Z; then 2:30 AM CDT = 07:30Z.
    const series = { ...weekly('2026-03-01T02:30', [7], { count: 3 }), timeZone: CHICAGO };
    expect(occurrencesOf(series, RANGE)).toEqual([
      slot('2026-03-01', '2026-03-01T08:30:00Z', '2026-03-01T09:30:00Z'),
      slot('2026-03-08', '2026-03-08T08:30:00Z', '2026-03-08T09:30:00Z', true),
      slot('2026-03-15', '2026-03-15T07:30:00Z', '2026-03-15T08:30:00Z'),
    ]);
  });

  it('does the same in New York on Mar 14, 2027', () => {
    // Every other Sunday 2:30 AM from Feb 28, 2027: EST 07:30Z; Mar 14 3:30 AM EDT = 07:30Z; 2:30 AM EDT = 06:30Z.
    const series = { ...weekly('2027-02-28T02:30', [7], { count: 3 }, 2), timeZone: NEW_YORK };
    const occurrences = occurrencesOf(series, RANGE);
    expect(occurrences.map(({ start }) => start.toISOString())).toEqual([
      '2027-02-28T07:30:00.000Z',
      '2027-03-14T07:30:00.000Z',
      '2027-03-28T06:30:00.000Z',
    ]);
    expect(occurrences.map(({ shifted }) => shifted)).toEqual([false, true, false]);
  });

  it('takes the earlier 1:30 AM of the fall-back night, and the visit lasts its real hour', () => {
    // Sundays 1:30 AM from Oct 25, 2026: CDT 06:30Z twice, then CST 07:30Z.
    const series = { ...weekly('2026-10-25T01:30', [7], { count: 3 }), timeZone: CHICAGO };
    const [, changeNight] = occurrencesOf(series, RANGE);
    expect(startsOf(series)).toEqual([
      '2026-10-25T06:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
      '2026-11-08T07:30:00.000Z',
    ]);
    expect(changeNight).toEqual(slot('2026-11-01', '2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z'));
  });
});

describe('monthly visits', () => {
  const monthly = (start: string, repeat: Series['repeat'], count: number, timeZone = CHICAGO): Series => ({
    start,
    durationMinutes: 90,
    repeat,
    ends: { count },
    timeZone,
  });

  it('on the second Tuesday from Mar 10, 2026: Mar 10, Apr 14, May 12 at 9 AM CDT', () => {
    const series = monthly('2026-03-10T09:00', { every: 'month', week: 2, weekday: 2 }, 3);
    expect(
      occurrencesOf(series, RANGE).map(({ occurrenceDate, start }) => [occurrenceDate, start.toISOString()]),
    ).toEqual([
      ['2026-03-10', '2026-03-10T14:00:00.000Z'],
      ['2026-04-14', '2026-04-14T14:00:00.000Z'],
      ['2026-05-12', '2026-05-12T14:00:00.000Z'],
    ]);
  });

  it('on the last Friday', () => {
    const series = monthly('2026-01-01T09:00', { every: 'month', week: -1, weekday: 5 }, 3);
    expect(startsOf(series)).toEqual([
      '2026-01-30T15:00:00.000Z',
      '2026-02-27T15:00:00.000Z',
      '2026-03-27T14:00:00.000Z',
    ]);
  });

  it('on the 31st: the last day of every month', () => {
    const series = monthly('2026-01-31T09:00', { every: 'month', dayOfMonth: 31 }, 4);
    expect(startsOf(series)).toEqual([
      '2026-01-31T15:00:00.000Z',
      '2026-02-28T15:00:00.000Z',
      '2026-03-31T14:00:00.000Z',
      '2026-04-30T14:00:00.000Z',
    ]);
  });

  it('on the 30th, or the last day of February; on the 29th of a leap February', () => {
    const thirtieth = monthly('2026-01-30T09:00', { every: 'month', dayOfMonth: 30 }, 4);
    expect(occurrencesOf(thirtieth, RANGE).map(({ occurrenceDate }) => occurrenceDate)).toEqual([
      '2026-01-30',
      '2026-02-28',
      '2026-03-30',
      '2026-04-30',
    ]);
    const leap = monthly('2028-01-29T09:00', { every: 'month', dayOfMonth: 29 }, 3);
    expect(occurrencesOf(leap, RANGE).map(({ occurrenceDate }) => occurrenceDate)).toEqual([
      '2028-01-29',
      '2028-02-29',
      '2028-03-29',
    ]);
  });
});

describe('where a series ends, and the range asked for', () => {
  const tuesdays = (ends: Series['ends']): Series => ({
    ...weekly('2026-03-03T09:00', [2], ends),
    timeZone: CHICAGO,
  });

  it('stops after the count', () => {
    expect(startsOf(tuesdays({ count: 2 }))).toHaveLength(2);
  });

  it('includes the until date and nothing after it', () => {
    expect(startsOf(tuesdays({ until: '2026-03-17' }))).toEqual([
      '2026-03-03T15:00:00.000Z',
      '2026-03-10T14:00:00.000Z',
      '2026-03-17T14:00:00.000Z',
    ]);
    expect(startsOf(tuesdays({ until: '2026-03-16' }))).toEqual([
      '2026-03-03T15:00:00.000Z',
      '2026-03-10T14:00:00.000Z',
    ]);
  });

  it('counts from the first visit, whatever range is read', () => {
    const later = { from: new Date('2026-03-12T00:00:00Z'), to: new Date('2026-04-30T00:00:00Z') };
    expect(startsOf(tuesdays({ count: 3 }), later)).toEqual(['2026-03-17T14:00:00.000Z']);
  });

  it('answers visits starting from `from` up to, not including, `to`', () => {
    const tenth = new Date('2026-03-10T14:00:00Z');
    const series = tuesdays({ count: 5 });
    expect(startsOf(series, { from: tenth, to: new Date('2026-03-18T00:00:00Z') })).toEqual([
      '2026-03-10T14:00:00.000Z',
      '2026-03-17T14:00:00.000Z',
    ]);
    expect(startsOf(series, { from: new Date('2026-03-01T00:00:00Z'), to: tenth })).toEqual([
      '2026-03-03T15:00:00.000Z',
    ]);
  });
});
