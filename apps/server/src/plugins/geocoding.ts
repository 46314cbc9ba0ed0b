import { geocodeZip, nearestZip, suggestPlaces } from '@porchlight/db/geo/zip-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where places are (DESIGN "Adapters"): the built-in adapter answers from the US ZIP centroid data
 * bundled with the app; a Google Maps geocoder can stand in behind the same three calls.
 */
export interface GeocodingAdapter {
  /** The centroid, city and state of a 5-digit ZIP code. */
  locateZip: typeof geocodeZip;
  /** Cities by name prefix or ZIP codes by digits (search suggestions). */
  suggestPlaces: typeof suggestPlaces;
  /** The ZIP whose centroid is nearest to a point (the browser's position). */
  nearestZip: typeof nearestZip;
}

export const bundledGeocoding: GeocodingAdapter = {
  locateZip: geocodeZip,
  suggestPlaces,
  nearestZip,
};

declare module 'fastify' {
  interface FastifyInstance {
    geocoding: GeocodingAdapter;
  }
}

export const geocodingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('geocoding', bundledGeocoding);
  },
  { name: 'geocoding' },
);
