import { describe, expect, it } from 'vitest';
import { summaryWeeks, weeklySummaryDue } from './weekly-summary.rules';

describe('weekly summary timing', () => {
  it('is due on Monday from 7:00 local, in the provider’s zone', () => {
    // Monday 2026-11-30: 7:00 in New York is 12:00 UTC (standard time).
    expect(weeklySummaryDue(new Date('2026-11-30T11:59:00Z'), 'America/New_York')).toBeNull();
    expect(weeklySummaryDue(new Date('2026-11-30T12:00:00Z'), 'America/New_York')).toBe('2026-11-30');
    expect(weeklySummaryDue(new Date('2026-11-30T12:00:00Z'), 'America/Los_Angeles')).toBeNull();
    // Still Sunday evening in Los Angeles, already Monday 7:00 in Tokyo.
    expect(weeklySummaryDue(new Date('2026-11-29T22:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-30');
    // Tuesday: a missed Monday is not sent late.
    expect(weeklySummaryDue(new Date('2026-12-01T13:00:00Z'), 'America/New_York')).toBeNull();
  });

  it('tells the week just ended against the week before', () => {
    expect(summaryWeeks('2026-11-02')).toEqual({
      current: { from: '2026-10-26', to: '2026-11-01' },
      previous: { from: '2026-10-19', to: '2026-10-25' },
    });
  });
});
