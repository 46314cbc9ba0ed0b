import { z } from 'zod';
import { DAY_LONG_NAMES } from './hours.rules';
import { hoursMessages } from './owner-tools.messages';
import { HOURS_DAYS, type Hours, type HoursDayKey } from './profile.schemas';

/**
 * Edit Open Hours (spec 2 §3 "Hours object", §5 "Hours"): the form's fields per day, the stored
 * hours object, and the rules both share.
 */

export const DAY_PERIODS = ['AM', 'PM'] as const;
export type DayPeriod = (typeof DAY_PERIODS)[number];

/** 1-12, optionally ':00'-':59'. */
const TIME_PATTERN = /^(1[0-2]|0?[1-9])(?::([0-5]\d))?$/;

/** '9' or '9:30' with its period as minutes after midnight; null when it is not a time. */
export function minutesOfDay(time: string, period: DayPeriod): number | null {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return null;
  const hour = Number(match[1]) % 12;
  return (period === 'PM' ? hour + 12 : hour) * 60 + Number(match[2] ?? 0);
}

/** '09:00' -> '9', '9:30' -> '9:30' (leading zero and ':00' removed). */
function shortTime(time: string): string {
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return time.trim();
  const minutes = match[2];
  return minutes && minutes !== '00' ? `${Number(match[1])}:${minutes}` : String(Number(match[1]));
}

export interface HoursDayForm {
  open: boolean;
  allDay: boolean;
  start: string;
  startPeriod: DayPeriod;
  end: string;
  endPeriod: DayPeriod;
}
export interface HoursForm {
  enabled: boolean;
  days: Record<HoursDayKey, HoursDayForm>;
}

/** The day's problems, worded with its name (spec 2 §5): start, end, then their order. */
function dayIssues(day: HoursDayForm, name: string): { field: 'start' | 'end'; message: string }[] {
  if (!day.open || day.allDay) return [];
  const start = minutesOfDay(day.start, day.startPeriod);
  const end = minutesOfDay(day.end, day.endPeriod);
  const issues: { field: 'start' | 'end'; message: string }[] = [];
  if (start === null) issues.push({ field: 'start', message: hoursMessages.startInvalid(name) });
  if (end === null) issues.push({ field: 'end', message: hoursMessages.endInvalid(name) });
  if (start !== null && end !== null && start >= end) {
    issues.push({ field: 'start', message: hoursMessages.startAfterEnd(name) });
  }
  return issues;
}

const hoursDayFormSchema = z.object({
  open: z.boolean(),
  allDay: z.boolean(),
  start: z.string().max(5),
  startPeriod: z.enum(DAY_PERIODS),
  end: z.string().max(5),
  endPeriod: z.enum(DAY_PERIODS),
});

/** The dialog's form: every open day's times checked with the day-named messages. */
export const hoursFormSchema = z
  .object({
    enabled: z.boolean(),
    days: z.object({
      mon: hoursDayFormSchema,
      tue: hoursDayFormSchema,
      wed: hoursDayFormSchema,
      thu: hoursDayFormSchema,
      fri: hoursDayFormSchema,
      sat: hoursDayFormSchema,
      sun: hoursDayFormSchema,
    }),
  })
  .superRefine((value, ctx) => {
    for (const key of HOURS_DAYS) {
      for (const issue of dayIssues(value.days[key], DAY_LONG_NAMES[key])) {
        ctx.addIssue({ code: 'custom', path: ['days', key, issue.field], message: issue.message });
      }
    }
  });

/** Defaults (spec 2 §3): 8 AM - 5 PM, Saturday and Sunday closed. */
export function defaultHoursDay(key: HoursDayKey): HoursDayForm {
  return {
    open: key !== 'sat' && key !== 'sun',
    allDay: false,
    start: '8',
    startPeriod: 'AM',
    end: '5',
    endPeriod: 'PM',
  };
}

type DayTimes = Pick<HoursDayForm, 'start' | 'startPeriod' | 'end' | 'endPeriod'>;

/** '9:30 AM - 5 PM' as the form's fields; null when it is not written that way. */
function readDayTime(time: string): DayTimes | null {
  const match = /^\s*([\d:]{1,5})\s*([AP])M\s*[-–]\s*([\d:]{1,5})\s*([AP])M\s*$/i.exec(time);
  if (!match) return null;
  const [, start = '', startPeriod = 'A', end = '', endPeriod = 'A'] = match;
  return {
    start,
    startPeriod: startPeriod.toUpperCase() === 'P' ? 'PM' : 'AM',
    end,
    endPeriod: endPeriod.toUpperCase() === 'P' ? 'PM' : 'AM',
  };
}

/** The stored hours (or none yet) as the dialog's form. */
export function hoursToForm(hours: Hours | null | undefined): HoursForm {
  const days = {} as Record<HoursDayKey, HoursDayForm>;
  for (const key of HOURS_DAYS) {
    const day = hours?.[key];
    days[key] = day
      ? { ...defaultHoursDay(key), ...readDayTime(day.time), open: day.open, allDay: day.allDay }
      : defaultHoursDay(key);
  }
  return { enabled: hours?.enabled ?? false, days };
}

/** The form as the hours object PATCH provider/profile/hours sends. */
export function formToHours(form: HoursForm): Hours {
  const day = (key: HoursDayKey) => {
    const value = form.days[key];
    return {
      open: value.open,
      allDay: value.allDay,
      time: `${shortTime(value.start)} ${value.startPeriod} - ${shortTime(value.end)} ${value.endPeriod}`,
    };
  };
  return {
    version: 1,
    enabled: form.enabled,
    mon: day('mon'),
    tue: day('tue'),
    wed: day('wed'),
    thu: day('thu'),
    fri: day('fri'),
    sat: day('sat'),
    sun: day('sun'),
  };
}

const hoursDayRequestSchema = z.object({
  open: z.boolean(),
  allDay: z.boolean(),
  time: z.string().max(40),
});

/**
 * PATCH provider/profile/hours (spec 2 §7): the hours object; each open day's time is read back
 * into the form's fields and checked with the same messages, then stored in its short form.
 */
export const hoursRequestSchema = z
  .object({
    version: z.literal(1),
    enabled: z.boolean(),
    mon: hoursDayRequestSchema,
    tue: hoursDayRequestSchema,
    wed: hoursDayRequestSchema,
    thu: hoursDayRequestSchema,
    fri: hoursDayRequestSchema,
    sat: hoursDayRequestSchema,
    sun: hoursDayRequestSchema,
  })
  .superRefine((value, ctx) => {
    for (const key of HOURS_DAYS) {
      const day = value[key];
      if (!day.open || day.allDay) continue;
      const times = readDayTime(day.time) ?? { start: '', startPeriod: 'AM', end: '', endPeriod: 'PM' };
      const form: HoursDayForm = { open: true, allDay: false, ...times };
      for (const issue of dayIssues(form, DAY_LONG_NAMES[key])) {
        ctx.addIssue({ code: 'custom', path: [key, 'time'], message: issue.message });
      }
    }
  })
  .transform((value): Hours => formToHours(hoursToForm(value as Hours)));
export type HoursRequest = z.input<typeof hoursRequestSchema>;
