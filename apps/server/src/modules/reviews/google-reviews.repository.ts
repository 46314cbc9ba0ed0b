import type { Executor } from '@porchlight/db/connection';
import { providers } from '@porchlight/db/schema/index';
import { eq } from 'drizzle-orm';

/** A provider's Google place and whether its Google reviews show (spec 2 §4). */
export function createGoogleReviewsRepository(db: Executor) {
  return {
    async updateSettings(providerId: string, values: { placeId?: string; googleReviewsEnabled?: boolean }) {
      const [row] = await db
        .update(providers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(providers.id, providerId))
        .returning({ placeId: providers.placeId, googleReviewsEnabled: providers.googleReviewsEnabled });
      if (!row) throw new Error('provider vanished during the update');
      return row;
    },
  };
}

export type GoogleReviewsRepository = ReturnType<typeof createGoogleReviewsRepository>;
