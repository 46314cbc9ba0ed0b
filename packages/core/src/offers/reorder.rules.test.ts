import { describe, expect, it } from 'vitest';
import { moveInGroup, reorderNumbers } from './reorder.rules';

describe('reorder', () => {
  it('numbers offers from 1000 up by 1 in displayed order', () => {
    expect(reorderNumbers([7, 3, 9])).toEqual([
      { offerNumber: 7, orderNumber: 1000 },
      { offerNumber: 3, orderNumber: 1001 },
      { offerNumber: 9, orderNumber: 1002 },
    ]);
  });

  it('moves an offer past the next one of its own group, never out of it', () => {
    const items = [
      { n: 1, g: 'a' },
      { n: 2, g: 'b' },
      { n: 3, g: 'a' },
    ];
    const group = (item: { g: string }) => item.g;
    expect(moveInGroup(items, 0, 1, group).map((item) => item.n)).toEqual([3, 2, 1]);
    expect(moveInGroup(items, 2, 1, group).map((item) => item.n)).toEqual([1, 2, 3]);
    expect(moveInGroup(items, 1, -1, group).map((item) => item.n)).toEqual([1, 2, 3]);
  });
});
