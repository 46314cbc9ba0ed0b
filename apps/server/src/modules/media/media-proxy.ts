import { isPublicMediaKey, isValidMediaKey } from '@porchlight/core/media/media-keys.rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, MediaStorage } from '../../adapters/storage/media-storage';

/** Browsers and CDNs keep media a week: every upload gets a fresh key. */
const CACHE_CONTROL = 'public, max-age=604800';

/**
 * The one range form players and browsers send for media ("bytes=0-", "bytes=500-999"). Suffix and
 * multiple ranges are answered with the whole file, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, end };
}

function errorBody(statusCode: number, error: string, message: string) {
  return { statusCode, error, message };
}

async function serve(storage: MediaStorage, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.params as { '*': string })['*'];
  // A hostile key ('..', NUL, an absolute path) is the caller's mistake: 400, and no storage is asked.
  if (!isValidMediaKey(key))
    return reply.status(400).send(errorBody(400, 'Bad Request', 'Invalid media path'));

  const notFound = () => reply.status(404).send(errorBody(404, 'Not Found', `Media ${key} not found`));
  // Private files (estimate, invoice and request attachments) stream only through their authorised
  // routes: here they are the same 404 as a key nobody has, and the storage is not asked.
  if (!isPublicMediaKey(key)) return notFound();

  const range = parseRange(request.headers.range);
  const found = await storage.read(key, range);
  if (found === null) return notFound();
  if (found === 'unsatisfiable') {
    return reply.status(416).send(errorBody(416, 'Range Not Satisfiable', 'Range not satisfiable'));
  }
  if (found.etag && request.headers['if-none-match'] === found.etag) {
    found.body.destroy();
    return reply.status(304).header('etag', found.etag).header('cache-control', CACHE_CONTROL).send();
  }
  reply
    .header('content-type', found.contentType)
    .header('content-length', found.contentLength)
    .header('accept-ranges', 'bytes')
    .header('cache-control', CACHE_CONTROL)
    // Media never runs as a page of ours, whatever a file claims to be.
    .header(
      'content-security-policy',
      "default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'",
    )
    .header('x-content-type-options', 'nosniff');
  if (found.etag) reply.header('etag', found.etag);
  if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
  if (found.range) {
    reply
      .status(206)
      .header('content-range', `bytes ${found.range.start}-${found.range.end}/${found.totalSize}`);
  }
  return reply.send(found.body);
}

/** /media/* answered from the media storage, whichever it is (a CDN may sit in front of it): public media only. */
export function registerMediaProxy(app: FastifyInstance, storage: MediaStorage): void {
  app.get('/media/*', { schema: { hide: true } }, (request, reply) => serve(storage, request, reply));
}
