import { describe, expect, it } from 'vitest';
import { FRIENDLY_NAME_MAX_LENGTH, firstFreeFriendlyName, friendlyNameBase } from './friendly-names.rules';

describe('friendlyNameBase', () => {
  it('is the slug of the file name without its extension', () => {
    expect(friendlyNameBase('Kitchen Remodel.PNG')).toBe('kitchen-remodel');
    expect(friendlyNameBase('same.png')).toBe('same');
    expect(friendlyNameBase('.png')).toBe('photo');
    expect(friendlyNameBase('***.jpg')).toBe('photo');
  });

  it('is cut to the maximum length without a trailing dash', () => {
    const base = friendlyNameBase(`${'a'.repeat(FRIENDLY_NAME_MAX_LENGTH - 1)} b.png`);
    expect(base).toBe('a'.repeat(FRIENDLY_NAME_MAX_LENGTH - 1));
  });
});

describe('firstFreeFriendlyName', () => {
  it('takes the base, else the first free number from 2', () => {
    expect(firstFreeFriendlyName('same', new Set())).toBe('same');
    expect(firstFreeFriendlyName('same', new Set(['same']))).toBe('same-2');
    expect(firstFreeFriendlyName('same', new Set(['same', 'same-2', 'same-4']))).toBe('same-3');
  });
});
