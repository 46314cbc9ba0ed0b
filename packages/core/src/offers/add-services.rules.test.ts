import { describe, expect, it } from 'vitest';
import { selectionState, toggleAll } from './add-services.rules';

const services = [{ u: 'a' }, { u: 'b' }, { u: 'c' }];

describe('subcategory selection', () => {
  it('is 0 with none chosen, 1 with some, 2 with all', () => {
    expect(selectionState(services, new Set())).toBe(0);
    expect(selectionState(services, new Set(['b', 'other']))).toBe(1);
    expect(selectionState(services, new Set(['a', 'b', 'c']))).toBe(2);
  });

  it('chooses all from none or some, and clears all from all, leaving other services alone', () => {
    expect([...toggleAll(services, new Set(['x']))].sort()).toEqual(['a', 'b', 'c', 'x']);
    expect([...toggleAll(services, new Set(['a', 'x']))].sort()).toEqual(['a', 'b', 'c', 'x']);
    expect([...toggleAll(services, new Set(['a', 'b', 'c', 'x']))]).toEqual(['x']);
  });
});
