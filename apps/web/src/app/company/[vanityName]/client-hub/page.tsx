import { ClientHubPageView } from '@/features/providers/client-hub-page-view';
import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';

const segments: PageSegments = () => ['client-hub'];

export const generateMetadata = profilePageMetadata(segments);

/** GET /company/{vanityName}/client-hub (spec 3 §2.4). */
export default function ProfileClientHubPage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, ({ profile }, { publicUrl }) => (
    <ClientHubPageView profile={profile} mainSiteUrl={publicUrl} />
  ));
}
