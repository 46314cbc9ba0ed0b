import { titleWords } from './query-words';
import { DEFAULT_RADIUS, RADIUS_OPTIONS, type Radius, SORT_OPTIONS, type SortBy } from './search.constants';

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

export function isValidZip(zip: string): boolean {
  return ZIP_PATTERN.test(zip.trim());
}

/** 'house cleaning' ↔ 'house+cleaning' in the path (spec 3 §2.5). */
export function queryToSegment(query: string): string {
  return encodeURIComponent(query.trim().replace(/\s+/g, ' ')).replace(/%20/g, '+');
}

export function segmentToQuery(segment: string): string {
  return decodeURIComponent(segment.replace(/\+/g, ' ')).trim();
}

export function parseRadius(value: string | null | undefined): Radius {
  const radius = Number(value);
  return (RADIUS_OPTIONS as readonly number[]).includes(radius) ? (radius as Radius) : DEFAULT_RADIUS;
}

export function parseSortBy(value: string | null | undefined, isAuthenticated: boolean): SortBy {
  if ((SORT_OPTIONS as readonly string[]).includes(value ?? '')) return value as SortBy;
  return isAuthenticated ? 'friends' : 'relevance';
}

export interface SearchLocation {
  query: string;
  zip?: string;
  radius?: Radius;
  sortBy?: SortBy;
  /** Only pros who book online: `?booking=online` (issue 34). */
  booksOnline?: boolean;
}

/** /search/{query}/{zip}?radius=&sortBy=&booking=online — the default radius (25) is left out of the address. */
export function buildSearchPath({ query, zip, radius, sortBy, booksOnline }: SearchLocation): string {
  const params = new URLSearchParams();
  if (zip && radius && radius !== DEFAULT_RADIUS) params.set('radius', String(radius));
  if (sortBy) params.set('sortBy', sortBy);
  if (booksOnline) params.set('booking', 'online');
  const segments = [queryToSegment(query || 'all'), zip?.trim()].filter(Boolean);
  const search = params.toString();
  return `/search/${segments.join('/')}${search ? `?${search}` : ''}`;
}

export interface TitleSubject {
  serviceName?: string | null;
  categoryName?: string | null;
  /** What the user typed: titles a search that maps to no single service. */
  query?: string;
}

/**
 * The results page title rules of spec 3 §2.6. A query that maps to no single service (the server leaves
 * both names null) is titled by the user's own words under the service rules ('Repair Companies on …').
 */
export function searchPageTitle({ serviceName, categoryName, query }: TitleSubject, site: string): string {
  const subject = serviceName || (categoryName ? '' : titleWords(query ?? ''));
  if (subject) {
    return subject.endsWith('s') ? `${subject} on ${site}` : `${subject} Companies on ${site}`;
  }
  if (categoryName) {
    if (categoryName.endsWith('Contractors')) return `${categoryName} on ${site}`;
    if (categoryName.endsWith('s')) return `${categoryName.slice(0, -1)} Companies on ${site}`;
    return `${categoryName} Companies on ${site}`;
  }
  return `Find Professionals on ${site}`;
}
