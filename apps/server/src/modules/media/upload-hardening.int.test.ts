import { profileEditingMessages as messages } from '@porchlight/core/media/profile-editing.messages';
import { photos } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decompressionBomb } from '../../../test/hostile-files';
import { fakeMp4, tinyMp4 } from '../../../test/mp4';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser } from '../../../test/users';

/** Uploads as a hostile or unlucky client sends them: broken multipart, fake videos, bombs, races. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPLOADS = ['banner', 'profilepic', 'photo'] as const;
type Upload = (typeof UPLOADS)[number];

/** A registered user who owns a new provider. */
async function owner() {
  const user = await registerUser(t.app);
  const provider = await seedProvider(t.database.db, { name: 'Upload Hardening Co', owner: user.user.id });
  return { cookie: user.cookie, provider };
}

function post(
  which: Upload,
  who: Awaited<ReturnType<typeof owner>>,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/provider/profile/${which}/upload?vanityName=${encodeURIComponent(who.provider.vanityName)}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

const statuses = (response: LightMyRequestResponse) =>
  response.json().fileUploadStatus as { name: string; success: boolean; message: string }[];

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7ca5' } })
    .png()
    .toBuffer();

describe('malformed multipart answers 400 with a clear message, never 500', () => {
  let who: Awaited<ReturnType<typeof owner>>;
  beforeAll(async () => {
    who = await owner();
  });

  async function valid() {
    return multipart([{ name: 'picture.png', data: await png() }]);
  }

  const cases: [string, () => Promise<{ payload: Buffer; headers: Record<string, string> }>][] = [
    ['no boundary', async () => ({ ...(await valid()), headers: { 'content-type': 'multipart/form-data' } })],
    [
      'a boundary the body does not use',
      async () => ({
        ...(await valid()),
        headers: { 'content-type': 'multipart/form-data; boundary=----not-the-one-in-the-body' },
      }),
    ],
    [
      'a body cut off in the middle of the file',
      async () => {
        const body = await valid();
        return { ...body, payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)) };
      },
    ],
    [
      'a body that ends before its first part',
      async () => {
        const body = await valid();
        return { ...body, payload: body.payload.subarray(0, 20) };
      },
    ],
  ];

  for (const which of UPLOADS) {
    it.each(cases)(`${which}: %s`, async (_label, make) => {
      const response = await post(which, who, await make());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: messages.malformedUpload,
      });
    });
  }
});

describe('videos are checked by parsing them', () => {
  it('refuses a fake mp4 (an ftyp header and garbage) and accepts a real one', async () => {
    const who = await owner();
    const response = await post(
      'photo',
      who,
      multipart([
        { name: 'fake.mp4', data: fakeMp4(), type: 'video/mp4' },
        { name: 'real.mp4', data: tinyMp4(), type: 'video/mp4' },
        { name: 'quicktime.mp4', data: tinyMp4({ brand: 'qt  ' }), type: 'video/mp4' },
        { name: 'trailing.mp4', data: Buffer.concat([tinyMp4(), Buffer.from('junk')]), type: 'video/mp4' },
        { name: 'cut.mp4', data: tinyMp4().subarray(0, 200), type: 'video/mp4' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(statuses(response)).toEqual([
      { name: 'fake.mp4', success: false, message: messages.imageOrVideoOnly },
      { name: 'real.mp4', success: true, message: messages.uploaded },
      { name: 'quicktime.mp4', success: false, message: messages.imageOrVideoOnly },
      { name: 'trailing.mp4', success: false, message: messages.imageOrVideoOnly },
      { name: 'cut.mp4', success: false, message: messages.imageOrVideoOnly },
    ]);
    const rows = await t.database.db.select().from(photos).where(eq(photos.providerId, who.provider.id));
    expect(rows.map((row) => [row.friendlyImageName, row.contentType, row.isVideo])).toEqual([
      ['real', 'video/mp4', true],
    ]);
  });
});

describe('pictures', () => {
  it('a decompression bomb is refused as too large, on every upload', async () => {
    const who = await owner();
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(200_000);
    for (const which of UPLOADS) {
      const response = await post(which, who, multipart([{ name: 'bomb.png', data: bomb }]));
      expect([which, statuses(response)]).toEqual([
        which,
        [{ name: 'bomb.png', success: false, message: messages.pictureTooLarge }],
      ]);
    }
  });

  it('a picture of 40 megapixels is still taken', async () => {
    const who = await owner();
    const large = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await post('banner', who, multipart([{ name: 'wide.png', data: large }]));
    expect(statuses(response)).toEqual([{ name: 'wide.png', success: true, message: messages.uploaded }]);
  });

  it('parallel photo uploads named the same all succeed, with distinct friendly names', async () => {
    const who = await owner();
    const data = await png();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post('photo', who, multipart([{ name: 'same.png', data }]))),
    );
    for (const response of responses)
      expect(statuses(response)).toEqual([{ name: 'same.png', success: true, message: messages.uploaded }]);
    const rows = await t.database.db.select().from(photos).where(eq(photos.providerId, who.provider.id));
    expect(new Set(rows.map((row) => row.friendlyImageName))).toEqual(
      new Set(['same', 'same-2', 'same-3', 'same-4', 'same-5', 'same-6', 'same-7', 'same-8']),
    );
  });
});
