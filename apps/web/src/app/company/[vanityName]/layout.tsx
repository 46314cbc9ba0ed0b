import { decodeSegment, isNameSegment } from '@porchlight/core/text/url-segments';
import type { ReactNode } from 'react';
import { CompanyNotFoundView } from '@/features/providers/not-found-views';
import { getProfile } from '@/features/providers/profile-data';
import { ProfileFrame } from '@/features/providers/profile-frame';
import { getPublicUrl } from '@/lib/request-site';
import { getCurrentUser, getSiteName } from '@/lib/server-api';

export default async function CompanyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ vanityName: string }>;
}) {
  const vanityName = decodeSegment((await params).vanityName);
  // A blank or control-character name is refused by the API (400): it is simply not found.
  const profile = isNameSegment(vanityName) ? await getProfile(vanityName) : null;
  // Rendered, not thrown: Next's notFound() leaves an empty body; the host process answers 404.
  if (!profile) return <CompanyNotFoundView vanityName={vanityName} />;
  const user = await getCurrentUser();
  return (
    <ProfileFrame profile={profile} user={user} siteName={getSiteName()} mainSiteUrl={getPublicUrl()}>
      {children}
    </ProfileFrame>
  );
}
