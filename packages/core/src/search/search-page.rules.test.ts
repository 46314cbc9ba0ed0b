import { describe, expect, it } from 'vitest';
import {
  buildResultsPath,
  isValidSearch,
  parsePage,
  parsePageSize,
  parseSearchSegments,
  quickLinkPath,
  searchSummary,
  zipFromPlaceId,
} from './search-page.rules';

describe('parseSearchSegments', () => {
  it.each([
    [['house+cleaning', '78701'], { query: 'house cleaning', zip: '78701' }],
    [['house%2Bcleaning', '78701'], { query: 'house cleaning', zip: '78701' }],
    [['Pools%20and%20Spas'], { query: 'Pools and Spas', zip: '' }],
    [['Stone%2FPavers%2FConcrete'], { query: 'Stone/Pavers/Concrete', zip: '' }],
    [['all', '78701'], { query: '', zip: '78701' }],
    [['ALL'], { query: '', zip: '' }],
    [['100%'], { query: '100%', zip: '' }],
    [[], { query: '', zip: '' }],
    [undefined, { query: '', zip: '' }],
  ])('%o → %o', (segments, expected) => {
    expect(parseSearchSegments(segments)).toEqual(expected);
  });

  it('treats a service or a zip as a valid search', () => {
    expect(isValidSearch({ query: 'plumbing', zip: '' })).toBe(true);
    expect(isValidSearch({ query: '', zip: '78701' })).toBe(true);
    expect(isValidSearch({ query: '', zip: '' })).toBe(false);
  });
});

describe('paging', () => {
  it('reads page numbers and the page sizes 10/25/50', () => {
    expect(['2', '1', '0', '-3', '2.5', 'x', null].map(parsePage)).toEqual([2, 1, 1, 1, 1, 1, 1]);
    expect(['25', '50', '10', '20', null].map(parsePageSize)).toEqual([25, 50, 10, 10, 10]);
  });

  it('leaves page 1 and the default page size out of the address', () => {
    expect(buildResultsPath({ query: 'repair', page: 1, rows: 10 })).toBe('/search/repair');
    expect(buildResultsPath({ query: 'repair', page: 3, rows: 25 })).toBe('/search/repair?page=3&rows=25');
    expect(
      buildResultsPath({ query: 'house cleaning', zip: '78701', radius: 50, sortBy: 'friends', rows: 50 }),
    ).toBe('/search/house+cleaning/78701?radius=50&sortBy=friends&rows=50');
    expect(buildResultsPath({ query: '', zip: '78701', page: 2 })).toBe('/search/all/78701?page=2');
    expect(buildResultsPath({ query: 'house cleaning', zip: '78701', booksOnline: true, page: 2 })).toBe(
      '/search/house+cleaning/78701?booking=online&page=2',
    );
  });
});

describe('quickLinkPath', () => {
  it('adds /{zip}?radius= only for a valid zip', () => {
    expect(quickLinkPath('Pools and Spas', '')).toBe('/search/Pools+and+Spas');
    expect(quickLinkPath('Pools and Spas', '787')).toBe('/search/Pools+and+Spas');
    expect(quickLinkPath('Pools and Spas', '78701', 25)).toBe('/search/Pools+and+Spas/78701');
    expect(quickLinkPath('Pools and Spas', '78701', 100)).toBe('/search/Pools+and+Spas/78701?radius=100');
  });
});

describe('zipFromPlaceId', () => {
  it('reads the zip of a place suggestion', () => {
    expect(zipFromPlaceId('zip:78701')).toBe('78701');
    expect(zipFromPlaceId('zip:nope')).toBeNull();
    expect(zipFromPlaceId('ChIJLwPMoJm1RIYRetVp1EtGm10')).toBeNull();
    expect(zipFromPlaceId(undefined)).toBeNull();
  });
});

describe('searchSummary', () => {
  it('names the count, the query, the radius, the zip and its city', () => {
    expect(
      searchSummary({
        totalRecords: 12,
        query: 'plumbing',
        zip: '78701',
        radius: 25,
        place: { city: 'Austin', stateCode: 'TX' },
      }),
    ).toBe('12 companies found for "plumbing" within 25 miles of 78701 (Austin, TX)');
    expect(searchSummary({ totalRecords: 1, query: 'roofing', zip: '', radius: 25 })).toBe(
      '1 company found for "roofing"',
    );
    expect(searchSummary({ totalRecords: 1200, query: '', zip: '02108', radius: 100, place: null })).toBe(
      '1,200 companies found within 100 miles of 02108',
    );
  });
});
