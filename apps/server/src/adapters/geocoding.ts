import { timeZoneAt } from '@porchlight/zip-codes/time-zones';
import { geocodeZip, nearestZip, suggestPlaces } from '@porchlight/zip-codes/zip-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** An address to find on the map (Edit Location, new profiles). */
export interface AddressToGeocode {
  address?: string | null;
  city?: string | null;
  stateCode?: string | null;
  zipCode: string;
}

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * Where places are (DESIGN "Adapters"): the built-in adapter answers from the US ZIP centroid data
 * bundled with the app; with GOOGLE_MAPS_API_KEY, addresses are geocoded by Google.
 */
export interface GeocodingAdapter {
  /** The centroid, city and state of a 5-digit ZIP code. */
  locateZip: typeof geocodeZip;
  /** Cities by name prefix or ZIP codes by digits (search suggestions). */
  suggestPlaces: typeof suggestPlaces;
  /** The ZIP whose centroid is nearest to a point (the browser's position). */
  nearestZip: typeof nearestZip;
  /** The IANA time zone at a point (bundled boundaries, every adapter). */
  timeZoneAt: typeof timeZoneAt;
  /** The point of an address; null when it is not a US address we can place. Throws when the service fails. */
  geocodeAddress(address: AddressToGeocode): Promise<GeoPoint | null>;
}

/** Built-in: the ZIP's centroid, when the ZIP exists and lies in the state given. */
async function geocodeByZip(address: AddressToGeocode): Promise<GeoPoint | null> {
  const place = geocodeZip(address.zipCode);
  if (!place) return null;
  if (address.stateCode && place.stateCode !== address.stateCode.toUpperCase()) return null;
  return { latitude: place.latitude, longitude: place.longitude };
}

export const bundledGeocoding: GeocodingAdapter = {
  locateZip: geocodeZip,
  suggestPlaces,
  nearestZip,
  timeZoneAt,
  geocodeAddress: geocodeByZip,
};

interface GoogleGeocodeResponse {
  status: string;
  error_message?: string;
  results?: { geometry?: { location?: { lat: number; lng: number } } }[];
}

/** Google's Geocoding API for addresses; ZIP suggestions stay on the bundled data. */
export function createGoogleGeocoding(options: {
  apiKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
}): GeocodingAdapter {
  const doFetch = options.fetch ?? fetch;
  return {
    ...bundledGeocoding,
    async geocodeAddress(address) {
      const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/geocode/json`);
      const line = [address.address, address.city, address.stateCode, address.zipCode]
        .filter(Boolean)
        .join(', ');
      url.searchParams.set('address', line);
      url.searchParams.set('components', 'country:US');
      url.searchParams.set('key', options.apiKey);
      const response = await doFetch(url, { signal: AbortSignal.timeout(8000) });
      if (!response.ok) throw new Error(`Google Geocoding answered ${response.status}`);
      const body = (await response.json()) as GoogleGeocodeResponse;
      if (body.status === 'ZERO_RESULTS') return null;
      if (body.status !== 'OK')
        throw new Error(`Google Geocoding: ${body.status} ${body.error_message ?? ''}`.trim());
      const location = body.results?.[0]?.geometry?.location;
      return location ? { latitude: location.lat, longitude: location.lng } : null;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    geocoding: GeocodingAdapter;
  }
}

export const geocodingPlugin = fp(
  async (app: FastifyInstance) => {
    const apiKey = app.config.GOOGLE_MAPS_API_KEY;
    app.decorate(
      'geocoding',
      apiKey ? createGoogleGeocoding({ apiKey, baseUrl: app.config.GOOGLE_MAPS_API_URL }) : bundledGeocoding,
    );
  },
  { name: 'geocoding', dependencies: ['config'] },
);
