import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server';
import { copyMedia } from './copy-media';
import { InvalidMediaKeyError } from './media-keys';
import {
  createMediaStorage,
  type MediaStorage,
  PrivateMediaUrlError,
  type StoredMedia,
} from './media-storage';

let s3: S3TestServer;
let folder: string;
beforeAll(async () => {
  s3 = await startS3TestServer();
  folder = mkdtempSync(path.join(tmpdir(), 'porchlight-media-'));
});
afterAll(async () => {
  await s3.close();
  rmSync(folder, { recursive: true, force: true });
});

async function bytes(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const storages: [string, () => MediaStorage][] = [
  ['local folder', () => createMediaStorage({ mediaDir: folder, S3_REGION: 'us-east-1' })],
  [
    'S3-compatible bucket',
    () =>
      createMediaStorage({
        mediaDir: folder,
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
  ],
];

describe.each(storages)('media storage: %s', (_name, make) => {
  const data = Buffer.from('0123456789'.repeat(100));

  it('saves, reads, lists and removes a file by its key', async () => {
    const storage = make();
    const key = `providers/p-${storage.kind}/photos/a1.webp`;
    await storage.save(key, data);
    const found = (await storage.read(key)) as StoredMedia;
    expect([found.contentType, found.contentLength, found.totalSize]).toEqual(['image/webp', 1000, 1000]);
    expect(await bytes(found.body)).toEqual(data);

    const listed: string[] = [];
    for await (const listedKey of storage.list!(`providers/p-${storage.kind}/`)) listed.push(listedKey);
    expect(listed).toEqual([key]);

    await storage.remove(key);
    expect(await storage.read(key)).toBeNull();
    await storage.remove(key); // removing twice is fine
  });

  it('reads a byte range, and says when it starts past the end', async () => {
    const storage = make();
    const key = `providers/p-${storage.kind}/photos/clip.mp4`;
    await storage.save(key, data);
    const part = (await storage.read(key, { start: 10, end: 19 })) as StoredMedia;
    expect([part.contentType, part.contentLength, part.totalSize, part.range]).toEqual([
      'video/mp4',
      10,
      1000,
      { start: 10, end: 19 },
    ]);
    expect((await bytes(part.body)).toString()).toBe('0123456789');
    const tail = (await storage.read(key, { start: 995 })) as StoredMedia;
    expect([tail.contentLength, tail.range]).toEqual([5, { start: 995, end: 999 }]);
    await bytes(tail.body);
    expect(await storage.read(key, { start: 5000 })).toBe('unsatisfiable');
  });

  it('answers null for a key never written', async () => {
    expect(await make().read('providers/nobody/photos/none.webp')).toBeNull();
  });

  it('refuses hostile keys before touching any file or object', async () => {
    const storage = make();
    for (const key of ['../outside.webp', '/etc/passwd', 'a/../../b', 'a\u0000b', 'a//b']) {
      await expect(storage.save(key, data)).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(storage.read(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
      await expect(storage.remove(key)).rejects.toBeInstanceOf(InvalidMediaKeyError);
    }
  });

  it('answers public URLs under the app, or under MEDIA_PUBLIC_URL, and none for private files', () => {
    expect(make().publicUrl('providers/a/b.webp')).toBe('/media/providers/a/b.webp');
    const cdn = createMediaStorage({
      mediaDir: folder,
      S3_REGION: 'us-east-1',
      MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/',
    });
    expect(cdn.publicUrl('defaults/banners/b.webp')).toBe(
      'https://cdn.example.com/media/defaults/banners/b.webp',
    );
    for (const key of ['documents/p/a.pdf', 'requests/p/1/a.webp', 'a/b.webp']) {
      expect(() => make().publicUrl(key), key).toThrow(PrivateMediaUrlError);
      expect(() => cdn.publicUrl(key), key).toThrow(PrivateMediaUrlError);
    }
  });
});

describe('copyMedia (npm run media-to-s3)', () => {
  it('copies every local file into the bucket under the same key, and skips them on a second run', async () => {
    const source = createMediaStorage({ mediaDir: path.join(folder, 'to-copy'), S3_REGION: 'us-east-1' });
    const target = storages[1]![1]();
    const keys = ['providers/c1/logo-a.webp', 'providers/c1/photos/p1.webp', 'defaults/banners/x.webp'];
    for (const [index, key] of keys.entries()) await source.save(key, Buffer.from(`file ${index}`));

    expect(await copyMedia(source, target)).toEqual({ copied: 3, skipped: 0 });
    for (const [index, key] of keys.entries()) {
      expect((await bytes(((await target.read(key)) as StoredMedia).body)).toString()).toBe(`file ${index}`);
    }
    expect(await copyMedia(source, target)).toEqual({ copied: 0, skipped: 3 });
  });
});
