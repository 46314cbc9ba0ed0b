import { friendships, reviews } from '@porchlight/db/schema/index';
import { eq, or, type SQL, sql } from 'drizzle-orm';

/** The viewer is a friend of the review's author (friendships hold both directions). */
export function isFriendOfAuthor(viewerId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${friendships} where ${friendships.userId} = ${viewerId} and ${friendships.friendId} = ${reviews.userId})`;
}

/**
 * Who may read a review: everyone for 'p'; for 'f' (friends only) only its author and the author's
 * friends. Every query that returns, counts or acts on reviews goes through it, in SQL, so counts and
 * pages never leak a hidden review.
 */
export function reviewVisibleTo(viewerId: string | null): SQL {
  if (!viewerId) return eq(reviews.visibility, 'p');
  return or(eq(reviews.visibility, 'p'), eq(reviews.userId, viewerId), isFriendOfAuthor(viewerId))!;
}
