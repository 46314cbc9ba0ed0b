import { parseProfileSegments } from '@porchlight/core/providers/profile.rules';
import { decodeSegment, isNameSegment } from '@porchlight/core/text/url-segments';
import type { ReactNode } from 'react';
import { HubOnlyFrame } from '@/features/providers/hub-only-frame';
import { CompanyNotFoundView } from '@/features/providers/not-found-views';
import { getHubPage, getProfile } from '@/features/providers/profile-data';
import { ProfileFrame } from '@/features/providers/profile-frame';
import { getPublicUrl, getRequestSite } from '@/lib/request-site';
import { getCurrentUser, getSiteName } from '@/lib/server-api';

/** Whether the page being rendered is the company's Client Hub page (/company/{x}/client-hub). */
async function isClientHubPage(): Promise<boolean> {
  const segments = (await getRequestSite()).path.split('/').filter(Boolean).slice(2).map(decodeSegment);
  return parseProfileSegments(segments)?.page === 'client-hub';
}

export default async function CompanyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ vanityName: string }>;
}) {
  const vanityName = decodeSegment((await params).vanityName);
  // A blank or control-character name is refused by the API (400): it is simply not found.
  const named = isNameSegment(vanityName);
  const profile = named ? await getProfile(vanityName) : null;
  if (!profile) {
    // A company not public yet still has its Client Hub, so the secure links it sends open.
    if (named && (await isClientHubPage()) && (await getHubPage(vanityName)))
      return <HubOnlyFrame>{children}</HubOnlyFrame>;
    // Rendered, not thrown: Next's notFound() leaves an empty body; the host process answers 404.
    return <CompanyNotFoundView vanityName={vanityName} />;
  }
  const user = await getCurrentUser();
  return (
    <ProfileFrame profile={profile} user={user} siteName={getSiteName()} mainSiteUrl={getPublicUrl()}>
      {children}
    </ProfileFrame>
  );
}
