import type { Executor } from '@porchlight/db/connection';
import { providers } from '@porchlight/db/schema/index';
import { eq, sql } from 'drizzle-orm';

/**
 * Moves the provider's public rating figures (the sum of the public reviews' stars and their count)
 * by a change of its reviews, in the caller's transaction. Friends-only reviews are never in them:
 * everyone sees the same rating, count and search card.
 */
export async function moveProviderRating(
  tx: Executor,
  providerId: string,
  change: { ratingTotal: number; reviewCount: number },
): Promise<void> {
  if (change.ratingTotal === 0 && change.reviewCount === 0) return;
  // Relative update under the row lock the UPDATE takes: concurrent reviews never lose a count.
  await tx
    .update(providers)
    .set({
      ratingTotal: sql`${providers.ratingTotal} + ${change.ratingTotal}`,
      reviewCount: sql`${providers.reviewCount} + ${change.reviewCount}`,
    })
    .where(eq(providers.id, providerId));
}
