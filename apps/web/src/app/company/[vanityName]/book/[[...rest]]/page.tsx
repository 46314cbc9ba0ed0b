import { profileLinks } from '@porchlight/core/providers/profile.rules';
import { BookingDialogRoute } from '@/features/booking/booking-dialog-route';
import { HomePageView } from '@/features/providers/home-page-view';
import {
  type PageSegments,
  type ProfilePageProps,
  profilePageMetadata,
  renderProfilePage,
} from '@/features/providers/profile-page';
import { withReturnTo } from '@/lib/return-to';

const segments: PageSegments = ({ rest = [] }) => ['book', ...rest];

export const generateMetadata = profilePageMetadata(segments);

/**
 * GET /company/{vanityName}/book[/{offerUri}] (issue 34, plan §7): the profile home with the online-booking
 * dialog open; the address is the dialog's "open" flag, so a reload reopens it.
 */
export default function ProfileBookPage(props: ProfilePageProps) {
  return renderProfilePage(props, segments, ({ profile, route, canonicalUrl }, { user, publicUrl }) => {
    const links = profileLinks(profile.uriPrefix);
    // Logging in happens on the main site: come back to the dialog there.
    const mainSiteBook = profileLinks(`/company/${encodeURIComponent(profile.uri)}`).book(route.rest[0]);
    return (
      <>
        <HomePageView profile={profile} user={user} canonicalUrl={canonicalUrl} publicUrl={publicUrl} />
        <BookingDialogRoute
          vanityName={profile.uri}
          providerName={profile.name}
          offerUri={route.rest[0] ?? null}
          user={user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : null}
          loginHref={withReturnTo(`${publicUrl}/account/login`, mainSiteBook)}
          homeHref={links.home}
        />
      </>
    );
  });
}
