import type { Database } from '@porchlight/db/connection';
import { providers } from '@porchlight/db/schema/index';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';

export interface ProfileListFilter {
  first: number;
  rows: number;
  spotlightOnly: boolean;
  near?: { latitude: number; longitude: number; meters: number };
  viewerId?: string;
}

const averageRating = sql<number>`case when ${providers.reviewCount} = 0 then 0 else ${providers.ratingTotal}::float / ${providers.reviewCount} end`;

export function createSearchRepository(db: Database) {
  return {
    /** Published providers, best rated first; optionally spotlighted ones and within a radius. */
    async listPublishedProfiles(filter: ProfileListFilter) {
      const conditions: SQL[] = [eq(providers.published, true)];
      if (filter.spotlightOnly) conditions.push(eq(providers.spotlight, true));
      if (filter.near) {
        const { latitude, longitude, meters } = filter.near;
        const center = sql`ll_to_earth(${latitude}, ${longitude})`;
        const point = sql`ll_to_earth(${providers.latitude}, ${providers.longitude})`;
        conditions.push(
          sql`earth_box(${center}, ${meters}) @> ${point} and earth_distance(${center}, ${point}) <= ${meters}`,
        );
      }
      const friendReviews = filter.viewerId
        ? sql<number>`(select count(*)::int from reviews r join friendships f on f.friend_id = r.user_id
            where r.provider_id = ${providers.id} and f.user_id = ${filter.viewerId})`
        : sql<number>`0`;
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            name: providers.name,
            vanityName: providers.vanityName,
            aboutMetadata: providers.aboutMetadata,
            profilePic: providers.profilePic,
            profilePicBackgroundColor: providers.profilePicBackgroundColor,
            profilePicFit: providers.profilePicFit,
            city: providers.city,
            stateCode: providers.stateCode,
            zipCode: providers.zipCode,
            ratingTotal: providers.ratingTotal,
            reviewCount: providers.reviewCount,
            phoneNumber: providers.phoneNumber,
            email: providers.email,
            friendReviews,
          })
          .from(providers)
          .where(where)
          .orderBy(desc(averageRating), desc(providers.reviewCount), providers.vanityNameLc)
          .limit(filter.rows)
          .offset(filter.first),
        db.select({ value: sql<number>`count(*)::int` }).from(providers).where(where),
      ]);
      return { rows, totalRecords: total?.value ?? 0 };
    },
  };
}
