import { describe, expect, it } from 'vitest';
import type { OpenInterval } from '../providers/open-hours.schemas';
import {
  type AvailabilityDay,
  type AvailabilityInput,
  type AvailabilityRules,
  availabilityAnswerOf,
  availabilityOf,
  type BookableMember,
  type Interval,
  nextBookableSlot,
} from './availability.rules';

/**
 * America/Chicago: clocks go forward Sun Mar 8 2026 and Sun Mar 14 2027 at 2 AM, back Sun Nov 1 2026 and
 * Sun Nov 7 2027 at 2 AM. Every expected instant below is written by hand with its offset.
 */
const CHICAGO = 'America/Chicago';

const HOUR = 60;
/** Mon-Fri 8-12 and 1-5 (a lunch break), Sat 9-1, Sunday closed. */
const WEEK_WITH_LUNCH: OpenInterval[] = [
  ...[1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, opensMinute: 8 * HOUR, closesMinute: 12 * HOUR },
    { weekday, opensMinute: 13 * HOUR, closesMinute: 17 * HOUR },
  ]),
  { weekday: 6, opensMinute: 9 * HOUR, closesMinute: 13 * HOUR },
];
const ALL_DAY_EVERY_DAY: OpenInterval[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opensMinute: 0,
  closesMinute: 24 * HOUR,
}));
const EVERY_DAY_8_TO_5: OpenInterval[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  opensMinute: 8 * HOUR,
  closesMinute: 17 * HOUR,
}));

const window = (from: number, to: number) => ({ startsMinute: from * HOUR, endsMinute: to * HOUR });
const FOUR_WINDOWS = [window(8, 10), window(10, 12), window(13, 15), window(15, 17)];

const instant = (wire: string) => new Date(wire);
const span = (from: string, to: string): Interval => ({ start: instant(from), end: instant(to) });
const member = (userId: string, busy: Interval[] = [], timeOff: Interval[] = []): BookableMember => ({
  userId,
  busy,
  timeOff,
});

function input(
  overrides: Partial<Omit<AvailabilityInput, 'rules'>> & { rules?: Partial<AvailabilityRules> },
) {
  const { rules, ...rest } = overrides;
  return {
    timeZone: CHICAGO,
    now: instant('2026-11-30T06:00:00-06:00'), // Mon Nov 30 2026, 6 AM
    openHours: WEEK_WITH_LUNCH,
    members: [member('ann'), member('bob')],
    teamTimeOff: [],
    bookedPerDay: new Map<string, number>(),
    ...rest,
    rules: {
      mode: 'windows',
      windows: FOUR_WINDOWS,
      startStepMinutes: null,
      durationMinutes: 60,
      noticeMinutes: 0,
      horizonDays: 7,
      bufferMinutes: 0,
      dailyLimit: null,
      ...rules,
    },
  } satisfies AvailabilityInput;
}

function dayOf(days: AvailabilityDay[], date: string): AvailabilityDay {
  const day = days.find((candidate) => candidate.date === date);
  if (!day) throw new Error(`${date} is not in the answer (${days.map((d) => d.date).join(', ')})`);
  return day;
}
const labelsOn = (days: AvailabilityDay[], date: string) => dayOf(days, date).slots.map((slot) => slot.label);
const startsOn = (days: AvailabilityDay[], date: string) =>
  dayOf(days, date).slots.map((slot) => slot.start.toISOString());
const utc = (wire: string) => instant(wire).toISOString();

/** Days from `now` with only the 8-10 AM window, every day open 8-5. */
const eightToTen = (now: string, horizonDays: number, timeZone = CHICAGO) =>
  availabilityOf(
    input({
      timeZone,
      now: instant(now),
      openHours: EVERY_DAY_8_TO_5,
      rules: { windows: [window(8, 10)], horizonDays },
    }),
  );
const firstStart = (day: AvailabilityDay) => day.slots[0]?.start.toISOString();

describe('availabilityOf: open hours and windows', () => {
  it('offers the windows inside open hours, not one across the lunch break', () => {
    const days = availabilityOf(
      input({
        rules: { windows: [window(8, 10), window(10, 12), window(12, 14), window(13, 15), window(15, 17)] },
      }),
    );
    const tuesday = dayOf(days, '2026-12-01');
    expect(tuesday.label).toBe('Tue, Dec 1');
    expect(tuesday.full).toBe(false);
    expect(labelsOn(days, '2026-12-01')).toEqual(['8-10 AM', '10 AM-12 PM', '1-3 PM', '3-5 PM']);
    expect(startsOn(days, '2026-12-01')).toEqual([
      utc('2026-12-01T08:00:00-06:00'),
      utc('2026-12-01T10:00:00-06:00'),
      utc('2026-12-01T13:00:00-06:00'),
      utc('2026-12-01T15:00:00-06:00'),
    ]);
    expect(dayOf(days, '2026-12-01').slots[0]?.end.toISOString()).toBe(utc('2026-12-01T10:00:00-06:00'));
    expect(dayOf(days, '2026-12-01').slots[0]?.memberIds).toEqual(['ann', 'bob']);
  });

  it('offers nothing on a closed day and only the windows inside shorter hours', () => {
    const days = availabilityOf(input({}));
    expect(dayOf(days, '2026-12-06')).toEqual({
      date: '2026-12-06',
      label: 'Sun, Dec 6',
      full: false,
      slots: [],
    });
    expect(labelsOn(days, '2026-12-05')).toEqual(['10 AM-12 PM']); // Sat 9-1: 8-10 starts before opening
  });

  it('lets the work run past closing when the window lies in open hours', () => {
    const days = availabilityOf(
      input({ rules: { windows: [window(15, 17)], durationMinutes: 3 * HOUR }, members: [member('ann')] }),
    );
    const slot = dayOf(days, '2026-12-01').slots[0];
    expect(slot?.label).toBe('3-5 PM');
    expect(slot?.end.toISOString()).toBe(utc('2026-12-01T18:00:00-06:00'));

    const busyAfterClosing = member('ann', [span('2026-12-01T17:30:00-06:00', '2026-12-01T18:30:00-06:00')]);
    const blocked = availabilityOf(
      input({ rules: { windows: [window(15, 17)], durationMinutes: 3 * HOUR }, members: [busyAfterClosing] }),
    );
    expect(dayOf(blocked, '2026-12-01').slots).toEqual([]);
  });

  it('offers a start every step from opening, the work done by closing', () => {
    const days = availabilityOf(
      input({ rules: { mode: 'start-times', startStepMinutes: 30, durationMinutes: 90 } }),
    );
    expect(labelsOn(days, '2026-12-01')).toEqual([
      '8 AM',
      '8:30 AM',
      '9 AM',
      '9:30 AM',
      '10 AM',
      '10:30 AM',
      '1 PM',
      '1:30 PM',
      '2 PM',
      '2:30 PM',
      '3 PM',
      '3:30 PM',
    ]);
    const last = dayOf(days, '2026-12-01').slots.at(-1);
    expect(last?.start.toISOString()).toBe(utc('2026-12-01T15:30:00-06:00'));
    expect(last?.end.toISOString()).toBe(utc('2026-12-01T17:00:00-06:00'));
  });

  it('offers hourly starts across an all-day open day up to midnight', () => {
    const days = availabilityOf(
      input({
        openHours: ALL_DAY_EVERY_DAY,
        rules: { mode: 'start-times', startStepMinutes: 60, durationMinutes: 60 },
      }),
    );
    const tuesday = dayOf(days, '2026-12-01').slots;
    expect(tuesday).toHaveLength(24);
    expect(tuesday.at(-1)?.label).toBe('11 PM');
    expect(tuesday.at(-1)?.end.toISOString()).toBe(utc('2026-12-02T00:00:00-06:00'));
  });
});

describe('availabilityOf: notice and horizon', () => {
  it('cuts the morning windows that start before the notice ends', () => {
    const days = availabilityOf(
      input({ now: instant('2026-12-01T07:30:00-06:00'), rules: { noticeMinutes: 120 } }),
    );
    expect(days[0]?.date).toBe('2026-12-01');
    expect(labelsOn(days, '2026-12-01')).toEqual(['10 AM-12 PM', '1-3 PM', '3-5 PM']);
  });

  it('with 24 hours of notice starts the next day at the same minute', () => {
    const days = availabilityOf(
      input({ now: instant('2026-11-30T10:15:00-06:00'), rules: { noticeMinutes: 1440 } }),
    );
    expect(days[0]?.date).toBe('2026-12-01');
    expect(labelsOn(days, '2026-12-01')).toEqual(['1-3 PM', '3-5 PM']);
    expect(labelsOn(days, '2026-12-02')).toEqual(['8-10 AM', '10 AM-12 PM', '1-3 PM', '3-5 PM']);
  });

  it('ends a 60-day horizon on the 60th local date, today counted', () => {
    const days = availabilityOf(input({ rules: { horizonDays: 60 } }));
    expect(days).toHaveLength(60);
    expect(days[0]?.date).toBe('2026-11-30');
    expect(days.at(-1)?.date).toBe('2027-01-28');
    expect(days.at(-1)?.label).toBe('Thu, Jan 28');
    expect(labelsOn(days, '2027-01-28')).toEqual(['8-10 AM', '10 AM-12 PM', '1-3 PM', '3-5 PM']);
  });

  it('answers the days asked, never past the horizon', () => {
    const days = availabilityOf(input({ rules: { horizonDays: 60 }, fromDate: '2027-01-27', days: 14 }));
    expect(days.map((day) => day.date)).toEqual(['2027-01-27', '2027-01-28']);
    expect(availabilityOf(input({ fromDate: '2026-12-02', days: 2 })).map((day) => day.date)).toEqual([
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('reads today in the provider zone: 11 PM in Chicago is already tomorrow in UTC', () => {
    const days = availabilityOf(
      input({ now: instant('2026-11-30T23:00:00-06:00'), rules: { horizonDays: 2 } }),
    );
    expect(days.map((day) => day.date)).toEqual(['2026-11-30', '2026-12-01']);
  });
});

describe('availabilityOf: buffers, members, time off, limits', () => {
  const visitAt10 = span('2026-12-01T10:00:00-06:00', '2026-12-01T11:00:00-06:00');
  const visitTo1240 = span('2026-12-01T11:00:00-06:00', '2026-12-01T12:40:00-06:00');

  it('a window touching a visit is free without a buffer', () => {
    const days = availabilityOf(input({ members: [member('ann', [visitAt10])] }));
    expect(labelsOn(days, '2026-12-01')).toEqual(['8-10 AM', '1-3 PM', '3-5 PM']);
  });

  it('keeps the buffer before a visit', () => {
    const days = availabilityOf(
      input({ members: [member('ann', [visitAt10])], rules: { bufferMinutes: 30 } }),
    );
    expect(labelsOn(days, '2026-12-01')).toEqual(['1-3 PM', '3-5 PM']);
  });

  it('keeps the buffer after a visit', () => {
    const free = availabilityOf(
      input({ members: [member('ann', [visitTo1240])], rules: { bufferMinutes: 15 } }),
    );
    expect(labelsOn(free, '2026-12-01')).toEqual(['8-10 AM', '1-3 PM', '3-5 PM']);
    const blocked = availabilityOf(
      input({ members: [member('ann', [visitTo1240])], rules: { bufferMinutes: 30 } }),
    );
    expect(labelsOn(blocked, '2026-12-01')).toEqual(['8-10 AM', '3-5 PM']);
  });

  it("one member's time off leaves the others", () => {
    const annOff = member('ann', [], [span('2026-12-01T00:00:00-06:00', '2026-12-02T00:00:00-06:00')]);
    const days = availabilityOf(input({ members: [annOff, member('bob')] }));
    expect(dayOf(days, '2026-12-01').slots.map((slot) => slot.memberIds)).toEqual([
      ['bob'],
      ['bob'],
      ['bob'],
      ['bob'],
    ]);
    expect(dayOf(days, '2026-12-02').slots[0]?.memberIds).toEqual(['ann', 'bob']);
  });

  it("a member's time off also keeps the buffer", () => {
    const offFrom1015 = member('ann', [], [span('2026-12-01T10:15:00-06:00', '2026-12-01T12:00:00-06:00')]);
    const days = availabilityOf(input({ members: [offFrom1015], rules: { bufferMinutes: 30 } }));
    expect(labelsOn(days, '2026-12-01')).toEqual(['1-3 PM', '3-5 PM']);
  });

  it('all members busy: the day offers nothing and says full', () => {
    const workday = span('2026-12-01T08:00:00-06:00', '2026-12-01T17:00:00-06:00');
    const days = availabilityOf(input({ members: [member('ann', [workday]), member('bob', [workday])] }));
    expect(dayOf(days, '2026-12-01')).toMatchObject({ full: true, slots: [] });
    expect(dayOf(days, '2026-12-02').full).toBe(false);
  });

  it('a window is offered while one member is free for it', () => {
    const morning = span('2026-12-01T08:00:00-06:00', '2026-12-01T12:00:00-06:00');
    const afternoon = span('2026-12-01T13:00:00-06:00', '2026-12-01T17:00:00-06:00');
    const days = availabilityOf(input({ members: [member('ann', [morning]), member('bob', [afternoon])] }));
    expect(dayOf(days, '2026-12-01').slots.map((slot) => `${slot.label} ${slot.memberIds}`)).toEqual([
      '8-10 AM bob',
      '10 AM-12 PM bob',
      '1-3 PM ann',
      '3-5 PM ann',
    ]);
  });

  it('team time off closes the day (not full: nothing was open)', () => {
    const holiday = span('2026-12-01T00:00:00-06:00', '2026-12-02T00:00:00-06:00');
    const days = availabilityOf(input({ teamTimeOff: [holiday] }));
    expect(dayOf(days, '2026-12-01')).toMatchObject({ full: false, slots: [] });
    expect(labelsOn(days, '2026-12-02')).toHaveLength(4);
  });

  it('the daily limit reached: the day offers nothing and says full; the next day still offers', () => {
    const bookedPerDay = new Map([
      ['2026-12-01', 2],
      ['2026-12-02', 1],
    ]);
    const days = availabilityOf(input({ bookedPerDay, rules: { dailyLimit: 2 } }));
    expect(dayOf(days, '2026-12-01')).toMatchObject({ full: true, slots: [] });
    expect(labelsOn(days, '2026-12-02')).toHaveLength(4);
  });
});

describe('availabilityOf: clocks changing (America/Chicago)', () => {
  it('8-10 AM stays 8-10 AM on both sides of the spring change (14:00Z, then 13:00Z)', () => {
    const days = eightToTen('2026-03-07T06:00:00-06:00', 3);
    expect(
      days.map((day) => `${day.date} ${day.slots[0]?.start.toISOString()} ${day.slots[0]?.label}`),
    ).toEqual([
      '2026-03-07 2026-03-07T14:00:00.000Z 8-10 AM',
      '2026-03-08 2026-03-08T13:00:00.000Z 8-10 AM',
      '2026-03-09 2026-03-09T13:00:00.000Z 8-10 AM',
    ]);
  });

  it('8-10 AM stays 8-10 AM on both sides of the fall change (13:00Z, then 14:00Z)', () => {
    const days = eightToTen('2027-11-06T06:00:00-05:00', 3);
    expect(
      days.map(
        (day) => `${day.date} ${day.slots[0]?.start.toISOString()} ${day.slots[0]?.end.toISOString()}`,
      ),
    ).toEqual([
      '2027-11-06 2027-11-06T13:00:00.000Z 2027-11-06T15:00:00.000Z',
      '2027-11-07 2027-11-07T14:00:00.000Z 2027-11-07T16:00:00.000Z',
      '2027-11-08 2027-11-08T14:00:00.000Z 2027-11-08T16:00:00.000Z',
    ]);
  });

  it('a window in the skipped hour does not exist that night', () => {
    const days = availabilityOf(
      input({
        now: instant('2027-03-13T00:00:00-06:00'),
        openHours: ALL_DAY_EVERY_DAY,
        rules: { windows: [window(2, 4)], horizonDays: 3 },
      }),
    );
    expect(startsOn(days, '2027-03-13')).toEqual([utc('2027-03-13T02:00:00-06:00')]);
    expect(startsOn(days, '2027-03-14')).toEqual([]);
    expect(startsOn(days, '2027-03-15')).toEqual([utc('2027-03-15T02:00:00-05:00')]);
  });

  it('skips the starts of the missing hour: 1:30 AM CST is followed by 3 AM CDT', () => {
    const days = availabilityOf(
      input({
        now: instant('2026-03-08T00:00:00-06:00'),
        openHours: ALL_DAY_EVERY_DAY,
        rules: { mode: 'start-times', startStepMinutes: 30, durationMinutes: 30, horizonDays: 2 },
      }),
    );
    const sunday = dayOf(days, '2026-03-08').slots;
    expect(sunday).toHaveLength(46);
    expect(sunday.slice(2, 5).map((slot) => `${slot.label} ${slot.start.toISOString()}`)).toEqual([
      '1 AM 2026-03-08T07:00:00.000Z',
      '1:30 AM 2026-03-08T07:30:00.000Z',
      '3 AM 2026-03-08T08:00:00.000Z',
    ]);
    expect(dayOf(days, '2026-03-09').slots).toHaveLength(48);
  });

  it('offers a repeated start once, the earlier (1:30 AM CDT), on the fall night', () => {
    const days = availabilityOf(
      input({
        now: instant('2026-11-01T00:00:00-05:00'),
        openHours: ALL_DAY_EVERY_DAY,
        rules: { mode: 'start-times', startStepMinutes: 30, durationMinutes: 30, horizonDays: 1 },
      }),
    );
    const sunday = dayOf(days, '2026-11-01').slots;
    expect(sunday).toHaveLength(48);
    expect(sunday.slice(2, 5).map((slot) => `${slot.label} ${slot.start.toISOString()}`)).toEqual([
      '1 AM 2026-11-01T06:00:00.000Z',
      '1:30 AM 2026-11-01T06:30:00.000Z',
      '2 AM 2026-11-01T08:00:00.000Z',
    ]);
  });

  it('a window across the fall change keeps its wall times: 1-3 AM lasts three hours', () => {
    const days = availabilityOf(
      input({
        now: instant('2027-11-07T00:00:00-05:00'),
        openHours: ALL_DAY_EVERY_DAY,
        rules: { windows: [window(1, 3)], horizonDays: 2 },
      }),
    );
    const slot = dayOf(days, '2027-11-07').slots[0];
    expect(slot?.label).toBe('1 AM CDT-3 AM CST');
    expect(slot?.start.toISOString()).toBe(utc('2027-11-07T01:00:00-05:00'));
    expect(slot?.end.toISOString()).toBe(utc('2027-11-07T03:00:00-06:00'));
    expect(labelsOn(days, '2027-11-08')).toEqual(['1-3 AM']);
  });

  it('a window ending in the repeated hour ends the first time it is 1 AM', () => {
    const days = availabilityOf(
      input({
        now: instant('2026-11-01T00:00:00-05:00'),
        openHours: ALL_DAY_EVERY_DAY,
        rules: { windows: [window(0, 1)], durationMinutes: 30, horizonDays: 1 },
      }),
    );
    const slot = dayOf(days, '2026-11-01').slots[0];
    expect(slot?.label).toBe('12-1 AM');
    expect(slot?.end.toISOString()).toBe(utc('2026-11-01T01:00:00-05:00'));
  });

  it('a visit near the change blocks by instants, not by wall times', () => {
    // 8-9 AM CST on Nov 9 2026 is 14:00-15:00Z: the 8-10 AM window overlaps it; on Oct 31 (CDT) the same
    // instants are 9-10 AM and block the window too; 13:00-14:00Z on Nov 9 is 7-8 AM and blocks nothing.
    const ann = member('ann', [
      span('2026-10-31T14:00:00Z', '2026-10-31T15:00:00Z'),
      span('2026-11-09T13:00:00Z', '2026-11-09T14:00:00Z'),
    ]);
    const days = availabilityOf(
      input({
        now: instant('2026-10-31T00:00:00-05:00'),
        openHours: EVERY_DAY_8_TO_5,
        members: [ann],
        rules: { windows: [window(8, 10)], horizonDays: 10 },
      }),
    );
    expect(labelsOn(days, '2026-10-31')).toEqual([]);
    expect(labelsOn(days, '2026-11-09')).toEqual(['8-10 AM']);
  });
});

describe('availabilityOf: other zones and midnight', () => {
  it('Phoenix keeps one offset all year; New York moves an hour before Chicago', () => {
    expect(eightToTen('2026-03-07T06:00:00-07:00', 3, 'America/Phoenix').map(firstStart)).toEqual([
      '2026-03-07T15:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
      '2026-03-09T15:00:00.000Z',
    ]);
    expect(eightToTen('2026-03-07T06:00:00-05:00', 3, 'America/New_York').map(firstStart)).toEqual([
      '2026-03-07T13:00:00.000Z',
      '2026-03-08T12:00:00.000Z',
      '2026-03-09T12:00:00.000Z',
    ]);
  });

  it('a window to midnight ends at the next midnight and reads 10 PM-12 AM', () => {
    const days = availabilityOf(
      input({ openHours: ALL_DAY_EVERY_DAY, rules: { windows: [window(22, 24)], horizonDays: 2 } }),
    );
    const slot = dayOf(days, '2026-11-30').slots[0];
    expect(slot?.label).toBe('10 PM-12 AM');
    expect(slot?.end.toISOString()).toBe(utc('2026-12-01T00:00:00-06:00'));
  });
});

describe('nextBookableSlot', () => {
  it('is the first time left after the notice', () => {
    const busyMorning = span('2026-12-01T08:00:00-06:00', '2026-12-01T12:00:00-06:00');
    const next = nextBookableSlot(
      input({
        now: instant('2026-11-30T16:00:00-06:00'),
        members: [member('ann', [busyMorning])],
        rules: { noticeMinutes: 120 },
      }),
    );
    expect(next?.label).toBe('1-3 PM');
    expect(next?.start.toISOString()).toBe(utc('2026-12-01T13:00:00-06:00'));
  });

  it('is null when nothing is open within the horizon', () => {
    expect(nextBookableSlot(input({ openHours: [], rules: { horizonDays: 60 } }))).toBeNull();
  });
});

describe('availabilityOf: 60 days, 3 members, 600 busy intervals', () => {
  // Feb 20 - Apr 20 2027, across the spring change of Mar 14. Every day open 8-12 and 1-5.
  const offsetOn = (date: string) => (date < '2027-03-14' ? '-06:00' : '-05:00');
  const dates = Array.from({ length: 60 }, (_, index) =>
    new Date(Date.UTC(2027, 1, 20 + index)).toISOString().slice(0, 10),
  );
  const pieces = (date: string, fromHour: number, toHour: number, minutes: number): Interval[] => {
    const list: Interval[] = [];
    for (let minute = fromHour * 60; minute < toHour * 60; minute += minutes) {
      const at = (m: number) =>
        `${date}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00${offsetOn(date)}`;
      list.push(span(at(minute), at(minute + minutes)));
    }
    return list;
  };
  // Ann busy 8-10 in half hours (4 a day), Bob 10-12 and 1-3 in hours (4), Cara 3-5 in hours (2): 600.
  const ann = member(
    'ann',
    dates.flatMap((date) => pieces(date, 8, 10, 30)),
  );
  const bob = member(
    'bob',
    dates.flatMap((date) => [...pieces(date, 10, 12, 60), ...pieces(date, 13, 15, 60)]),
  );
  const cara = member('cara', [
    ...dates.flatMap((date) => pieces(date, 15, 17, 60)),
    span('2027-03-20T08:00:00-05:00', '2027-03-20T09:00:00-05:00'),
  ]);
  const lunchEveryDay = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { weekday, opensMinute: 8 * HOUR, closesMinute: 12 * HOUR },
    { weekday, opensMinute: 13 * HOUR, closesMinute: 17 * HOUR },
  ]);
  const days = availabilityOf(
    input({
      now: instant('2027-02-20T06:00:00-06:00'),
      openHours: lunchEveryDay,
      members: [ann, bob, cara],
      rules: { horizonDays: 60 },
    }),
  );
  const who = (date: string) =>
    dayOf(days, date).slots.map((slot) => `${slot.label} ${slot.memberIds.join('+')}`);

  it('answers 60 days, from Feb 20 to Apr 20', () => {
    expect(ann.busy.length + bob.busy.length + cara.busy.length).toBe(601);
    expect(days).toHaveLength(60);
    expect(days.at(-1)?.date).toBe('2027-04-20');
  });

  it('leaves each window to the two members not busy then, on any day', () => {
    const expected = ['8-10 AM bob+cara', '10 AM-12 PM ann+cara', '1-3 PM ann+cara', '3-5 PM ann+bob'];
    for (const date of ['2027-02-20', '2027-03-13', '2027-03-14', '2027-03-15', '2027-04-20']) {
      expect(who(date)).toEqual(expected);
    }
  });

  it('sees one more visit on Mar 20 and places the windows at their instants', () => {
    expect(who('2027-03-20')[0]).toBe('8-10 AM bob');
    expect(startsOn(days, '2027-03-13')[0]).toBe(utc('2027-03-13T08:00:00-06:00'));
    expect(startsOn(days, '2027-03-15')[0]).toBe(utc('2027-03-15T08:00:00-05:00'));
  });
});

describe('availabilityAnswerOf', () => {
  it("writes starts with the zone's offset on each side of a change, and the zone as people name it", () => {
    const days = eightToTen('2026-10-31T06:00:00-05:00', 2);
    expect(availabilityAnswerOf(days, CHICAGO, instant('2026-10-31T06:00:00-05:00'))).toEqual({
      timeZone: CHICAGO,
      zoneName: 'Central Time',
      days: [
        {
          date: '2026-10-31',
          label: 'Sat, Oct 31',
          full: false,
          slots: [{ start: '2026-10-31T08:00:00-05:00', label: '8-10 AM' }],
        },
        {
          date: '2026-11-01',
          label: 'Sun, Nov 1',
          full: false,
          slots: [{ start: '2026-11-01T08:00:00-06:00', label: '8-10 AM' }],
        },
      ],
    });
  });
});
