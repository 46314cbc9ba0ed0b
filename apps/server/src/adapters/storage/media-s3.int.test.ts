import { existsSync } from 'node:fs';
import { thumbnailKey } from '@porchlight/core/media/media-keys.rules';
import { photos } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser } from '../../../test/users';
import { createS3Storage } from './s3-storage';

let s3: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** The bucket as another process sees it: straight through S3, not through this app. */
const bucket = () =>
  createS3Storage(
    { bucket: s3.bucket, endpoint: s3.endpoint, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    { publicUrl: (key) => key },
  );

async function ownerWithPhoto() {
  const user = await registerUser(t.app);
  const provider = await seedProvider(t.database.db, { name: 'Harbor Light Painting', owner: user.user.id });
  const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer();
  const body = multipart([{ name: 'deck.png', data: picture }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/provider/profile/photo/upload?vanityName=${provider.vanityName}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(photos).where(eq(photos.providerId, provider.id));
  return { user, provider, row: row! };
}

describe('media on an S3-compatible bucket', () => {
  it('stores an upload and its thumbnails in the bucket, none on the local disk', async () => {
    const { row } = await ownerWithPhoto();
    const keys = [row.storageKey, ...[125, 150, 295].map((size) => thumbnailKey(row.storageKey, size))];
    for (const key of keys) {
      expect(await bucket().read(key), key).not.toBeNull();
      expect(existsSync(`${t.app.config.mediaDir}/${key}`)).toBe(false);
    }
  });

  it('serves /media/* from the bucket, with ranges and revalidation', async () => {
    const { row } = await ownerWithPhoto();
    const whole = await t.app.inject({ method: 'GET', url: `/media/${row.storageKey}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/webp');
    expect((await sharp(whole.rawPayload).metadata()).format).toBe('webp');

    const part = await t.app.inject({
      method: 'GET',
      url: `/media/${row.storageKey}`,
      headers: { range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 10));
    expect(part.headers['content-range']).toBe(`bytes 0-9/${whole.rawPayload.length}`);

    const again = await t.app.inject({
      method: 'GET',
      url: `/media/${row.storageKey}`,
      headers: { 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('deletes the photo and its thumbnails from the bucket', async () => {
    const { user, provider, row } = await ownerWithPhoto();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/provider/profile/photo/delete/${row.friendlyImageName}?vanityName=${provider.vanityName}`,
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(204);
    for (const key of [row.storageKey, thumbnailKey(row.storageKey, 150)]) {
      expect(await bucket().read(key)).toBeNull();
    }
    expect((await t.app.inject({ method: 'GET', url: `/media/${row.storageKey}` })).statusCode).toBe(404);
  });

  it('answers hostile media paths with 4xx, never asking the bucket', async () => {
    for (const url of [
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/providers/..%2F..%2Fsecret',
      '/media/%2Fetc%2Fpasswd',
      '/media/a%00b.webp',
      '/media/a%5C..%5Cb',
      '/media/',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const missing = await t.app.inject({ method: 'GET', url: '/media/providers/none/photos/x.webp' });
    expect(missing.statusCode).toBe(404);
  });
});
