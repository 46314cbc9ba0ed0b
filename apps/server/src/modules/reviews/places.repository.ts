import type { GooglePlace, GooglePlaceReview } from '@porchlight/core/reviews/google-reviews.schemas';
import type { Executor } from '@porchlight/db/connection';
import { googlePlaces, providers } from '@porchlight/db/schema/index';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';

/** '%' and '_' typed by a user are letters, not wildcards. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Stored place details (google_places) and our own profiles as places: what the places adapter reads. */
export function createPlacesRepository(db: Executor) {
  return {
    async findStoredPlace(placeId: string) {
      const [row] = await db.select().from(googlePlaces).where(eq(googlePlaces.placeId, placeId));
      return row;
    },

    async saveStoredPlace(place: GooglePlace): Promise<void> {
      const values = {
        placeId: place.place_id,
        name: place.name,
        rating: place.rating === null ? null : String(place.rating),
        userRatingsTotal: place.user_ratings_total,
        reviews: place.reviews as GooglePlaceReview[],
        fetchedAt: new Date(),
      };
      await db
        .insert(googlePlaces)
        .values(values)
        .onConflictDoUpdate({ target: googlePlaces.placeId, set: { ...values, placeId: undefined } });
    },

    async searchStoredPlaces(query: string, limit: number) {
      return db
        .select({ placeId: googlePlaces.placeId, name: googlePlaces.name })
        .from(googlePlaces)
        .where(ilike(googlePlaces.name, containing(query)))
        .orderBy(asc(googlePlaces.name))
        .limit(limit);
    },

    /** Published providers by name: the built-in adapter's businesses. */
    async searchProviders(query: string, limit: number) {
      return db
        .select({
          name: providers.name,
          vanityNameLc: providers.vanityNameLc,
          placeId: providers.placeId,
          address: providers.address,
          city: providers.city,
          stateCode: providers.stateCode,
          zipCode: providers.zipCode,
        })
        .from(providers)
        .where(and(eq(providers.published, true), ilike(providers.name, containing(query))))
        .orderBy(sql`${providers.placeId} is null`, asc(providers.name))
        .limit(limit);
    },

    /** A published provider as a business to copy into a company form. */
    async findProviderBusiness(placeId: string, vanityNameLc: string | null) {
      const [row] = await db
        .select({
          name: providers.name,
          address: providers.address,
          address2: providers.address2,
          city: providers.city,
          stateCode: providers.stateCode,
          zipCode: providers.zipCode,
          phoneNumber: providers.phoneNumber,
          website: providers.website,
          ratingTotal: providers.ratingTotal,
          reviewCount: providers.reviewCount,
          latitude: providers.latitude,
          longitude: providers.longitude,
        })
        .from(providers)
        .where(
          and(
            eq(providers.published, true),
            vanityNameLc
              ? or(eq(providers.placeId, placeId), eq(providers.vanityNameLc, vanityNameLc))
              : eq(providers.placeId, placeId),
          ),
        )
        .limit(1);
      return row;
    },

    /** A published provider carrying this place id, or named by our own 'porchlight-{vanity}' id. */
    async findProviderPlace(placeId: string, vanityNameLc: string | null) {
      const [row] = await db
        .select({ name: providers.name })
        .from(providers)
        .where(
          and(
            eq(providers.published, true),
            vanityNameLc
              ? or(eq(providers.placeId, placeId), eq(providers.vanityNameLc, vanityNameLc))
              : eq(providers.placeId, placeId),
          ),
        )
        .limit(1);
      return row;
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
