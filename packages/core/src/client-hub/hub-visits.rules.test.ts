import { describe, expect, it } from 'vitest';
import { changesCloseAt, changesOpen, cutoffWords } from './hub-visits.rules';

describe('hub visit changes', () => {
  it('close the cutoff in elapsed hours before the start, across a daylight-saving change', () => {
    // Tue, Nov 3, 2026, 8 AM in Chicago (14:00Z); clocks went back on Sunday Nov 1: 48 elapsed hours
    // before is 14:00Z on Nov 1, which is 8 AM CST, not the wall-clock 8 AM CDT (13:00Z).
    const start = new Date('2026-11-03T14:00:00Z');
    expect(changesCloseAt(start, 48).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(changesOpen(start, 48, new Date('2026-11-01T13:59:59Z'))).toBe(true);
    expect(changesOpen(start, 48, new Date('2026-11-01T14:00:00Z'))).toBe(false);
  });

  it('a cutoff of 0 keeps changes open until the visit starts', () => {
    const start = new Date('2026-12-01T14:00:00Z');
    expect(changesOpen(start, 0, new Date('2026-12-01T13:59:00Z'))).toBe(true);
    expect(changesOpen(start, 0, start)).toBe(false);
  });

  it('says the cutoff in words', () => {
    expect(cutoffWords(24)).toBe('24 hours');
    expect(cutoffWords(1)).toBe('1 hour');
  });
});
