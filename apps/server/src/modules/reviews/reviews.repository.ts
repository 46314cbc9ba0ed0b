import type { Executor } from '@porchlight/db/connection';
import { clients, reviews, users } from '@porchlight/db/schema/index';
import { and, desc, eq, sql } from 'drizzle-orm';
import { reviewSourceColumns } from './review-response';
import { isFriendOfAuthor, reviewVisibleTo } from './review-visibility.repository';

export function createReviewsRepository(db: Executor) {
  return {
    async listVisible(providerId: string, viewerId: string | null, page: { first: number; rows: number }) {
      const where = and(eq(reviews.providerId, providerId), reviewVisibleTo(viewerId));
      const byFriend = viewerId ? isFriendOfAuthor(viewerId) : sql<boolean>`false`;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...reviewSourceColumns,
            byFriend: byFriend.mapWith(Boolean),
          })
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.userId))
          .leftJoin(clients, eq(clients.id, reviews.clientId))
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
