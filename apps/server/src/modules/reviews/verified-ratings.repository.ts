import type { Executor } from '@porchlight/db/connection';
import { reviews } from '@porchlight/db/schema/index';
import { and, eq, isNull } from 'drizzle-orm';
import { moveProviderRating } from './provider-rating.repository';

/** What the customer may change of their rating. */
export interface RatingValues {
  rating: number;
  headline: string | null;
  review: string | null;
  attributes: number[];
}

const ratingColumns = {
  reviewNumber: reviews.reviewNumber,
  rating: reviews.rating,
  headline: reviews.headline,
  review: reviews.review,
  attributes: reviews.attributes,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  removedAt: reviews.removedAt,
};

export type RatingRow = RatingValues & {
  reviewNumber: number;
  createdAt: Date;
  updatedAt: Date;
  removedAt: Date | null;
};

/**
 * A Client Hub client's rating of one invoice: a public, verified-customer review of the provider,
 * one per invoice (the unique index), counted in the provider's rating like any other public review.
 * A change moves the provider's figures too: run it in the caller's unit of work, built on its transaction.
 */
export function createVerifiedRatingsRepository(db: Executor) {
  return {
    /** The invoice's rating, a removed one included (it still blocks a new one). */
    async findByInvoice(invoiceId: string): Promise<RatingRow | undefined> {
      const [row] = await db.select(ratingColumns).from(reviews).where(eq(reviews.invoiceId, invoiceId));
      return row;
    },

    /**
     * Rates the invoice unless it has a rating already (removed or not); true when this call added it.
     * Concurrent calls meet at the unique index: one inserts, the others do nothing.
     */
    async addRating(input: {
      providerId: string;
      clientId: string;
      invoiceId: string;
      rating: number;
    }): Promise<boolean> {
      const inserted = await db
        .insert(reviews)
        .values({ ...input, relationship: 'c', visibility: 'p', verifiedCustomer: true })
        .onConflictDoNothing({ target: reviews.invoiceId })
        .returning({ id: reviews.id });
      if (inserted.length === 0) return false;
      await moveProviderRating(db, input.providerId, { ratingTotal: input.rating, reviewCount: 1 });
      return true;
    },

    /**
     * The customer's new rating, and the provider's figures moved by the difference; a removed rating
     * is given again. Undefined when the invoice has no rating.
     */
    async updateRating(invoiceId: string, values: RatingValues): Promise<RatingRow | undefined> {
      const [current] = await db
        .select({ providerId: reviews.providerId, rating: reviews.rating, removedAt: reviews.removedAt })
        .from(reviews)
        .where(eq(reviews.invoiceId, invoiceId))
        .for('update');
      if (!current) return undefined;
      const [updated] = await db
        .update(reviews)
        .set({ ...values, removedAt: null, updatedAt: new Date() })
        .where(eq(reviews.invoiceId, invoiceId))
        .returning(ratingColumns);
      const counted = current.removedAt === null;
      await moveProviderRating(db, current.providerId, {
        ratingTotal: values.rating - (counted ? current.rating : 0),
        reviewCount: counted ? 0 : 1,
      });
      return updated;
    },

    /** Takes the rating out of the lists and figures, its words dropped; false when there was none to remove. */
    async removeRating(invoiceId: string): Promise<boolean> {
      const [removed] = await db
        .update(reviews)
        .set({ removedAt: new Date(), updatedAt: new Date(), headline: null, review: null, attributes: [] })
        .where(and(eq(reviews.invoiceId, invoiceId), isNull(reviews.removedAt)))
        .returning({ providerId: reviews.providerId, rating: reviews.rating });
      if (!removed) return false;
      await moveProviderRating(db, removed.providerId, { ratingTotal: -removed.rating, reviewCount: -1 });
      return true;
    },
  };
}

export type VerifiedRatingsRepository = ReturnType<typeof createVerifiedRatingsRepository>;
