import type { Metadata } from 'next';
import { SearchPlaceholderView } from '@/features/search/search-placeholder-view';
import { getSiteName } from '@/lib/server-api';

type Params = Promise<{ segments?: string[] }>;

/** /search/{query}/{zip}: the query uses '+' for spaces (spec 3 §2.6). */
function parse(segments: string[] | undefined): { query: string | null; zipCode: string | null } {
  const [rawQuery, rawZip] = segments ?? [];
  const query = rawQuery ? decodeURIComponent(rawQuery).replace(/\+/g, ' ').trim() : '';
  const zipCode = rawZip ? decodeURIComponent(rawZip).trim() : '';
  return { query: query || null, zipCode: zipCode || null };
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: `Find Professionals on ${getSiteName()}` } };
}

export default async function SearchPage({ params }: { params: Params }) {
  const { query, zipCode } = parse((await params).segments);
  return <SearchPlaceholderView query={query} zipCode={zipCode} />;
}
