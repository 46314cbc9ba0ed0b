import type { Executor } from '@porchlight/db/connection';
import { clients, reviews, users } from '@porchlight/db/schema/index';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { moveProviderRating } from './provider-rating.repository';
import { type ReviewSource, reviewSourceColumns } from './review-response';
import { isFriendOfAuthor, reviewVisibleTo } from './review-visibility.repository';

/** The review fields a writer sends, already checked. */
export interface ReviewValues {
  rating: number;
  attributes: number[];
  review: string | null;
  headline: string | null;
  relationship: 'c' | 'e' | 'f' | 's' | null;
  visibility: 'f' | 'p';
}

const reviewColumns = { id: reviews.id, providerId: reviews.providerId, ...reviewSourceColumns };

export type ReviewRow = ReviewSource & { id: string; providerId: string };

/** Adds (+1) or takes away (-1) one review in the provider's public figures; friends-only ones are not in them. */
async function movePublicAggregates(
  tx: Executor,
  providerId: string,
  review: { rating: number; visibility: 'f' | 'p' },
  direction: 1 | -1,
) {
  if (review.visibility !== 'p') return;
  await moveProviderRating(tx, providerId, {
    ratingTotal: direction * review.rating,
    reviewCount: direction,
  });
}

/**
 * Reviews as their authors and the provider's people write them. A change to a review moves the
 * provider's public figures too: run it in the caller's unit of work, built on its transaction.
 */
export function createReviewWritingRepository(db: Executor) {
  async function findReviewById(id: string): Promise<ReviewRow> {
    const [row] = await db
      .select(reviewColumns)
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .leftJoin(clients, eq(clients.id, reviews.clientId))
      .where(eq(reviews.id, id));
    if (!row) throw new Error(`Review ${id} was not found`);
    return row;
  }

  return {
    async findUserNames(userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async hasReviewBy(userId: string, providerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.providerId, providerId), eq(reviews.userId, userId)));
      return Boolean(row);
    },

    /**
     * The review and the provider's aggregates; run it in the use case's unit of work with saveNames.
     * Null when the user already reviewed this provider: the unique index decides, and the statement
     * does nothing rather than fail, so the surrounding transaction stays usable.
     */
    async createReview(input: {
      providerId: string;
      userId: string;
      values: ReviewValues;
    }): Promise<ReviewRow | null> {
      const [row] = await db
        .insert(reviews)
        .values({ providerId: input.providerId, userId: input.userId, ...input.values })
        .onConflictDoNothing({
          target: [reviews.providerId, reviews.userId],
          where: sql`${reviews.userId} is not null`,
        })
        .returning({ id: reviews.id });
      if (!row) return null;
      await movePublicAggregates(db, input.providerId, input.values, 1);
      return findReviewById(row.id);
    },

    /** Gives a user without a public name the names of their first review. */
    async saveNames(userId: string, names: { firstName: string; lastName: string } | null) {
      if (!names) return;
      await db
        .update(users)
        .set({ firstName: names.firstName, lastName: names.lastName, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** Reviews of the provider by the viewer's friends, friends-only ones included, newest first. */
    async listFriendReviews(providerId: string, viewerId: string, page: { first: number; rows: number }) {
      const where = and(eq(reviews.providerId, providerId), isFriendOfAuthor(viewerId));
      const [rows, [total]] = await Promise.all([
        db
          .select(reviewColumns)
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.userId))
          .leftJoin(clients, eq(clients.id, reviews.clientId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.reviewNumber))
          .limit(page.rows)
          .offset(page.first),
        db.select({ value: count() }).from(reviews).where(where),
      ]);
      return { rows, totalRecords: total?.value ?? 0 };
    },

    /** The review if it belongs to the provider and the viewer may read it. */
    async findVisibleReview(
      providerId: string,
      reviewNumber: number,
      viewerId: string,
    ): Promise<(ReviewRow & { byFriend: boolean }) | undefined> {
      const [row] = await db
        .select({ ...reviewColumns, byFriend: isFriendOfAuthor(viewerId).mapWith(Boolean) })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .leftJoin(clients, eq(clients.id, reviews.clientId))
        .where(
          and(
            eq(reviews.providerId, providerId),
            eq(reviews.reviewNumber, reviewNumber),
            reviewVisibleTo(viewerId),
          ),
        );
      return row;
    },

    /** The user's own review of the provider, friends-only or public. */
    async findOwnReview(providerId: string, userId: string): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .leftJoin(clients, eq(clients.id, reviews.clientId))
        .where(and(eq(reviews.providerId, providerId), eq(reviews.userId, userId)));
      return row;
    },

    /**
     * Rewrites the user's own review and moves the public aggregates from its old figures to the new
     * ones (a visibility change moves it in or out of them); null when it is gone. In the caller's transaction.
     */
    async updateOwnReview(reviewId: string, userId: string, values: ReviewValues): Promise<ReviewRow | null> {
      const [before] = await db
        .select({ providerId: reviews.providerId, rating: reviews.rating, visibility: reviews.visibility })
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
        .for('update');
      if (!before) return null;
      await db
        .update(reviews)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(reviews.id, reviewId));
      await movePublicAggregates(db, before.providerId, before, -1);
      await movePublicAggregates(db, before.providerId, values, 1);

      return findReviewById(reviewId);
    },

    /**
     * Deletes the user's own review and moves the public aggregates back, in the caller's transaction;
     * false when it was already gone.
     */
    async deleteOwnReview(reviewId: string, userId: string): Promise<boolean> {
      const [deleted] = await db
        .delete(reviews)
        .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
        .returning({
          providerId: reviews.providerId,
          rating: reviews.rating,
          visibility: reviews.visibility,
        });
      if (!deleted) return false;
      await movePublicAggregates(db, deleted.providerId, deleted, -1);
      return true;
    },

    /** Sets the first reply; undefined when the review has one already (checked in the same statement). */
    async addReply(reviewId: string, reply: string) {
      const [row] = await db
        .update(reviews)
        .set({ providerReply: reply, providerReplyDate: new Date(), updatedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.providerReply)))
        .returning({
          reviewNumber: reviews.reviewNumber,
          providerReply: reviews.providerReply,
          providerReplyDate: reviews.providerReplyDate,
        });
      return row;
    },

    /** Replaces an existing reply; undefined when there is none. */
    async updateReply(reviewId: string, reply: string) {
      const [row] = await db
        .update(reviews)
        .set({ providerReply: reply, providerReplyDate: new Date(), updatedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), isNotNull(reviews.providerReply)))
        .returning({
          reviewNumber: reviews.reviewNumber,
          providerReply: reviews.providerReply,
          providerReplyDate: reviews.providerReplyDate,
        });
      return row;
    },

    async deleteReply(reviewId: string): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ providerReply: null, providerReplyDate: null, updatedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), isNotNull(reviews.providerReply)))
        .returning({ id: reviews.id });
      return rows.length === 1;
    },
  };
}

export type ReviewWritingRepository = ReturnType<typeof createReviewWritingRepository>;
