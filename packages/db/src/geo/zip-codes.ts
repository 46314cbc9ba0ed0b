/// <reference path="./zipcodes.d.ts" />
import zipcodes from 'zipcodes';

/**
 * US ZIP centroids from the `zipcodes` package (BSD licence; data from federalgovernmentzipcodes.us).
 * This is the built-in geocoder of DESIGN.md "Adapters".
 */
export interface ZipLocation {
  zipCode: string;
  latitude: number;
  longitude: number;
  city: string;
  stateCode: string;
}

export function geocodeZip(zip: string): ZipLocation | undefined {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return undefined;
  const found = zipcodes.lookup(five);
  if (found?.country !== 'US') return undefined;
  return {
    zipCode: found.zip,
    latitude: found.latitude,
    longitude: found.longitude,
    city: found.city,
    stateCode: found.state,
  };
}

/** ZIP codes of a city, for spreading demo and benchmark providers over a metro area. */
export function zipCodesOfCity(city: string, stateCode: string): ZipLocation[] {
  return zipcodes
    .lookupByName(city, stateCode)
    .filter((found) => found.country === 'US')
    .map((found) => ({
      zipCode: found.zip,
      latitude: found.latitude,
      longitude: found.longitude,
      city: found.city,
      stateCode: found.state,
    }));
}
