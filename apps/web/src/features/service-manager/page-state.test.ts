import { describe, expect, it } from 'vitest';
import { firstPage, sortedBy } from './page-state';

describe('sortedBy', () => {
  const third = { ...firstPage<'total' | 'createdAt'>('createdAt', 25), first: 50 };

  it('sorts a new column ascending, back on the first page, keeping the page size', () => {
    expect(sortedBy(third, 'total')).toEqual({ first: 0, rows: 25, sortField: 'total', sortOrder: 1 });
  });

  it('turns the current column the other way round, each click', () => {
    const once = sortedBy(third, 'createdAt');
    expect(once.sortOrder).toBe(1);
    expect(sortedBy(once, 'createdAt').sortOrder).toBe(-1);
  });
});

describe('firstPage', () => {
  it('starts newest first', () => {
    expect(firstPage('createdAt', 10)).toEqual({ first: 0, rows: 10, sortField: 'createdAt', sortOrder: -1 });
  });
});
