import { describe, expect, it } from 'vitest';
import { clockLabel, dateLabel, visitWhenLabel } from './time-labels.rules';

/** Tue Dec 1, 2026 is standard time: Chicago -06:00, Phoenix -07:00 (hand-computed UTC below). */
const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);
const visit = (start: string, end: string, arrivalWindowMinutes: number | null = null) =>
  visitWhenLabel({ start: at(start), end: at(end), arrivalWindowMinutes }, CHICAGO);

describe('when a visit is, for people', () => {
  it('shows an arrival window from the start, not the visit’s length', () => {
    expect(visit('2026-12-01T14:00:00Z', '2026-12-01T18:00:00Z', 120)).toBe('Tue, Dec 1 · 8-10 AM');
  });

  it('writes AM/PM once when both ends share it, minutes only when not :00', () => {
    expect(visit('2026-12-01T14:30:00Z', '2026-12-01T18:00:00Z')).toBe('Tue, Dec 1 · 8:30 AM-12 PM');
    expect(visit('2026-12-01T17:00:00Z', '2026-12-01T19:00:00Z')).toBe('Tue, Dec 1 · 11 AM-1 PM');
    expect(visit('2026-12-01T19:00:00Z', '2026-12-01T21:45:00Z')).toBe('Tue, Dec 1 · 1-3:45 PM');
  });

  it('names the zone only when the ends differ in offset, the nights clocks change', () => {
    expect(visit('2026-11-01T06:30:00Z', '2026-11-01T07:30:00Z')).toBe(
      'Sun, Nov 1 · 1:30 AM CDT-1:30 AM CST',
    );
    expect(visit('2026-03-08T07:00:00Z', '2026-03-08T09:00:00Z')).toBe('Sun, Mar 8 · 1 AM CST-4 AM CDT');
  });

  it('writes the zone’s own wall clock', () => {
    const phoenix = visitWhenLabel(
      { start: at('2026-12-01T15:00:00Z'), end: at('2026-12-01T16:00:00Z'), arrivalWindowMinutes: 120 },
      'America/Phoenix',
    );
    expect(phoenix).toBe('Tue, Dec 1 · 8-10 AM');
  });

  it('names the next day for a visit past midnight, not for one ending at it', () => {
    expect(visit('2026-12-02T04:00:00Z', '2026-12-02T08:00:00Z')).toBe('Tue, Dec 1 · 10 PM-Wed, Dec 2, 2 AM');
    expect(visit('2026-12-02T04:00:00Z', '2026-12-02T06:00:00Z')).toBe('Tue, Dec 1 · 10 PM-12 AM');
  });
});

describe('a date and a clock', () => {
  it('labels the wall date and time in the zone', () => {
    expect(dateLabel(at('2026-03-08T08:30:00Z'), CHICAGO)).toBe('Sun, Mar 8');
    expect(clockLabel(at('2026-03-08T08:30:00Z'), CHICAGO)).toBe('3:30 AM');
    expect(clockLabel(at('2026-12-01T18:00:00Z'), CHICAGO)).toBe('12 PM');
    expect(clockLabel(at('2026-12-02T06:00:00Z'), CHICAGO)).toBe('12 AM');
  });
});
