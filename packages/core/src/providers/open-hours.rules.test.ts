import { describe, expect, it } from 'vitest';
import { hoursToForm } from './hours.schemas';
import { hoursOf, intervalsOf, minutesLabel } from './open-hours.rules';
import type { Hours } from './profile.schemas';

const day = (time: string, open = true, allDay = false) => ({ open, allDay, time });
const week: Hours = {
  version: 1,
  enabled: true,
  mon: day('9 AM - 5:30 PM'),
  tue: day('8 AM - 5 PM'),
  wed: day('8 AM - 5 PM'),
  thu: day('12 PM - 8 PM'),
  fri: day('8 AM - 12 PM'),
  sat: day('8 AM - 5 PM', false),
  sun: day('8 AM - 5 PM', true, true),
};

describe('open hours kept as weekly intervals', () => {
  it('reads the hours object as minutes after midnight, Monday = 1, closed days without any', () => {
    expect(intervalsOf(week)).toEqual([
      { weekday: 1, opensMinute: 540, closesMinute: 1050 },
      { weekday: 2, opensMinute: 480, closesMinute: 1020 },
      { weekday: 3, opensMinute: 480, closesMinute: 1020 },
      { weekday: 4, opensMinute: 720, closesMinute: 1200 },
      { weekday: 5, opensMinute: 480, closesMinute: 720 },
      { weekday: 7, opensMinute: 0, closesMinute: 1440 },
    ]);
  });

  it('gives back the same hours object every page reads', () => {
    expect(hoursOf(intervalsOf(week), true)).toEqual(week);
    expect(hoursOf(intervalsOf(week), false)).toEqual({ ...week, enabled: false });
  });

  it("offers a closed day the dialog's default times again", () => {
    const closedAtNine = { ...week, sat: day('9 AM - 1 PM', false) };
    expect(hoursOf(intervalsOf(closedAtNine), true).sat).toEqual(day('8 AM - 5 PM', false));
    expect(hoursToForm(hoursOf([], true)).days.mon).toMatchObject({ open: false, start: '8', end: '5' });
  });

  it('writes two intervals of a day (a lunch break) in one line, in order', () => {
    const split = hoursOf(
      [
        { weekday: 2, opensMinute: 780, closesMinute: 1020 },
        { weekday: 2, opensMinute: 480, closesMinute: 720 },
      ],
      true,
    );
    expect(split.tue).toEqual(day('8 AM - 12 PM, 1 PM - 5 PM'));
  });

  it.each([
    [0, '12 AM'],
    [30, '12:30 AM'],
    [540, '9 AM'],
    [720, '12 PM'],
    [1065, '5:45 PM'],
  ])('writes minute %i as %s', (minutes, label) => {
    expect(minutesLabel(minutes)).toBe(label);
  });
});
