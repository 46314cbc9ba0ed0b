import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import next from 'next';
import { notFoundBody } from './errors';

/** Headers the web app reads (apps/web/src/lib/request-site.ts): set here, never taken from clients. */
export const SITE_HEADERS = {
  /** The provider's custom domain when the request came in on it. */
  customDomain: 'x-porchlight-custom-domain',
  /** The path Next renders (after the custom-domain rewrite), for not-found pages. */
  path: 'x-porchlight-path',
} as const;

/** What a custom domain serves as on the main site: Next's assets, media and site-wide files. */
const SHARED_PATHS = /^\/(?:_next\/|media\/|api\/|favicon\.ico|robots\.txt|sitemap\.xml)/;

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

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

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
  await nextApp.prepare();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', async (request, reply) => {
    // /api/* is JSON only; /ws is kept for the live chat's WebSocket, never a page.
    if (request.url.startsWith('/api/') || /^\/ws(?:[/?]|$)/.test(request.url)) {
      return reply.status(404).send(notFoundBody(request.url));
    }
    const raw = request.raw;
    // Only this server says where a request came from; a client sending these headers is ignored.
    delete raw.headers[SITE_HEADERS.customDomain];
    delete raw.headers[SITE_HEADERS.path];
    const site = await app.customDomains.resolve(request.hostname);
    if (site && !SHARED_PATHS.test(request.url)) {
      raw.url = customDomainUrl(site.vanityName, request.url);
      raw.headers[SITE_HEADERS.customDomain] = site.customDomain;
    }
    raw.headers[SITE_HEADERS.path] = (raw.url ?? '/').split('?')[0];
    // A missing company or page is rendered by the web as a normal page (server-side HTML); its status is set here.
    if ((await pageStatus(raw.url ?? '/', request.principal)) === 404) answerWithStatus(reply.raw, 404);
    reply.hijack();
    return handle(raw, reply.raw);
  });

  app.addHook('onClose', async () => {
    await nextApp.close();
  });
}
