import type { Database } from '@porchlight/db/connection';
import { memberships, providers } from '@porchlight/db/schema/index';
import { and, asc, eq } from 'drizzle-orm';

const settingsColumns = {
  id: providers.id,
  placeId: providers.placeId,
  googleReviewsEnabled: providers.googleReviewsEnabled,
};

/** A provider's Google place and whether its Google reviews show (spec 2 §4). */
export function createGoogleReviewsRepository(db: Database) {
  return {
    /** The provider the user is an owner or manager of: the one named, or else the first by name. */
    async findManagedProvider(userId: string, vanityNameLc?: string) {
      const where = vanityNameLc
        ? and(eq(memberships.userId, userId), eq(providers.vanityNameLc, vanityNameLc))
        : eq(memberships.userId, userId);
      const [row] = await db
        .select(settingsColumns)
        .from(memberships)
        .innerJoin(providers, eq(providers.id, memberships.providerId))
        .where(where)
        .orderBy(asc(providers.name))
        .limit(1);
      return row;
    },

    async updateSettings(providerId: string, values: { placeId?: string; googleReviewsEnabled?: boolean }) {
      const [row] = await db
        .update(providers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(providers.id, providerId))
        .returning({ placeId: providers.placeId, googleReviewsEnabled: providers.googleReviewsEnabled });
      return row!;
    },
  };
}

export type GoogleReviewsRepository = ReturnType<typeof createGoogleReviewsRepository>;
