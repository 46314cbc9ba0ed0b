/** Numbers and codes of writing a review and replying to one (spec 1 §3, §5, §9; spec 3 §5, §9). */

/** Exactly this rating sends no attributes; above it the positive list, below it the negative list. */
export const NEUTRAL_RATING = 3;

/** Attribute codes 1-5 are negative reasons, 6-10 positive ones (labels: reviews.constants.ts). */
export const NEGATIVE_ATTRIBUTE_CODES = [1, 2, 3, 4, 5] as const;
export const POSITIVE_ATTRIBUTE_CODES = [6, 7, 8, 9, 10] as const;

export const HEADLINE_MAX_LENGTH = 75;
export const REVIEW_TEXT_MAX_LENGTH = 1000;
export const REPLY_MAX_LENGTH = 1000;

export const REVIEW_VISIBILITIES = ['p', 'f'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];
/** How the Add Review form words the choices (spec 1 §3). */
export const VISIBILITY_CHOICES: Readonly<Record<ReviewVisibility, string>> = {
  p: 'Everyone',
  f: 'Friends only',
};

export const REVIEW_RELATIONSHIP_CODES = ['c', 'e', 'f', 's'] as const;
export type ReviewRelationshipCode = (typeof REVIEW_RELATIONSHIP_CODES)[number];
/** spec 1 §3: "c customer, e works here, f knows owner or staff, s heard good things", as the writer says it. */
export const RELATIONSHIP_CHOICES: Readonly<Record<ReviewRelationshipCode, string>> = {
  c: "I'm a customer",
  e: 'I work here',
  f: 'I know the owner or staff',
  s: "I've heard good things",
};

/** The Add Review dialog opens on this route segment: index 3 on the main site, 1 on a custom domain. */
export const NEW_REVIEW_SEGMENT = 'new';
export const NEW_REVIEW_SEGMENT_INDEX = 3;
export const NEW_REVIEW_SEGMENT_INDEX_CUSTOM_DOMAIN = 1;

/** The friend count is cached in a cookie for this long (spec 1 §7 "value 5; the unit is not shown"). */
export const FRIEND_COUNT_CACHE_MINUTES = 5;
export const FRIEND_COUNT_COOKIE = 'pl_friend_count';

/** A path segment the new-company review takes, so no provider may carry it as its vanity name. */
export const NEW_COMPANY_SEGMENT = 'new-company';

/** New company (spec 2 §5 "New profile", §9). */
export const COMPANY_NAME_MIN_LENGTH = 3;
export const COMPANY_NAME_MAX_LENGTH = 46;
export const ADDRESS_MAX_LENGTH = 46;
export const CITY_MAX_LENGTH = 50;
export const ZIP_MAX_LENGTH = 10;
export const WEBSITE_MAX_LENGTH = 100;
export const PHONE_NUMBER_DIGITS = 10;
export const PLACE_ID_MAX_LENGTH = 300;
