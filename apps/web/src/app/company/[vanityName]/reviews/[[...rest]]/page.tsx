import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';
import { ReviewsPageView } from '@/features/reviews/reviews-page-view';

const segments: PageSegments = ({ rest = [] }) => ['reviews', ...rest];

export const generateMetadata = profilePageMetadata(segments);

/** GET /company/{vanityName}/reviews[/new] (spec 3 §2.1; 'new' opens the Add Review dialog). */
export default function ProfileReviewsPage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, ({ profile }, { publicUrl }) => (
    <ReviewsPageView profile={profile} mainSiteUrl={publicUrl} />
  ));
}
