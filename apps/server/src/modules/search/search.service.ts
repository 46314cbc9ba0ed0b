import { nextWindowLabel } from '@porchlight/core/booking/booking-labels.rules';
import { distanceToMeters, formatRating } from '@porchlight/core/providers/provider.rules';
import { type CatalogueMatcher, createCatalogueMatcher } from '@porchlight/core/search/catalogue-matcher';
import { DEFAULT_RADIUS, SUGGESTION_LIMITS } from '@porchlight/core/search/search.constants';
import { searchMessages } from '@porchlight/core/search/search.messages';
import type {
  NearestZipResponse,
  ProfileCard,
  ProfileListResponse,
  ProfileListSearchRequest,
  SuggestionsResponse,
} from '@porchlight/core/search/search.schemas';
import type { GeocodingAdapter } from '../../adapters/geocoding';
import type { MediaUrls } from '../../adapters/storage/media-storage';
import { type Principal, userIdOf } from '../identity/principal';
import { AppError } from '../platform/app-error';
import { titleSubject } from './results-title';
import type { SearchRepository } from './search.repository';
import { createServiceSupply } from './service-supply';

/** A query that reads as any service at all (the matcher's noise floor) is not also matched against company names. */
const CLEAR_MEANING = 0.45;

type CardRow = Awaited<ReturnType<SearchRepository['listPublishedProfiles']>>['rows'][number];

export function createSearchService(deps: {
  repository: SearchRepository;
  media: MediaUrls;
  geocoding: GeocodingAdapter;
}) {
  const { repository, media, geocoding } = deps;
  // The catalogue only changes with a deploy: read it once per process.
  let catalogue: Promise<{ matcher: CatalogueMatcher; serviceNames: Map<string, string> }> | undefined;
  const loadCatalogue = () => {
    catalogue ??= repository.loadCatalogue().then((rows) => ({
      matcher: createCatalogueMatcher(rows),
      serviceNames: new Map(rows.map((row) => [row.u, row.n])),
    }));
    return catalogue;
  };
  const catalogueMatcher = async () => (await loadCatalogue()).matcher;
  // Who offers what where, for reading ambiguous queries; refreshed in the background every few minutes.
  const supply = createServiceSupply(() => repository.loadServiceSupply());

  function toCard(row: CardRow) {
    return {
      name: row.name,
      vanityName: row.vanityName,
      aboutMetadata: row.aboutMetadata,
      profilePic: row.profilePic ? media.publicUrl(row.profilePic) : null,
      profilePicBackgroundColor: row.profilePicBackgroundColor,
      profilePicFit: row.profilePicFit,
      location: { city: row.city, stateCode: row.stateCode, zipCode: row.zipCode },
      rating: formatRating(row.ratingTotal, row.reviewCount),
      reviewCount: row.reviewCount,
      friendReviews: row.friendReviews,
      phoneNumber: row.phoneNumber,
      email: row.email,
    };
  }

  /** The page's cards, those of providers who book online with 'Books online' and their next time. */
  async function withBooking(cards: ProfileCard[]): Promise<ProfileCard[]> {
    const rows = await repository.bookingCards(cards.map((card) => card.vanityName.toLowerCase()));
    if (rows.length === 0) return cards;
    const byName = new Map(rows.map((row) => [row.vanityNameLc, row]));
    const now = new Date();
    return cards.map((card) => {
      const row = byName.get(card.vanityName.toLowerCase());
      if (!row) return card;
      const nextLabel = row.nextStartsAt
        ? nextWindowLabel(
            { start: new Date(row.nextStartsAt), windowMinutes: row.nextWindowMinutes },
            now,
            row.noticeMinutes,
            row.timeZone,
          )
        : null;
      return { ...card, booking: { nextLabel } };
    });
  }

  async function searchResults(
    request: ProfileListSearchRequest,
    viewerId?: string,
  ): Promise<ProfileListResponse> {
    const place = request.zipCode ? geocoding.locateZip(request.zipCode) : undefined;
    const near = place
      ? {
          latitude: place.latitude,
          longitude: place.longitude,
          meters: distanceToMeters(request.radius ?? DEFAULT_RADIUS),
        }
      : undefined;
    const query = request.query?.trim() ?? '';
    const [ready, supplyNear] = await Promise.all([loadCatalogue(), query ? supply.near(near) : undefined]);
    const meaning = query ? ready.matcher.understand(query, { supply: supplyNear }) : undefined;
    // Only filler ("services near me") asks for nothing in particular: every provider, like a zip alone.
    const words = meaning?.content ?? '';
    // A query read clearly as a service or category is not also matched against company names.
    const isNameSearch = words.length >= 3 && (meaning?.score ?? 0) < CLEAR_MEANING;
    if (request.zipCode && !place) {
      return {
        totalRecords: 0,
        profiles: [],
        serviceName: meaning?.serviceName,
        categoryName: meaning?.categoryName,
        location: null,
      };
    }
    if (words && !meaning?.services.length && !isNameSearch) {
      return { totalRecords: 0, profiles: [], serviceName: null, categoryName: null, location: null };
    }
    // A whole category is searched by its own key rather than by each of its services; a named service or
    // subcategory widens to the rest of its subcategory, then to its category.
    const { rows, totalRecords, bestStep } = await repository.searchProfiles({
      services: meaning?.services ?? [],
      category: meaning?.category ?? undefined,
      wider: meaning?.wider,
      nameQuery: isNameSearch ? query : undefined,
      near,
      sortBy: request.sortBy ?? (viewerId ? 'friends' : 'relevance'),
      booksOnline: request.booksOnline,
      viewerId,
      first: request.first,
      rows: request.rows,
    });
    return {
      totalRecords,
      profiles: await withBooking(rows.map(toCard)),
      ...titleSubject(meaning, rows, (u) => ready.serviceNames.get(u), bestStep),
      location: place ? { city: place.city, stateCode: place.stateCode, zipCode: place.zipCode } : null,
    };
  }

  return {
    /** The three shapes of POST network/profile/list/search: landing (spotlight), place lookup, results. */
    async listProfiles(
      principal: Principal,
      request: ProfileListSearchRequest,
    ): Promise<ProfileListResponse> {
      const viewerId = userIdOf(principal) ?? undefined;
      if (request.placeId) {
        const place = geocoding.locateZip(request.placeId.replace(/^zip:/, ''));
        if (!place) return { totalRecords: 0, profiles: [] };
        return searchResults({ ...request, placeId: undefined, zipCode: place.zipCode }, viewerId);
      }
      if (request.query || request.zipCode) return searchResults(request, viewerId);
      const { latitude, longitude, distance } = request;
      const { rows, totalRecords } = await repository.listPublishedProfiles({
        first: request.first,
        rows: request.rows,
        spotlightOnly: request.spotlight === true,
        near:
          latitude !== undefined && longitude !== undefined && distance
            ? { latitude, longitude, meters: distanceToMeters(distance, request.distanceType) }
            : undefined,
        viewerId,
      });
      return { totalRecords, profiles: await withBooking(rows.map(toCard)) };
    },

    /** Autocomplete: 4 services, 2 companies, 2 places (spec 3 §9). */
    async suggest(
      _principal: Principal,
      { q: query, zip }: { q: string; zip?: string },
    ): Promise<SuggestionsResponse> {
      const near = zip ? geocoding.locateZip(zip) : undefined;
      const [matcherReady, companies] = await Promise.all([
        catalogueMatcher(),
        repository.suggestCompanies(query, SUGGESTION_LIMITS.companies),
      ]);
      return {
        services: matcherReady.suggest(query, SUGGESTION_LIMITS.services).map(({ entry }) => ({
          n: entry.n,
          c: entry.c,
          type: 'service' as const,
          source: 'catalogue',
        })),
        companies: companies.map((company) => ({
          n: company.name,
          type: 'company' as const,
          source: 'profiles',
          aboutMetadata: company.aboutMetadata,
          vanityName: company.vanityName,
        })),
        places: geocoding.suggestPlaces(query, SUGGESTION_LIMITS.places, near).map((place) => ({
          n: place.name,
          type: 'google place' as const,
          source: 'zip-codes',
          placeId: `zip:${place.zipCode}`,
          structured_formatting: { secondary_text: `${place.stateCode} ${place.zipCode}, USA` },
        })),
      };
    },

    /** The zip nearest the browser's position, to prefill the zip box. */
    nearestZip(
      _principal: Principal,
      { latitude, longitude }: { latitude: number; longitude: number },
    ): NearestZipResponse {
      const zip = geocoding.nearestZip(latitude, longitude);
      if (!zip) throw new AppError('notFound', searchMessages.noNearbyZip);
      return { zipCode: zip.zipCode, city: zip.city, stateCode: zip.stateCode };
    },
  };
}
