import { describe, expect, it } from 'vitest';
import { averageRating, formatMinutes, invoiceAge } from './business.rules';

describe('invoiceAge', () => {
  it('is current until due, then 1-30, 31-60 and 60+ days past due', () => {
    expect([-5, 0, 1, 30, 31, 60, 61, 400].map(invoiceAge)).toEqual([
      'current',
      'current',
      '1-30',
      '1-30',
      '31-60',
      '31-60',
      '60+',
      '60+',
    ]);
  });
});

describe('averageRating', () => {
  it('rounds to one decimal and is null without reviews', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBeNull();
  });
});

describe('formatMinutes', () => {
  it('reads in minutes, hours or days', () => {
    expect([0, 45, 60, 125, 1440, 1500, 4560].map(formatMinutes)).toEqual([
      '0 min',
      '45 min',
      '1 h',
      '2 h 5 min',
      '1 d',
      '1 d 1 h',
      '3 d 4 h',
    ]);
  });
});
