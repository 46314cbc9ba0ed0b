import type { Database } from '@porchlight/db/connection';
import { friendships, reviews, users } from '@porchlight/db/schema/index';
import { and, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';

/**
 * Who may read a review: everyone for 'p'; for 'f' (friends only) only its author and the author's
 * friends. Kept in SQL so counts and pages never leak a hidden review.
 */
function visibleTo(viewerId: string | null): SQL {
  if (!viewerId) return eq(reviews.visibility, 'p');
  return or(
    eq(reviews.visibility, 'p'),
    eq(reviews.userId, viewerId),
    exists(
      sql`(select 1 from ${friendships} where ${friendships.userId} = ${viewerId} and ${friendships.friendId} = ${reviews.userId})`,
    ),
  )!;
}

export function createReviewsRepository(db: Database) {
  return {
    async listVisible(providerId: string, viewerId: string | null, page: { first: number; rows: number }) {
      const where = and(eq(reviews.providerId, providerId), visibleTo(viewerId));
      const byFriend = viewerId
        ? sql<boolean>`exists (select 1 from ${friendships} where ${friendships.userId} = ${viewerId} and ${friendships.friendId} = ${reviews.userId})`
        : sql<boolean>`false`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            reviewNumber: reviews.reviewNumber,
            userId: reviews.userId,
            rating: reviews.rating,
            headline: reviews.headline,
            review: reviews.review,
            attributes: reviews.attributes,
            relationship: reviews.relationship,
            visibility: reviews.visibility,
            verifiedCustomer: reviews.verifiedCustomer,
            providerReply: reviews.providerReply,
            providerReplyDate: reviews.providerReplyDate,
            createdAt: reviews.createdAt,
            firstName: users.firstName,
            lastName: users.lastName,
            byFriend: byFriend.mapWith(Boolean),
          })
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.reviewNumber))
          .limit(page.rows)
          .offset(page.first),
        db.select({ value: sql<number>`count(*)::int` }).from(reviews).where(where),
      ]);
      return { rows, totalRecords: total?.value ?? 0 };
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
