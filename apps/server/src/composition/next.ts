import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  IN_PROCESS_API,
  providerCacheTag,
  providerCardCacheTag,
} from '@porchlight/core/platform/in-process-api';
import { decodeSegment, isNameSegment } from '@porchlight/core/text/url-segments';
import type { FastifyInstance } from 'fastify';
import next from 'next';
import { deferNextScripts } from '../modules/platform/deferred-scripts';
import { createInProcessApi, type PageRender, pageRenders } from '../modules/platform/in-process-api';
import { createPageCache } from '../modules/platform/page-cache';
import {
  copyResponse,
  isShareable,
  LISTING_PAGES_TAG,
  pageCacheSlot,
  pageTags,
  sendCachedPage,
  visitorViewProvider,
  visitorViewSlot,
  withoutSessionCookies,
} from '../modules/platform/page-cache-http';
import {
  contentSecurityPolicy,
  createNonce,
  type PagePolicySources,
  permissionsPolicy,
} from './content-security-policy';
import { notFoundBody } from './errors';

/** Headers that belong to one response, never to a stored page. */
const PER_RESPONSE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'vary',
]);

function storableHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE_HEADERS.has(name)));
}

/** Headers the web app reads (apps/web/src/lib/request-site.ts): set here, never taken from clients. */
export const SITE_HEADERS = {
  /** The provider's custom domain when the request came in on it. */
  customDomain: 'x-porchlight-custom-domain',
  /** The path Next renders (after the custom-domain rewrite), for not-found pages. */
  path: 'x-porchlight-path',
  /** This response's CSP nonce, for the inline scripts the web renders itself. */
  nonce: 'x-porchlight-nonce',
  /** '1' when the request carries a verified session (pages never show whose: session-hint.ts). */
  signedIn: 'x-porchlight-signed-in',
} as const;

/** Next takes its script nonce from these request headers: only this server sets them. */
const CSP_REQUEST_HEADERS = ['content-security-policy', 'content-security-policy-report-only'];

/**
 * What a custom domain serves as on the main site: Next's assets (scripts, styles, fonts), media, and the
 * site-wide metadata files at the root (the icon a page links as /icon.svg?…, a manifest, robots, sitemap).
 */
const SHARED_PATHS =
  /^\/(?:_next\/|media\/|api\/|(?:favicon\.ico|(?:apple-)?icon\.\w+|manifest\.(?:webmanifest|json)|robots\.txt|sitemap\.xml)(?:\?|$))/;

/** brightnest.example/photos/x?y -> /company/bright-nest/photos/x?y (spec 1 "Page routing"). */
export function customDomainUrl(vanityName: string, url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  return `/company/${encodeURIComponent(vanityName)}${path === '/' ? '' : path}${query}`;
}

/**
 * Sends the response with this status whatever Next writes. res.statusCode itself stays untouched:
 * Next reads it to decide how to render (a 404 there would swap the page's metadata for the root's).
 */
function answerWithStatus(res: ServerResponse, status: number): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((_status: number, ...rest: unknown[]) =>
    writeHead(status, ...rest)) as ServerResponse['writeHead'];
}

/** /company/%20, /company/a%0D%0Ab/photos: a segment that decodes to blank or control characters names nothing. */
export function hasNamelessSegment(path: string): boolean {
  if (!path.startsWith('/company/')) return false;
  return path
    .split('/')
    .slice(2)
    .filter(Boolean)
    .some((segment) => !isNameSegment(decodeSegment(segment)));
}

/** A fresh nonce per page: in the policy the browser gets and in the request headers Next reads it from. */
function applyPageSecurityHeaders(
  raw: IncomingMessage,
  res: ServerResponse,
  sources: PagePolicySources,
): void {
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, sources);
  raw.headers['content-security-policy'] = policy;
  raw.headers[SITE_HEADERS.nonce] = nonce;
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('Permissions-Policy', permissionsPolicy(sources.stripe === true));
}

// Found through the package, not this file's place: the server also runs from a bundle in apps/server/dist.
const webDir = path.dirname(createRequire(import.meta.url).resolve('@porchlight/web/package.json'));

/**
 * Hands every non-API request to Next. Registered in its own encapsulated plugin so that
 * removing the body parsers here lets Next read request bodies itself without touching the API.
 * On a provider's custom domain the pages sit at the site root: the URL is rewritten to the
 * provider's /company/{vanityName} pages before Next sees it.
 */
export async function nextPlugin(app: FastifyInstance) {
  const isDev = app.config.NODE_ENV === 'development';
  const nextApp = next({
    dev: isDev,
    dir: webDir,
    hostname: app.config.HOST,
    port: app.config.PORT,
    customServer: true,
  });
  const handle = nextApp.getRequestHandler();
  const pageStatus = app.services.profilePageStatus;
  const seesOwnerView = app.services.seesOwnerView;
  const policySources: PagePolicySources = {
    mapTileUrl: app.config.MAP_TILE_URL,
    googlePhotos: Boolean(app.config.GOOGLE_MAPS_API_KEY),
    stripe: app.payments.processor.name === 'stripe',
    isDev,
    mediaPublicUrl: app.config.MEDIA_PUBLIC_URL,
  };
  // Server components call the API through this (apps/web/src/lib/server-api.ts), before Next renders anything.
  Reflect.set(globalThis, IN_PROCESS_API, createInProcessApi(app));
  await nextApp.prepare();

  // Anonymous visitors' public pages, rendered once and served to all until what they show changes.
  const pageCache = createPageCache({
    ttlMs: app.config.PAGE_CACHE_TTL_SECONDS * 1000,
    maxEntries: 5_000,
    maxChars: app.config.PAGE_CACHE_MAX_MB * 1_000_000,
  });
  // The provider's own pages go at once; listing pages go too when where it is listed may have changed, and
  // otherwise only those showing its card are re-rendered, by one request each (page-cache.ts, markStale).
  const unsubscribe = app.events.subscribe('provider.changed', ({ vanityNameLc, contentOnly }) => {
    pageCache.invalidate(providerCacheTag(vanityNameLc));
    if (contentOnly) pageCache.markStale(providerCardCacheTag(vanityNameLc));
    else pageCache.invalidate(LISTING_PAGES_TAG);
  });

  // Build assets have content-hashed names: sent precompressed (scripts/compress-static.mjs) and kept forever.
  if (!isDev)
    await app.register(fastifyStatic, {
      root: path.join(webDir, '.next/static'),
      prefix: '/_next/static/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      decorateReply: false,
      wildcard: true,
    });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', async (request, reply) => {
    // /api/* is JSON only; /ws is kept for the live chat's WebSocket, never a page.
    if (request.url.startsWith('/api/') || /^\/ws(?:[/?]|$)/.test(request.url)) {
      return reply.status(404).send(notFoundBody(request.url));
    }
    const raw = request.raw;
    // Only this server says where a request came from and which nonce is valid; a client's values are ignored.
    for (const header of [...Object.values(SITE_HEADERS), ...CSP_REQUEST_HEADERS]) delete raw.headers[header];
    const site = await app.customDomains.resolve(request.hostname);
    if (site && !SHARED_PATHS.test(request.url)) {
      raw.url = customDomainUrl(site.vanityName, request.url);
      raw.headers[SITE_HEADERS.customDomain] = site.customDomain;
    }
    const pagePath = (raw.url ?? '/').split('?')[0] ?? '/';
    raw.headers[SITE_HEADERS.path] = pagePath;
    if (request.user) raw.headers[SITE_HEADERS.signedIn] = '1';
    // Next's build assets are not pages: no policy to carry.
    if (!pagePath.startsWith('/_next/')) applyPageSecurityHeaders(raw, reply.raw, policySources);
    const caching = app.config.PAGE_CACHE_TTL_SECONDS > 0;
    let slot = caching ? pageCacheSlot(request, request.user?.userId ?? null) : null;
    // A signed-in person who runs nothing at the provider shares the visitors' copy of a page without viewer data.
    const outsiderOf = caching && request.user ? visitorViewProvider(pagePath) : null;
    if (outsiderOf !== null && !(await seesOwnerView(request.principal, outsiderOf))) {
      slot = visitorViewSlot(request);
      raw.headers.cookie = withoutSessionCookies(raw.headers.cookie);
    }
    const cached = slot ? pageCache.get(slot.key) : undefined;
    const render: PageRender = { ip: request.ip, host: request.host, tags: new Set(pageTags(pagePath)) };
    // Counted once the page is answered, from what it showed (a cached copy keeps its tags): never waited on.
    reply.raw.once('finish', () =>
      app.insights.recordPage({
        method: request.method,
        path: pagePath,
        status: reply.raw.statusCode,
        headers: raw.headers,
        tags: cached ? cached.tags : [...render.tags],
        viewerId: request.user?.userId ?? null,
      }),
    );
    if (slot && cached) {
      reply.hijack();
      return sendCachedPage(raw, reply.raw, cached, slot.cacheControl);
    }
    // A missing company or page is rendered by the web as a normal page (server-side HTML); its status is set here.
    const missing =
      hasNamelessSegment(pagePath) || (await pageStatus(raw.url ?? '/', request.principal)) === 404;
    if (missing) answerWithStatus(reply.raw, 404);
    if (slot && !missing) {
      // The stored copy must be plain HTML; this one response goes out uncompressed.
      delete raw.headers['accept-encoding'];
      reply.raw.setHeader('Cache-Control', slot.cacheControl);
      copyResponse(reply.raw, (status, headers, body) => {
        if (!isShareable(status, headers)) return;
        pageCache.set(slot.key, {
          headers: storableHeaders(headers),
          html: deferNextScripts(body.toString('utf8')),
          tags: [...render.tags],
        });
      });
    }
    reply.hijack();
    return pageRenders.run(render, () => handle(raw, reply.raw));
  });

  app.addHook('onClose', async () => {
    unsubscribe();
    await nextApp.close();
    Reflect.deleteProperty(globalThis, IN_PROCESS_API);
  });
}
