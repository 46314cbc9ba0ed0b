import { randomBytes } from 'node:crypto';

/** What the pages load besides this origin; everything comes from the server's configuration. */
export interface PagePolicySources {
  /** MAP_TILE_URL: Leaflet's tile template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
  mapTileUrl: string;
  /** Google reviews show the reviewers' photos from Google when the real places service is on. */
  googlePhotos: boolean;
  /** `next dev` (React's development build) needs eval; production never does. */
  isDev: boolean;
  /** MEDIA_PUBLIC_URL: pictures and videos come from there (a CDN, a bucket) when it is set. */
  mediaPublicUrl?: string;
  /** Stripe is the payment processor: the hub's pay dialog loads Stripe.js and its Payment Element frames. */
  stripe?: boolean;
}

const GOOGLE_PHOTOS = 'https://*.googleusercontent.com';
/** Where Stripe.js runs from (its frames too) and what it calls (Stripe's own list for a CSP). */
const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/** 128 random bits per response, base64 as CSP's nonce-source expects. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Where a tile URL template loads from, for img-src: its origin with `{s}` subdomains as `*`; the scheme
 * alone when the host has other placeholders; null for tiles on this origin (a relative template).
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]*)/i.exec(template);
  if (!match) return null;
  const scheme = (match[1] ?? 'https').toLowerCase();
  const host = (match[2] ?? '').replace(/^\{s\}\./, '*.');
  return /^[\w.*:[\]-]+$/.test(host) ? `${scheme}://${host}` : `${scheme}:`;
}

/** The origin of MEDIA_PUBLIC_URL for img-src and media-src; null when media comes from this origin. */
export function mediaOrigin(mediaPublicUrl: string | undefined): string | null {
  if (!mediaPublicUrl) return null;
  try {
    return new URL(mediaPublicUrl).origin;
  } catch {
    return null;
  }
}

function directive(name: string, sources: ReadonlyArray<string | null | false>): string {
  return [name, ...sources.filter(Boolean)].join(' ');
}

/**
 * The Content-Security-Policy of one HTML response. Scripts need this response's nonce (Next adds it to
 * its own scripts; 'strict-dynamic' lets them load their chunks). Styles allow 'unsafe-inline': Mantine
 * server-renders style attributes, and its <style> elements (like Tiptap's and react-easy-crop's) carry no
 * nonce. script-src comes first: Next reads the nonce from the first directive starting with "script-src".
 */
export function contentSecurityPolicy(nonce: string, sources: PagePolicySources): string {
  const tiles = tileOrigin(sources.mapTileUrl);
  const photos = sources.googlePhotos && GOOGLE_PHOTOS;
  const media = mediaOrigin(sources.mediaPublicUrl);
  const stripe = sources.stripe === true;
  return [
    directive('script-src', [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      sources.isDev && "'unsafe-eval'",
      stripe && STRIPE_JS,
    ]),
    directive('default-src', ["'self'"]),
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", 'data:', 'blob:', media, tiles, photos]),
    directive('media-src', ["'self'", 'blob:', media]),
    directive('font-src', ["'self'", 'data:']),
    directive('connect-src', ["'self'", stripe && STRIPE_API]),
    directive('frame-src', ["'self'", ...(stripe ? STRIPE_FRAMES : [])]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'self'"]),
  ].join('; ');
}

/** Powerful features the site never uses are off, for it and anything it embeds; the search landing locates the visitor. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** With Stripe, its Payment Element may offer wallets (Apple Pay, Google Pay), which need `payment`. */
export function permissionsPolicy(stripe: boolean): string {
  return stripe
    ? PERMISSIONS_POLICY.replace('payment=()', `payment=(self "${STRIPE_JS}")`)
    : PERMISSIONS_POLICY;
}
