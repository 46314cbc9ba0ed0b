import type { Metadata } from 'next';
import { TermsView } from '@/features/site/terms-view';
import { getSiteName } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Terms of Service' };

export default function TermsPage() {
  return <TermsView siteName={getSiteName()} />;
}
