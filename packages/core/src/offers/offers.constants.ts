/** Add Services numbers (spec 2 §9). */

/** The dialog's multi-add sends this many POST provider/profile/offers at a time. */
export const MULTI_ADD_CONCURRENCY = 5;
/** Service search in the Add Services dialog starts at this many characters ... */
export const CATALOGUE_SEARCH_MIN_CHARS = 2;
/** ... and lists this many services. */
export const CATALOGUE_SEARCH_LIMIT = 10;
/** Description of an added offer (spec 2 §5 "Add offer": at least 50 characters). */
export const OFFER_DESCRIPTION_MIN = 50;
/** Ours: long enough for any catalogue name, short enough for menus and URLs. */
export const OFFER_NAME_MAX = 100;
export const OFFER_DESCRIPTION_MAX = 5000;
/** Teaser of an offer (spec 2 §5 "Edit offer": at least 25; ours: at most 300). */
export const OFFER_TEASER_MIN = 25;
export const OFFER_TEASER_MAX = 300;
/** Reorder numbers (spec 2 §9: base 1000, +1 in displayed order). */
export const REORDER_BASE = 1000;
/** Ours: category and subcategory names. */
export const CATEGORY_NAME_MAX = 60;
/**
 * Ours: AI teasers, and separately AI descriptions, per provider over a rolling day (admins exempt).
 * Higher than the profile's pictures (10): a provider has many services, each worth a try or two.
 */
export const OFFER_AI_DAILY_CAP = 30;
