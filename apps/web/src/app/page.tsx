import { HomeView } from '@/features/home/home-view';
import { getSiteName } from '@/lib/server-api';

export default function HomePage() {
  return <HomeView siteName={getSiteName()} />;
}
