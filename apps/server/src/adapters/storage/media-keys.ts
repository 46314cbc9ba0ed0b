import { isValidMediaKey } from '@porchlight/core/media/media-keys.rules';

export class InvalidMediaKeyError extends Error {
  constructor(key: string) {
    super(`Invalid media key ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/** Every storage checks keys the same way before touching a file or an object. */
export function requireValidMediaKey(key: string): string {
  if (!isValidMediaKey(key)) throw new InvalidMediaKeyError(key);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
};

/** The type a media file is served with, from its extension (every upload was re-encoded or checked). */
export function mediaContentType(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
