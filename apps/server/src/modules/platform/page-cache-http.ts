import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { providerCacheTag } from '@porchlight/core/platform/in-process-api';
import type { CachedPage } from './page-cache';

/** Session cookies (apps/server/src/modules/identity/auth.cookies.ts): their owner gets a personal page. */
const SESSION_COOKIE = /^pl_(?:access|refresh)=/;
const cookiePairs = (cookie: string | undefined) => (cookie ?? '').split(/;\s*/).filter(Boolean);

/** What a page request is read by here: a Fastify request, or the parts of one. */
interface PageRequest {
  method: string;
  hostname: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** Pages every anonymous visitor sees alike: profiles, the search landing and search results. */
const PUBLIC_PAGE = /^\/(?:$|search(?:\/|$)|company\/[^/]+)/;

/** Headers of Next's client-side navigations, which ask for the RSC payload instead of HTML. */
const NAVIGATION_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
];

/** Shared caches may keep a page a minute; browsers revalidate every time (cheap with the ETag). */
export const CACHED_PAGE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Pages the same for every signed-in person, whose data the browser asks the API for (My account, the
 * Service Manager, My schedule): one copy serves them all. Anyone else is sent to log in, so it is
 * theirs alone.
 */
const SIGNED_IN_SHELL = /^\/account(?:\/service-manager|\/schedule)?\/?$/;

/** A signed-in shell or copy goes to signed-in people only: browsers revalidate, shared caches never keep it. */
export const SHELL_PAGE_CONTROL = 'private, no-cache';

/** Where a request's page is kept in the cache, and how long others may keep what is sent. */
export interface PageCacheSlot {
  key: string;
  cacheControl: string;
}

/**
 * The cache slot of a request's page: an anonymous visitor's public page (host, path and query), the
 * signed-in shells every signed-in person shares, a signed-in person's own copy of a public page (their
 * friends' reviews, their own review, an owner's controls), or null when it is not a page to keep.
 * `viewerId` is the verified session's user (request.user), never read from a cookie's presence.
 */
export function pageCacheSlot(request: PageRequest, viewerId: string | null): PageCacheSlot | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (NAVIGATION_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const [path = '/', query = ''] = request.url.split('?');
  if (/(?:^|&)_rsc=/.test(query)) return null;
  const place = `${request.hostname.toLowerCase()}${request.url}`;
  if (SIGNED_IN_SHELL.test(path)) {
    return viewerId ? { key: `signed-in ${place}`, cacheControl: SHELL_PAGE_CONTROL } : null;
  }
  if (!PUBLIC_PAGE.test(path)) return null;
  // Dropped with the visitors' copy by the same events; what only this viewer sees lives at most the TTL.
  if (viewerId) return { key: `viewer ${viewerId} ${place}`, cacheControl: SHELL_PAGE_CONTROL };
  // A session cookie that did not verify: rendered for that request alone.
  if (cookiePairs(request.headers.cookie).some((pair) => SESSION_COOKIE.test(pair))) return null;
  return { key: place, cacheControl: CACHED_PAGE_CONTROL };
}

/**
 * Profile pages that hold no viewer's data (the Client Hub page: its hub is read in the browser): a
 * signed-in person who does not run the provider sees them exactly as a visitor does.
 */
const VISITOR_VIEW_PAGE = /^\/company\/([^/?]+)\/client-hub\/?$/;

/** The provider (as written in the address) of a page visitors and signed-in outsiders share, or null. */
export function visitorViewProvider(path: string): string | null {
  const name = VISITOR_VIEW_PAGE.exec(path)?.[1];
  if (!name) return null;
  try {
    return decodeURIComponent(name);
  } catch {
    return null;
  }
}

/** The visitors' slot of that page, for a signed-in outsider (whose page is then rendered as a visitor's). */
export function visitorViewSlot(request: PageRequest): PageCacheSlot | null {
  // Fields read one by one: a Fastify request's are getters, which a spread would lose.
  const { method, hostname, url, headers } = request;
  return pageCacheSlot({ method, hostname, url, headers: { ...headers, cookie: undefined } }, null);
}

/** The cookie header without the session's cookies: the page renders as a visitor's. */
export function withoutSessionCookies(cookie: string | undefined): string {
  return cookiePairs(cookie)
    .filter((pair) => !SESSION_COOKIE.test(pair))
    .join('; ');
}

/** Signed-in shells show no data: only a new build changes them (the cache's lifetime still applies). */
export const SHELL_PAGES_TAG = 'shells';

/** Every page that is not one provider's: search results, the landing page; they go when any listing changes. */
export const LISTING_PAGES_TAG = 'listings';

/**
 * What a page shows, for dropping it when that changes: its provider, or listings. A listing page adds
 * the providers of its cards while it renders (InProcessApi.tagPage).
 */
export function pageTags(path: string): string[] {
  if (SIGNED_IN_SHELL.test(path)) return [SHELL_PAGES_TAG];
  const profile = /^\/company\/([^/?]+)/.exec(path);
  if (!profile?.[1]) return [LISTING_PAGES_TAG];
  let vanityName = profile[1];
  try {
    vanityName = decodeURIComponent(vanityName);
  } catch {
    // Kept as sent: a malformed name never matches a provider anyway.
  }
  return [providerCacheTag(vanityName)];
}

/**
 * Lets Next answer as usual while keeping a copy of what it sends; `onComplete` gets the status,
 * headers and body once the response ends. The request must ask for no compression (the copy is HTML).
 */
export function copyResponse(
  res: ServerResponse,
  onComplete: (status: number, headers: Record<string, string>, body: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  let status = 200;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((code: number, ...rest: unknown[]) => {
    status = code;
    return writeHead(code, ...rest);
  }) as ServerResponse['writeHead'];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    );
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const result = end(chunk, ...rest);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    onComplete(res.headersSent && status === 200 ? res.statusCode : status, headers, Buffer.concat(chunks));
    return result;
  }) as ServerResponse['end'];
}

/** True when what Next sent may be served to every anonymous visitor. */
export function isShareable(status: number, headers: Record<string, string>): boolean {
  return (
    status === 200 &&
    (headers['content-type'] ?? '').startsWith('text/html') &&
    headers['set-cookie'] === undefined &&
    headers['content-encoding'] === undefined
  );
}

/** The encoding a hit is sent with: brotli, else gzip, when ready and accepted. */
function chooseEncoding(page: CachedPage, acceptEncoding: string): 'br' | 'gzip' | null {
  if (page.encoded.br && /\bbr\b/.test(acceptEncoding)) return 'br';
  if (page.encoded.gzip && /\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/** Answers from the cache: 304 when the browser has this version, else the (precompressed) page. */
export function sendCachedPage(
  request: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  cacheControl: string,
): void {
  const headers: Record<string, string> = {
    ...page.headers,
    'cache-control': cacheControl,
    etag: page.etag,
    'last-modified': page.lastModified.toUTCString(),
    vary: 'Accept-Encoding, Cookie',
    'x-porchlight-cache': 'hit',
  };
  if (request.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(page, String(request.headers['accept-encoding'] ?? ''));
  const body = encoding ? (page.encoded[encoding] ?? Buffer.from(page.html)) : Buffer.from(page.html);
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(request.method === 'HEAD' ? undefined : body);
}
