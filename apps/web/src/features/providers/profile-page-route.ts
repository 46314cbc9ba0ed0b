import {
  bannerImageSource,
  type ProfileRoute,
  parseProfileSegments,
  profileTitles,
} from '@porchlight/core/providers/profile.rules';
import type { OfferPageResponse, Profile } from '@porchlight/core/providers/profile.schemas';
import { decodeSegment } from '@porchlight/core/text/url-segments';
import type { Metadata } from 'next';
import { getPublicUrl } from '@/lib/request-site';
import { getOfferPage, getProfile } from './profile-data';

export interface ResolvedProfilePage {
  profile: Profile;
  route: ProfileRoute;
  /** Services sub-pages: the category, subcategory or offer; null when 'This offer is not available.' */
  offerPage: OfferPageResponse | null;
  /** photos/{friendlyImageName} or services/{offerUri}/{photoName}: the photo to open full-screen. */
  initialPhoto: string | null;
  /** The page's canonical address on the main site (custom domains point there too). */
  canonicalUrl: string;
}

/** The URL's segments to what the page shows; null when the page does not exist (-> 404). */
export async function resolveProfilePage(params: {
  vanityName: string;
  segments?: string[];
}): Promise<ResolvedProfilePage | null> {
  const segments = (params.segments ?? []).map(decodeSegment);
  const route = parseProfileSegments(segments);
  if (!route) return null;
  const profile = await getProfile(decodeSegment(params.vanityName));
  if (!profile) return null;

  let offerPage: OfferPageResponse | null = null;
  let initialPhoto: string | null = null;
  if (route.page === 'photos') initialPhoto = route.rest[0] ?? null;
  if (route.page === 'services' && route.rest[0]) {
    const [nameUri, second] = route.rest;
    offerPage = await getOfferPage(profile.uri, nameUri);
    if (offerPage?.offerLevel === 'category' && second) {
      offerPage = await getOfferPage(profile.uri, nameUri, second);
    } else if (offerPage?.offerLevel === 'offer' && second) {
      initialPhoto = second;
    }
  }
  const path = segments.length > 0 ? `/${segments.map(encodeURIComponent).join('/')}` : '';
  return {
    profile,
    route,
    offerPage,
    initialPhoto,
    canonicalUrl: `${getPublicUrl()}/company/${encodeURIComponent(profile.uri)}${path}`,
  };
}

/** The page's document title, word for word from spec 1 "Page routing". */
export function profilePageTitle({ profile, route, offerPage }: ResolvedProfilePage): string {
  switch (route.page) {
    case 'home':
      return profileTitles.home(profile);
    case 'about':
      return profileTitles.about(profile);
    case 'photos':
      return profileTitles.photos(profile);
    case 'contact-us':
      return profileTitles.contact(profile);
    case 'reviews':
      return profileTitles.reviews(profile);
    case 'client-hub':
      return profileTitles.clientHub(profile);
    case 'book':
      return profileTitles.book(profile);
    case 'services': {
      if (route.rest.length === 0) return profileTitles.services(profile);
      const subject =
        offerPage?.offerLevel === 'offer'
          ? offerPage.offers[0]?.name
          : (offerPage?.subcategory ?? offerPage?.category)?.name;
      return subject ? profileTitles.service(profile, subject) : profileTitles.services(profile);
    }
  }
}

export function describeProfilePage(resolved: ResolvedProfilePage): Metadata {
  const { profile } = resolved;
  const title = profilePageTitle(resolved);
  const offer = resolved.offerPage?.offerLevel === 'offer' ? resolved.offerPage.offers[0] : undefined;
  const description = offer?.descriptionTeaser ?? profile.aboutMetadata ?? undefined;
  const image = bannerImageSource(profile);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: resolved.canonicalUrl },
    openGraph: {
      title,
      description,
      url: resolved.canonicalUrl,
      type: 'website',
      images: [{ url: image.startsWith('http') ? image : `${getPublicUrl()}${image}` }],
    },
    // Only the owner and admins can see an unpublished profile: it must not be indexed.
    robots: profile.published ? undefined : { index: false, follow: false },
  };
}
