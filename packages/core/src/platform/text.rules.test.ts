import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter, isSingleLine, toSingleLine } from './text.rules';

describe('hasControlCharacter', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['vertical tab', 'a\u000Bb'],
    ['form feed', 'a\u000Cb'],
    ['escape', '\u001B[31m'],
    ['DEL', 'a\u007Fb'],
    ['C1 next line', 'a\u0085b'],
    ['C1 CSI', 'a\u009Bb'],
  ])('refuses %s', (_name, text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it('accepts tabs, line breaks and ordinary Unicode text', () => {
    expect(hasControlCharacter('Line one\r\nLine two\tand a tab')).toBe(false);
    expect(hasControlCharacter('Café Zoë ✓ 東京 🙂 — “quoted”')).toBe(false);
    expect(hasControlCharacter('')).toBe(false);
  });
});

describe('isSingleLine', () => {
  it('refuses line feeds, carriage returns, tabs and Unicode line separators', () => {
    for (const text of ['Casey\nBcc: x@example.com', 'Casey\rX', 'Casey\tMorgan', 'a\u2028b', 'a\u2029b'])
      expect(isSingleLine(text)).toBe(false);
  });

  it('accepts a name with spaces and accents', () => {
    expect(isSingleLine("Zoë O'Brien-Smith")).toBe(true);
  });
});

describe('findControlCharacter', () => {
  it('names the path of the first string or key with a control character', () => {
    expect(findControlCharacter('a\u0000')).toBe('');
    expect(findControlCharacter({ vanityName: 'x\u0000' })).toBe('vanityName');
    expect(
      findControlCharacter({
        firstName: 'Casey',
        inputForm: [{ label: 'Description', value: 'ok' }, { value: 'bad\u0000' }],
      }),
    ).toBe('inputForm.1.value');
    expect(findControlCharacter({ nested: { 'key\u0000': 1 } })).toBe('nested.key\u0000');
  });

  it('answers null for clean values, numbers, booleans, null and undefined', () => {
    expect(findControlCharacter({ a: 'multi\nline\ttext', b: [1, true, null], c: undefined })).toBeNull();
    expect(findControlCharacter(undefined)).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findControlCharacter(deep)).toMatch(/^0(\.0)*$/);
  });
});

describe('toSingleLine', () => {
  it('turns each run of line breaks, tabs and control characters into one space', () => {
    expect(toSingleLine('Casey\r\nBcc: x@example.com')).toBe('Casey Bcc: x@example.com');
    expect(toSingleLine(' a\t\u0000\u2028b \n')).toBe('a b');
    expect(toSingleLine('Zoë Morgan')).toBe('Zoë Morgan');
  });
});
