import { describe, expect, it } from 'vitest';
import { GENERIC_BANNER_PATH } from './profile.constants';
import {
  addressLines,
  bannerButton,
  bannerImageSource,
  cssHexColor,
  defaultOfferIcon,
  directionsUrl,
  formatPhoneNumber,
  isOwnerView,
  menuVisibility,
  parseProfileSegments,
  pickServices,
  profileLinks,
  profileTitles,
  profileUriPrefix,
  servicesForDropdown,
  servicesForFooter,
  servicesForHome,
  servicesMenuHref,
  showAboutInFooter,
} from './profile.rules';
import type { OfferMenuItem } from './profile.schemas';

function category(name: string): OfferMenuItem {
  const nameUri = name.toLowerCase().replace(/\s+/g, '-');
  return {
    type: 'category',
    name,
    nameUri,
    offerNumber: null,
    featured: false,
    iconPath: null,
    descriptionTeaser: null,
    categoryUri: null,
    subcategoryUri: null,
    subcategories: [],
    offers: [],
  };
}

function offer(name: string, featured = false): OfferMenuItem {
  return {
    ...category(name),
    type: 'offer',
    offerNumber: name.length,
    featured,
  };
}

const profile = {
  isOwner: false,
  isCreatingProfile: false,
  unclaimed: false,
  email: 'hi@example.com',
  services: [category('Cleaning'), offer('Deep Cleaning')],
  aboutDesc: 'We clean.',
};

describe('routing', () => {
  it.each([
    [undefined, { page: 'home', rest: [] }],
    [[], { page: 'home', rest: [] }],
    [['home'], { page: 'home', rest: [] }],
    [['about'], { page: 'about', rest: [] }],
    [['photos', 'kitchen-1'], { page: 'photos', rest: ['kitchen-1'] }],
    [['services', 'deep-cleaning', 'kitchen-1'], { page: 'services', rest: ['deep-cleaning', 'kitchen-1'] }],
    [['reviews', 'new'], { page: 'reviews', rest: ['new'] }],
    [['contact-us'], { page: 'contact-us', rest: [] }],
    [['client-hub'], { page: 'client-hub', rest: [] }],
  ] as const)('%j is %j', (segments, expected) => {
    expect(parseProfileSegments(segments as string[] | undefined)).toEqual(expected);
  });

  it.each([[['pricing']], [['about', 'x']], [['reviews', 'old']], [['photos', 'a', 'b']], [['home', 'x']]])(
    '%j does not exist',
    (segments) => expect(parseProfileSegments(segments)).toBeNull(),
  );

  it('builds links from the prefix, on the main site and on a custom domain', () => {
    const main = profileLinks(profileUriPrefix('bright-nest', false));
    expect(main.home).toBe('/company/bright-nest');
    expect(main.photo('kitchen 1')).toBe('/company/bright-nest/photos/kitchen%201');
    expect(main.subcategory('cleaning', 'home-cleaning')).toBe(
      '/company/bright-nest/services/cleaning/home-cleaning',
    );
    const custom = profileLinks(profileUriPrefix('bright-nest', true));
    expect(custom.home).toBe('/');
    expect(custom.reviews).toBe('/reviews');
    expect(custom.offerPhoto('deep-clean', 'k-1')).toBe('/services/deep-clean/k-1');
  });

  it('detects the owner only off custom domains', () => {
    expect(isOwnerView({ onCustomDomain: false, isMember: true })).toBe(true);
    expect(isOwnerView({ onCustomDomain: true, isMember: true })).toBe(false);
    expect(isOwnerView({ onCustomDomain: false, isMember: false })).toBe(false);
  });
});

describe('titles', () => {
  const named = {
    name: 'Bright Nest',
    isCreatingProfile: false,
    location: { city: 'Austin', stateCode: 'TX' },
  };
  it('are the spec texts', () => {
    expect(profileTitles.home(named)).toBe('Bright Nest Serving Austin TX and Surrounding Areas');
    expect(profileTitles.home({ ...named, isCreatingProfile: true })).toBe('Create Company Profile');
    expect(profileTitles.about(named)).toBe('About Bright Nest in Austin Texas');
    expect(profileTitles.photos(named)).toBe('Photo Gallery for Bright Nest');
    expect(profileTitles.contact(named)).toBe('Contact Bright Nest');
    expect(profileTitles.reviews(named)).toBe('Customer Reviews for Bright Nest');
    expect(profileTitles.clientHub(named)).toBe('Client Hub for Bright Nest');
    expect(profileTitles.notFound('nobody')).toBe('<404> Company "nobody" Not Found');
    expect(profileTitles.urlRequired()).toBe('Company URL is Required');
  });
  it('fall back to the name without a city', () => {
    const nowhere = { ...named, location: { city: null, stateCode: null } };
    expect(profileTitles.home(nowhere)).toBe('Bright Nest');
    expect(profileTitles.about(nowhere)).toBe('About Bright Nest');
  });
});

describe('menu visibility', () => {
  it('shows everything for a complete claimed profile', () => {
    expect(menuVisibility(profile)).toMatchObject({
      services: true,
      contact: true,
      about: true,
      clientHub: true,
    });
  });

  it('hides services without services, about without text', () => {
    const bare = { ...profile, services: [], aboutDesc: '<p></p>' };
    expect(menuVisibility(bare)).toMatchObject({ services: false, about: false, contact: true });
    expect(showAboutInFooter(bare)).toBe(false);
  });

  it('hides contact and client hub for an unclaimed profile without email', () => {
    const unclaimed = { ...profile, unclaimed: true, email: null };
    expect(menuVisibility(unclaimed)).toMatchObject({ contact: false, clientHub: false });
    expect(menuVisibility({ ...unclaimed, email: 'x@y.z' })).toMatchObject({
      contact: true,
      clientHub: true,
    });
  });

  it('shows the owner and a profile being created every entry', () => {
    const empty = { ...profile, services: [], aboutDesc: null, unclaimed: true, email: null };
    for (const who of [{ isOwner: true }, { isCreatingProfile: true }]) {
      expect(menuVisibility({ ...empty, ...who })).toEqual({
        home: true,
        services: true,
        gallery: true,
        contact: true,
        about: true,
        reviews: true,
        clientHub: true,
      });
      expect(showAboutInFooter({ ...empty, ...who })).toBe(true);
    }
  });
});

describe('services', () => {
  const links = profileLinks('/company/x');
  it('links straight to the category when there is only one', () => {
    expect(servicesMenuHref([category('Cleaning'), offer('A')], links)).toBe('/company/x/services/cleaning');
    expect(servicesMenuHref([category('Cleaning'), category('Pools')], links)).toBe('/company/x/services');
  });

  it('takes offers from the first 20 entries, featured first, up to 9 / 6 / 5', () => {
    const services = [
      category('C1'),
      ...Array.from({ length: 18 }, (_, i) => offer(`O${i}`)),
      offer('Late', true),
    ];
    expect(services).toHaveLength(20);
    const dropdown = servicesForDropdown(services);
    expect(dropdown).toHaveLength(9);
    expect(dropdown[0]!.name).toBe('Late');
    expect(servicesForHome(services)).toHaveLength(6);
    expect(servicesForFooter(services)).toHaveLength(5);
    const beyond = [...services, offer('Beyond', true)];
    expect(pickServices(beyond, 30).map((o) => o.name)).not.toContain('Beyond');
  });
});

describe('banner', () => {
  const links = profileLinks('');
  it('reads Customer Reviews while creating or unclaimed, else Photo Gallery', () => {
    expect(bannerButton({ isCreatingProfile: true, unclaimed: false }, links)).toEqual({
      label: 'Customer Reviews',
      href: '/reviews',
    });
    expect(bannerButton({ isCreatingProfile: false, unclaimed: true }, links).label).toBe('Customer Reviews');
    expect(bannerButton({ isCreatingProfile: false, unclaimed: false }, links)).toEqual({
      label: 'Photo Gallery',
      href: '/photos',
    });
  });

  it('falls back to the first category image, then a generic one', () => {
    const firstCategory = {
      name: 'Cleaning',
      nameUri: 'cleaning',
      bi: '/media/defaults/banners/cleaning.webp',
    };
    expect(bannerImageSource({ bannerImage: '/media/b.webp', firstCategory })).toBe('/media/b.webp');
    expect(bannerImageSource({ bannerImage: null, firstCategory })).toBe(firstCategory.bi);
    expect(bannerImageSource({ bannerImage: null, firstCategory: null })).toBe(GENERIC_BANNER_PATH);
  });

  it('reads colours without #', () => {
    expect(cssHexColor('0e4f57')).toBe('#0e4f57');
    expect(cssHexColor('#fff')).toBe('#fff');
    expect(cssHexColor('red')).toBeNull();
  });
});

describe('texts', () => {
  it('formats phone numbers with the (999) 999-9999 mask', () => {
    expect(formatPhoneNumber('5125550100')).toBe('(512) 555-0100');
    expect(formatPhoneNumber('15125550100')).toBe('(512) 555-0100');
    expect(formatPhoneNumber('555')).toBe('555');
    expect(formatPhoneNumber(null)).toBeNull();
  });

  it('writes the address in two lines and links directions to it, or to the point without a street', () => {
    const location = {
      address: '12 Elm St',
      address2: 'Suite 4',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78701',
    };
    expect(addressLines(location)).toEqual({ street: '12 Elm St, Suite 4', cityLine: 'Austin, TX 78701' });
    const point = { latitude: 30.27, longitude: -97.74 };
    expect(directionsUrl(location, point)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20Elm%20St%2C%20Suite%204%2C%20Austin%2C%20TX%2078701',
    );
    expect(directionsUrl({ ...location, address: null, address2: null }, point)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=30.27%2C-97.74',
    );
  });

  it('picks a default offer icon by uri', () => {
    expect(defaultOfferIcon('deep-house-cleaning')).toBe('cleaning');
    expect(defaultOfferIcon('water-heater-repair')).toBe('plumbing');
    expect(defaultOfferIcon('weekly-pool-service')).toBe('pool');
    expect(defaultOfferIcon('notary')).toBe('service');
  });
});
