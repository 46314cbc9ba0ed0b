import { friendships, reviews } from '@porchlight/db/schema/index';
import { type SQL, sql } from 'drizzle-orm';

/** The viewer is a friend of the review's author (friendships hold both directions). */
export function isFriendOfAuthor(viewerId: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${friendships} where ${friendships.userId} = ${viewerId} and ${friendships.friendId} = ${reviews.userId})`;
}

/**
 * Who may read a review: everyone for 'p'; for 'f' (friends only) only its author and the author's
 * friends; nobody once a hub client took their rating back. Every query that returns, counts or acts
 * on reviews goes through it, in SQL, so counts and pages never leak a hidden review.
 */
export function reviewVisibleTo(viewerId: string | null): SQL {
  const readable = viewerId
    ? sql`(${reviews.visibility} = 'p' or ${reviews.userId} = ${viewerId} or ${isFriendOfAuthor(viewerId)})`
    : sql`${reviews.visibility} = 'p'`;
  return sql`(${reviews.removedAt} is null and ${readable})`;
}
