/** Search numbers of spec 3 §9. */
export const RADIUS_OPTIONS = [10, 25, 50, 100, 250] as const;
export type Radius = (typeof RADIUS_OPTIONS)[number];
export const DEFAULT_RADIUS: Radius = 25;

export const PAGE_SIZE_OPTIONS = [10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const SORT_OPTIONS = ['relevance', 'friends'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

export const SUGGESTION_LIMITS = { services: 4, companies: 2, places: 2 } as const;
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_FETCH_DEBOUNCE_MS = 50;
export const AUTOCOMPLETE_DELAY_MS = 100;
export const FEATURED_PROFILE_COUNT = 3;
export const ZIP_MAX_LENGTH = 10;

/** Quick-link menus of the landing page (spec 3 §2.5). */
export const HOME_SERVICES_LINKS = [
  'House Cleaning',
  'Painting',
  'Handyman',
  'Plumbing',
  'HVAC',
  'Electrical',
  'Pest Control',
  'Landscaping',
] as const;
export const EXTERIOR_LINKS = [
  'Landscaping',
  'Lawn Care',
  'Exterior Cleaning',
  'Pools and Spas',
  'Tree Service',
  'Fencing and Gates',
  'Stone/Pavers/Concrete',
  'Roofing and Gutters',
] as const;
export const POPULAR_SERVICES = [
  'House Cleaning',
  'Plumbing',
  'HVAC',
  'Electrical',
  'Handyman',
  'Painting',
  'Remodeling',
  'Landscaping',
] as const;

export type LandingPageLink =
  | (typeof HOME_SERVICES_LINKS)[number]
  | (typeof EXTERIOR_LINKS)[number]
  | (typeof POPULAR_SERVICES)[number];
/**
 * Every service the landing page links to: the two menus and the Popular Services tiles, once each. The demo
 * data gives each of them pros near every metro, and its density test reads this list (issue 29).
 */
export const LANDING_PAGE_LINKS: readonly LandingPageLink[] = [
  ...new Set([...HOME_SERVICES_LINKS, ...EXTERIOR_LINKS, ...POPULAR_SERVICES]),
];
