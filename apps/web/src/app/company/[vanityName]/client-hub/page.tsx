import { profileHeadings } from '@porchlight/core/providers/profile.rules';
import { decodeSegment, isNameSegment } from '@porchlight/core/text/url-segments';
import type { Metadata } from 'next';
import { ClientHubPageView } from '@/features/providers/client-hub-page-view';
import { getHubPage, getProfile } from '@/features/providers/profile-data';
import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';
import { getPublicUrl } from '@/lib/request-site';

const segments: PageSegments = () => ['client-hub'];

/** The hub of a company whose profile this viewer cannot see (not published yet); null otherwise. */
async function hubWithoutProfile({ params }: ProfilePageProps) {
  const vanityName = decodeSegment((await params).vanityName);
  if (!isNameSegment(vanityName) || (await getProfile(vanityName))) return null;
  return getHubPage(vanityName);
}

export async function generateMetadata(props: ProfilePageProps): Promise<Metadata> {
  const hub = await hubWithoutProfile(props);
  if (!hub) return profilePageMetadata(segments)(props);
  // The same words as the published profile's title (spec 1 "Page routing"); never indexed.
  return {
    title: { absolute: profileHeadings.clientHub(hub.name) },
    robots: { index: false, follow: false },
  };
}

/** GET /company/{vanityName}/client-hub (spec 3 §2.4), also before the profile is published. */
export default async function ProfileClientHubPage(props: ProfilePageProps) {
  const hub = await hubWithoutProfile(props);
  if (hub) return <ClientHubPageView profile={{ ...hub, isOwner: false }} mainSiteUrl={getPublicUrl()} />;
  return renderProfilePage(props, segments, ({ profile }, { publicUrl }) => (
    <ClientHubPageView profile={profile} mainSiteUrl={publicUrl} />
  ));
}
