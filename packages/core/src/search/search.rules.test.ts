import { describe, expect, it } from 'vitest';
import {
  buildSearchPath,
  isValidZip,
  parseRadius,
  parseSortBy,
  searchPageTitle,
  segmentToQuery,
} from './search.rules';

describe('searchPageTitle', () => {
  it.each([
    [{ serviceName: 'Gutters' }, 'Gutters on Porchlight'],
    [{ serviceName: 'House Cleaning' }, 'House Cleaning Companies on Porchlight'],
    [{ categoryName: 'Remodeling Contractors' }, 'Remodeling Contractors on Porchlight'],
    [{ categoryName: 'Plumbers' }, 'Plumber Companies on Porchlight'],
    [{ categoryName: 'Cleaning' }, 'Cleaning Companies on Porchlight'],
    [{}, 'Find Professionals on Porchlight'],
    [{ serviceName: null, categoryName: null, query: 'repair near me' }, 'Repair Companies on Porchlight'],
    [{ serviceName: null, categoryName: null, query: 'alamo cleaners' }, 'Alamo Cleaners on Porchlight'],
    [
      { serviceName: null, categoryName: null, query: 'services near me' },
      'Find Professionals on Porchlight',
    ],
    [{ serviceName: 'House Cleaning', query: 'maid' }, 'House Cleaning Companies on Porchlight'],
    [{ categoryName: 'Plumbers', query: 'plumbers' }, 'Plumber Companies on Porchlight'],
  ])('%o → %s', (subject, title) => {
    expect(searchPageTitle(subject, 'Porchlight')).toBe(title);
  });
});

describe('search paths', () => {
  it('puts plus signs between words and leaves the default radius out', () => {
    expect(buildSearchPath({ query: 'house cleaning', zip: '78701', radius: 25 })).toBe(
      '/search/house+cleaning/78701',
    );
    expect(buildSearchPath({ query: 'house cleaning', zip: '78701', radius: 50, sortBy: 'friends' })).toBe(
      '/search/house+cleaning/78701?radius=50&sortBy=friends',
    );
    expect(buildSearchPath({ query: 'Stone/Pavers/Concrete' })).toBe('/search/Stone%2FPavers%2FConcrete');
  });

  it('reads a segment back into the query', () => {
    expect(segmentToQuery('house+cleaning')).toBe('house cleaning');
    expect(segmentToQuery('Stone%2FPavers%2FConcrete')).toBe('Stone/Pavers/Concrete');
  });

  it('accepts only the radius options and the two sorts', () => {
    expect(parseRadius('100')).toBe(100);
    expect(parseRadius('30')).toBe(25);
    expect(parseSortBy(null, true)).toBe('friends');
    expect(parseSortBy(null, false)).toBe('relevance');
    expect(parseSortBy('relevance', true)).toBe('relevance');
  });

  it('validates zip codes as five digits with an optional -four', () => {
    expect(['78701', '78701-1234'].map(isValidZip)).toEqual([true, true]);
    expect(['7870', '787011', '78701-12', 'abcde'].map(isValidZip)).toEqual([false, false, false, false]);
  });
});
