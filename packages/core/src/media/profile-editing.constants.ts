/** Limits and timings of the owner's in-place editing (spec 1 §4, §5, §9). */

/** Banner and logo uploads: images only (spec 1 §5). */
export const BANNER_UPLOAD_MAX_BYTES = 10_000_000;
export const LOGO_UPLOAD_MAX_BYTES = 10_000_000;
/** Photo uploads: images or mp4 videos, several at once, each at most this (spec 1 §5). */
export const PHOTO_UPLOAD_MAX_BYTES = 20_000_000;
/** Files one photo upload request may carry (the multipart plugin's own cap is 20). */
export const PHOTO_UPLOAD_MAX_FILES = 20;
/** Longest caption (title) of a gallery photo: a line under the picture, and its alt text. */
export const PHOTO_TITLE_MAX_LENGTH = 120;

/** Pictures of more pixels are refused before decoding: ample for a banner or gallery photo. */
export const PICTURE_MAX_MEGAPIXELS = 40;

/** Banner crop editor: the smallest crop, in pixels of the source image (spec 1 §4). */
export const BANNER_CROP_MIN_WIDTH = 100;
export const BANNER_CROP_MIN_HEIGHT = 25;
/** Banner desktop visible area and logo size (spec 1 §9); the crop editors keep these shapes. */
export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 350;
export const LOGO_SIZE = 175;

/** Gallery thumbnails made for every uploaded photo: 125 (editor lists), 150 (home), 295 (gallery). */
export const PHOTO_THUMBNAIL_SIZES = [125, 150, 295] as const;

/** AI generation (spec 1 §9): attempts per browser for banner and logo each; admins are never counted. */
export const AI_ATTEMPTS = 3;
/** The stored attempt count expires after this many minutes (spec 1 §9 "may carry an expiry"). */
export const AI_ATTEMPTS_EXPIRY_MINUTES = 24 * 60;
/** Server-side cap per provider, per kind (banner, logo, about), over a rolling day; admins are exempt. */
export const AI_DAILY_CAP_PER_PROVIDER = 10;
/** The banner dialog counts down from this many seconds before starting on its own (spec 1 §4). */
export const AI_COUNTDOWN_SECONDS = 10;
/** After a generated image is stored the page reloads after this delay (spec 1 §9). */
export const AI_RELOAD_DELAY_MS = 1000;
/** The rough input sent for a banner: the brief description cut at this length (spec 1 §7). */
export const AI_ROUGH_INPUT_MAX_LENGTH = 750;

/** About description, plain text or HTML (spec 1 §5, §9). */
export const ABOUT_MAX_LENGTH = 5000;

/** Hex colour input: 3 or 6 hex digits with an optional '#' (spec 1 §5). */
export const HEX_COLOR_INPUT_MAX_LENGTH = 7;

export const BANNER_POSITIONS = ['top', 'center', 'bottom'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
export const IMAGE_FITS = ['cover', 'contain'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

/** Rich-text font sizes the editor offers and the server accepts. */
export const ABOUT_FONT_SIZES = ['12px', '14px', '16px', '20px', '24px', '32px'] as const;
/** Paragraph indent steps the editor offers (each 2em) and the server accepts. */
export const ABOUT_MAX_INDENT = 6;
export const ABOUT_INDENT_EM = 2;
