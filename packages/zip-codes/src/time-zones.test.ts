import { describe, expect, it } from 'vitest';
import { timeZoneAt, timeZoneOfZip } from './time-zones';
import { geocodeZip } from './zip-codes';

describe('the time zone at a place', () => {
  it.each([
    ['79901', 'America/Denver'], // El Paso keeps Mountain time, unlike the rest of Texas
    ['78701', 'America/Chicago'],
    ['85004', 'America/Phoenix'], // Arizona keeps standard time all year
    ['46402', 'America/Chicago'], // Gary, in Indiana's Central corner
    ['10001', 'America/New_York'],
    ['96813', 'Pacific/Honolulu'],
  ])('ZIP %s is in %s', (zip, zone) => {
    const place = geocodeZip(zip);
    expect(place).toBeDefined();
    expect(timeZoneAt(place?.latitude ?? 0, place?.longitude ?? 0)).toBe(zone);
  });

  it('has none for coordinates off the globe', () => {
    expect(timeZoneAt(123, 456)).toBeUndefined();
  });
});

describe("a client's zone from the service ZIP", () => {
  it("is the zone of the ZIP we know, and none (the provider's then) without one", () => {
    expect(timeZoneOfZip('96813')).toBe('Pacific/Honolulu');
    expect(timeZoneOfZip('79901')).toBe('America/Denver');
    expect(timeZoneOfZip('00000')).toBeNull();
    expect(timeZoneOfZip(null)).toBeNull();
  });
});
