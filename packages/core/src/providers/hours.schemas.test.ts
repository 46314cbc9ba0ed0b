import { describe, expect, it } from 'vitest';
import {
  defaultHoursDay,
  formToHours,
  hoursFormSchema,
  hoursRequestSchema,
  hoursToForm,
  minutesOfDay,
} from './hours.schemas';
import { hoursMessages } from './owner-tools.messages';

describe('hours', () => {
  it('reads 1-12 with optional :00-:59 minutes', () => {
    expect(minutesOfDay('9', 'AM')).toBe(540);
    expect(minutesOfDay('09:30', 'PM')).toBe(21 * 60 + 30);
    expect(minutesOfDay('12', 'AM')).toBe(0);
    expect(minutesOfDay('12', 'PM')).toBe(720);
    expect(['0', '13', '9:60', '9:5', 'nine', '9:30:00'].map((time) => minutesOfDay(time, 'AM'))).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('defaults to 8 AM - 5 PM with the weekend closed', () => {
    expect(defaultHoursDay('mon')).toEqual({
      open: true,
      allDay: false,
      start: '8',
      startPeriod: 'AM',
      end: '5',
      endPeriod: 'PM',
    });
    expect(defaultHoursDay('sat').open).toBe(false);
    expect(defaultHoursDay('sun').open).toBe(false);
    expect(formToHours(hoursToForm(null)).mon.time).toBe('8 AM - 5 PM');
  });

  it('words each problem with the day, AM to PM allowed, PM to AM not', () => {
    const form = hoursToForm(null);
    form.days.mon = { ...form.days.mon, start: '13' };
    form.days.tue = { ...form.days.tue, end: '5:75' };
    form.days.wed = { ...form.days.wed, start: '8', startPeriod: 'PM', end: '5', endPeriod: 'AM' };
    form.days.thu = { ...form.days.thu, start: '11', startPeriod: 'AM', end: '1', endPeriod: 'PM' };
    const issues = hoursFormSchema
      .safeParse(form)
      .error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['days.mon.start', hoursMessages.startInvalid('Monday')],
      ['days.tue.end', hoursMessages.endInvalid('Tuesday')],
      ['days.wed.start', hoursMessages.startAfterEnd('Wednesday')],
    ]);
    expect(hoursMessages.startAfterEnd('Wednesday')).toBe(
      "Wednesday's start time must be less than then end time",
    );
  });

  it('stores the request in the short form, ignoring the times of closed and all-day days', () => {
    const day = { open: true, allDay: false, time: '07:00 AM - 07:30 PM' };
    const parsed = hoursRequestSchema.parse({
      version: 1,
      enabled: true,
      mon: day,
      tue: day,
      wed: day,
      thu: day,
      fri: day,
      sat: { open: false, allDay: false, time: 'garbage' },
      sun: { open: true, allDay: true, time: '' },
    });
    expect(parsed.mon.time).toBe('7 AM - 7:30 PM');
    expect(parsed.sat).toEqual({ open: false, allDay: false, time: '8 AM - 5 PM' });
    expect(parsed.sun).toMatchObject({ open: true, allDay: true });
  });
});
