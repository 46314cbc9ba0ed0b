import type { FastifyReply } from 'fastify';
import type { MediaStorage, StoredMedia } from '../../adapters/storage/media-storage';
import { AppError } from '../platform/app-error';

/** A stored file on its way to the caller: the bytes, the type they are and the name to save them as. */
export interface Download {
  media: StoredMedia;
  contentType: string;
  fileName: string;
}

/** Lone UTF-16 surrogates cannot be percent-encoded (encodeURIComponent throws). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): a plain ASCII name for old clients
 * (quotes, backslashes, percent signs and anything unprintable become '_') and the exact name,
 * percent-encoded, for every current browser. Nothing of the name can end the header or add another.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const wellFormed = fileName.replace(LONE_SURROGATE, '\uFFFD');
  const fallback = wellFormed.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(wellFormed).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The stored file under `key`, or the 404 `notFound` when there is no key or no such file. */
export async function openStored(
  storage: MediaStorage,
  file: { key: string | null; contentType: string; fileName: string },
  notFound: string,
): Promise<Download> {
  const media = file.key ? await storage.read(file.key) : null;
  if (!media || media === 'unsatisfiable') throw new AppError('notFound', notFound);
  return { media, contentType: file.contentType, fileName: file.fileName };
}

/**
 * Sends a private file: the caller's own document, so no shared cache keeps it and the browser never
 * runs it as a page of ours, whatever its bytes claim (nosniff, a sandbox with nothing allowed).
 */
export function sendDownload(
  reply: FastifyReply,
  download: Download,
  disposition: 'attachment' | 'inline',
): FastifyReply {
  return reply
    .header('content-type', download.contentType)
    .header('content-length', download.media.contentLength)
    .header('content-disposition', contentDisposition(disposition, download.fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(download.media.body);
}
