import { describe, expect, it } from 'vitest';
import { endsOf, minutesBetween, repeatLabel, repeatOf } from './repeat-choice';

describe("the visit form's repeat choices", () => {
  it("take the first visit's weekday, day of the month or place in the month", () => {
    // Tuesday, March 10, 2026: the second Tuesday of March.
    expect(repeatOf('week-2', '2026-03-10')).toEqual({ every: 'week', interval: 2, weekdays: [2] });
    expect(repeatOf('month-day', '2026-03-10')).toEqual({ every: 'month', dayOfMonth: 10 });
    expect(repeatOf('month-weekday', '2026-03-10')).toEqual({ every: 'month', week: 2, weekday: 2 });
    // Sunday, March 29: the last Sunday (a fifth one is not in every month).
    expect(repeatOf('month-weekday', '2026-03-29')).toEqual({ every: 'month', week: -1, weekday: 7 });
    expect(repeatOf('week-1', '2026-03-08')).toEqual({ every: 'week', interval: 1, weekdays: [7] });
  });

  it('say it in words, and read the end and the length', () => {
    expect(repeatLabel('month-weekday', '2026-03-10')).toBe('Every month on the 2nd Tuesday');
    expect(repeatLabel('month-weekday', '2026-03-29')).toBe('Every month on the last Sunday');
    expect(repeatLabel('week-4', '2026-03-10')).toBe('Every 4 weeks');
    expect(endsOf({ kind: 'count', count: 12, until: '' })).toEqual({ count: 12 });
    expect(endsOf({ kind: 'until', count: 12, until: '2026-06-30' })).toEqual({ until: '2026-06-30' });
    expect(minutesBetween('09:00', '11:30')).toBe(150);
    expect(minutesBetween('11:00', '09:00')).toBeLessThan(0);
  });
});
