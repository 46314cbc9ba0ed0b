import { SearchLoading } from '@/features/search/search-loading';

export default function Loading() {
  return <SearchLoading />;
}
