import { describe, expect, it } from 'vitest';
import {
  clampRating,
  displayUserName,
  groupReviews,
  isEmptyVerifiedReview,
  verifiedGroupTitle,
} from './reviews.rules';

const review = (overrides: Partial<Parameters<typeof isEmptyVerifiedReview>[0]> = {}) => ({
  verifiedCustomer: false,
  review: 'Great work',
  headline: 'Great',
  attributes: [6],
  ...overrides,
});
const empty = () => review({ verifiedCustomer: true, review: null, headline: null, attributes: [] });

describe('empty verified-customer reviews', () => {
  it('count as empty only with no text, no headline and no attributes', () => {
    expect(isEmptyVerifiedReview(empty())).toBe(true);
    expect(isEmptyVerifiedReview({ ...empty(), verifiedCustomer: false })).toBe(false);
    expect(isEmptyVerifiedReview({ ...empty(), review: 'ok' })).toBe(false);
    expect(isEmptyVerifiedReview({ ...empty(), headline: 'ok' })).toBe(false);
    expect(isEmptyVerifiedReview({ ...empty(), attributes: [7] })).toBe(false);
    expect(isEmptyVerifiedReview({ ...empty(), review: '   ' })).toBe(true);
  });
});

describe('groupReviews', () => {
  it('groups nothing with 20 reviews or fewer', () => {
    const reviews = [...Array.from({ length: 10 }, () => review()), ...Array.from({ length: 10 }, empty)];
    const { listed, verifiedGroup } = groupReviews(reviews);
    expect(listed).toHaveLength(20);
    expect(verifiedGroup).toHaveLength(0);
  });

  it('moves the empty ones into the group when more than 20 exist', () => {
    const reviews = [...Array.from({ length: 11 }, () => review()), ...Array.from({ length: 10 }, empty)];
    const { listed, verifiedGroup } = groupReviews(reviews);
    expect(listed).toHaveLength(11);
    expect(verifiedGroup).toHaveLength(10);
    expect(verifiedGroupTitle(verifiedGroup.length)).toBe('Verified customer reviews (10)');
  });

  it('uses the total when only a page is loaded', () => {
    const { verifiedGroup } = groupReviews([review(), empty()], 40);
    expect(verifiedGroup).toHaveLength(1);
  });
});

describe('display', () => {
  it('clamps stars to 1-5', () => {
    expect(clampRating(0)).toBe(1);
    expect(clampRating(7)).toBe(5);
    expect(clampRating(3.5)).toBe(3.5);
    expect(clampRating(Number.NaN)).toBe(1);
  });

  it('shows a reviewer as first name and last initial', () => {
    expect(displayUserName('Maria', 'Gonzalez')).toBe('Maria G.');
    expect(displayUserName('Kevin', "o'Brien")).toBe('Kevin O.');
    expect(displayUserName(null, null)).toBe('Former member');
  });
});
