import { profileTitles } from '@porchlight/core/providers/profile.rules';
import type { Metadata } from 'next';
import { ProfilePageNotFoundView } from '@/features/providers/not-found-views';
import { getProfile } from '@/features/providers/profile-data';
import { describeProfilePage, resolveProfilePage } from '@/features/providers/profile-page-route';
import { ProfilePageView } from '@/features/providers/profile-page-view';
import { decodeSegment } from '@/lib/decode-segment';

type Params = Promise<{ vanityName: string; segments?: string[] }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const resolved = await resolveProfilePage(await params);
  if (resolved) return describeProfilePage(resolved);
  const vanityName = decodeSegment((await params).vanityName);
  const exists = Boolean(await getProfile(vanityName));
  return {
    title: { absolute: exists ? 'Page not found' : profileTitles.notFound(vanityName) },
    robots: { index: false },
  };
}

export default async function CompanyPage({ params }: { params: Params }) {
  const resolved = await resolveProfilePage(await params);
  // A page the profile does not have: rendered (server-side HTML), with status 404 from the host process.
  if (!resolved) return <ProfilePageNotFoundView />;
  return <ProfilePageView resolved={resolved} />;
}
