import { hoursOf } from '@porchlight/core/providers/open-hours.rules';
import { describe, expect, it } from 'vitest';
import { businessHoursOf, nowIn, rangeOf, wallTimeOf, wireTimeOf } from './schedule-range';

describe('the calendar in wall times of the company zone', () => {
  it('reads the wall time the server wrote, whatever the offset, and sends it back without one', () => {
    expect(wallTimeOf('2026-03-08T09:00:00-05:00')).toBe('2026-03-08 09:00:00');
    expect(wallTimeOf('2026-11-01T01:30:00-06:00')).toBe('2026-11-01 01:30:00');
    expect(wireTimeOf('2026-03-10 14:30:00')).toBe('2026-03-10T14:30');
  });

  it("draws now in the company's zone, not the browser's", () => {
    expect(nowIn('America/Chicago', new Date('2026-11-28T02:32:10Z'))).toBe('2026-11-27 20:32:10');
    expect(nowIn('America/Phoenix', new Date('2026-07-01T00:00:00Z'))).toBe('2026-06-30 17:00:00');
  });

  it('asks for a day, its Monday-first week, or the whole weeks of its month (never over 42 days)', () => {
    expect(rangeOf('day', '2026-03-08')).toEqual({ from: '2026-03-08', to: '2026-03-09' });
    // Sunday March 8 belongs to the week of Monday March 2.
    expect(rangeOf('week', '2026-03-08')).toEqual({ from: '2026-03-02', to: '2026-03-09' });
    expect(rangeOf('week', '2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-16' });
    // March 2026 starts on a Sunday and ends on a Tuesday: six weeks, Feb 23 to Apr 6.
    expect(rangeOf('month', '2026-03-17')).toEqual({ from: '2026-02-23', to: '2026-04-06' });
    expect(rangeOf('month', '2026-02-01')).toEqual({ from: '2026-01-26', to: '2026-03-02' });
  });

  it('shades the closed hours: each day its opening to closing, closed days wholly', () => {
    const hours = hoursOf(
      [
        { weekday: 1, opensMinute: 8 * 60, closesMinute: 17 * 60 },
        { weekday: 2, opensMinute: 8 * 60, closesMinute: 17 * 60 + 30 },
        { weekday: 7, opensMinute: 0, closesMinute: 24 * 60 },
      ],
      true,
    );
    expect(businessHoursOf(hours)).toEqual({
      0: ['00:00:00', '23:59:59'],
      1: ['08:00:00', '17:00:00'],
      2: ['08:00:00', '17:30:00'],
      3: null,
      4: null,
      5: null,
      6: null,
    });
  });
});
