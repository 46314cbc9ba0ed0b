/** Reviews page numbers (spec 3 §2.1, §9). */

/** Empty verified-customer reviews are grouped only when more reviews than this exist. */
export const REVIEW_GROUPING_THRESHOLD = 20;
/** The 'Verified customer reviews (N)' group shows this many at a time; 'Show more' adds as many again. */
export const VERIFIED_GROUP_PAGE_SIZE = 20;
/** Rows per page of GET network/profile/reviews/{vanityName}. */
export const REVIEWS_PAGE_SIZE = 50;
export const REVIEWS_MAX_PAGE_SIZE = 200;

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Attribute codes (spec 1 §3): 1-5 negative, 6-10 positive. */
export const REVIEW_ATTRIBUTES: Readonly<Record<number, string>> = {
  1: 'Poor quality',
  2: 'Too expensive',
  3: 'Unprofessional',
  4: 'Not responsive',
  5: 'Not on time',
  6: 'Good quality',
  7: 'Good value',
  8: 'Professional',
  9: 'Responsive',
  10: 'On time',
};

/** Relationship codes (spec 3 §3). */
export const REVIEW_RELATIONSHIPS = {
  c: 'Customer',
  e: 'Employee',
  f: 'Friend of the owner or staff',
  s: 'Fan of the business',
} as const;
export type ReviewRelationship = keyof typeof REVIEW_RELATIONSHIPS;
