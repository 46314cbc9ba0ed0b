/**
 * Where benchmark providers live: the 50 largest US metro areas (2020 census, millions of people) by
 * a centre ZIP, and the bundled ZIP data around each. Shared by seed-large and the benchmark's query mix.
 */

import { geocodeZip, type ZipLocation } from '@porchlight/zip-codes/zip-codes';
import zipcodes from 'zipcodes';

export interface Metro {
  name: string;
  centreZip: string;
  /** Millions of residents: the metro's share of providers and of searches. */
  population: number;
}

export const METROS: readonly Metro[] = [
  { name: 'New York', centreZip: '10001', population: 20.1 },
  { name: 'Los Angeles', centreZip: '90012', population: 13.2 },
  { name: 'Chicago', centreZip: '60601', population: 9.6 },
  { name: 'Dallas', centreZip: '75201', population: 7.6 },
  { name: 'Houston', centreZip: '77002', population: 7.1 },
  { name: 'Washington', centreZip: '20001', population: 6.4 },
  { name: 'Philadelphia', centreZip: '19103', population: 6.2 },
  { name: 'Miami', centreZip: '33130', population: 6.1 },
  { name: 'Atlanta', centreZip: '30303', population: 6.1 },
  { name: 'Boston', centreZip: '02108', population: 4.9 },
  { name: 'Phoenix', centreZip: '85004', population: 4.8 },
  { name: 'San Francisco', centreZip: '94103', population: 4.7 },
  { name: 'Riverside', centreZip: '92501', population: 4.6 },
  { name: 'Detroit', centreZip: '48226', population: 4.4 },
  { name: 'Seattle', centreZip: '98101', population: 4.0 },
  { name: 'Minneapolis', centreZip: '55401', population: 3.7 },
  { name: 'San Diego', centreZip: '92101', population: 3.3 },
  { name: 'Tampa', centreZip: '33602', population: 3.2 },
  { name: 'Denver', centreZip: '80202', population: 3.0 },
  { name: 'Baltimore', centreZip: '21201', population: 2.8 },
  { name: 'St. Louis', centreZip: '63101', population: 2.8 },
  { name: 'Orlando', centreZip: '32801', population: 2.7 },
  { name: 'Charlotte', centreZip: '28202', population: 2.7 },
  { name: 'San Antonio', centreZip: '78205', population: 2.6 },
  { name: 'Portland', centreZip: '97204', population: 2.5 },
  { name: 'Sacramento', centreZip: '95814', population: 2.4 },
  { name: 'Pittsburgh', centreZip: '15222', population: 2.4 },
  { name: 'Austin', centreZip: '78701', population: 2.3 },
  { name: 'Las Vegas', centreZip: '89101', population: 2.3 },
  { name: 'Cincinnati', centreZip: '45202', population: 2.3 },
  { name: 'Kansas City', centreZip: '64106', population: 2.2 },
  { name: 'Columbus', centreZip: '43215', population: 2.1 },
  { name: 'Indianapolis', centreZip: '46204', population: 2.1 },
  { name: 'Cleveland', centreZip: '44113', population: 2.1 },
  { name: 'San Jose', centreZip: '95113', population: 2.0 },
  { name: 'Nashville', centreZip: '37203', population: 2.0 },
  { name: 'Virginia Beach', centreZip: '23510', population: 1.8 },
  { name: 'Providence', centreZip: '02903', population: 1.7 },
  { name: 'Jacksonville', centreZip: '32202', population: 1.6 },
  { name: 'Milwaukee', centreZip: '53202', population: 1.6 },
  { name: 'Raleigh', centreZip: '27601', population: 1.4 },
  { name: 'Oklahoma City', centreZip: '73102', population: 1.4 },
  { name: 'Memphis', centreZip: '38103', population: 1.3 },
  { name: 'Richmond', centreZip: '23219', population: 1.3 },
  { name: 'Louisville', centreZip: '40202', population: 1.3 },
  { name: 'New Orleans', centreZip: '70112', population: 1.3 },
  { name: 'Salt Lake City', centreZip: '84101', population: 1.3 },
  { name: 'Hartford', centreZip: '06103', population: 1.2 },
  { name: 'Buffalo', centreZip: '14202', population: 1.2 },
  { name: 'Birmingham', centreZip: '35203', population: 1.1 },
];

export interface MetroZips {
  metro: Metro;
  centre: ZipLocation;
  /** Miles from the centre that count as the metro: wider for bigger metros. */
  miles: number;
  zips: ZipLocation[];
}

const EARTH_MILES = 3958.8;

function milesBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.sqrt(h));
}

/** Every US ZIP of the bundled data, in ZIP order (the seed's index into it must not change between runs). */
export function allUsZips(): ZipLocation[] {
  return Object.values(zipcodes.codes)
    .filter((zip) => zip.country === 'US')
    .sort((a, b) => a.zip.localeCompare(b.zip))
    .map((zip) => ({
      zipCode: zip.zip,
      latitude: zip.latitude,
      longitude: zip.longitude,
      city: zip.city,
      stateCode: zip.state,
    }));
}

/** Each metro with the ZIPs within its radius (15 miles + 8 per square root of millions: New York 51, Birmingham 23). */
export function metroZips(zips: ZipLocation[] = allUsZips()): MetroZips[] {
  return METROS.map((metro) => {
    const centre = geocodeZip(metro.centreZip);
    if (!centre)
      throw new Error(`The metro centre ZIP ${metro.centreZip} (${metro.name}) is not in the ZIP data`);
    const miles = Math.round(15 + 8 * Math.sqrt(metro.population));
    return { metro, centre, miles, zips: zips.filter((zip) => milesBetween(centre, zip) <= miles) };
  });
}
