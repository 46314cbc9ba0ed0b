import { describe, expect, it } from 'vitest';
import { isQuiet, nextSendable } from './quiet-hours.rules';

const NIGHT = { startMinute: 20 * 60, endMinute: 8 * 60 };
const CHICAGO = 'America/Chicago';

describe('quiet hours', () => {
  it('hold a text from 8 PM to 8 AM: 19:59 sends, 20:00 waits', () => {
    expect(isQuiet(19 * 60 + 59, NIGHT)).toBe(false);
    expect(isQuiet(20 * 60, NIGHT)).toBe(true);
    expect(isQuiet(7 * 60 + 59, NIGHT)).toBe(true);
    expect(isQuiet(8 * 60, NIGHT)).toBe(false);
  });

  it('may lie within one day', () => {
    const lunch = { startMinute: 13 * 60, endMinute: 14 * 60 };
    expect(isQuiet(13 * 60 + 30, lunch)).toBe(true);
    expect(isQuiet(14 * 60, lunch)).toBe(false);
    expect(nextSendable(new Date('2026-12-01T19:30:00Z'), CHICAGO, lunch)).toEqual(
      new Date('2026-12-01T20:00:00Z'),
    );
  });

  it('9:30 PM waits for 8 AM the next morning, 5 AM for 8 AM the same morning', () => {
    expect(nextSendable(new Date('2026-12-02T03:30:00Z'), CHICAGO, NIGHT)).toEqual(
      new Date('2026-12-02T14:00:00Z'),
    );
    expect(nextSendable(new Date('2026-12-02T11:00:00Z'), CHICAGO, NIGHT)).toEqual(
      new Date('2026-12-02T14:00:00Z'),
    );
    const noon = new Date('2026-12-02T18:00:00Z');
    expect(nextSendable(noon, CHICAGO, NIGHT)).toBe(noon);
  });

  it('wake at 8 AM local across both daylight-saving nights', () => {
    // Sat Mar 7, 2026 10 PM CST → Sun Mar 8 8 AM CDT (13:00Z); Sat Oct 31 10 PM CDT → Sun Nov 1 8 AM CST (14:00Z).
    expect(nextSendable(new Date('2026-03-08T04:00:00Z'), CHICAGO, NIGHT)).toEqual(
      new Date('2026-03-08T13:00:00Z'),
    );
    expect(nextSendable(new Date('2026-11-01T03:00:00Z'), CHICAGO, NIGHT)).toEqual(
      new Date('2026-11-01T14:00:00Z'),
    );
  });

  it("are the client's: 9 AM in Chicago is 5 AM in Honolulu, so a text waits for 8 AM there", () => {
    expect(nextSendable(new Date('2026-12-02T15:00:00Z'), 'Pacific/Honolulu', NIGHT)).toEqual(
      new Date('2026-12-02T18:00:00Z'),
    );
  });
});
