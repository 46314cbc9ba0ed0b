import { SORT_OPTIONS, type SortBy } from '@porchlight/core/search/search.constants';
import { parseRadius, parseSortBy, searchPageTitle } from '@porchlight/core/search/search.rules';
import {
  isValidSearch,
  parsePage,
  parsePageSize,
  parseSearchSegments,
} from '@porchlight/core/search/search-page.rules';
import type { Metadata } from 'next';
import { getFriendCount, searchProfiles } from '@/features/search/search-data';
import { SearchLandingView } from '@/features/search/search-landing-view';
import { type ResultsSearch, SearchResultsView } from '@/features/search/search-results-view';
import type { SearchParams } from '@/lib/return-to';
import { getCurrentUser, getSiteName } from '@/lib/server-api';

type Props = { params: Promise<{ segments?: string[] }>; searchParams: SearchParams };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** /search/{query}/{zip}?radius=&sortBy=&booking=online&page=&rows= (spec 3 §2.6, issue 34); null when there is no valid search. */
async function readSearch({ params, searchParams }: Props): Promise<ResultsSearch | null> {
  const [{ segments }, query] = await Promise.all([params, searchParams]);
  const words = parseSearchSegments(segments);
  if (!isValidSearch(words)) return null;
  const sortParam = first(query.sortBy);
  const explicitSortBy = (SORT_OPTIONS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as SortBy)
    : undefined;
  const isAuthenticated = (await getCurrentUser()) !== null;
  return {
    ...words,
    radius: parseRadius(first(query.radius)),
    sortBy: parseSortBy(sortParam, isAuthenticated),
    explicitSortBy,
    page: parsePage(first(query.page)),
    rows: parsePageSize(first(query.rows)),
    booksOnline: first(query.booking) === 'online',
  };
}

function load(search: ResultsSearch) {
  return searchProfiles(
    search.query,
    search.zip,
    search.radius,
    search.sortBy,
    (search.page - 1) * search.rows,
    search.rows,
    search.booksOnline,
  );
}

/** The service the server chose the results for, or the user's words when the query named no single service. */
function resultsTitle(search: ResultsSearch, outcome: Awaited<ReturnType<typeof load>>, siteName: string) {
  const subject = outcome.status === 'ok' ? { ...outcome.response, query: search.query } : {};
  return searchPageTitle(subject, siteName);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const siteName = getSiteName();
  const search = await readSearch(props);
  if (!search) return { title: { absolute: searchPageTitle({}, siteName) } };
  const outcome = await load(search);
  return { title: { absolute: resultsTitle(search, outcome, siteName) } };
}

export default async function SearchPage(props: Props) {
  const siteName = getSiteName();
  const search = await readSearch(props);
  if (!search) return <SearchLandingView siteName={siteName} />;

  const isAuthenticated = (await getCurrentUser()) !== null;
  const [outcome, friendCount] = await Promise.all([
    load(search),
    isAuthenticated && search.sortBy === 'friends' ? getFriendCount() : Promise.resolve(null),
  ]);
  const title = resultsTitle(search, outcome, siteName);
  return (
    <SearchResultsView
      siteName={siteName}
      title={title}
      search={search}
      isAuthenticated={isAuthenticated}
      friendCount={friendCount}
      outcome={outcome}
    />
  );
}
