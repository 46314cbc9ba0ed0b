import {
  NEGATIVE_ATTRIBUTE_CODES,
  NEUTRAL_RATING,
  NEW_REVIEW_SEGMENT,
  NEW_REVIEW_SEGMENT_INDEX,
  NEW_REVIEW_SEGMENT_INDEX_CUSTOM_DOMAIN,
  POSITIVE_ATTRIBUTE_CODES,
} from './review-writing.constants';

/** Rules of writing a review (spec 1 §2 "Review dialog", §4, §5; spec 3 §4, §5). */

/** The attribute codes the form offers for a rating: positive above 3, negative below 3, none at 3 or unrated. */
export function attributeCodesForRating(rating: number): readonly number[] {
  if (!rating) return [];
  if (rating > NEUTRAL_RATING) return POSITIVE_ATTRIBUTE_CODES;
  if (rating < NEUTRAL_RATING) return NEGATIVE_ATTRIBUTE_CODES;
  return [];
}

/** What is sent for a rating: only the attributes of its list, each once, in code order. */
export function attributesForRating(attributes: readonly number[], rating: number): number[] {
  const allowed = new Set(attributeCodesForRating(rating));
  return [...new Set(attributes)].filter((code) => allowed.has(code)).sort((a, b) => a - b);
}

/** Below 3 stars a review needs its text, and a headline too when everyone can read it (spec 1 §5). */
export function needsReviewText(rating: number): boolean {
  return rating > 0 && rating < NEUTRAL_RATING;
}

export function needsHeadline(rating: number, visibility: 'f' | 'p'): boolean {
  return needsReviewText(rating) && visibility === 'p';
}

/** A user has a public name when both names are set; otherwise the review form asks for them. */
export function hasPublicName(user: { firstName?: string | null; lastName?: string | null }): boolean {
  return Boolean(user.firstName?.trim() && user.lastName?.trim());
}

/**
 * The Add Review dialog's route: the segment 'new' at index 3 (/company/{vanity}/reviews/new) or at
 * index 1 on a custom domain (/reviews/new). `segments` are the path's segments, without empty ones.
 */
export function isNewReviewRoute(segments: readonly string[], isCustomDomain: boolean): boolean {
  const index = isCustomDomain ? NEW_REVIEW_SEGMENT_INDEX_CUSTOM_DOMAIN : NEW_REVIEW_SEGMENT_INDEX;
  return segments[index] === NEW_REVIEW_SEGMENT && segments[index - 1] === 'reviews';
}

export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** The reviews page the dialog sits on: the path without its trailing 'new'. */
export function reviewsPathOf(pathname: string): string {
  const segments = pathSegments(pathname);
  if (segments.at(-1) === NEW_REVIEW_SEGMENT) segments.pop();
  return `/${segments.join('/')}`;
}

/** The new-review path for a reviews path. */
export function newReviewPathOf(pathname: string): string {
  const base = reviewsPathOf(pathname).replace(/\/$/, '');
  return `${base}/${NEW_REVIEW_SEGMENT}`;
}
