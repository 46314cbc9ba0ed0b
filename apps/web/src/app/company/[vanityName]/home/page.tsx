import { HomePageView } from '@/features/providers/home-page-view';
import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';

const segments: PageSegments = () => ['home'];

export const generateMetadata = profilePageMetadata(segments);

/** GET /company/{vanityName}/home: the home page under its own name. */
export default function ProfileHomeAliasPage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, ({ profile, canonicalUrl }, { user, publicUrl }) => (
    <HomePageView profile={profile} user={user} canonicalUrl={canonicalUrl} publicUrl={publicUrl} />
  ));
}
