import { stateName } from '../geo/us-states';
import {
  FOOTER_SERVICES_MAX,
  GENERIC_BANNER_PATH,
  HOME_SERVICE_TILES_MAX,
  MENU_ENTRIES_CONSIDERED,
  PROFILE_PAGES,
  type ProfilePage,
  SERVICES_DROPDOWN_MAX,
} from './profile.constants';
import type { OfferMenuItem, Profile, ProfileLocation } from './profile.schemas';

/** Rules of the public profile site (spec 1 §2): routing, titles, menu, banner and service picks. */

// ---------------------------------------------------------------------------------------------
// Routing

export interface ProfileRoute {
  page: ProfilePage;
  /** photos/{friendlyImageName}, services/{nameUri}/…, reviews/new: the segments after the page. */
  rest: string[];
}

/** The page segments (after the vanity name) to a page; null when the page does not exist. */
export function parseProfileSegments(segments: readonly string[] | undefined): ProfileRoute | null {
  const [first, ...rest] = segments ?? [];
  if (first === undefined || first === '' || first === 'home') {
    return first === 'home' && rest.length > 0 ? null : { page: 'home', rest: [] };
  }
  if (!(PROFILE_PAGES as readonly string[]).includes(first)) return null;
  const page = first as ProfilePage;
  const maxRest: Record<ProfilePage, number> = {
    home: 0,
    about: 0,
    'contact-us': 0,
    'client-hub': 0,
    book: 1,
    photos: 1,
    reviews: 1,
    services: 2,
  };
  if (rest.length > maxRest[page]) return null;
  if (page === 'reviews' && rest.length === 1 && rest[0] !== 'new') return null;
  return { page, rest };
}

/** '/company/{vanityName}' on the main site, '' on the provider's own domain (spec 1 "Page routing"). */
export function profileUriPrefix(vanityName: string, onCustomDomain: boolean): string {
  return onCustomDomain ? '' : `/company/${vanityName}`;
}

/** Links of the profile site, built from its prefix (spec 1 "Profile home page"). */
export function profileLinks(uriPrefix: string) {
  const at = (path: string) => `${uriPrefix}${path}` || '/';
  return {
    home: at(''),
    about: at('/about'),
    photos: at('/photos'),
    photo: (friendlyImageName: string) => at(`/photos/${encodeURIComponent(friendlyImageName)}`),
    services: at('/services'),
    service: (nameUri: string) => at(`/services/${encodeURIComponent(nameUri)}`),
    subcategory: (categoryUri: string, subcategoryUri: string) =>
      at(`/services/${encodeURIComponent(categoryUri)}/${encodeURIComponent(subcategoryUri)}`),
    offerPhoto: (offerUri: string, friendlyImageName: string) =>
      at(`/services/${encodeURIComponent(offerUri)}/${encodeURIComponent(friendlyImageName)}`),
    contact: at('/contact-us'),
    reviews: at('/reviews'),
    newReview: at('/reviews/new'),
    clientHub: at('/client-hub'),
    /** The online-booking dialog (issue 34), its offer chosen when given. */
    book: (offerUri?: string) => at(offerUri ? `/book/${encodeURIComponent(offerUri)}` : '/book'),
  };
}
export type ProfileLinks = ReturnType<typeof profileLinks>;

// ---------------------------------------------------------------------------------------------
// Texts

/** The postal address in two lines: street (with its second line), then city, state and zip. */
export function addressLines(location: ProfileLocation): { street: string; cityLine: string } {
  const street = [location.address, location.address2].filter(Boolean).join(', ');
  const cityLine = [location.city, [location.stateCode, location.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return { street, cityLine };
}

/** 'Get directions': a maps search for the address, or for the map's point when there is no street. */
export function directionsUrl(
  location: ProfileLocation,
  point: { latitude: number; longitude: number },
): string {
  const { street, cityLine } = addressLines(location);
  const destination = street ? `${street}, ${cityLine}` : `${point.latitude},${point.longitude}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** 'Austin, TX' */
export function cityStateLine(location: { city: string | null; stateCode: string | null }): string {
  return [location.city, location.stateCode].filter(Boolean).join(', ');
}

/** Digits to the (999) 999-9999 mask; anything that is not 10 digits comes back as given. */
export function formatPhoneNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** 'https://www.example.com/' -> 'www.example.com' for display. */
export function displayWebsite(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

type TitleProfile = Pick<Profile, 'name' | 'isCreatingProfile'> & {
  location: { city: string | null; stateCode: string | null };
};

/** Document titles of spec 1 "Page routing", word for word. */
export const profileTitles = {
  home(profile: TitleProfile): string {
    if (profile.isCreatingProfile) return 'Create Company Profile';
    const { city, stateCode } = profile.location;
    if (!city) return profile.name;
    return `${profile.name} Serving ${city}${stateCode ? ` ${stateCode}` : ''} and Surrounding Areas`;
  },
  about(profile: TitleProfile): string {
    const { city, stateCode } = profile.location;
    if (!city) return `About ${profile.name}`;
    const state = stateName(stateCode);
    return `About ${profile.name} in ${city}${state ? ` ${state}` : ''}`;
  },
  photos: (profile: TitleProfile) => `Photo Gallery for ${profile.name}`,
  contact: (profile: TitleProfile) => `Contact ${profile.name}`,
  reviews: (profile: TitleProfile) => `Customer Reviews for ${profile.name}`,
  clientHub: (profile: TitleProfile) => `Client Hub for ${profile.name}`,
  book: (profile: TitleProfile) => `Book Online with ${profile.name}`,
  services: (profile: TitleProfile) => `Services by ${profile.name}`,
  service: (profile: TitleProfile, serviceName: string) => `${serviceName} by ${profile.name}`,
  notFound: (vanityName: string) => `<404> Company "${vanityName}" Not Found`,
  urlRequired: () => 'Company URL is Required',
};

/** Headings shown on the pages (spec 1 §2, spec 3 §2.1). */
export const profileHeadings = {
  photos: (name: string) => `${name} Photo Gallery`,
  about: (name: string) => `About ${name}`,
  contact: (name: string) => `Contact ${name}`,
  reviews: (name: string) => `Reviews for ${name}`,
  clientHub: (name: string) => `Client Hub for ${name}`,
};

// ---------------------------------------------------------------------------------------------
// Menu, banner and footer

type MenuProfile = Pick<
  Profile,
  'isOwner' | 'isCreatingProfile' | 'unclaimed' | 'email' | 'services' | 'aboutDesc'
>;

export interface MenuVisibility {
  home: true;
  services: boolean;
  gallery: true;
  contact: boolean;
  about: boolean;
  reviews: true;
  clientHub: boolean;
}

export function hasAboutText(aboutDesc: string | null | undefined): boolean {
  if (!aboutDesc) return false;
  // Rich text may be an empty paragraph (spec 1 §4): only real text counts.
  return (
    aboutDesc
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

/** spec 1 "Menu": which entries show. The owner sees them all. */
export function menuVisibility(profile: MenuProfile): MenuVisibility {
  const editing = profile.isOwner || profile.isCreatingProfile;
  const reachable = !profile.unclaimed || Boolean(profile.email);
  return {
    home: true,
    services: editing || profile.services.length > 0,
    gallery: true,
    contact: editing || reachable,
    about: editing || hasAboutText(profile.aboutDesc),
    reviews: true,
    clientHub: editing || reachable,
  };
}

/** Footer 'Information' block: About Us only in edit mode, while creating, or with about text. */
export function showAboutInFooter(profile: MenuProfile): boolean {
  return profile.isOwner || profile.isCreatingProfile || hasAboutText(profile.aboutDesc);
}

/** The categories of the menu, in order. */
export function menuCategories(services: readonly OfferMenuItem[]): OfferMenuItem[] {
  return services.filter((item) => item.type === 'category');
}

/** Services menu link: straight to the category when there is exactly one. */
export function servicesMenuHref(services: readonly OfferMenuItem[], links: ProfileLinks): string {
  const [only, ...others] = menuCategories(services);
  return only && others.length === 0 ? links.service(only.nameUri) : links.services;
}

/**
 * Offers for the dropdown (9), home tiles (6) and footer (5): taken from the first 20 menu entries,
 * featured offers first, each group in menu order.
 */
export function pickServices(services: readonly OfferMenuItem[], max: number): OfferMenuItem[] {
  const considered = services.slice(0, MENU_ENTRIES_CONSIDERED).filter((item) => item.type === 'offer');
  const featured = considered.filter((item) => item.featured);
  const others = considered.filter((item) => !item.featured);
  return [...featured, ...others].slice(0, max);
}

export const servicesForDropdown = (services: readonly OfferMenuItem[]) =>
  pickServices(services, SERVICES_DROPDOWN_MAX);
export const servicesForHome = (services: readonly OfferMenuItem[]) =>
  pickServices(services, HOME_SERVICE_TILES_MAX);
export const servicesForFooter = (services: readonly OfferMenuItem[]) =>
  pickServices(services, FOOTER_SERVICES_MAX);

/** spec 1 "Banner": the button's text and where it goes. */
export function bannerButton(
  profile: Pick<Profile, 'isCreatingProfile' | 'unclaimed'>,
  links: ProfileLinks,
): { label: 'Customer Reviews' | 'Photo Gallery'; href: string } {
  return profile.isCreatingProfile || profile.unclaimed
    ? { label: 'Customer Reviews', href: links.reviews }
    : { label: 'Photo Gallery', href: links.photos };
}

/** The banner to show: the provider's own, else the first category image, else a generic one. */
export function bannerImageSource(profile: Pick<Profile, 'bannerImage' | 'firstCategory'>): string {
  return profile.bannerImage ?? profile.firstCategory?.bi ?? GENERIC_BANNER_PATH;
}

/** Accepts 'fff', 'ffffff' or '#ffffff' (stored without '#'); null when not a hex colour. */
export function cssHexColor(value: string | null | undefined): string | null {
  if (!value) return null;
  const hex = value.startsWith('#') ? value.slice(1) : value;
  return /^([0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex) ? `#${hex}` : null;
}

/** spec 1 "Owner detection": not on a custom domain, and the viewer belongs to this provider. */
export function isOwnerView(input: { onCustomDomain: boolean; isMember: boolean }): boolean {
  return !input.onCustomDomain && input.isMember;
}

export const OFFER_ICON_KEYS = [
  'pool',
  'pest',
  'moving',
  'cleaning',
  'plumbing',
  'electrical',
  'hvac',
  'roofing',
  'landscaping',
  'painting',
  'remodeling',
  'pets',
  'handyman',
  'service',
] as const;
export type OfferIconKey = (typeof OFFER_ICON_KEYS)[number];

const OFFER_ICON_RULES: [RegExp, OfferIconKey][] = [
  [/pool|spa|hot-tub/, 'pool'],
  [/pest|termite|extermin|wildlife|rodent|mosquito|bug|ant-/, 'pest'],
  [/(^|-)mov(ers|ing)|packing|storage|haul|junk/, 'moving'],
  [/clean|maid|janitor|carpet|wash/, 'cleaning'],
  [/plumb|drain|water-heater|sewer|septic|faucet|leak|pipe/, 'plumbing'],
  [/electric|lighting|light|solar|generator|outlet|panel|ev-charger/, 'electrical'],
  [/hvac|heat|air|cooling|ventilation|furnace|duct|thermostat/, 'hvac'],
  [/roof|gutter|siding|chimney|skylight/, 'roofing'],
  [/lawn|landscap|garden|tree|yard|snow|irrigation|mow|mulch|sod|plant/, 'landscaping'],
  [/paint|drywall|wallpaper|stain/, 'painting'],
  [/remodel|kitchen|bath|construct|floor|tile|cabinet|counter|basement|addition/, 'remodeling'],
  [/pet|animal|dog|cat-|groom|walk/, 'pets'],
  [/handy|repair|assembl|install|mount|fenc|deck|door|window|shelf/, 'handyman'],
];

/** The default icon of an offer without its own icon, chosen by its uri (spec 1 "Services pages"). */
export function defaultOfferIcon(nameUri: string): OfferIconKey {
  const uri = nameUri.toLowerCase();
  return OFFER_ICON_RULES.find(([pattern]) => pattern.test(uri))?.[1] ?? 'service';
}

/** Gallery files ending .mp4 are videos (spec 1 §3 "Photo"). */
export function isVideoPath(publicPath: string): boolean {
  return /\.mp4$/i.test(publicPath.split('?')[0] ?? publicPath);
}

/** Ends a sentence after a name that may already end with a period ('Bright Nest Co.' + '.'). */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
