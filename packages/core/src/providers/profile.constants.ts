/** Numbers of spec 1 §9 for the public profile site. */

/** The pages of a profile (spec 1 "Page routing"); home is the default. */
export const PROFILE_PAGES = [
  'home',
  'about',
  'photos',
  'contact-us',
  'services',
  'reviews',
  'client-hub',
  /** Not in the spec (issue 34): the profile home with the online-booking dialog open; book/{offerUri}. */
  'book',
] as const;
export type ProfilePage = (typeof PROFILE_PAGES)[number];

/** Banner visible area on desktop. */
export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 350;
/** Logo edge, desktop and mobile. */
export const LOGO_SIZE_DESKTOP = 175;
export const LOGO_SIZE_MOBILE = 75;
/** Gallery tiles and home thumbnails (square). */
export const GALLERY_TILE_SIZE = 295;
export const HOME_THUMBNAIL_SIZE = 150;
/** How many gallery thumbnails the home page shows before 'See all photos'. */
export const HOME_PHOTOS_MAX = 8;

/** Services dropdown shows up to 9 items; the first 20 menu entries are considered. */
export const SERVICES_DROPDOWN_MAX = 9;
export const MENU_ENTRIES_CONSIDERED = 20;
export const HOME_SERVICE_TILES_MAX = 6;
export const FOOTER_SERVICES_MAX = 5;

/** Map (Leaflet + OpenStreetMap tiles by default). */
export const MAP_ZOOM = 12;
export const MAP_MIN_ZOOM = 6;
export const MAP_MAX_ZOOM = 19;
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A gallery video starts playing when at least half of it is on screen. */
export const VIDEO_AUTOPLAY_THRESHOLD = 0.5;

/** Stored under the media root; the generic banner when a profile has neither banner nor category. */
export const DEFAULT_BANNER_DIR = 'defaults/banners';
export const GENERIC_BANNER_THEME = 'home';
export const GENERIC_BANNER_PATH = `/media/${DEFAULT_BANNER_DIR}/${GENERIC_BANNER_THEME}.webp`;

/** Paid plans (pro 1 or 2) unlock rich text and video downloads. */
export function isProPlan(pro: number | null | undefined): boolean {
  return pro === 1 || pro === 2;
}
