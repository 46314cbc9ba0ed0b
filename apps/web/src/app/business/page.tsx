import type { Metadata } from 'next';
import { BusinessView } from '@/features/site/business-view';
import { getSiteName } from '@/lib/server-api';

export const metadata: Metadata = { title: 'For Business' };

export default function BusinessPage() {
  return <BusinessView siteName={getSiteName()} />;
}
