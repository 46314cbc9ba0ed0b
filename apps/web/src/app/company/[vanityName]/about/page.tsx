import { AboutPageView } from '@/features/providers/about-page-view';
import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';

const segments: PageSegments = () => ['about'];

export const generateMetadata = profilePageMetadata(segments);

/** GET /company/{vanityName}/about (spec 1 "About page"). */
export default function ProfileAboutPage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, ({ profile }, { user }) => (
    <AboutPageView profile={profile} user={user} />
  ));
}
