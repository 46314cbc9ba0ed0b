import { profileTitles } from '@porchlight/core/providers/profile.rules';
import type { Metadata } from 'next';
import { CompanyUrlRequiredView } from '@/features/providers/not-found-views';

export const metadata: Metadata = { title: { absolute: profileTitles.urlRequired() } };

export default function CompanyIndexPage() {
  return <CompanyUrlRequiredView />;
}
