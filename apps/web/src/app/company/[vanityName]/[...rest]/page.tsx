import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';

const segments: PageSegments = ({ rest = [] }) => rest;

export const generateMetadata = profilePageMetadata(segments);

/** Any other address under a company: 'Page not found' (every page the profile has has its own route). */
export default function ProfileOtherPage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, () => null);
}
