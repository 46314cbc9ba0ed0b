import { describe, expect, it } from 'vitest';
import { entryOf, itemAt, returnedRow } from './required';

describe('itemAt', () => {
  it('gives the item at the index, falsy ones too', () => {
    expect(itemAt(['a', 'b'], 1, 'letter')).toBe('b');
    expect(itemAt([0, 1], 0, 'number')).toBe(0);
  });

  it('names what is missing when the index is out of range', () => {
    expect(() => itemAt(['a'], 3, 'demo reviewer')).toThrow('No demo reviewer at index 3 (of 1)');
    expect(() => itemAt([], -1, 'letter')).toThrow('No letter at index -1 (of 0)');
  });
});

describe('entryOf', () => {
  it('gives the value for the key, falsy ones too', () => {
    expect(entryOf(new Map([['a', 0]]), 'a', 'count')).toBe(0);
  });

  it('names what is missing when the key is unknown', () => {
    expect(() => entryOf(new Map<string, number>(), 'pro@porchlight.test', 'demo account')).toThrow(
      'No demo account for pro@porchlight.test',
    );
  });
});

describe('returnedRow', () => {
  it('gives the first row', () => {
    expect(returnedRow([{ id: 'x' }], 'offer insert')).toEqual({ id: 'x' });
  });

  it('names the statement that returned nothing', () => {
    expect(() => returnedRow([], 'offer insert')).toThrow('offer insert returned no row');
  });
});
