import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  bucketStarts,
  changeFrom,
  clickThrough,
  daysIn,
  resolveRange,
} from './insight-range.rules';

describe('resolveRange', () => {
  it('ends the last-N-days ranges today and puts the previous period right before', () => {
    expect(resolveRange('7d', '2026-03-02')).toEqual({
      current: { from: '2026-02-24', to: '2026-03-02' },
      previous: { from: '2026-02-17', to: '2026-02-23' },
    });
    expect(daysIn(resolveRange('30d', '2026-03-02').current)).toBe(30);
    expect(daysIn(resolveRange('90d', '2026-03-02').previous)).toBe(90);
  });

  it('runs 12 months from the day after today’s date a year ago', () => {
    expect(resolveRange('12m', '2026-11-28')).toEqual({
      current: { from: '2025-11-29', to: '2026-11-28' },
      previous: { from: '2024-11-29', to: '2025-11-28' },
    });
  });

  it('takes a custom range as given, with a previous period of the same length', () => {
    expect(resolveRange('custom', '2026-11-28', { from: '2026-10-01', to: '2026-10-10' })).toEqual({
      current: { from: '2026-10-01', to: '2026-10-10' },
      previous: { from: '2026-09-21', to: '2026-09-30' },
    });
  });
});

describe('buckets', () => {
  it('draws by day up to 90 days and by week beyond, from the range’s first day', () => {
    const month = { from: '2026-10-01', to: '2026-10-30' };
    expect(bucketStarts(month)).toHaveLength(30);
    const year = { from: '2025-11-29', to: '2026-11-28' };
    expect(bucketStarts(year)).toHaveLength(53);
    expect(bucketStart('2025-12-05', year)).toBe('2025-11-29');
    expect(bucketStart('2025-12-06', year)).toBe('2025-12-06');
  });
});

describe('figures', () => {
  it('gives click-through and change per cent with one decimal, null when there is nothing to divide by', () => {
    expect(clickThrough(1, 3)).toBe(33.3);
    expect(clickThrough(0, 0)).toBeNull();
    expect(changeFrom(4, 5)).toBe(25);
    expect(changeFrom(3, 1)).toBe(-66.7);
    expect(changeFrom(0, 5)).toBeNull();
  });
});
