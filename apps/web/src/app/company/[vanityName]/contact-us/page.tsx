import { ContactPageView } from '@/features/providers/contact-page-view';
import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';

const segments: PageSegments = () => ['contact-us'];

export const generateMetadata = profilePageMetadata(segments);

/** GET /company/{vanityName}/contact-us (spec 1 "Contact page"). */
export default function ProfileContactPage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, ({ profile }) => <ContactPageView profile={profile} />);
}
