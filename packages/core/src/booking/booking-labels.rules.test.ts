import { describe, expect, it } from 'vitest';
import { nextWindowLabel, zoneNameOf } from './booking-labels.rules';

const CHICAGO = 'America/Chicago';
// Mon Nov 30 2026, 9 AM in Chicago.
const now = new Date('2026-11-30T09:00:00-06:00');
const at = (wire: string, windowMinutes: number | null = 120) => ({ start: new Date(wire), windowMinutes });

describe('nextWindowLabel', () => {
  it('says Today, Tomorrow, the weekday within six days, else the date', () => {
    expect(nextWindowLabel(at('2026-11-30T14:00:00-06:00'), now, 0, CHICAGO)).toBe('Next: Today 2-4 PM');
    expect(nextWindowLabel(at('2026-12-01T08:00:00-06:00'), now, 0, CHICAGO)).toBe('Next: Tomorrow 8-10 AM');
    expect(nextWindowLabel(at('2026-12-06T10:00:00-06:00'), now, 0, CHICAGO)).toBe('Next: Sun 10 AM-12 PM');
    expect(nextWindowLabel(at('2026-12-07T08:00:00-06:00'), now, 0, CHICAGO)).toBe('Next: Dec 7 8-10 AM');
  });

  it('writes an exact start time alone', () => {
    expect(nextWindowLabel(at('2026-12-01T08:30:00-06:00', null), now, 0, CHICAGO)).toBe(
      'Next: Tomorrow 8:30 AM',
    );
  });

  it("counts days in the provider's zone: 11 PM today is still Today", () => {
    const late = new Date('2026-11-30T22:00:00-06:00');
    expect(nextWindowLabel(at('2026-11-30T23:00:00-06:00', 60), late, 0, CHICAGO)).toBe(
      'Next: Today 11 PM-12 AM',
    );
    expect(nextWindowLabel(at('2026-12-01T00:30:00-06:00', null), late, 0, CHICAGO)).toBe(
      'Next: Tomorrow 12:30 AM',
    );
  });

  it('says nothing once the stored start falls inside the notice', () => {
    expect(nextWindowLabel(at('2026-12-01T08:00:00-06:00'), now, 24 * 60, CHICAGO)).toBeNull();
    expect(nextWindowLabel(at('2026-12-01T09:00:00-06:00'), now, 24 * 60, CHICAGO)).toBe(
      'Next: Tomorrow 9-11 AM',
    );
  });
});

describe('zoneNameOf', () => {
  it('names the zone as people do, the same in summer and winter', () => {
    expect(zoneNameOf(CHICAGO, new Date('2026-07-01T12:00:00Z'))).toBe('Central Time');
    expect(zoneNameOf(CHICAGO, now)).toBe('Central Time');
    expect(zoneNameOf('America/New_York', now)).toBe('Eastern Time');
  });
});
