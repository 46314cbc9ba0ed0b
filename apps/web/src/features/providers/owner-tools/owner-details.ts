import {
  PROMO_VIDEO_PAGES,
  PROMO_VIDEO_PATH_FIELDS,
  type PromoVideoPage,
} from '@porchlight/core/media/promo-video.schemas';
import type { Hours, Profile, SocialLinks } from '@porchlight/core/providers/profile.schemas';

/** What the owner's panel and its dialogs start from: the profile as the page already has it. */
export interface OwnerDetails {
  vanityName: string;
  name: string;
  published: boolean;
  aboutMetadata: string | null;
  phoneNumber: string | null;
  email: string | null;
  website: string | null;
  hours: Hours | null;
  /** The IANA zone of the hours (issue 33). */
  timeZone: string;
  location: Profile['location'];
  locationPoint: Profile['locationPoint'];
  social: SocialLinks;
  photosHref: string;
  servicesHref: string;
  /** The map tiles' address (MAP_TILE_URL), for Edit Location's map. */
  mapTileUrl: string;
  /** Each page's promotional video (a public path), or null. */
  promoVideos: Record<PromoVideoPage, string | null>;
  /** What the first-time set-up still has to draw or write (spec 2 §4 "Add services"). */
  has: { profilePicture: boolean; description: boolean; banner: boolean };
}

export function ownerDetailsOf(
  profile: Profile,
  links: { photos: string; services: string },
  mapTileUrl: string,
): OwnerDetails {
  return {
    vanityName: profile.uri,
    name: profile.name,
    published: profile.published,
    aboutMetadata: profile.aboutMetadata,
    phoneNumber: profile.phoneNumber,
    email: profile.email,
    website: profile.website,
    hours: profile.hours,
    timeZone: profile.timeZone,
    location: profile.location,
    locationPoint: profile.locationPoint,
    social: profile.social,
    photosHref: links.photos,
    servicesHref: links.services,
    mapTileUrl,
    promoVideos: Object.fromEntries(
      PROMO_VIDEO_PAGES.map((page) => [page, profile[PROMO_VIDEO_PATH_FIELDS[page]]]),
    ) as Record<PromoVideoPage, string | null>,
    has: {
      profilePicture: Boolean(profile.profilePic),
      description: Boolean(profile.aboutDesc),
      banner: Boolean(profile.bannerImage),
    },
  };
}
