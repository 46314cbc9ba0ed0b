// The one rule for where a login or registration may send the browser back to. Server pages and the two
// auth forms use it; links that only carry a return address (return-to.ts) do not, so visitors' bundles
// stay small and the page the link opens checks the value itself.
const AUTH_PAGES = ['/account/login', '/account/register'];

/**
 * Stands in for this site's origin, whichever host the page was asked on (the marketplace or a
 * custom domain): values are resolved against it and only its own paths are kept, so an absolute URL
 * is never followed, not even one to this site (our pages only ever send paths).
 */
const SITE_ORIGIN = 'https://porchlight.invalid';

/** Longer values go to the default page: no page of ours links with one, and each is decoded repeatedly. */
export const RETURN_TO_MAX_LENGTH = 2_048;

/** Values still changing after this many decodings are refused rather than decoded further. */
const MAX_DECODINGS = 8;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

function firstValue(value: string | string[] | undefined | null): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

/** One round of percent-decoding that never throws: runs of %XX are read as UTF-8, anything else kept. */
function decodeOnce(value: string): string {
  return value.replace(/(?:%[0-9a-f]{2})+/gi, (run) =>
    new TextDecoder().decode(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))),
  );
}

/** The value and each decoding of it until it stops changing; null if it never does. */
function decodings(value: string): string[] | null {
  const seen = [value];
  for (let round = 0; round < MAX_DECODINGS; round += 1) {
    const next = decodeOnce(seen[seen.length - 1] ?? '');
    if (next === seen[seen.length - 1]) return seen;
    seen.push(next);
  }
  return null;
}

/** A path a browser reads as a path on this site: one '/' followed by neither '/' nor '\'. */
function isSingleSlashPath(path: string): boolean {
  return path.startsWith('/') && path[1] !== '/' && path[1] !== '\\';
}

/** The normalised path+search+hash of one reading of the value, or null when it could leave the site. */
function samePath(reading: string): string | null {
  if (!isSingleSlashPath(reading) || CONTROL_OR_BACKSLASH.test(reading)) return null;
  let url: URL;
  try {
    url = new URL(reading, SITE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== SITE_ORIGIN || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isSingleSlashPath(path)) return null;
  if (AUTH_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return null;
  return path;
}

/**
 * Only same-site paths are followed after login or registration; anything else goes to `fallback`.
 * Every reading of the value (as given, and after each round of percent-decoding until it is stable)
 * must resolve against this site's origin to a path with a single leading '/' (dot segments removed,
 * as browsers do). The answer is the normalised, percent-encoded path of the value as given (so '%26'
 * in a query stays data), checked again the same way, so it is also safe in a Location header.
 */
export function safeReturnTo(value: string | string[] | undefined | null, fallback = '/'): string {
  const raw = firstValue(value);
  if (!raw || raw.length > RETURN_TO_MAX_LENGTH) return fallback;
  const readings = decodings(raw);
  if (!readings?.every((reading) => samePath(reading) !== null)) return fallback;
  const path = samePath(raw);
  if (path === null) return fallback;
  return decodings(path)?.every((reading) => samePath(reading) !== null) ? path : fallback;
}
