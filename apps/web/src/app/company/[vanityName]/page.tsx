import { HomePageView } from '@/features/providers/home-page-view';
import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';

const segments: PageSegments = () => [];

export const generateMetadata = profilePageMetadata(segments);

/** GET /company/{vanityName}: the profile's home page (spec 1 "Profile home page"). */
export default function ProfileHomePage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, ({ profile, canonicalUrl }, { user, publicUrl }) => (
    <HomePageView profile={profile} user={user} canonicalUrl={canonicalUrl} publicUrl={publicUrl} />
  ));
}
