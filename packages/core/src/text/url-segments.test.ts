import { describe, expect, it } from 'vitest';
import { decodeSegment, isNameSegment } from './url-segments';

describe('decodeSegment', () => {
  it('decodes escapes and keeps a malformed one as typed', () => {
    expect(decodeSegment('bright%20nest')).toBe('bright nest');
    expect(decodeSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('isNameSegment', () => {
  it.each(['bright-nest', 'Café Ümlaut', 'a b', 'photo.jpg'])('accepts %j', (value) => {
    expect(isNameSegment(value)).toBe(true);
  });

  it.each(['', ' ', '\t', '\r\n', 'a\r\nb', 'a\u0000b', 'a\u007fb', 'a\u0085b'])('refuses %j', (value) => {
    expect(isNameSegment(value)).toBe(false);
  });
});
