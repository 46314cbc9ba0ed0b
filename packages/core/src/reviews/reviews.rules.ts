import { RATING_MAX, RATING_MIN, REVIEW_GROUPING_THRESHOLD } from './reviews.constants';

/** Review display rules (spec 3 §2.1). */

/** Star display is clamped to 1-5. */
export function clampRating(rating: number): number {
  if (!Number.isFinite(rating)) return RATING_MIN;
  return Math.min(RATING_MAX, Math.max(RATING_MIN, rating));
}

interface GroupableReview {
  verifiedCustomer: boolean;
  review: string | null;
  headline: string | null;
  attributes: readonly number[];
}

/** A verified customer's review with no text, no headline and no attributes (stars only). */
export function isEmptyVerifiedReview(review: GroupableReview): boolean {
  return (
    review.verifiedCustomer &&
    !review.review?.trim() &&
    !review.headline?.trim() &&
    review.attributes.length === 0
  );
}

/**
 * Splits reviews into the listed ones and the collapsed 'Verified customer reviews (N)' group. Grouping
 * happens only when more than 20 reviews exist (`totalRecords`, which may exceed the loaded ones).
 */
export function groupReviews<T extends GroupableReview>(
  reviews: readonly T[],
  totalRecords: number = reviews.length,
): { listed: T[]; verifiedGroup: T[] } {
  if (Math.max(totalRecords, reviews.length) <= REVIEW_GROUPING_THRESHOLD) {
    return { listed: [...reviews], verifiedGroup: [] };
  }
  const listed: T[] = [];
  const verifiedGroup: T[] = [];
  for (const review of reviews) (isEmptyVerifiedReview(review) ? verifiedGroup : listed).push(review);
  return { listed, verifiedGroup };
}

export const verifiedGroupTitle = (count: number) => `Verified customer reviews (${count})`;

/** 'Maria G.': first name and last initial, how reviewers appear publicly. */
export function displayUserName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().charAt(0).toUpperCase() ?? '';
  if (!first) return initial ? `${initial}.` : 'Former member';
  return initial ? `${first} ${initial}.` : first;
}
