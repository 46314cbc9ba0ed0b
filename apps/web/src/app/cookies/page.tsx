import type { Metadata } from 'next';
import { CookiesView } from '@/features/site/cookies-view';
import { getSiteName } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Cookie Policy' };

export default function CookiesPage() {
  return <CookiesView siteName={getSiteName()} />;
}
