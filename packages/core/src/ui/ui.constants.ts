/** Alerts: 5 s for errors, 2 s for others, at top center (spec 1 §9, spec 3 §8). */
export const ALERT_ERROR_MS = 5000;
export const ALERT_INFO_MS = 2000;
/** A page that reloads after a success alert waits this long, so the alert can be read. */
export const RELOAD_AFTER_ALERT_MS = 1000;
/** Leading-edge submit debounce (spec 1 §4). */
export const SUBMIT_DEBOUNCE_MS = 500;
export const MAX_PAGE_WIDTH = 1280;
/** Desktop breakpoint of the search pages: above 991 px (spec 3 §2.5). */
export const DESKTOP_MIN_WIDTH = 992;
