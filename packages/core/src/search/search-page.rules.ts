import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type Radius } from './search.constants';
import { buildSearchPath, isValidZip, type SearchLocation } from './search.rules';

/** buildSearchPath writes 'all' when no service was given (/search/all/78701): it means every service. */
export const ALL_SERVICES_SEGMENT = 'all';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * /search/{query}/{zip} → what was searched; 'all' reads as no service. Next hands route params over
 * re-encoded ('house+cleaning' arrives as 'house%2Bcleaning'), so decode first, then read '+' as a space.
 */
export function parseSearchSegments(segments: readonly string[] | undefined): { query: string; zip: string } {
  const [rawQuery = '', rawZip = ''] = segments ?? [];
  const query = decodeSegment(rawQuery).replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
  return {
    query: query.toLowerCase() === ALL_SERVICES_SEGMENT ? '' : query,
    zip: decodeSegment(rawZip).trim(),
  };
}

/** A search is valid (results, not the landing page) when it names a service or a zip (spec 3 §2.5–2.6). */
export function isValidSearch({ query, zip }: { query: string; zip: string }): boolean {
  return query.length > 0 || zip.length > 0;
}

/** 1-based page number from the query string; anything else is page 1. */
export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function parsePageSize(value: string | null | undefined): number {
  const rows = Number(value);
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(rows) ? rows : DEFAULT_PAGE_SIZE;
}

export interface ResultsLocation extends SearchLocation {
  page?: number;
  rows?: number;
}

/** The results address with paging: page 1 and the default page size stay out of the address. */
export function buildResultsPath({ page, rows, ...location }: ResultsLocation): string {
  const path = buildSearchPath(location);
  const params = new URLSearchParams();
  if (page && page > 1) params.set('page', String(page));
  if (rows && rows !== DEFAULT_PAGE_SIZE) params.set('rows', String(rows));
  const extra = params.toString();
  if (!extra) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${extra}`;
}

/** Quick links and tiles: /search/{service} with the /{zip}?radius= suffix only for a usable zip. */
export function quickLinkPath(service: string, zip: string | null | undefined, radius?: Radius): string {
  const usableZip = zip && isValidZip(zip) ? zip.trim() : undefined;
  return buildSearchPath({ query: service, zip: usableZip, radius: usableZip ? radius : undefined });
}

/** Place suggestions carry 'zip:78701': selecting one fills the zip box with it. */
export function zipFromPlaceId(placeId: string | null | undefined): string | null {
  const zip = placeId?.startsWith('zip:') ? placeId.slice(4) : null;
  return zip && isValidZip(zip) ? zip : null;
}

export interface SummaryInput {
  totalRecords: number;
  query: string;
  zip: string;
  radius: Radius;
  place?: { city: string; stateCode: string } | null;
}

/** '12 companies found for "plumbing" within 25 miles of 78701 (Austin, TX)'. */
export function searchSummary({ totalRecords, query, zip, radius, place }: SummaryInput): string {
  const count = `${totalRecords.toLocaleString('en-US')} ${totalRecords === 1 ? 'company' : 'companies'} found`;
  const what = query ? ` for "${query}"` : '';
  const where = zip
    ? ` within ${radius} miles of ${zip}${place ? ` (${place.city}, ${place.stateCode})` : ''}`
    : '';
  return `${count}${what}${where}`;
}
