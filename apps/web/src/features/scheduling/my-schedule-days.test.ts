import { addDays, localDateOf } from '@porchlight/core/scheduling/calendar-days.rules';
import type { Visit } from '@porchlight/core/scheduling/visits.schemas';
import { describe, expect, it } from 'vitest';
import { daysOf } from './my-schedule-days';

const visit = (id: string, start: string): Visit => ({
  id,
  jobNumber: 1,
  jobTitle: 'Clean',
  client: { name: 'Pat', address: null, phone: null },
  start,
  end: start,
  timeZone: 'America/Chicago',
  arrivalWindowMinutes: null,
  when: null,
  status: 'scheduled',
  notes: null,
  assignees: [],
  checklist: [],
  photos: [],
  outsideOpenHours: false,
  seriesId: null,
  version: 1,
});

describe('My schedule’s days', () => {
  it('reads dates in the company’s zone, not the browser’s', () => {
    // 03:30Z on Mar 3 is still Mar 2 in Chicago (UTC-6).
    expect(localDateOf(new Date('2026-03-03T03:30:00Z'), 'America/Chicago')).toBe('2026-03-02');
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('groups today and the next 13 days by the company’s date, labels today and tomorrow, leaves out the rest', () => {
    // 10 PM on Mon Mar 2 in Chicago.
    const now = new Date('2026-03-03T04:00:00Z');
    const days = daysOf(
      [
        visit('yesterday', '2026-03-01T09:00:00-06:00'),
        visit('late', '2026-03-02T23:00:00-06:00'),
        visit('tomorrow', '2026-03-03T08:00:00-06:00'),
        visit('after DST', '2026-03-09T09:00:00-05:00'),
        visit('last', '2026-03-15T09:00:00-05:00'),
        visit('too far', '2026-03-16T09:00:00-05:00'),
      ],
      now,
    );
    expect(days.map((day) => [day.heading, day.visits.map((v) => v.id)])).toEqual([
      ['Today · Monday, March 2', ['late']],
      ['Tomorrow · Tuesday, March 3', ['tomorrow']],
      ['Monday, March 9', ['after DST']],
      ['Sunday, March 15', ['last']],
    ]);
  });

  it('shows time off on each day it covers: all day, or its hours that day', () => {
    const now = new Date('2026-03-03T04:00:00Z');
    const off = (id: string, start: string, end: string) => ({ id, memberId: null, start, end, note: null });
    const days = daysOf([visit('tomorrow', '2026-03-03T08:00:00-06:00')], now, [
      off('two days', '2026-03-03T00:00:00-06:00', '2026-03-05T00:00:00-06:00'),
      off('afternoon', '2026-03-06T14:00:00-06:00', '2026-03-06T16:30:00-06:00'),
      off('overnight', '2026-03-07T22:00:00-06:00', '2026-03-08T06:00:00-06:00'),
    ]);
    expect(
      days.map((day) => [day.date, day.visits.length, day.timeOff.map((o) => [o.off.id, o.hours])]),
    ).toEqual([
      ['2026-03-03', 1, [['two days', null]]],
      ['2026-03-04', 0, [['two days', null]]],
      ['2026-03-06', 0, [['afternoon', '2:00 PM – 4:30 PM']]],
      ['2026-03-07', 0, [['overnight', '10:00 PM – 12:00 AM']]],
      ['2026-03-08', 0, [['overnight', '12:00 AM – 6:00 AM']]],
    ]);
  });
});
