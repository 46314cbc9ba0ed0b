/** Google reviews on the profile home page (spec 2 §4, §6, §9). */

/** The carousel moves on every 5 s until the visitor touches it. */
export const GOOGLE_REVIEWS_CAROUSEL_INTERVAL_MS = 5000;
/** A review's text collapses after this many words ('Read more'). */
export const GOOGLE_REVIEW_COLLAPSE_WORDS = 50;
/** Pro plans show only the reviews with this rating. */
export const GOOGLE_REVIEWS_PRO_RATING = 5;

/** Place search for the two-step set-up starts at 3 typed characters (spec 2 §9). */
export const PLACE_SEARCH_MIN_LENGTH = 3;
export const PLACE_SEARCH_MAX_LENGTH = 100;
export const PLACE_SEARCH_MAX_RESULTS = 5;
export const PLACE_ID_MAX_LENGTH = 300;

/** Real Google answers are kept this long in google_places before being fetched again. */
export const GOOGLE_PLACE_CACHE_HOURS = 24;
