import { isProPlan } from '../providers/profile.constants';
import { GOOGLE_REVIEW_COLLAPSE_WORDS, GOOGLE_REVIEWS_PRO_RATING } from './google-reviews.constants';

/** Display rules of the Google reviews carousel (spec 2 §4, §6, §9). */

/** Pro plans (1 or 2) show only their 5-star Google reviews; other plans show them all. */
export function googleReviewsToShow<T extends { rating: number }>(reviews: readonly T[], pro: number): T[] {
  return isProPlan(pro)
    ? reviews.filter((review) => review.rating === GOOGLE_REVIEWS_PRO_RATING)
    : [...reviews];
}

/** Text collapsed after 50 words: the shortened text, and whether anything was cut. */
export function collapseWords(
  text: string,
  maxWords: number = GOOGLE_REVIEW_COLLAPSE_WORDS,
): { text: string; collapsed: boolean } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return { text: text.trim(), collapsed: false };
  return { text: `${words.slice(0, maxWords).join(' ')}…`, collapsed: true };
}

/** A Google rating as shown: one decimal, a whole number gets '.0' (spec 2 §3). */
export function formatGoogleRating(rating: number | null | undefined): string | null {
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  return rating.toFixed(1);
}

/** '3 weeks ago' style age of a review from its Unix time in seconds. */
export function relativeTime(unixSeconds: number, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round(now.getTime() / 1000 - unixSeconds));
  const steps: [number, string][] = [
    [60 * 60 * 24 * 365, 'year'],
    [60 * 60 * 24 * 30, 'month'],
    [60 * 60 * 24 * 7, 'week'],
    [60 * 60 * 24, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of steps) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count === 1 ? 'a' : count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
