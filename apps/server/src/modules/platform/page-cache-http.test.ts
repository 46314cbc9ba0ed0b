import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';
import {
  CACHED_PAGE_CONTROL,
  copyResponse,
  isShareable,
  pageCacheSlot,
  pageTags,
  SHELL_PAGE_CONTROL,
  sendCachedPage,
  visitorViewProvider,
  visitorViewSlot,
  withoutSessionCookies,
} from './page-cache-http';

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  hostname: 'Example.COM',
  url,
  headers,
});

/** The key of an anonymous visitor's request (no verified session), or null. */
const publicPageKey = (request: ReturnType<typeof get>) => pageCacheSlot(request, null)?.key ?? null;

describe('which requests share a cached page', () => {
  it('keys anonymous requests for profiles and search by host and address', () => {
    expect(publicPageKey(get('/company/bright-nest/photos?x=1'))).toBe(
      'example.com/company/bright-nest/photos?x=1',
    );
    expect(publicPageKey(get('/search/plumbing/78701'))).toBe('example.com/search/plumbing/78701');
    expect(publicPageKey(get('/'))).toBe('example.com/');
  });

  it('never shares what depends on the person, a navigation payload or another page', () => {
    expect(publicPageKey(get('/company/bright-nest', { cookie: 'theme=dark; pl_access=abc' }))).toBeNull();
    expect(publicPageKey(get('/company/bright-nest', { cookie: 'pl_refresh=abc' }))).toBeNull();
    expect(publicPageKey(get('/company/bright-nest', { rsc: '1' }))).toBeNull();
    expect(publicPageKey(get('/company/bright-nest?_rsc=1x2'))).toBeNull();
    expect(publicPageKey({ ...get('/company/bright-nest'), method: 'POST' })).toBeNull();
    expect(publicPageKey(get('/account/login'))).toBeNull();
    expect(publicPageKey(get('/company/bright-nest', { cookie: 'theme=dark' }))).not.toBeNull();
  });

  it('shares the signed-in shells (My account, the Service Manager, My schedule) among signed-in people only', () => {
    const session = { cookie: 'pl_access=abc' };
    expect(pageCacheSlot(get('/account/service-manager?company=x&tab=jobs', session), 'u1')).toEqual({
      key: 'signed-in example.com/account/service-manager?company=x&tab=jobs',
      cacheControl: SHELL_PAGE_CONTROL,
    });
    expect(pageCacheSlot(get('/account', session), 'u2')?.key).toBe('signed-in example.com/account');
    // Without a verified session the page sends the visitor to log in: never shared.
    expect(pageCacheSlot(get('/account', session), null)).toBeNull();
    expect(pageCacheSlot(get('/account'), null)).toBeNull();
    // Other account pages still show their person's data from the server.
    expect(pageCacheSlot(get('/account/my-friends', session), 'u1')).toBeNull();
    expect(pageCacheSlot(get('/account/service-manager', { ...session, rsc: '1' }), 'u1')).toBeNull();
    expect(pageCacheSlot(get('/company/bright-nest'), null)?.cacheControl).toBe(CACHED_PAGE_CONTROL);
    expect(pageTags('/account/service-manager')).toEqual(['shells']);
    expect(pageCacheSlot(get('/account/schedule?company=x', session), 'u1')).toEqual({
      key: 'signed-in example.com/account/schedule?company=x',
      cacheControl: SHELL_PAGE_CONTROL,
    });
    expect(pageCacheSlot(get('/account/schedule'), null)).toBeNull();
  });

  it("keeps a signed-in person's own copy of a public page, apart from everyone else's", () => {
    const session = { cookie: 'pl_access=abc' };
    expect(pageCacheSlot(get('/company/bright-nest/reviews', session), 'u1')).toEqual({
      key: 'viewer u1 example.com/company/bright-nest/reviews',
      cacheControl: SHELL_PAGE_CONTROL,
    });
    expect(pageCacheSlot(get('/search/plumbing', session), 'u2')?.key).toBe(
      'viewer u2 example.com/search/plumbing',
    );
    // A session cookie that did not verify gets a page of its own, kept nowhere.
    expect(pageCacheSlot(get('/company/bright-nest', session), null)).toBeNull();
    expect(pageCacheSlot(get('/account/login', session), 'u1')).toBeNull();
  });

  it("gives a signed-in outsider the visitors' copy of the Client Hub page, rendered without the session", () => {
    expect(visitorViewProvider('/company/Bright%20Nest/client-hub')).toBe('Bright Nest');
    expect(visitorViewProvider('/company/bright-nest')).toBeNull();
    expect(visitorViewProvider('/company/bright-nest/reviews')).toBeNull();
    expect(visitorViewProvider('/company/%E0%A4%A/client-hub')).toBeNull();
    const request = get('/company/bright-nest/client-hub?x=1', {
      cookie: 'theme=dark; pl_access=a; pl_refresh=b',
    });
    expect(visitorViewSlot(request)).toEqual({
      key: 'example.com/company/bright-nest/client-hub?x=1',
      cacheControl: CACHED_PAGE_CONTROL,
    });
    expect(withoutSessionCookies('theme=dark; pl_access=a; pl_refresh=b; pl_session=1')).toBe(
      'theme=dark; pl_session=1',
    );
  });

  it('tags a profile by its provider and everything else as search', () => {
    expect(pageTags('/company/Bright-Nest/photos')).toEqual(['provider:bright-nest']);
    expect(pageTags('/search/plumbing')).toEqual(['listings']);
    expect(pageTags('/')).toEqual(['listings']);
  });

  it('stores only plain, cookie-free HTML answered 200', () => {
    expect(isShareable(200, { 'content-type': 'text/html; charset=utf-8' })).toBe(true);
    expect(isShareable(404, { 'content-type': 'text/html' })).toBe(false);
    expect(isShareable(200, { 'content-type': 'text/html', 'set-cookie': 'a=b' })).toBe(false);
    expect(isShareable(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })).toBe(false);
    expect(isShareable(200, { 'content-type': 'text/x-component' })).toBe(false);
  });
});

async function serve(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fetchRaw = (headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ port, host: '127.0.0.1', path: '/', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  return { fetchRaw, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('copying and replaying a page', () => {
  it('keeps a copy of what was streamed, while the visitor gets it as usual', async () => {
    let copied: { status: number; body: string } | undefined;
    const { fetchRaw, close } = await serve((_req, res) => {
      copyResponse(res, (status, _headers, body) => {
        copied = { status, body: body.toString() };
      });
      res.setHeader('content-type', 'text/html');
      res.writeHead(200);
      res.write('<html>');
      res.write(Buffer.from('<body>é</body>'));
      res.end('</html>');
    });
    const answer = await fetchRaw();
    await close();
    expect(answer.body.toString()).toBe('<html><body>é</body></html>');
    expect(copied).toEqual({ status: 200, body: '<html><body>é</body></html>' });
  });

  it('answers 304 to a browser that has the version, and brotli to one that accepts it', async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 5, maxChars: 100_000 });
    const page = cache.set('k', {
      headers: { 'content-type': 'text/html' },
      html: '<p>hi</p>'.repeat(200),
      tags: [],
    });
    await expect.poll(() => page.encoded.br).toBeDefined();
    const { fetchRaw, close } = await serve((req, res) =>
      sendCachedPage(req, res, page, CACHED_PAGE_CONTROL),
    );
    const fresh = await fetchRaw({ 'accept-encoding': 'gzip, br' });
    const again = await fetchRaw({ 'if-none-match': page.etag });
    const plain = await fetchRaw();
    await close();
    expect([fresh.status, fresh.headers['content-encoding'], fresh.headers.etag]).toEqual([
      200,
      'br',
      page.etag,
    ]);
    expect(fresh.headers['cache-control']).toContain('s-maxage');
    expect(again.status).toBe(304);
    expect(plain.body.toString()).toBe(page.html);
  });
});
