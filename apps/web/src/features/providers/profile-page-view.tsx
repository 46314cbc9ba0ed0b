import { ReviewsPageView } from '@/features/reviews/reviews-page-view';
import { getPublicUrl } from '@/lib/request-site';
import { getCurrentUser } from '@/lib/server-api';
import { AboutPageView } from './about-page-view';
import { ClientHubPageView } from './client-hub-page-view';
import { ContactPageView } from './contact-page-view';
import { HomePageView } from './home-page-view';
import { PhotosPageView } from './photos-page-view';
import type { ResolvedProfilePage } from './profile-page-route';
import { OfferPageView, ServicesListView } from './services-page-views';

/** The page segment picks the page (spec 1 "Page routing"). */
export async function ProfilePageView({ resolved }: { resolved: ResolvedProfilePage }) {
  const { profile, route } = resolved;
  const user = await getCurrentUser();
  const publicUrl = getPublicUrl();
  switch (route.page) {
    case 'home':
      return (
        <HomePageView
          profile={profile}
          user={user}
          canonicalUrl={resolved.canonicalUrl}
          publicUrl={publicUrl}
        />
      );
    case 'about':
      return <AboutPageView profile={profile} user={user} />;
    case 'photos':
      return <PhotosPageView profile={profile} user={user} initialPhoto={resolved.initialPhoto} />;
    case 'contact-us':
      return <ContactPageView profile={profile} />;
    case 'services':
      return route.rest.length === 0 ? (
        <ServicesListView profile={profile} />
      ) : (
        <OfferPageView
          profile={profile}
          user={user}
          page={resolved.offerPage}
          initialPhoto={resolved.initialPhoto}
        />
      );
    case 'reviews':
      return <ReviewsPageView profile={profile} mainSiteUrl={publicUrl} />;
    case 'client-hub':
      return <ClientHubPageView profile={profile} mainSiteUrl={publicUrl} />;
  }
}
