/**
 * What Porchlight counts for a provider's insights (docs/plans/insights.md §1): events, never people. No
 * visitor id, address, user agent or cookie is kept with them.
 */
export const INSIGHT_EVENT_KINDS = [
  'profile-view',
  'search-impression',
  'search-click',
  'phone-click',
  'website-click',
  'contact-start',
  'pricing-start',
  'chat-start',
] as const;
export type InsightEventKind = (typeof INSIGHT_EVENT_KINDS)[number];

/** One event as the server notes it: the provider as written in the address, resolved when written. */
export interface InsightEvent {
  vanityName: string;
  kind: InsightEventKind;
  /** The profile page for a view ('home', 'reviews' …); '' otherwise. */
  page: string;
  /** The signed-in person who caused it: their own company's events are dropped when written. */
  viewerId: string | null;
}

/** What the page handler knows of a request once it has answered it. */
export interface AnsweredPage {
  method: string;
  path: string;
  status: number;
  /** Request headers, lower-case names. */
  headers: Record<string, string | string[] | undefined>;
  /** The page's cache tags: 'card:<name>' for each provider card a listing page showed. */
  tags: readonly string[];
  viewerId: string | null;
  isBot: boolean;
}

const PREFETCH_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch', 'purpose', 'sec-purpose'];
const PROFILE_PATH = /^\/company\/([^/?]+)(?:\/([^/?]+))?\/?$/;
const RESULTS_PATH = /^\/search(?:\/|$)/;
const CARD_TAG = 'card:';
/** Pages of a profile that are not visits of it (dialogs' own routes, the hub). */
const NOT_VIEWED = new Set(['client-hub']);

function header(headers: AnsweredPage['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Whether the Referer is one of our results pages on the same host (a click from search). */
export function cameFromResults(referer: string | undefined, host: string | undefined): boolean {
  if (!referer || !host) return false;
  try {
    const url = new URL(referer);
    return url.host === host && RESULTS_PATH.test(url.pathname);
  } catch {
    return false;
  }
}

/**
 * The events an answered page stands for: a profile view (and a search click when it came from results) for a
 * provider's page, an impression per card for a results page. Nothing for bots, prefetches, HEAD, failures.
 */
export function pageEvents(page: AnsweredPage): InsightEvent[] {
  // 304: a browser revalidating its copy (pages are max-age=0), a visit all the same.
  if (page.isBot || page.method !== 'GET' || (page.status !== 200 && page.status !== 304)) return [];
  if (PREFETCH_HEADERS.some((name) => header(page.headers, name) !== undefined)) return [];
  const viewerId = page.viewerId;
  const profile = PROFILE_PATH.exec(page.path);
  if (profile?.[1]) {
    const vanityName = decoded(profile[1]);
    const subPage = profile[2] === undefined ? 'home' : decoded(profile[2]);
    if (vanityName === null || subPage === null || NOT_VIEWED.has(subPage)) return [];
    const view: InsightEvent = { vanityName, kind: 'profile-view', page: subPage, viewerId };
    const fromResults = cameFromResults(header(page.headers, 'referer'), header(page.headers, 'host'));
    return fromResults ? [view, { vanityName, kind: 'search-click', page: '', viewerId }] : [view];
  }
  if (!RESULTS_PATH.test(page.path)) return [];
  const cards = page.tags.filter((tag) => tag.startsWith(CARD_TAG));
  return impressionEvents(
    cards.map((tag) => tag.slice(CARD_TAG.length)),
    viewerId,
  );
}

/** One search impression per provider shown in results, on a rendered page or answered to the browser. */
export function impressionEvents(vanityNames: readonly string[], viewerId: string | null): InsightEvent[] {
  return vanityNames.map((vanityName) => ({ vanityName, kind: 'search-impression', page: '', viewerId }));
}
