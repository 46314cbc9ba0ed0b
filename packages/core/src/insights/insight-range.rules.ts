/** The Insights page's ranges (docs/plans/insights.md §2.7), in the provider's local days, ending today. */
export const INSIGHT_RANGES = ['7d', '30d', '90d', '12m', 'custom'] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

/** A custom range is at most this many days (a year, leap day included). */
export const MAX_RANGE_DAYS = 366;
/** Ranges longer than this are drawn by week. */
export const DAILY_UP_TO_DAYS = 90;

/** Local days, both ends included, as YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const asTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const asDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  return asDay(asTime(day) + days * DAY_MS);
}

/** How many days a range holds (both ends counted). */
export function daysIn(range: DayRange): number {
  return Math.round((asTime(range.to) - asTime(range.from)) / DAY_MS) + 1;
}

const LAST_DAYS: Record<Exclude<InsightRange, '12m' | 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/**
 * The range asked for and the one right before it of the same length. 12 months run from the day after
 * today's date a year ago; a custom range is taken as given (the schema checks it).
 */
export function resolveRange(
  range: InsightRange,
  today: string,
  custom?: DayRange,
): { current: DayRange; previous: DayRange } {
  let current: DayRange;
  if (range === 'custom' && custom) current = custom;
  else if (range === '12m' || range === 'custom') {
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    current = { from: addDays(asDay(Date.UTC(year - 1, month - 1, day)), 1), to: today };
  } else current = { from: addDays(today, 1 - LAST_DAYS[range]), to: today };
  const length = daysIn(current);
  const previousTo = addDays(current.from, -1);
  return { current, previous: { from: addDays(previousTo, 1 - length), to: previousTo } };
}

/** Days per point on the charts: 1 up to 90 days, 7 beyond. */
export function bucketDays(range: DayRange): 1 | 7 {
  return daysIn(range) <= DAILY_UP_TO_DAYS ? 1 : 7;
}

/** The first day of the point a day falls in (points start at the range's first day). */
export function bucketStart(day: string, range: DayRange): string {
  const size = bucketDays(range);
  const offset = Math.floor(Math.round((asTime(day) - asTime(range.from)) / DAY_MS) / size) * size;
  return addDays(range.from, offset);
}

/** Every point's first day, in order. */
export function bucketStarts(range: DayRange): string[] {
  const size = bucketDays(range);
  const starts: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, size)) starts.push(day);
  return starts;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

/** Search clicks per impression, per cent with one decimal; null without impressions. */
export function clickThrough(clicks: number, impressions: number): number | null {
  return impressions === 0 ? null : percent(clicks, impressions);
}

/** The change against the previous period, per cent with one decimal; null when it had none. */
export function changeFrom(previous: number, current: number): number | null {
  return previous === 0 ? null : percent(current - previous, previous);
}
