import { describe, expect, it } from 'vitest';
import {
  dayHoursLabel,
  dayOpeningTimes,
  formatTimeOfDay,
  formatTimeRange,
  mergeHours,
  toTwentyFourHour,
} from './hours.rules';
import type { Hours, HoursDay } from './profile.schemas';

const day = (open: boolean, time = '8 AM - 5 PM', allDay = false): HoursDay => ({ open, allDay, time });

function week(days: Partial<Record<keyof Omit<Hours, 'version' | 'enabled'>, HoursDay>>): Hours {
  const base = day(true, '9 AM - 5 PM');
  return {
    version: 1,
    enabled: true,
    mon: base,
    tue: base,
    wed: base,
    thu: base,
    fri: base,
    sat: day(false),
    sun: day(false),
    ...days,
  };
}

describe('time formatting', () => {
  it.each([
    ['09:00 AM', '9 AM'],
    ['9 AM', '9 AM'],
    ['07:30 pm', '7:30 PM'],
    ['12:00 PM', '12 PM'],
    ['10:05 AM', '10:05 AM'],
  ])('%s -> %s', (input, expected) => expect(formatTimeOfDay(input)).toBe(expected));

  it('formats a range', () => {
    expect(formatTimeRange('09:00 AM - 05:00 PM')).toBe('9 AM - 5 PM');
  });

  it('labels a day: closed, open 24 hours or its times', () => {
    expect(dayHoursLabel(day(false))).toBe('Closed');
    expect(dayHoursLabel(day(true, '12 AM - 11:59 PM', true))).toBe('Open 24 hours');
    expect(dayHoursLabel(day(true, '08:00 AM - 05:30 PM'))).toBe('8 AM - 5:30 PM');
  });
});

describe('mergeHours', () => {
  it('merges consecutive equal days Mon to Sun', () => {
    expect(
      mergeHours(week({ sat: day(true, '9 AM - 1 PM') })).map(({ days, hours }) => [days, hours]),
    ).toEqual([
      ['Mon - Fri', '9 AM - 5 PM'],
      ['Sat', '9 AM - 1 PM'],
      ['Sun', 'Closed'],
    ]);
  });

  it('merges closed weekends and does not wrap Sunday to Monday', () => {
    const rows = mergeHours(week({ mon: day(false), wed: day(true, '10 AM - 2 PM') }));
    expect(rows.map((row) => row.days)).toEqual(['Mon', 'Tue', 'Wed', 'Thu - Fri', 'Sat - Sun']);
  });

  it('shows a whole week open 24 hours as one row', () => {
    const always = day(true, '12 AM - 11:59 PM', true);
    const rows = mergeHours(
      week({ mon: always, tue: always, wed: always, thu: always, fri: always, sat: always, sun: always }),
    );
    expect(rows).toEqual([
      {
        days: 'Mon - Sun',
        hours: 'Open 24 hours',
        dayKeys: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      },
    ]);
  });

  it('shows nothing when hours are missing or switched off', () => {
    expect(mergeHours(null)).toEqual([]);
    expect(mergeHours({ ...week({}), enabled: false })).toEqual([]);
  });
});

describe('24-hour times for schema.org', () => {
  it.each([
    ['7:30 PM', '19:30'],
    ['12 AM', '00:00'],
    ['12 PM', '12:00'],
    ['9 AM', '09:00'],
    ['13 PM', null],
    ['noon', null],
  ])('%s -> %s', (input, expected) => expect(toTwentyFourHour(input)).toBe(expected));

  it('gives a day its opening and closing time', () => {
    expect(dayOpeningTimes(day(true, '8 AM - 5:30 PM'))).toEqual({ opens: '08:00', closes: '17:30' });
    expect(dayOpeningTimes(day(true, '', true))).toEqual({ opens: '00:00', closes: '23:59' });
    expect(dayOpeningTimes(day(false))).toBeNull();
  });
});
