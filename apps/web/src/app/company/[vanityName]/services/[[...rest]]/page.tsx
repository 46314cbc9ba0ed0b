import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';
import { OfferPageView, ServicesListView } from '@/features/providers/services-page-views';

const segments: PageSegments = ({ rest = [] }) => ['services', ...rest];

export const generateMetadata = profilePageMetadata(segments);

/** GET /company/{vanityName}/services[/{category|offer}[/{subcategory|photo}]] (spec 1 "Services pages"). */
export default function ProfileServicesPage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, ({ profile, route, offerPage, initialPhoto }, { user }) =>
    route.rest.length === 0 ? (
      <ServicesListView profile={profile} />
    ) : (
      <OfferPageView profile={profile} user={user} page={offerPage} initialPhoto={initialPhoto} />
    ),
  );
}
