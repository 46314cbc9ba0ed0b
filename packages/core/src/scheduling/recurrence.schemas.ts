import { z } from 'zod';
import { ISO_WEEKDAYS } from '../providers/open-hours.schemas';
import {
  SERIES_DURATION_MAX_MINUTES,
  SERIES_DURATION_MIN_MINUTES,
  SERIES_MAX_COUNT,
  SERIES_MAX_YEARS,
  SERIES_MONTH_WEEKS,
  SERIES_WEEK_INTERVALS,
} from './scheduling.constants';
import { recurrenceMessages as messages } from './scheduling.messages';

/**
 * How a job's visits repeat (issue 33 "Recurring work", docs/plans/scheduling.md §4 slice 5): weekly,
 * every 2 or 4 weeks, or monthly on a day or 'the second Tuesday', until a date or for a number of
 * visits. Zod only, for the form and the route; the expansion is recurrence.rules.ts (server side).
 */

const weekday = z
  .number({ error: messages.weekdayInvalid })
  .int(messages.weekdayInvalid)
  .min(ISO_WEEKDAYS[0], messages.weekdayInvalid)
  .max(ISO_WEEKDAYS[6], messages.weekdayInvalid);

// Strict: a value mixing two shapes ({ dayOfMonth, week }) is refused, not read as one of them.
const weeklyRepeatSchema = z.strictObject(
  {
    every: z.literal('week'),
    interval: z.literal(SERIES_WEEK_INTERVALS, { error: messages.weekIntervalInvalid }),
    /** ISO weekdays, Monday = 1. */
    weekdays: z
      .array(weekday, { error: messages.weekdaysRequired })
      .min(1, messages.weekdaysRequired)
      .max(ISO_WEEKDAYS.length, messages.weekdayInvalid)
      .refine((days) => new Set(days).size === days.length, messages.weekdayInvalid),
  },
  { error: messages.repeatInvalid },
);

/** On a day of the month; 29-31 fall on the last day of shorter months (recurrence.rules.ts). */
const monthDayRepeatSchema = z.strictObject(
  {
    every: z.literal('month'),
    dayOfMonth: z
      .number({ error: messages.dayOfMonthInvalid })
      .int(messages.dayOfMonthInvalid)
      .min(1, messages.dayOfMonthInvalid)
      .max(31, messages.dayOfMonthInvalid),
  },
  { error: messages.repeatInvalid },
);

/** 'The second Tuesday' (week 2, weekday 2) or 'the last Friday' (week -1, weekday 5). */
const monthWeekdayRepeatSchema = z.strictObject(
  {
    every: z.literal('month'),
    week: z.literal(SERIES_MONTH_WEEKS, { error: messages.monthWeekInvalid }),
    weekday,
  },
  { error: messages.repeatInvalid },
);

/**
 * Zod answers a union's 'Invalid input' when every shape fails on a value (interval 3): name instead
 * the problem of the shape the value meant, the one whose `every` matched with the fewest problems.
 */
function closestRepeatMessage(issue: { errors?: { path: PropertyKey[]; message: string }[][] }) {
  const meant = (issue.errors ?? []).filter((problems) => !problems.some(({ path }) => path[0] === 'every'));
  const [closest] = meant.toSorted((a, b) => a.length - b.length);
  return closest?.[0]?.message ?? messages.repeatInvalid;
}

export const repeatSchema = z.union([weeklyRepeatSchema, monthDayRepeatSchema, monthWeekdayRepeatSchema], {
  error: closestRepeatMessage,
});
export type Repeat = z.infer<typeof repeatSchema>;

/** The last local date with a visit (inclusive), or how many visits in all. */
export const seriesEndSchema = z.union(
  [
    z.strictObject({ until: z.iso.date({ error: messages.untilInvalid }) }),
    z.strictObject({
      count: z
        .number({ error: messages.countInvalid })
        .int(messages.countInvalid)
        .min(1, messages.countInvalid)
        .max(SERIES_MAX_COUNT, messages.countInvalid),
    }),
  ],
  { error: messages.endsInvalid },
);
export type SeriesEnd = z.infer<typeof seriesEndSchema>;

/** A wall time to the minute, without offset or 'Z': the zone is the provider's. */
const LOCAL_MINUTE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** 'YYYY-MM-DD' plus whole years, compared as text (ISO dates sort as they read). */
const yearsAfter = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

/**
 * A series' timing: its first visit's wall time in the provider's zone ('2026-03-03T09:00', the zone is
 * the provider's, not sent), how long each visit lasts, how it repeats and when it ends.
 */
export const recurrenceSchema = z
  .object({
    start: z.iso
      .datetime({ local: true, precision: -1, error: messages.startInvalid })
      .regex(LOCAL_MINUTE_PATTERN, messages.startInvalid),
    durationMinutes: z
      .number({ error: messages.durationInvalid })
      .int(messages.durationInvalid)
      .min(SERIES_DURATION_MIN_MINUTES, messages.durationInvalid)
      .max(SERIES_DURATION_MAX_MINUTES, messages.durationInvalid),
    repeat: repeatSchema,
    ends: seriesEndSchema,
  })
  .superRefine(({ start, ends }, context) => {
    if (!('until' in ends)) return;
    const startDate = start.slice(0, 10);
    if (ends.until < startDate)
      context.addIssue({ code: 'custom', path: ['ends', 'until'], message: messages.untilBeforeStart });
    else if (ends.until > yearsAfter(startDate, SERIES_MAX_YEARS))
      context.addIssue({ code: 'custom', path: ['ends', 'until'], message: messages.untilTooFar });
  });
export type Recurrence = z.infer<typeof recurrenceSchema>;
