import { stateName } from '@porchlight/core/geo/us-states';
import {
  dropTrailingSlash,
  formatPlaceRating,
  type PlaceBusiness,
} from '@porchlight/core/providers/places.schemas';
import {
  GOOGLE_PLACE_CACHE_HOURS,
  PLACE_SEARCH_MAX_RESULTS,
} from '@porchlight/core/reviews/google-reviews.constants';
import {
  type GooglePlace,
  type GooglePlaceReview,
  googlePlaceSchema,
  type PlacePrediction,
} from '@porchlight/core/reviews/google-reviews.schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PlacesRepository } from './places.repository';

/**
 * Places and Google reviews (DESIGN.md "Adapters"): business search and place details with reviews.
 * Built-in: our own published profiles as places, and place details (with reviews) stored in
 * google_places. With GOOGLE_MAPS_API_KEY: Google Places autocomplete and details, details cached
 * in google_places for a day.
 */
export interface PlacesAdapter {
  readonly kind: 'built-in' | 'google';
  /** Businesses whose name matches, US only. */
  search(query: string): Promise<PlacePrediction[]>;
  /** Place details with its reviews; null when the place is unknown. Throws when the service fails. */
  details(placeId: string): Promise<GooglePlace | null>;
  /** Name, address, phone and website, to prefill a company form; null when unknown. Throws when the service fails. */
  business(placeId: string): Promise<PlaceBusiness | null>;
}

const COUNTRY_NAME = 'United States';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesAdapter;
  }
}

/** Our own id for a profile that has no Google place: 'porchlight-{vanityNameLC}'. */
const OWN_PLACE_PREFIX = 'porchlight-';

function addressLine(parts: {
  address: string | null;
  city: string | null;
  stateCode: string | null;
  zipCode: string | null;
}): string {
  const cityState = [parts.city, [parts.stateCode, parts.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [parts.address, cityState].filter(Boolean).join(', ');
}

function storedToPlace(
  row: NonNullable<Awaited<ReturnType<PlacesRepository['findStoredPlace']>>>,
): GooglePlace {
  const rating = row.rating === null ? null : Number(row.rating);
  return {
    place_id: row.placeId,
    name: row.name,
    rating: rating !== null && Number.isFinite(rating) ? rating : null,
    user_ratings_total: row.userRatingsTotal,
    reviews: row.reviews,
  };
}

export function createBuiltInPlaces(repository: PlacesRepository): PlacesAdapter {
  return {
    kind: 'built-in',

    async search(query) {
      const [stored, profiles] = await Promise.all([
        repository.searchStoredPlaces(query, PLACE_SEARCH_MAX_RESULTS),
        repository.searchProviders(query, PLACE_SEARCH_MAX_RESULTS),
      ]);
      const predictions = new Map<string, PlacePrediction>();
      for (const profile of profiles) {
        const placeId = profile.placeId ?? `${OWN_PLACE_PREFIX}${profile.vanityNameLc}`;
        predictions.set(placeId, { place_id: placeId, name: profile.name, address: addressLine(profile) });
      }
      for (const place of stored) {
        if (!predictions.has(place.placeId)) {
          predictions.set(place.placeId, { place_id: place.placeId, name: place.name, address: '' });
        }
      }
      return [...predictions.values()].slice(0, PLACE_SEARCH_MAX_RESULTS);
    },

    async details(placeId) {
      const stored = await repository.findStoredPlace(placeId);
      if (stored) return storedToPlace(stored);
      const vanityNameLc = placeId.startsWith(OWN_PLACE_PREFIX)
        ? placeId.slice(OWN_PLACE_PREFIX.length)
        : null;
      const profile = await repository.findProviderPlace(placeId, vanityNameLc);
      // A profile is a place with no Google reviews of its own.
      return profile
        ? { place_id: placeId, name: profile.name, rating: null, user_ratings_total: 0, reviews: [] }
        : null;
    },

    async business(placeId) {
      const vanityNameLc = placeId.startsWith(OWN_PLACE_PREFIX)
        ? placeId.slice(OWN_PLACE_PREFIX.length)
        : null;
      const row = await repository.findProviderBusiness(placeId, vanityNameLc);
      if (!row) return null;
      return {
        placeID: placeId,
        name: row.name,
        address: row.address,
        address2: row.address2,
        city: row.city,
        stateCode: row.stateCode,
        stateName: row.stateCode ? stateName(row.stateCode) : null,
        zipCode: row.zipCode,
        countryCode: 'US',
        countryName: COUNTRY_NAME,
        phoneNumber: row.phoneNumber?.replace(/\D/g, '') || null,
        website: dropTrailingSlash(row.website),
        rating: row.reviewCount > 0 ? formatPlaceRating(row.ratingTotal / row.reviewCount) : null,
        reviewCount: row.reviewCount,
        latitude: row.latitude,
        longitude: row.longitude,
      };
    },
  };
}

interface GoogleAddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface GoogleBusinessResponse {
  status: string;
  error_message?: string;
  result?: {
    name?: string;
    address_components?: GoogleAddressComponent[];
    formatted_phone_number?: string;
    website?: string;
    rating?: number;
    user_ratings_total?: number;
    geometry?: { location?: { lat: number; lng: number } };
  };
}

/** Google's address parts as the company form's fields. */
export function businessFromGoogle(
  placeId: string,
  result: NonNullable<GoogleBusinessResponse['result']>,
): PlaceBusiness {
  const part = (type: string, short = false) => {
    const component = result.address_components?.find((candidate) => candidate.types.includes(type));
    return component ? (short ? component.short_name : component.long_name) : null;
  };
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  return {
    placeID: placeId,
    name: result.name ?? '',
    address: street || null,
    address2: part('subpremise') ? `#${part('subpremise')}` : null,
    city: part('locality') ?? part('sublocality') ?? part('postal_town'),
    stateCode: part('administrative_area_level_1', true),
    stateName: part('administrative_area_level_1'),
    zipCode: part('postal_code'),
    countryCode: part('country', true),
    countryName: part('country'),
    phoneNumber: result.formatted_phone_number?.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '') || null,
    website: dropTrailingSlash(result.website),
    rating: formatPlaceRating(result.rating),
    reviewCount: result.user_ratings_total ?? 0,
    latitude: result.geometry?.location?.lat ?? null,
    longitude: result.geometry?.location?.lng ?? null,
  };
}

interface GoogleAutocompleteResponse {
  status: string;
  error_message?: string;
  predictions?: {
    place_id: string;
    description: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }[];
}

interface GoogleDetailsResponse {
  status: string;
  error_message?: string;
  result?: {
    place_id?: string;
    name?: string;
    rating?: number;
    user_ratings_total?: number;
    reviews?: Partial<GooglePlaceReview>[];
  };
}

export function createGooglePlaces(options: {
  apiKey: string;
  baseUrl: string;
  repository: PlacesRepository;
  fetch?: typeof fetch;
  now?: () => Date;
}): PlacesAdapter {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const base = options.baseUrl.replace(/\/$/, '');

  async function call<T extends { status: string; error_message?: string }>(
    path: string,
    params: Record<string, string>,
  ): Promise<T> {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries({ ...params, key: options.apiKey }))
      url.searchParams.set(key, value);
    const response = await doFetch(url, { signal: AbortSignal.timeout(8000) });
    if (!response.ok) throw new Error(`Google Places answered ${response.status}`);
    const body = (await response.json()) as T;
    if (!['OK', 'ZERO_RESULTS', 'NOT_FOUND', 'INVALID_REQUEST'].includes(body.status)) {
      throw new Error(`Google Places: ${body.status} ${body.error_message ?? ''}`.trim());
    }
    return body;
  }

  return {
    kind: 'google',

    async search(query) {
      const body = await call<GoogleAutocompleteResponse>('/place/autocomplete/json', {
        input: query,
        types: 'establishment',
        components: 'country:us',
      });
      return (body.predictions ?? []).slice(0, PLACE_SEARCH_MAX_RESULTS).map((prediction) => ({
        place_id: prediction.place_id,
        name: prediction.structured_formatting?.main_text ?? prediction.description,
        address: prediction.structured_formatting?.secondary_text ?? '',
      }));
    },

    async details(placeId) {
      const cached = await options.repository.findStoredPlace(placeId);
      const maxAgeMs = GOOGLE_PLACE_CACHE_HOURS * 3_600_000;
      if (cached && now().getTime() - cached.fetchedAt.getTime() < maxAgeMs) return storedToPlace(cached);
      let body: GoogleDetailsResponse;
      try {
        body = await call<GoogleDetailsResponse>('/place/details/json', {
          place_id: placeId,
          fields: 'place_id,name,rating,user_ratings_total,reviews',
        });
      } catch (error) {
        // Google is down: yesterday's reviews beat none.
        if (cached) return storedToPlace(cached);
        throw error;
      }
      if (body.status !== 'OK' || !body.result) return null;
      const result = body.result;
      const place = googlePlaceSchema.parse({
        place_id: result.place_id ?? placeId,
        name: result.name ?? '',
        rating: typeof result.rating === 'number' ? result.rating : null,
        user_ratings_total: result.user_ratings_total ?? 0,
        reviews: (result.reviews ?? []).map((review) => ({
          author_name: review.author_name ?? '',
          profile_photo_url: review.profile_photo_url ?? '',
          rating: review.rating ?? 0,
          time: review.time ?? 0,
          text: review.text ?? '',
        })),
      });
      await options.repository.saveStoredPlace({ ...place, place_id: placeId });
      return place;
    },

    async business(placeId) {
      const body = await call<GoogleBusinessResponse>('/place/details/json', {
        place_id: placeId,
        fields: 'name,address_components,formatted_phone_number,website,rating,user_ratings_total,geometry',
      });
      if (body.status !== 'OK' || !body.result) return null;
      return businessFromGoogle(placeId, body.result);
    },
  };
}

export const placesPlugin = fp(
  async (app: FastifyInstance) => {
    const repository = app.repositories.places;
    const apiKey = app.config.GOOGLE_MAPS_API_KEY;
    app.decorate(
      'places',
      apiKey
        ? createGooglePlaces({ apiKey, baseUrl: app.config.GOOGLE_MAPS_API_URL, repository })
        : createBuiltInPlaces(repository),
    );
  },
  { name: 'places', dependencies: ['config', 'repositories'] },
);
