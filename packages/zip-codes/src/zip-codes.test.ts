import { describe, expect, it } from 'vitest';
import { geocodeZip, suggestPlaces } from './zip-codes';

const names = (query: string, zip?: string) =>
  suggestPlaces(query, 2, zip ? geocodeZip(zip) : undefined).map((place) => place.name);

describe('suggestPlaces', () => {
  it('suggests the biggest city of a name first, far from the remembered zip', () => {
    expect(names('austin', '98101')[0]).toBe('Austin, TX');
    expect(names('houston')[0]).toBe('Houston, TX');
    expect(names('portland', '02108')).toEqual(['Portland, OR', 'Portland, ME']);
  });

  it('suggests a place near the remembered zip before a bigger one far away', () => {
    expect(names('austin', '55912')).toEqual(['Austin, MN', 'Austin, TX']);
    expect(names('san', '78701')).toEqual(['San Marcos, TX', 'San Antonio, TX']);
  });

  it('suggests ZIP codes by their digits', () => {
    expect(suggestPlaces('7870', 1)[0]?.zipCode).toMatch(/^7870\d$/);
  });
});
