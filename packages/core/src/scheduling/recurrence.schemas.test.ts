import { describe, expect, it } from 'vitest';
import { recurrenceSchema } from './recurrence.schemas';
import { recurrenceMessages as messages } from './scheduling.messages';

const biweeklyTuesdays = {
  start: '2026-03-03T09:00',
  durationMinutes: 120,
  repeat: { every: 'week', interval: 2, weekdays: [2] },
  ends: { count: 10 },
};

function firstIssue(value: unknown): { path: string; message: string } | undefined {
  const parsed = recurrenceSchema.safeParse(value);
  const [issue] = parsed.error?.issues ?? [];
  return issue && { path: issue.path.join('.'), message: issue.message };
}

describe('the repeat form', () => {
  it('takes each way of repeating', () => {
    for (const repeat of [
      { every: 'week', interval: 1, weekdays: [1, 3, 5] },
      { every: 'month', dayOfMonth: 31 },
      { every: 'month', week: -1, weekday: 5 },
    ]) {
      expect(recurrenceSchema.safeParse({ ...biweeklyTuesdays, repeat }).success).toBe(true);
    }
    expect(recurrenceSchema.safeParse({ ...biweeklyTuesdays, ends: { until: '2026-03-03' } }).success).toBe(
      true,
    );
  });

  it('says what is wrong with a weekly repeat', () => {
    const repeat = (value: object) => firstIssue({ ...biweeklyTuesdays, repeat: value });
    expect(repeat({ every: 'week', interval: 2, weekdays: [] })).toEqual({
      path: 'repeat.weekdays',
      message: messages.weekdaysRequired,
    });
    expect(repeat({ every: 'week', interval: 3, weekdays: [2] })?.message).toBe(messages.weekIntervalInvalid);
    expect(repeat({ every: 'week', interval: 1, weekdays: [8] })?.message).toBe(messages.weekdayInvalid);
    expect(repeat({ every: 'week', interval: 1, weekdays: [2, 2] })?.message).toBe(messages.weekdayInvalid);
  });

  it('says what is wrong with a monthly repeat, and refuses a mix of both kinds', () => {
    const repeat = (value: object) => firstIssue({ ...biweeklyTuesdays, repeat: value });
    expect(repeat({ every: 'month', dayOfMonth: 32 })?.message).toBe(messages.dayOfMonthInvalid);
    expect(repeat({ every: 'month', week: 5, weekday: 2 })?.message).toBe(messages.monthWeekInvalid);
    expect(repeat({ every: 'month', dayOfMonth: 10, week: 2, weekday: 2 })).toBeDefined();
    expect(repeat({ every: 'day' })?.message).toBe(messages.repeatInvalid);
  });

  it('takes the first visit as a wall time to the minute, without an offset', () => {
    for (const start of [
      '2026-03-03T09:00-06:00',
      '2026-03-03T09:00Z',
      '2026-03-03T09:00:00',
      '2026-02-30T09:00',
    ]) {
      expect(firstIssue({ ...biweeklyTuesdays, start })).toEqual({
        path: 'start',
        message: messages.startInvalid,
      });
    }
  });

  it('keeps a visit from 15 minutes to 24 hours', () => {
    expect(firstIssue({ ...biweeklyTuesdays, durationMinutes: 10 })?.message).toBe(messages.durationInvalid);
    expect(firstIssue({ ...biweeklyTuesdays, durationMinutes: 24 * 60 + 1 })?.message).toBe(
      messages.durationInvalid,
    );
    expect(recurrenceSchema.safeParse({ ...biweeklyTuesdays, durationMinutes: 24 * 60 }).success).toBe(true);
  });

  it('ends on a date from the first visit to ten years later, or after 1 to 520 visits', () => {
    const ends = (value: object) => firstIssue({ ...biweeklyTuesdays, ends: value });
    expect(ends({ until: '2026-03-02' })).toEqual({ path: 'ends.until', message: messages.untilBeforeStart });
    expect(ends({ until: '2036-03-03' })).toBeUndefined();
    expect(ends({ until: '2036-03-04' })).toEqual({ path: 'ends.until', message: messages.untilTooFar });
    expect(ends({ until: '03/17/2026' })?.message).toBe(messages.untilInvalid);
    expect(ends({ count: 0 })?.message).toBe(messages.countInvalid);
    expect(ends({ count: 521 })?.message).toBe(messages.countInvalid);
    expect(ends({})?.message).toBe(messages.endsInvalid);
  });
});
