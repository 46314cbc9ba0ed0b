import { SearchLandingView } from '@/features/search/search-landing-view';
import { getSiteName } from '@/lib/server-api';

/** The site root is the marketplace's front door: the search landing page. */
export default function HomePage() {
  return <SearchLandingView siteName={getSiteName()} />;
}
