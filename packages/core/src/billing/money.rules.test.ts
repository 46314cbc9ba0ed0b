import { describe, expect, it } from 'vitest';
import {
  centsOfDollars,
  formatCents,
  multiplyAndDivide,
  percentToThousandths,
  quantityToHundredths,
} from './money.rules';

describe('multiplyAndDivide', () => {
  it('rounds half away from zero', () => {
    expect(multiplyAndDivide(5, 1, 2)).toBe(3);
    expect(multiplyAndDivide(-5, 1, 2)).toBe(-3);
    expect(multiplyAndDivide(7, 1, 3)).toBe(2);
    expect(multiplyAndDivide(8, 1, 3)).toBe(3);
  });

  it('is exact beyond 2^53 in the product', () => {
    // 10^15 cents × 99.999% would lose cents in floating point.
    expect(multiplyAndDivide(1_000_000_000_000_000, 99_999, 100_000)).toBe(999_990_000_000_000);
  });

  it('refuses fractions', () => {
    expect(() => multiplyAndDivide(1.5, 1, 1)).toThrow(RangeError);
  });
});

describe('scaled decimals', () => {
  it('accepts up to 2 decimals of quantity and 3 of a percentage', () => {
    expect(quantityToHundredths(1.15)).toBe(115);
    expect(quantityToHundredths(2)).toBe(200);
    expect(quantityToHundredths(1.155)).toBeNull();
    expect(percentToThousandths(8.25)).toBe(8_250);
    expect(percentToThousandths(7.125)).toBe(7_125);
    expect(percentToThousandths(7.1255)).toBeNull();
    expect(quantityToHundredths(Number.NaN)).toBeNull();
  });
});

describe('centsOfDollars', () => {
  it('takes whole cents of a dollar amount, binary noise and all, and refuses fractions of a cent', () => {
    expect(centsOfDollars(12.5)).toBe(1250);
    expect(centsOfDollars(0.1 + 0.2)).toBe(30);
    expect(centsOfDollars(1234.56)).toBe(123456);
    expect(centsOfDollars(0.005)).toBeNull();
    expect(centsOfDollars(Number.NaN)).toBeNull();
  });
});

describe('formatCents', () => {
  it('writes US dollars', () => {
    expect(formatCents(123_456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
  });
});
