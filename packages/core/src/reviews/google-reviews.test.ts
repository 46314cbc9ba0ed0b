import { describe, expect, it } from 'vitest';
import { googleReviewsMessages } from './google-reviews.messages';
import { collapseWords, formatGoogleRating, googleReviewsToShow, relativeTime } from './google-reviews.rules';
import { placeChoiceSchema, placeIdRequestSchema } from './google-reviews.schemas';

const reviews = [1, 2, 3, 4, 5, 5].map((rating) => ({ rating }));

describe('googleReviewsToShow', () => {
  it('keeps only 5-star reviews for pro plans 1 and 2', () => {
    expect(googleReviewsToShow(reviews, 1)).toHaveLength(2);
    expect(googleReviewsToShow(reviews, 2).every((review) => review.rating === 5)).toBe(true);
  });

  it('shows every review on other plans', () => {
    expect(googleReviewsToShow(reviews, 0)).toHaveLength(6);
  });
});

describe('collapseWords', () => {
  it('collapses after 50 words', () => {
    const text = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const result = collapseWords(text);
    expect(result.collapsed).toBe(true);
    expect(result.text.split(' ')).toHaveLength(50);
    expect(result.text.endsWith('w49…')).toBe(true);
    expect(collapseWords(Array.from({ length: 50 }, () => 'w').join(' ')).collapsed).toBe(false);
  });
});

describe('display', () => {
  it('gives whole ratings a .0', () => {
    expect(formatGoogleRating(5)).toBe('5.0');
    expect(formatGoogleRating(4.66)).toBe('4.7');
    expect(formatGoogleRating(null)).toBeNull();
  });

  it('tells the age of a review', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const seconds = now.getTime() / 1000;
    expect(relativeTime(seconds - 3 * 7 * 86400, now)).toBe('3 weeks ago');
    expect(relativeTime(seconds - 86400, now)).toBe('a day ago');
    expect(relativeTime(seconds, now)).toBe('just now');
  });
});

describe('place ID', () => {
  it("needs a selected business or an ID: 'Please select a business or enter a Place ID'", () => {
    const result = placeChoiceSchema.safeParse({ selectedPlaceId: null, manualPlaceId: '' });
    expect(result.error?.issues[0]?.message).toBe(googleReviewsMessages.placeRequired);
    expect(placeChoiceSchema.parse({ selectedPlaceId: 'ChIJ123', manualPlaceId: '' })).toEqual({
      placeID: 'ChIJ123',
    });
    expect(placeChoiceSchema.parse({ selectedPlaceId: 'ChIJ123', manualPlaceId: ' ChIJ999 ' })).toEqual({
      placeID: 'ChIJ999',
    });
    expect(placeIdRequestSchema.safeParse({ placeID: '  ' }).error?.issues[0]?.message).toBe(
      googleReviewsMessages.placeRequired,
    );
    expect(placeIdRequestSchema.safeParse({ placeID: 'not an id' }).error?.issues[0]?.message).toBe(
      googleReviewsMessages.placeIdInvalid,
    );
  });
});
