import { addDays, type DayRange } from './insight-range.rules';

/** The weekly summary goes from this local hour on Monday (docs/plans/insights.md slice 6). */
export const WEEKLY_SUMMARY_HOUR = 7;

const localParts = (now: Date, timeZone: string) => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')),
  };
};

/**
 * The local Monday whose summary is due at `now` where the provider is, or null: Monday from 7:00 to the
 * day's end (a run missed at 7 is made up later that Monday, never on Tuesday).
 */
export function weeklySummaryDue(now: Date, timeZone: string): string | null {
  const local = localParts(now, timeZone);
  return local.weekday === 'Mon' && local.hour >= WEEKLY_SUMMARY_HOUR ? local.day : null;
}

/** The week a Monday's summary tells (Monday to Sunday just ended) and the week before it. */
export function summaryWeeks(monday: string): { current: DayRange; previous: DayRange } {
  return {
    current: { from: addDays(monday, -7), to: addDays(monday, -1) },
    previous: { from: addDays(monday, -14), to: addDays(monday, -8) },
  };
}
