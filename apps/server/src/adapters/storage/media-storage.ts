import type { Readable } from 'node:stream';
import { isPublicMediaKey } from '@porchlight/core/media/media-keys.rules';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

export interface MediaUrls {
  /** The public address of public media (isPublicMediaKey); throws for a private file, which has none. */
  publicUrl(key: string): string;
}

export class PrivateMediaUrlError extends Error {
  constructor(key: string) {
    super(`Private media has no public address: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/** Part of a file: bytes `start` to `end` inclusive (`end` open means to the last byte). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredMedia {
  body: Readable;
  contentType: string;
  /** Bytes in `body`. */
  contentLength: number;
  /** Bytes in the whole file (differs from contentLength for a range). */
  totalSize: number;
  /** The bytes sent when a range was asked for and honoured. */
  range?: { start: number; end: number };
  etag?: string;
  lastModified?: Date;
}

/**
 * Where uploaded media lives. The built-in default keeps files under DATA_DIR/media; S3_BUCKET moves
 * them to an S3-compatible bucket. Uploads, thumbnails, deletes and downloads go through this only.
 */
export interface MediaStorage extends MediaUrls {
  readonly kind: 'local' | 's3';
  save(key: string, data: Buffer): Promise<void>;
  /** The file, null when there is none, 'unsatisfiable' for a range past its end. */
  read(key: string, range?: ByteRange): Promise<StoredMedia | null | 'unsatisfiable'>;
  remove(key: string): Promise<void>;
  /** Every key under `prefix` (for moving media between storages). */
  list?(prefix?: string): AsyncIterable<string>;
}

/**
 * The address pages use for a public key: under MEDIA_PUBLIC_URL (a CDN) when set, else the app's
 * /media/. Private files (estimate, invoice and request attachments) never get one: their pages link
 * to the authorised download routes.
 */
export function mediaUrls(mediaPublicUrl: string | undefined): MediaUrls {
  const base = (mediaPublicUrl ?? '/media').replace(/\/+$/, '');
  return {
    publicUrl(key) {
      if (!isPublicMediaKey(key)) throw new PrivateMediaUrlError(key);
      return `${base}/${key}`;
    },
  };
}

type StorageConfig = Pick<
  Config,
  | 'mediaDir'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'MEDIA_PUBLIC_URL'
>;

/** S3 when S3_BUCKET is set, else the local folder. */
export function createMediaStorage(config: StorageConfig): MediaStorage {
  const urls = mediaUrls(config.MEDIA_PUBLIC_URL);
  if (!config.S3_BUCKET) return createLocalStorage(config.mediaDir, urls);
  return createS3Storage(
    {
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    },
    urls,
  );
}
