import { DAY_LONG_NAMES, dayOpeningTimes } from './hours.rules';
import { bannerImageSource } from './profile.rules';
import { HOURS_DAYS, type Hours, type Profile } from './profile.schemas';

/** schema.org data for search engines (issue 3 item 7). */

function absolute(baseUrl: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Open days grouped by equal times: one OpeningHoursSpecification per group. */
export function openingHoursSpecification(hours: Hours | null | undefined) {
  if (!hours?.enabled) return [];
  const groups = new Map<string, { opens: string; closes: string; days: string[] }>();
  for (const key of HOURS_DAYS) {
    const times = dayOpeningTimes(hours[key]);
    if (!times) continue;
    const id = `${times.opens}-${times.closes}`;
    const group = groups.get(id) ?? { ...times, days: [] };
    group.days.push(DAY_LONG_NAMES[key]);
    groups.set(id, group);
  }
  return [...groups.values()].map((group) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: group.days,
    opens: group.opens,
    closes: group.closes,
  }));
}

type JsonLdProfile = Pick<
  Profile,
  | 'name'
  | 'aboutMetadata'
  | 'phoneNumber'
  | 'formattedPhoneNumber'
  | 'email'
  | 'website'
  | 'location'
  | 'locationPoint'
  | 'hours'
  | 'rating'
  | 'reviewCount'
  | 'profilePic'
  | 'bannerImage'
  | 'firstCategory'
  | 'social'
>;

/** A LocalBusiness for the profile home page; `url` is the page's canonical address. */
export function localBusinessJsonLd(profile: JsonLdProfile, url: string, baseUrl: string) {
  const { location } = profile;
  const rating = Number.parseFloat(profile.rating);
  const sameAs = Object.values(profile.social).filter((link): link is string => Boolean(link));
  if (profile.website) sameAs.unshift(profile.website);
  const hours = openingHoursSpecification(profile.hours);
  const images = [profile.profilePic, bannerImageSource(profile)]
    .map((path) => absolute(baseUrl, path))
    .filter((path): path is string => Boolean(path));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name: profile.name,
    url,
    ...(profile.aboutMetadata && { description: profile.aboutMetadata }),
    ...(profile.phoneNumber && { telephone: profile.formattedPhoneNumber ?? profile.phoneNumber }),
    ...(profile.email && { email: profile.email }),
    ...(images.length > 0 && { image: images }),
    ...(profile.profilePic && { logo: absolute(baseUrl, profile.profilePic) }),
    address: {
      '@type': 'PostalAddress',
      ...(location.address && {
        streetAddress: [location.address, location.address2].filter(Boolean).join(', '),
      }),
      ...(location.city && { addressLocality: location.city }),
      ...(location.stateCode && { addressRegion: location.stateCode }),
      ...(location.zipCode && { postalCode: location.zipCode }),
      addressCountry: 'US',
    },
    ...(profile.locationPoint && {
      geo: {
        '@type': 'GeoCoordinates',
        latitude: profile.locationPoint.coordinates[1],
        longitude: profile.locationPoint.coordinates[0],
      },
    }),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    ...(profile.reviewCount > 0 &&
      rating > 0 && {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: profile.rating,
          reviewCount: profile.reviewCount,
          bestRating: 5,
          worstRating: 1,
        },
      }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
