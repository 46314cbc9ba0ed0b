import { describe, expect, it } from 'vitest';
import { formatPhoneAsTyped } from './phone-as-typed';

describe('formatPhoneAsTyped', () => {
  it('draws the (999) 999-9999 mask as the digits come', () => {
    expect(formatPhoneAsTyped('')).toBe('');
    expect(formatPhoneAsTyped('5')).toBe('(5');
    expect(formatPhoneAsTyped('512555')).toBe('(512) 555');
    expect(formatPhoneAsTyped('(512) 555-01')).toBe('(512) 555-01');
    expect(formatPhoneAsTyped('5125550199')).toBe('(512) 555-0199');
  });

  it('keeps ten digits at most and drops anything else', () => {
    expect(formatPhoneAsTyped('512-555-0199 99')).toBe('(512) 555-0199');
    expect(formatPhoneAsTyped('abc')).toBe('');
  });
});
