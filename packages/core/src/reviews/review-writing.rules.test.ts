import { describe, expect, it } from 'vitest';
import { characterCounter } from './review-writing.messages';
import {
  attributeCodesForRating,
  attributesForRating,
  hasPublicName,
  isNewReviewRoute,
  needsHeadline,
  needsReviewText,
  newReviewPathOf,
  pathSegments,
  reviewsPathOf,
} from './review-writing.rules';

describe('attributes follow the rating', () => {
  it('offers the positive list above 3, the negative below, none at 3 or unrated', () => {
    expect(attributeCodesForRating(5)).toEqual([6, 7, 8, 9, 10]);
    expect(attributeCodesForRating(4)).toEqual([6, 7, 8, 9, 10]);
    expect(attributeCodesForRating(3)).toEqual([]);
    expect(attributeCodesForRating(2)).toEqual([1, 2, 3, 4, 5]);
    expect(attributeCodesForRating(1)).toEqual([1, 2, 3, 4, 5]);
    expect(attributeCodesForRating(0)).toEqual([]);
  });

  it('sends only the codes of the current list, once each, in order', () => {
    expect(attributesForRating([9, 1, 6, 6], 5)).toEqual([6, 9]);
    expect(attributesForRating([9, 1, 2], 2)).toEqual([1, 2]);
    expect(attributesForRating([1, 9], 3)).toEqual([]);
  });
});

describe('low ratings', () => {
  it('need text below 3 stars, and a headline when everyone reads it', () => {
    expect(needsReviewText(2)).toBe(true);
    expect(needsReviewText(3)).toBe(false);
    expect(needsReviewText(0)).toBe(false);
    expect(needsHeadline(1, 'p')).toBe(true);
    expect(needsHeadline(1, 'f')).toBe(false);
    expect(needsHeadline(4, 'p')).toBe(false);
  });
});

describe('public name', () => {
  it('exists when both names are set', () => {
    expect(hasPublicName({ firstName: 'Casey', lastName: 'Morgan' })).toBe(true);
    expect(hasPublicName({ firstName: 'Casey', lastName: ' ' })).toBe(false);
    expect(hasPublicName({ firstName: '', lastName: 'Morgan' })).toBe(false);
    expect(hasPublicName({})).toBe(false);
  });
});

describe('the Add Review route', () => {
  it("opens on 'new' at index 3, or 1 on a custom domain", () => {
    expect(isNewReviewRoute(pathSegments('/company/acme/reviews/new'), false)).toBe(true);
    expect(isNewReviewRoute(pathSegments('/company/acme/reviews'), false)).toBe(false);
    expect(isNewReviewRoute(pathSegments('/reviews/new'), true)).toBe(true);
    expect(isNewReviewRoute(pathSegments('/reviews/new'), false)).toBe(false);
    expect(isNewReviewRoute(pathSegments('/company/acme/photos/new'), false)).toBe(false);
  });

  it('closes to the reviews page and opens from it', () => {
    expect(reviewsPathOf('/company/acme/reviews/new')).toBe('/company/acme/reviews');
    expect(reviewsPathOf('/reviews/new')).toBe('/reviews');
    expect(newReviewPathOf('/company/acme/reviews')).toBe('/company/acme/reviews/new');
    expect(newReviewPathOf('/company/acme/reviews/new')).toBe('/company/acme/reviews/new');
  });
});

describe('character counter', () => {
  it("reads 'N of 1,000 characters'", () => {
    expect(characterCounter(0, 1000)).toBe('0 of 1,000 characters');
    expect(characterCounter(1000, 1000)).toBe('1,000 of 1,000 characters');
  });
});
