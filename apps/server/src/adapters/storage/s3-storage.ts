import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isPublicMediaKey } from '@porchlight/core/media/media-keys.rules';
import { mediaContentType, requireValidMediaKey } from './media-keys';
import type { ByteRange, MediaStorage, MediaUrls } from './media-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Another S3-compatible service (MinIO, R2, B2, …); AWS S3 when absent. */
  endpoint?: string;
  region?: string;
  /** Both, or neither: then the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Public media lives this long in browsers and CDNs; every upload gets a fresh key. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=604800';
/**
 * Private files (isPublicMediaKey false) are stored so that nothing in front of the bucket keeps
 * them; the bucket itself must not be publicly readable under their prefixes (docs/deploy.md).
 */
const PRIVATE_CACHE_CONTROL = 'private, no-store';

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** "bytes 0-99/1000" -> 1000. */
function totalFromContentRange(contentRange: string | undefined): number | undefined {
  const total = /\/(\d+)$/.exec(contentRange ?? '')?.[1];
  return total === undefined ? undefined : Number(total);
}

export function createS3Client(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint && {
      endpoint: options.endpoint,
      // MinIO and most S3-compatible services answer at endpoint/bucket/key, not bucket.endpoint.
      forcePathStyle: true,
    }),
    ...(options.accessKeyId &&
      options.secretAccessKey && {
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
    // The SDK's default CRC checksums on every PUT are refused by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Media as objects in an S3-compatible bucket, under the same keys as the local folder's files. */
export function createS3Storage(options: S3StorageOptions, urls: MediaUrls): MediaStorage {
  const client = createS3Client(options);
  const Bucket = options.bucket;

  return {
    kind: 's3',
    publicUrl: urls.publicUrl,
    async save(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: requireValidMediaKey(key),
          Body: data,
          ContentType: mediaContentType(key),
          CacheControl: isPublicMediaKey(key) ? PUBLIC_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
        }),
      );
    },
    async read(key, range?: ByteRange) {
      requireValidMediaKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range && { Range: `bytes=${range.start}-${range.end ?? ''}` }),
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('The S3 answer has no readable body');
        const contentLength = answer.ContentLength ?? 0;
        const totalSize = totalFromContentRange(answer.ContentRange) ?? contentLength;
        const start = range && answer.ContentRange ? range.start : undefined;
        return {
          body: answer.Body,
          contentType: mediaContentType(key),
          contentLength,
          totalSize,
          ...(start !== undefined && { range: { start, end: start + contentLength - 1 } }),
          etag: answer.ETag,
          lastModified: answer.LastModified,
        };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 416) return 'unsatisfiable';
        throw error;
      }
    },
    async remove(key) {
      // S3 answers 204 for a key that is not there: removing is idempotent, as on disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: requireValidMediaKey(key) }));
    },
    async *list(prefix = '') {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },
  };
}
