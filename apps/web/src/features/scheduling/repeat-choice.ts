import type { Repeat, SeriesEnd } from '@porchlight/core/scheduling/recurrence.schemas';

/**
 * The visit form's "Repeats" choices (issue 33 item 4) as the series API's repeat rule, taken from the
 * first visit's date: its weekday, its day of the month, or its place in the month ('the 2nd Tuesday').
 */

export const REPEAT_CHOICES = [
  { value: 'never', label: 'Does not repeat' },
  { value: 'week-1', label: 'Every week' },
  { value: 'week-2', label: 'Every 2 weeks' },
  { value: 'week-4', label: 'Every 4 weeks' },
  { value: 'month-day', label: 'Every month on the same day' },
  { value: 'month-weekday', label: 'Every month on the same weekday' },
] as const;
export type RepeatChoice = (typeof REPEAT_CHOICES)[number]['value'];

const ORDINALS = ['1st', '2nd', '3rd', '4th'] as const;
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 'YYYY-MM-DD' → ISO weekday (Monday = 1) and day of the month; the calendar date alone, no zone. */
function partsOf(date: string) {
  const day = new Date(`${date}T12:00:00Z`);
  return { weekday: ((day.getUTCDay() + 6) % 7) + 1, dayOfMonth: day.getUTCDate() };
}

/** Its week in the month: 1st-4th, or the last one (a 5th Tuesday is not in every month). */
const weekOfMonth = (dayOfMonth: number) =>
  dayOfMonth > 28 ? -1 : (Math.ceil(dayOfMonth / 7) as 1 | 2 | 3 | 4);

export function repeatOf(choice: Exclude<RepeatChoice, 'never'>, date: string): Repeat {
  const { weekday, dayOfMonth } = partsOf(date);
  switch (choice) {
    case 'week-1':
    case 'week-2':
    case 'week-4':
      return { every: 'week', interval: Number(choice.slice(5)) as 1 | 2 | 4, weekdays: [weekday] };
    case 'month-day':
      return { every: 'month', dayOfMonth };
    case 'month-weekday':
      return { every: 'month', week: weekOfMonth(dayOfMonth), weekday };
  }
}

/** The choice's words for that date: 'Every month on the 2nd Tuesday'. */
export function repeatLabel(choice: RepeatChoice, date: string): string {
  if (choice !== 'month-weekday' || !date)
    return REPEAT_CHOICES.find((each) => each.value === choice)?.label ?? '';
  const { weekday, dayOfMonth } = partsOf(date);
  const week = weekOfMonth(dayOfMonth);
  return `Every month on the ${week === -1 ? 'last' : ORDINALS[week - 1]} ${WEEKDAY_NAMES[weekday - 1]}`;
}

export function endsOf(ends: { kind: 'count' | 'until'; count: number; until: string }): SeriesEnd {
  return ends.kind === 'count' ? { count: ends.count } : { until: ends.until };
}

/** Minutes from one wall time of a day to another ('09:00' → '11:30' is 150); 0 or less when not after. */
export function minutesBetween(from: string, to: string): number {
  const minutes = (time: string) => {
    const [hours = 0, mins = 0] = time.split(':').map(Number);
    return hours * 60 + mins;
  };
  return minutes(to) - minutes(from);
}
