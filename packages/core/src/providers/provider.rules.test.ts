import { describe, expect, it } from 'vitest';
import { distanceToMeters, formatRating } from './provider.rules';

describe('formatRating', () => {
  it("shows '0.0' when there are no reviews", () => {
    expect(formatRating(0, 0)).toBe('0.0');
  });
  it('rounds the average to one decimal', () => {
    expect(formatRating(14, 3)).toBe('4.7');
    expect(formatRating(5, 1)).toBe('5.0');
  });
});

describe('distanceToMeters', () => {
  it('converts miles by default and kilometres on request', () => {
    expect(distanceToMeters(25)).toBeCloseTo(40_233.6);
    expect(distanceToMeters(2, 'km')).toBe(2000);
  });
});
