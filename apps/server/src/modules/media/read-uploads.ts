import { profileEditingMessages } from '@porchlight/core/media/profile-editing.messages';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../platform/app-error';

/** One file of a multipart upload, read into memory (at most the route's limit). */
export type UploadedFile =
  | { kind: 'file'; name: string; data: Buffer }
  /** Larger than the route's limit: the rest of it was skipped, not buffered. */
  | { kind: 'too-large'; name: string }
  /** The request carried more files than one request may. */
  | { kind: 'too-many'; name: string };

/** Control characters (NUL included): PostgreSQL cannot store NUL, and none belongs in a header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
/**
 * Bidirectional formatting characters: a right-to-left override makes 'invoice\u202Egnp.exe' read
 * as 'invoiceexe.png' wherever the name is shown (upload outcomes, the inbox, the Client Hub).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function baseName(filename: string | undefined): string {
  const name =
    (filename ?? '')
      .replace(CONTROL_CHARACTERS, '')
      .replace(BIDI_CONTROLS, '')
      .split(/[\\/]/)
      .pop()
      ?.trim() ?? '';
  return (name || 'file').slice(0, 255);
}

const isFilesLimit = (error: unknown) => (error as { code?: string }).code === 'FST_FILES_LIMIT';

/**
 * The files of a multipart request, one at a time, so a batch of large photos is never all in memory.
 * Size is counted on the bytes as they arrive; nothing past the limit is kept. A body the parser cannot
 * read (no or wrong boundary, cut off) is the client's fault: a 400, never a 500.
 */
export async function* readUploadedFiles(
  request: FastifyRequest,
  limits: { maxBytes: number; maxFiles: number },
): AsyncGenerator<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('badRequest', profileEditingMessages.noFile);
  try {
    const parts = request.files({
      limits: { fileSize: limits.maxBytes, files: limits.maxFiles },
      throwFileSizeLimit: false,
    });
    for await (const part of parts) {
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      const name = baseName(part.filename);
      yield part.file.truncated
        ? { kind: 'too-large', name }
        : { kind: 'file', name, data: Buffer.concat(chunks) };
    }
  } catch (error) {
    if (isFilesLimit(error)) {
      yield { kind: 'too-many', name: `file ${limits.maxFiles + 1}` };
      return;
    }
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError('badRequest', profileEditingMessages.malformedUpload);
  }
}
