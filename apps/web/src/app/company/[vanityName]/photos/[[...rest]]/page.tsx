import { PhotosPageView } from '@/features/providers/photos-page-view';
import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';

const segments: PageSegments = ({ rest = [] }) => ['photos', ...rest];

export const generateMetadata = profilePageMetadata(segments);

/** GET /company/{vanityName}/photos[/{friendlyImageName}] (spec 1 "Gallery page"). */
export default function ProfilePhotosPage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, ({ profile, initialPhoto }, { user }) => (
    <PhotosPageView profile={profile} user={user} initialPhoto={initialPhoto} />
  ));
}
