const AUTH_PAGES = ['/account/login', '/account/register'];

/** Stands in for this site's origin: only the path of what resolves against it is kept. */
const SITE_ORIGIN = 'https://porchlight.invalid';

function firstValue(value: string | string[] | undefined | null): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

/** The value as a URL on this site, or null when a browser would leave the site for it. */
function parseSamePath(raw: string): URL | null {
  // Browsers drop tabs and line breaks (`/\t/evil` is `//evil`): parse as they do, then compare origins.
  if (!raw.startsWith('/')) return null;
  try {
    const url = new URL(raw, SITE_ORIGIN);
    return url.origin === SITE_ORIGIN ? url : null;
  } catch {
    return null;
  }
}

function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * Only same-site paths are followed after login or registration; anything else goes home. The answer
 * is the parsed, percent-encoded path, so it is also safe in a Location header.
 */
export function safeReturnTo(value: string | string[] | undefined | null, fallback = '/'): string {
  const raw = firstValue(value);
  const url = raw ? parseSamePath(raw) : null;
  if (!url || isAuthPage(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function withReturnTo(path: string, returnTo: string): string {
  if (!returnTo || returnTo === '/') return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}returnTo=${encodeURIComponent(returnTo)}`;
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;
