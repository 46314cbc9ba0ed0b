import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { PRIVATE_MEDIA_PREFIXES, thumbnailKey } from '@porchlight/core/media/media-keys.rules';
import { itemAt } from '@porchlight/core/platform/required';
import { ATTACHMENT_THUMBNAIL_SIZE } from '@porchlight/core/service-manager/service-manager.constants';
import {
  clientHubRequests,
  contactPreferences,
  documentAttachments,
  requestAttachments,
} from '@porchlight/db/schema/index';
import { type ProviderRow, seedOffer } from '@porchlight/db/seed/factories';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PDF, samplePng, uploadAttachments } from '../../../test/attachments';
import { seedHubCast } from '../../../test/client-hub';
import { multipart } from '../../../test/multipart';
import { type People, seedPeople } from '../../../test/people';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createS3Client } from '../../adapters/storage/s3-storage';

/**
 * Private files (issue 30 item 2): estimate, invoice and request attachments are never served by the
 * public /media/* route, whoever asks and whichever storage holds them; the storage key alone is the
 * same 404 as a key nobody has. They stream only through the authorised download routes, and no
 * answer gives them a public address (MEDIA_PUBLIC_URL, a CDN, is set here: public media goes there).
 */

const CDN = 'https://cdn.example.test';
const email = 'hana.private@example.test';

describe.each(['local', 's3'] as const)('private files with %s media storage', (kind) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  let people: People;
  let provider: ProviderRow;
  let hubBearer: Record<string, string>;
  let estimateNumber: number;
  let invoiceNumber: number;
  let requestNumber: number;
  let png: Buffer;
  let requestPhoto: Buffer;
  /** Every key of a private file these uploads stored (files and thumbnails). */
  let privateKeys: string[];

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3TestServer() : undefined;
    t = await createTestApp({ ...s3?.env, MEDIA_PUBLIC_URL: CDN });
    const { db } = t.database;
    people = await seedPeople(t.app, db);
    const cast = await seedHubCast(t.app, db, people, { name: `Private ${kind}`, email });
    provider = cast.provider;
    hubBearer = cast.bearers.hubClient;
    ({ estimateNumber, invoiceNumber } = cast.mine);

    // The owner attaches a picture and a PDF to the estimate and the invoice, and sends the invoice.
    png = await samplePng(600, 400);
    for (const [type, number] of [
      ['estimate', estimateNumber],
      ['invoice', invoiceNumber],
    ] as const) {
      const attached = await uploadAttachments(t.app, people, { role: 'owner', provider, type, number }, [
        { name: 'porch.png', data: png },
        { name: 'terms.pdf', data: SAMPLE_PDF },
      ]);
      expect(attached.statusCode).toBe(200);
    }
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider/service-manager/invoices/${invoiceNumber}/send?vanityName=${provider.vanityName}`,
      payload: { sms: false },
      headers: { cookie: people.owner.cookie },
    });
    expect(sent.statusCode).toBe(200);

    // The hub client sends a pricing request with a photo, as the wizard does.
    await seedOffer(db, provider.id, {
      name: 'House Cleaning',
      category: 'Cleaning',
      inputForm: [{ name: 'frequency' }],
    });
    await db.insert(contactPreferences).values({
      providerId: provider.id,
      type: 'paa',
      method: 'email',
      value: 'quotes@private.example.test',
    });
    const request = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client-hub/request/${provider.vanityName}`,
      payload: {
        type: 'paa',
        firstName: 'Hana',
        lastName: 'Private',
        preferredContactMethod: 'email',
        email,
        mobilePhoneNumber: '',
        services: ['House Cleaning'],
        inputForm: [
          { name: 'frequency', label: 'How often?', type: 'radio', value: 'bw', valueLabel: 'Bi-Weekly' },
        ],
        address: '100 Congress Ave',
        address2: '',
        city: 'Austin',
        stateCode: 'TX',
        zipCode: '78701',
        submittedFromUrl: `http://localhost/company/${provider.vanityName}`,
      },
    });
    expect(request.statusCode).toBe(200);
    const { requestNumber: number, uploadToken } = request.json();
    requestNumber = number;
    const photo = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#c2703d' } })
      .jpeg()
      .toBuffer();
    const body = multipart([{ name: 'yard.jpg', data: photo, field: 'attachments[]' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client-hub/request/upload?uri=${provider.vanityName}`,
      payload: body.payload,
      headers: { ...body.headers, 'x-artifact-number': String(requestNumber), 'x-upload-token': uploadToken },
    });
    expect(uploaded.json().fileUploadStatus).toEqual([{ fileName: 'yard.jpg', uploaded: true }]);

    const documentRows = await db
      .select({ storageKey: documentAttachments.storageKey, thumbnailKey: documentAttachments.thumbnailKey })
      .from(documentAttachments)
      .where(eq(documentAttachments.providerId, provider.id));
    const requestIds = (
      await db
        .select({ id: clientHubRequests.id })
        .from(clientHubRequests)
        .where(eq(clientHubRequests.providerId, provider.id))
    ).map((row) => row.id);
    const requestRows = await db
      .select({ storageKey: requestAttachments.storageKey, thumbnailKey: requestAttachments.thumbnailKey })
      .from(requestAttachments)
      .where(inArray(requestAttachments.requestId, requestIds));
    privateKeys = [
      ...documentRows.flatMap((row) => [row.storageKey, ...(row.thumbnailKey ? [row.thumbnailKey] : [])]),
      ...requestRows.flatMap((row) => [
        row.storageKey,
        row.thumbnailKey,
        thumbnailKey(row.storageKey, ATTACHMENT_THUMBNAIL_SIZE),
      ]),
    ];
    const stored = await t.app.storage.read(itemAt(requestRows, 0, 'request attachment').storageKey);
    if (!stored || stored === 'unsatisfiable') throw new Error('the request photo was not stored');
    requestPhoto = Buffer.concat(await stored.body.toArray());
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** The answer /media/* gives for a key: the caller's headers added. */
  const media = (key: string, headers: Record<string, string> = {}) => get(`/media/${key}`, headers);

  it('stores every private file under a private prefix, in the storage this app uses', async () => {
    // Two estimate and two invoice files with a picture thumbnail each, a request photo and its two thumbnails.
    expect(privateKeys).toHaveLength(9);
    for (const key of privateKeys) {
      expect(
        PRIVATE_MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix)),
        key,
      ).toBe(true);
      expect(await t.app.storage.read(key), key).not.toBeNull();
    }
    expect(t.app.storage.kind).toBe(kind);
  });

  it('answers the storage key alone with the 404 of a missing file, for anyone asking', async () => {
    const missing = await media(`documents/${provider.id}/00000000-0000-4000-8000-000000000000.pdf`);
    expect(missing.statusCode).toBe(404);
    const callers: [string, Record<string, string>][] = [
      ['anonymous', {}],
      ['a logged-in stranger', { cookie: people.user.cookie }],
      ['another owner', { cookie: people.otherOwner.cookie }],
      // Even the people allowed to download it: /media/* is for public media only.
      ['the owner', { cookie: people.owner.cookie }],
      ['the hub client', hubBearer],
    ];
    for (const key of privateKeys) {
      for (const [caller, headers] of callers) {
        for (const request of [
          () => media(key, headers),
          () => media(key, { ...headers, range: 'bytes=0-10' }),
          () => t.app.inject({ method: 'HEAD', url: `/media/${key}`, headers }),
        ]) {
          const answer: LightMyRequestResponse = await request();
          expect([key, caller, answer.statusCode]).toEqual([key, caller, 404]);
          expect(answer.headers['content-type']).not.toMatch(/^(image|application\/pdf)/);
          if (answer.body) {
            expect(answer.json()).toEqual({
              statusCode: 404,
              error: 'Not Found',
              message: `Media ${key} not found`,
            });
          }
        }
      }
    }
  });

  it('still gives the owner and the hub client their files through the authorised routes', async () => {
    const sm = (path: string, cookie?: string) =>
      get(
        `/api/v1/provider/service-manager/attachments/${path}?vanityName=${provider.vanityName}`,
        cookie ? { cookie } : {},
      );
    const hub = (path: string, headers: Record<string, string> = hubBearer) =>
      get(`/api/v1/client-hub/download/${provider.vanityName}/${path}`, headers);

    for (const [type, number] of [
      ['estimate', estimateNumber],
      ['invoice', invoiceNumber],
    ] as const) {
      // The picture as stored (re-encoded without its EXIF when attached).
      const ownerPicture = await sm(`${type}/${number}/1`, people.owner.cookie);
      expect([type, ownerPicture.statusCode]).toEqual([type, 200]);
      const picture = await sharp(ownerPicture.rawPayload).metadata();
      expect([picture.width, picture.height]).toEqual([600, 400]);
      expect(ownerPicture.headers['cache-control']).toBe('private, no-store');
      const ownerPdf = await sm(`${type}/${number}/2`, people.owner.cookie);
      expect(ownerPdf.rawPayload.equals(SAMPLE_PDF)).toBe(true);
      expect((await sm(`${type}/${number}/1/125`, people.owner.cookie)).statusCode).toBe(200);

      const hubPdf = await hub(`${type}/${number}/2/terms.pdf`);
      expect([type, hubPdf.statusCode]).toEqual([type, 200]);
      expect(hubPdf.rawPayload.equals(SAMPLE_PDF)).toBe(true);
      const hubPicture = await hub(`${type}/${number}/1/porch.png`);
      expect(hubPicture.rawPayload.equals(ownerPicture.rawPayload)).toBe(true);

      // Without a session, or as a stranger, the authorised routes give nothing either.
      expect((await sm(`${type}/${number}/2`)).statusCode).toBe(401);
      expect((await sm(`${type}/${number}/2`, people.user.cookie)).statusCode).toBe(403);
      expect((await hub(`${type}/${number}/2/terms.pdf`, {})).statusCode).toBe(401);
    }

    const hubPhoto = await hub(`request/${requestNumber}/1/yard.jpg`);
    expect(hubPhoto.statusCode).toBe(200);
    expect(hubPhoto.rawPayload.equals(requestPhoto)).toBe(true);
  });

  it("shows the owner a request's photos through its own routes, never a public address", async () => {
    const list = await get(`/api/v1/provider/profile/requests?vanityName=${provider.vanityName}`, {
      cookie: people.owner.cookie,
    });
    const entry = list
      .json()
      .requests.find((one: { requestNumber: number }) => one.requestNumber === requestNumber);
    const base = `/api/v1/provider/profile/requests/${requestNumber}/attachments/1`;
    expect(entry.attachments).toEqual([
      {
        fileName: 'yard.jpg',
        url: `${base}?vanityName=${provider.vanityName}`,
        thumbnailUrl: `${base}/150?vanityName=${provider.vanityName}`,
      },
    ]);

    const photo = await get(entry.attachments[0].url, { cookie: people.owner.cookie });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.headers['content-disposition']).toMatch(/^inline; /);
    expect(photo.rawPayload.equals(requestPhoto)).toBe(true);
    const thumbnail = await get(entry.attachments[0].thumbnailUrl, { cookie: people.manager.cookie });
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(150);

    expect((await get(entry.attachments[0].url)).statusCode).toBe(401);
    expect((await get(entry.attachments[0].url, { cookie: people.user.cookie })).statusCode).toBe(403);
    expect((await get(entry.attachments[0].url, hubBearer)).statusCode).not.toBe(200);
    const beyond = await get(`${base.replace(/1$/, '2')}?vanityName=${provider.vanityName}`, {
      cookie: people.owner.cookie,
    });
    expect(beyond.statusCode).toBe(404);
  });

  it('names no private key and no public address of a private file in any answer', async () => {
    const answers = await Promise.all([
      get(`/api/v1/provider/profile/requests?vanityName=${provider.vanityName}`, {
        cookie: people.owner.cookie,
      }),
      get(`/api/v1/provider/service-manager/estimates/${estimateNumber}?vanityName=${provider.vanityName}`, {
        cookie: people.owner.cookie,
      }),
      get(`/api/v1/client-hub/estimate/${provider.vanityName}?estimateNumber=${estimateNumber}`, hubBearer),
      get(`/api/v1/client-hub/invoice/${provider.vanityName}?invoiceNumber=${invoiceNumber}`, hubBearer),
      get(`/api/v1/client-hub/request/${provider.vanityName}?requestNumber=${requestNumber}`, hubBearer),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      for (const key of privateKeys) expect(answer.body).not.toContain(key);
      expect(answer.body).not.toMatch(/\/media\/(documents|requests)\//);
      expect(answer.body).not.toMatch(/cdn\.example\.test\/(documents|requests)\//);
    }
    // Public media still gets its public (CDN) address; a private key has none.
    expect(t.app.storage.publicUrl('providers/p1/photos/a.webp')).toBe(`${CDN}/providers/p1/photos/a.webp`);
    for (const key of privateKeys) expect(() => t.app.storage.publicUrl(key), key).toThrow(/Private media/);
  });

  // Only a bucket has caches in front of it: the test exists for the S3 storage alone (no skipped twin).
  if (kind === 's3')
    it('keeps private objects out of shared caches in front of the bucket', async () => {
      if (!s3) throw new Error('no bucket');
      const client = createS3Client({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      for (const key of privateKeys) {
        const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
        expect([key, head.CacheControl]).toEqual([key, 'private, no-store']);
      }
    });
});
