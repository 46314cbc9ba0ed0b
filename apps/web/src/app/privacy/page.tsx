import type { Metadata } from 'next';
import { PrivacyView } from '@/features/site/privacy-view';
import { getSiteName } from '@/lib/server-api';

export const metadata: Metadata = { title: 'Privacy Policy' };

export default function PrivacyPage() {
  return <PrivacyView siteName={getSiteName()} />;
}
