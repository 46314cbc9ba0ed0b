/// <reference path="./zipcodes.d.ts" />

import { itemAt } from '@porchlight/core/platform/required';
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

export interface PlaceSuggestion {
  /** 'Austin, TX' */
  name: string;
  zipCode: string;
  city: string;
  stateCode: string;
  latitude: number;
  longitude: number;
}

/** A city with how many ZIP codes it has: the bundled data has no population, and ZIP count follows it. */
type IndexedCity = PlaceSuggestion & { key: string; zipCount: number };

let placeIndex: { cities: IndexedCity[]; zips: ZipLocation[] } | undefined;

/** US cities, each centred on its ZIP nearest the mean of all its ZIPs, and US ZIPs in order; built on first use. */
function places() {
  if (placeIndex) return placeIndex;
  const zips: ZipLocation[] = [];
  const byCity = new Map<string, ZipLocation[]>();
  for (const found of Object.values(zipcodes.codes)) {
    if (found.country !== 'US' || !found.city) continue;
    const location = {
      zipCode: found.zip,
      latitude: found.latitude,
      longitude: found.longitude,
      city: found.city,
      stateCode: found.state,
    };
    zips.push(location);
    const name = `${found.city}, ${found.state}`;
    byCity.set(name, [...(byCity.get(name) ?? []), location]);
  }
  const cities = [...byCity].map(([name, cityZips]) => {
    const latitude = cityZips.reduce((sum, zip) => sum + zip.latitude, 0) / cityZips.length;
    const longitude = cityZips.reduce((sum, zip) => sum + zip.longitude, 0) / cityZips.length;
    const centre = cityZips.reduce((best, zip) =>
      (zip.latitude - latitude) ** 2 + (zip.longitude - longitude) ** 2 <
      (best.latitude - latitude) ** 2 + (best.longitude - longitude) ** 2
        ? zip
        : best,
    );
    return { ...centre, name, key: name.toLowerCase(), zipCount: cityZips.length };
  });
  zips.sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  cities.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  placeIndex = { cities, zips };
  return placeIndex;
}

/** The entries whose key starts with the prefix, found by binary search in the sorted list. */
function startingWith<T extends { key: string }>(sorted: T[], prefix: string): T[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (itemAt(sorted, middle, 'sorted place').key < prefix) low = middle + 1;
    else high = middle;
  }
  const found: T[] = [];
  for (let i = low; i < sorted.length; i++) {
    const entry = itemAt(sorted, i, 'sorted place');
    if (!entry.key.startsWith(prefix)) break;
    found.push(entry);
  }
  return found;
}

/** Places within this many miles of the remembered zip come first ("near the zip before far away"). */
const NEARBY_MILES = 50;

/** Approximate miles between two points (equirectangular: plenty for ordering places). */
function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const x = (b.longitude - a.longitude) * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  const y = b.latitude - a.latitude;
  return Math.sqrt(x * x + y * y) * 69.1;
}

/**
 * Cities (by name prefix) or ZIP codes (by digits) for the place part of search suggestions: places near the
 * remembered zip first (nearest first), then the city named exactly, then the biggest (most ZIP codes), so
 * "austin" suggests Austin, TX before Austin, MN unless the searcher lives near the latter.
 */
export function suggestPlaces(
  query: string,
  limit: number,
  near?: { latitude: number; longitude: number },
): PlaceSuggestion[] {
  const typed = query.trim().toLowerCase();
  if (typed.length < 2) return [];
  const index = places();
  if (/^\d+$/.test(typed)) {
    return index.zips
      .filter((zip) => zip.zipCode.startsWith(typed))
      .slice(0, limit)
      .map((zip) => ({ ...zip, name: `${zip.city}, ${zip.stateCode} ${zip.zipCode}` }));
  }
  const ranked = startingWith(index.cities, typed).map((city) => {
    const miles = near ? milesBetween(near, city) : Number.POSITIVE_INFINITY;
    return { city, miles, isNear: miles <= NEARBY_MILES, isExact: city.city.toLowerCase() === typed };
  });
  return ranked
    .sort(
      (a, b) =>
        Number(b.isNear) - Number(a.isNear) ||
        (a.isNear ? a.miles - b.miles : 0) ||
        Number(b.isExact) - Number(a.isExact) ||
        b.city.zipCount - a.city.zipCount ||
        a.miles - b.miles ||
        a.city.name.length - b.city.name.length,
    )
    .slice(0, limit)
    .map(({ city: { key: _key, zipCount: _zipCount, ...place } }) => place);
}

/** The US ZIP whose centroid is nearest to a point (browser geolocation → the zip box). */
export function nearestZip(latitude: number, longitude: number): ZipLocation | undefined {
  // Degrees of longitude shrink with latitude; scale them so "nearest" is right away from the equator.
  const scale = Math.cos((latitude * Math.PI) / 180) ** 2;
  let best: ZipLocation | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const zip of places().zips) {
    const distance = (zip.latitude - latitude) ** 2 + (zip.longitude - longitude) ** 2 * scale;
    if (distance < bestDistance) {
      best = zip;
      bestDistance = distance;
    }
  }
  return best;
}
