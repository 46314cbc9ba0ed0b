import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { thumbnailKey } from '@porchlight/core/media/media-keys.rules';
import { profileEditingMessages as messages } from '@porchlight/core/media/profile-editing.messages';
import { ownerCallMessages } from '@porchlight/core/providers/profile.schemas';
import { aiGenerations, offerPhotos, photos, providers, users } from '@porchlight/db/schema/index';
import { seedOffer, seedPhoto, seedProvider } from '@porchlight/db/seed/factories';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyMp4 } from '../../../test/mp4';
import { multipart } from '../../../test/multipart';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, TEST_PASSWORD } from '../../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const API = '/api/v1/provider/profile';

// ---------------------------------------------------------------------------------------------
// Test data: real images made with sharp, a text file posing as a JPEG, an MP4 header

const png = (width = 400, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7ca5' } })
    .png()
    .toBuffer();
const jpegWithExif = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#a8432f' } })
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret Owner', Artist: 'GPS person' } } })
    .jpeg()
    .toBuffer();
const textAsJpeg = Buffer.from('this is not a picture, only text pretending to be one\n'.repeat(20));
/** An ISO base media header (ftyp isom) followed by an mdat box: what an .mp4 file starts with. */
/** A small real MP4 (one H.264 video track); `brand` 'qt  ' makes it a QuickTime file. */
const mp4 = (brand = 'isom') => tinyMp4({ brand });

// ---------------------------------------------------------------------------------------------
// People

async function login(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: TEST_PASSWORD },
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(response.statusCode).toBe(200);
  return cookieHeader(response);
}

/** A registered user who owns a new provider. */
async function owner(fields: Parameters<typeof seedProvider>[1] = {}) {
  const user = await registerUser(t.app);
  const provider = await seedProvider(t.database.db, {
    name: 'Bright Nest Cleaning',
    ...fields,
    owner: user.user.id,
  });
  providerOfCookie.set(user.cookie, provider.vanityName);
  return { ...user, provider };
}

async function admin(options: { memberOf?: string } = {}) {
  const user = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.user.id));
  if (options.memberOf) {
    const { memberships } = await import('@porchlight/db/schema/index');
    await t.database.db
      .insert(memberships)
      .values({ userId: user.user.id, providerId: options.memberOf, role: 'manager' });
  }
  return { ...user, cookie: await login(user.email) };
}

async function providerRow(id: string) {
  const [row] = await t.database.db.select().from(providers).where(eq(providers.id, id));
  return row!;
}

const mediaFile = (key: string) => path.join(t.app.config.mediaDir, key);
const mediaUnder = (folder: string): string[] => {
  const dir = mediaFile(folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const keyOf = (url: string) => url.replace(/^\/media\//, '');

// ---------------------------------------------------------------------------------------------
// Calls

type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};

/** The provider each owner's session edits: owner calls always name it, as the web does. */
const providerOfCookie = new Map<string, string>();

/** The url with `?vanityName=` added, unless it names a provider already. */
function naming(url: string, vanityName: string | undefined): string {
  if (!vanityName || url.includes('vanityName=')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}vanityName=${encodeURIComponent(vanityName)}`;
}

function send(call: Call, cookie?: string, extraHeaders: Record<string, string> = {}) {
  return t.app.inject({
    method: call.method,
    url: naming(call.url, cookie ? providerOfCookie.get(cookie) : undefined),
    payload: call.payload as never,
    headers: { ...call.headers, ...(cookie ? { cookie } : {}), ...extraHeaders },
  });
}

async function upload(
  which: 'banner' | 'profilepic' | 'photo',
  files: Parameters<typeof multipart>[0],
  cookie: string,
) {
  const body = multipart(files);
  return send({ method: 'POST', url: `${API}/${which}/upload`, ...body }, cookie);
}

const statuses = (response: LightMyRequestResponse) =>
  response.json().fileUploadStatus as { name: string; success: boolean; message: string }[];

// ---------------------------------------------------------------------------------------------

describe('who may edit (permission table)', () => {
  let alice: Awaited<ReturnType<typeof owner>>;
  let plainUserCookie: string;
  let adminCookie: string;
  let pictureName: string;

  beforeAll(async () => {
    alice = await owner({ name: 'Alice Plumbing', customDomain: 'www.alice-plumbing.test', pro: 1 });
    plainUserCookie = (await registerUser(t.app)).cookie;
    adminCookie = (await admin()).cookie;
    pictureName = (
      await seedPhoto(t.database.db, { providerId: alice.provider.id, friendlyImageName: 'pipes' })
    ).friendlyImageName;
  });

  const calls = async (): Promise<[string, Call, number][]> => {
    const image = (await png()).toString('base64');
    const list: [string, Call, number][] = [
      [
        'banner upload',
        { method: 'POST', url: `${API}/banner/upload`, ...multipart([{ name: 'b.png', data: await png() }]) },
        200,
      ],
      [
        'logo upload',
        {
          method: 'POST',
          url: `${API}/profilepic/upload`,
          ...multipart([{ name: 'l.png', data: await png() }]),
        },
        200,
      ],
      [
        'photo upload',
        { method: 'POST', url: `${API}/photo/upload`, ...multipart([{ name: 'p.png', data: await png() }]) },
        200,
      ],
      [
        'banner settings',
        {
          method: 'PATCH',
          url: `${API}/banner/settings`,
          payload: { position: 'top', fit: 'cover', backgroundColor: null, showCompanyOverlay: true },
        },
        200,
      ],
      [
        'logo settings',
        {
          method: 'PATCH',
          url: `${API}/profilepic/settings`,
          payload: { fit: 'contain', backgroundColor: '#fff' },
        },
        200,
      ],
      [
        'banner image',
        {
          method: 'PATCH',
          url: `${API}/banner/image`,
          payload: { revisedImage: image, imageName: 'b.png', imageType: 'image/png' },
        },
        200,
      ],
      [
        'logo image',
        {
          method: 'PATCH',
          url: `${API}/profilepic/image`,
          payload: { revisedImage: image, imageName: 'l.png', imageType: 'image/png' },
        },
        200,
      ],
      [
        'about',
        { method: 'PATCH', url: `${API}/about`, payload: { aboutDesc: 'Hello', aboutHtml: false } },
        200,
      ],
      [
        'AI banner',
        { method: 'POST', url: `${API}/ai-generate-banner-image`, payload: { roughInput: 'pipes' } },
        200,
      ],
      ['AI logo', { method: 'POST', url: `${API}/ai-generate-profile-pic`, payload: {} }, 200],
      ['AI about', { method: 'POST', url: `${API}/ai-about-description`, payload: {} }, 200],
      [
        'photo caption',
        { method: 'PATCH', url: `${API}/photo/title/${pictureName}`, payload: { title: 'Front porch' } },
        200,
      ],
      ['photo delete', { method: 'DELETE', url: `${API}/photo/delete/${pictureName}` }, 204],
    ];
    // Everyone names Alice's provider: the table is about who may edit it.
    return list.map(([label, call, status]) => [
      label,
      { ...call, url: naming(call.url, alice.provider.vanityName) },
      status,
    ]);
  };

  it('anonymous: 401 on every call', async () => {
    for (const [label, call] of await calls()) {
      const response = await send(call);
      expect([label, response.statusCode]).toEqual([label, 401]);
    }
  });

  it('a logged-in user who is no member: 403 on every call', async () => {
    for (const [label, call] of await calls()) {
      const response = await send(call, plainUserCookie);
      expect([label, response.statusCode, response.json().message]).toEqual([
        label,
        403,
        messages.noProvider,
      ]);
    }
  });

  it('an admin who is no member: 403 (admins edit only profiles they belong to)', async () => {
    for (const [label, call] of await calls()) {
      const response = await send(call, adminCookie);
      expect([label, response.statusCode]).toEqual([label, 403]);
    }
  });

  it('the owner: allowed on every call', async () => {
    for (const [label, call, status] of await calls()) {
      const response = await send(call, alice.cookie);
      expect([label, response.statusCode, response.statusCode >= 400 ? response.body : '']).toEqual([
        label,
        status,
        '',
      ]);
    }
  });

  it('the owner on a custom domain Host: 403 on every call', async () => {
    for (const [label, call] of await calls()) {
      const response = await send(call, alice.cookie, { host: 'www.alice-plumbing.test' });
      expect([label, response.statusCode, response.json().message]).toEqual([
        label,
        403,
        messages.customDomain,
      ]);
    }
    const viaPort = await send(
      { method: 'POST', url: `${API}/ai-about-description`, payload: {} },
      alice.cookie,
      {
        host: 'WWW.Alice-Plumbing.test:8080',
      },
    );
    expect(viaPort.statusCode).toBe(403);
  });

  it("another provider's owner cannot delete this provider's photo", async () => {
    await seedPhoto(t.database.db, { providerId: alice.provider.id, friendlyImageName: 'kept' });
    const bob = await owner({ name: 'Bob Roofing' });
    const named = await send(
      { method: 'DELETE', url: `${API}/photo/delete/kept?vanityName=${alice.provider.vanityName}` },
      bob.cookie,
    );
    expect([named.statusCode, named.json().message]).toEqual([403, messages.noProvider]);
    // Naming his own provider, Bob finds no such photo there.
    const own = await send({ method: 'DELETE', url: `${API}/photo/delete/kept` }, bob.cookie);
    expect([own.statusCode, own.json().message]).toEqual([404, messages.photoNotFound]);
    const rows = await t.database.db
      .select()
      .from(photos)
      .where(and(eq(photos.providerId, alice.provider.id), eq(photos.friendlyImageName, 'kept')));
    expect(rows).toHaveLength(1);
  });

  it('an admin who is a member edits like an owner', async () => {
    const { cookie } = await admin({ memberOf: alice.provider.id });
    const response = await send(
      {
        method: 'PATCH',
        url: `${API}/about?vanityName=${alice.provider.vanityName.toUpperCase()}`,
        payload: { aboutDesc: 'By admin', aboutHtml: false },
      },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect((await providerRow(alice.provider.id)).aboutDesc).toBe('By admin');
  });

  it('a member of several providers edits the one named by vanity name', async () => {
    const carol = await owner({ name: 'Aaa First Co' });
    const second = await seedProvider(t.database.db, { name: 'Zzz Second Co', owner: carol.user.id });
    await send(
      {
        method: 'PATCH',
        url: `${API}/about?vanityName=${second.vanityName}`,
        payload: { aboutDesc: 'Second', aboutHtml: false },
      },
      carol.cookie,
    );
    // A call that names no provider edits none: there is no "first provider" to fall back on.
    const unnamed = await t.app.inject({
      method: 'PATCH',
      url: `${API}/about`,
      payload: { aboutDesc: 'Which one?', aboutHtml: false },
      headers: { cookie: carol.cookie },
    });
    expect([unnamed.statusCode, unnamed.json().message]).toEqual([400, ownerCallMessages.vanityNameRequired]);
    expect((await providerRow(second.id)).aboutDesc).toBe('Second');
    expect((await providerRow(carol.provider.id)).aboutDesc).not.toBe('Which one?');
  });
});

describe('banner and logo upload', () => {
  it('stores a real image as WebP under a new key and drops the old file', async () => {
    const dana = await owner();
    const first = await upload(
      'banner',
      [{ name: 'banner.png', data: await png(1600, 400), type: 'image/png' }],
      dana.cookie,
    );
    expect(statuses(first)).toEqual([{ name: 'banner.png', success: true, message: messages.uploaded }]);
    const firstKey = (await providerRow(dana.provider.id)).bannerImage!;
    expect(firstKey).toMatch(new RegExp(`^providers/${dana.provider.id}/banner-[0-9a-f]+\\.webp$`));
    const stored = await sharp(await readFile(mediaFile(firstKey))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 1600, 400]);

    await upload('banner', [{ name: 'again.png', data: await png() }], dana.cookie);
    const secondKey = (await providerRow(dana.provider.id)).bannerImage!;
    expect(secondKey).not.toBe(firstKey);
    expect(existsSync(mediaFile(firstKey))).toBe(false);
    expect(existsSync(mediaFile(secondKey))).toBe(true);
  });

  it('refuses a text file named .jpg, on its bytes, and changes nothing', async () => {
    const erin = await owner();
    const response = await upload(
      'profilepic',
      [{ name: 'logo.jpg', data: textAsJpeg, type: 'image/jpeg' }],
      erin.cookie,
    );
    expect(statuses(response)).toEqual([{ name: 'logo.jpg', success: false, message: messages.imageOnly }]);
    expect((await providerRow(erin.provider.id)).profilePic).toBeNull();
    expect(mediaUnder(`providers/${erin.provider.id}`)).toEqual([]);
  });

  it('refuses a file over 10,000,000 bytes and an mp4 as a banner', async () => {
    const fay = await owner();
    const big = Buffer.concat([await png(), Buffer.alloc(10_000_001)]);
    const tooBig = await upload('banner', [{ name: 'huge.png', data: big }], fay.cookie);
    expect(statuses(tooBig)).toEqual([
      { name: 'huge.png', success: false, message: messages.bannerTooLarge },
    ]);
    expect(messages.bannerTooLarge).toBe('The file is larger than 10,000,000 bytes.');
    const video = await upload('banner', [{ name: 'clip.mp4', data: mp4() }], fay.cookie);
    expect(statuses(video)[0]).toMatchObject({ success: false, message: messages.imageOnly });
    expect((await providerRow(fay.provider.id)).bannerImage).toBeNull();
  });

  it('takes one image: a second file in the same request is refused', async () => {
    const gil = await owner();
    const response = await upload(
      'profilepic',
      [
        { name: 'one.png', data: await png() },
        { name: 'two.png', data: await png() },
      ],
      gil.cookie,
    );
    expect(statuses(response)).toEqual([
      { name: 'one.png', success: true, message: messages.uploaded },
      { name: 'two.png', success: false, message: messages.oneImageOnly },
    ]);
  });

  it('answers 400 without a file, or when the body is not multipart', async () => {
    const hal = await owner();
    const empty = await send({ method: 'POST', url: `${API}/banner/upload`, ...multipart([]) }, hal.cookie);
    expect([empty.statusCode, empty.json().message]).toEqual([400, messages.noFile]);
    const json = await send(
      { method: 'POST', url: `${API}/banner/upload`, payload: { file: 'x' } },
      hal.cookie,
    );
    expect([json.statusCode, json.json().message]).toEqual([400, messages.noFile]);
  });
});

describe('photo upload', () => {
  it('checks every file on its bytes; the good ones are stored with thumbnails, the bad leave nothing', async () => {
    const ivy = await owner();
    const response = await upload(
      'photo',
      [
        { name: 'Kitchen Remodel.png', data: await png(800, 600) },
        { name: 'porch.jpg', data: await jpegWithExif(), type: 'image/jpeg' },
        { name: 'fake.jpg', data: textAsJpeg, type: 'image/jpeg' },
        { name: 'walkthrough.mp4', data: mp4(), type: 'video/mp4' },
        { name: 'quicktime.mp4', data: mp4('qt  '), type: 'video/mp4' },
        { name: 'huge.png', data: Buffer.concat([await png(), Buffer.alloc(20_000_001)]) },
      ],
      ivy.cookie,
    );
    expect(statuses(response)).toEqual([
      { name: 'Kitchen Remodel.png', success: true, message: messages.uploaded },
      { name: 'porch.jpg', success: true, message: messages.uploaded },
      { name: 'fake.jpg', success: false, message: messages.imageOrVideoOnly },
      { name: 'walkthrough.mp4', success: true, message: messages.uploaded },
      { name: 'quicktime.mp4', success: false, message: messages.imageOrVideoOnly },
      { name: 'huge.png', success: false, message: messages.photoTooLarge },
    ]);
    expect(messages.photoTooLarge).toBe('The file is larger than 20,000,000 bytes.');

    const rows = await t.database.db.select().from(photos).where(eq(photos.providerId, ivy.provider.id));
    const byName = new Map(rows.map((row) => [row.friendlyImageName, row]));
    expect([...byName.keys()].sort()).toEqual(['kitchen-remodel', 'porch', 'walkthrough']);

    // Images: WebP with the three thumbnails the seed makes; the video stored as sent.
    for (const name of ['kitchen-remodel', 'porch']) {
      const row = byName.get(name)!;
      expect([row.contentType, row.isVideo]).toEqual(['image/webp', false]);
      for (const size of [125, 150, 295]) {
        const thumb = await sharp(await readFile(mediaFile(thumbnailKey(row.storageKey, size)))).metadata();
        expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', size, size]);
      }
    }
    const video = byName.get('walkthrough')!;
    expect([video.contentType, video.isVideo, video.storageKey.endsWith('.mp4')]).toEqual([
      'video/mp4',
      true,
      true,
    ]);
    expect(await readFile(mediaFile(video.storageKey))).toEqual(mp4());

    // EXIF is gone and the orientation applied: 300x200 turned a quarter is 200x300.
    const porch = await sharp(await readFile(mediaFile(byName.get('porch')!.storageKey))).metadata();
    expect(porch.exif).toBeUndefined();
    expect(porch.orientation).toBeUndefined();
    expect([porch.width, porch.height]).toEqual([200, 300]);
    expect([byName.get('porch')!.width, byName.get('porch')!.height]).toEqual([200, 300]);

    // Only the files of the three stored items exist: 2 images x 4 files + 1 video.
    expect(mediaUnder(`providers/${ivy.provider.id}/photos`)).toHaveLength(9);
  });

  it('makes friendly names unique per provider: -2, -3 …', async () => {
    const jo = await owner();
    const other = await owner();
    for (let i = 0; i < 3; i++) {
      await upload('photo', [{ name: 'Deck Repair.JPG', data: await png() }], jo.cookie);
    }
    await upload('photo', [{ name: 'Deck Repair.JPG', data: await png() }], other.cookie);
    const names = async (providerId: string) =>
      (await t.database.db.select().from(photos).where(eq(photos.providerId, providerId)))
        .map((row) => row.friendlyImageName)
        .sort();
    expect(await names(jo.provider.id)).toEqual(['deck-repair', 'deck-repair-2', 'deck-repair-3']);
    expect(await names(other.provider.id)).toEqual(['deck-repair']);
  });
});

describe('photo delete', () => {
  it('removes the row, its files and its offer tags', async () => {
    const kim = await owner();
    await upload('photo', [{ name: 'before.png', data: await png() }], kim.cookie);
    const [row] = await t.database.db.select().from(photos).where(eq(photos.providerId, kim.provider.id));
    const offer = await seedOffer(t.database.db, kim.provider.id, {
      name: 'Deep Cleaning',
      category: 'Cleaning',
    });
    await t.database.db.insert(offerPhotos).values({ offerId: offer.id, photoId: row!.id });
    const keys = [row!.storageKey, ...[125, 150, 295].map((size) => thumbnailKey(row!.storageKey, size))];
    expect(keys.every((key) => existsSync(mediaFile(key)))).toBe(true);

    const response = await send({ method: 'DELETE', url: `${API}/photo/delete/before` }, kim.cookie);
    expect(response.statusCode).toBe(204);
    expect(await t.database.db.select().from(photos).where(eq(photos.id, row!.id))).toEqual([]);
    expect(await t.database.db.select().from(offerPhotos).where(eq(offerPhotos.photoId, row!.id))).toEqual(
      [],
    );
    expect(keys.some((key) => existsSync(mediaFile(key)))).toBe(false);

    const again = await send({ method: 'DELETE', url: `${API}/photo/delete/before` }, kim.cookie);
    expect([again.statusCode, again.json().message]).toEqual([404, messages.photoNotFound]);
  });
});

describe('photo captions', () => {
  const gallery = async (uri: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/network/profile/allpictures/${uri}` })).json()
      .data as {
      friendlyImageName: string;
      title: string;
    }[];

  it("default to the file name in words, take the owner's title, and go back to the default when emptied", async () => {
    const kim = await owner();
    await upload('photo', [{ name: 'IMG_2041.png', data: await png() }], kim.cookie);
    await upload('photo', [{ name: 'Back_yard-patio-03.png', data: await png() }], kim.cookie);
    const uri = kim.provider.vanityName;
    expect((await gallery(uri)).map(({ title }) => title)).toEqual(['Photo', 'Back yard patio']);

    const named = await send(
      { method: 'PATCH', url: `${API}/photo/title/img-2041`, payload: { title: '  Our new porch swing ' } },
      kim.cookie,
    );
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ friendlyImageName: 'img-2041', title: 'Our new porch swing' });
    expect((await gallery(uri)).map(({ title }) => title)).toEqual([
      'Our new porch swing',
      'Back yard patio',
    ]);

    const cleared = await send(
      { method: 'PATCH', url: `${API}/photo/title/img-2041`, payload: { title: '' } },
      kim.cookie,
    );
    expect(cleared.json().title).toBe('Photo');
    const [row] = await t.database.db.select().from(photos).where(eq(photos.friendlyImageName, 'img-2041'));
    expect(row?.title).toBeNull();
  });

  it('refuses a caption over 120 characters, an unknown photo and a NUL byte, and keeps the title', async () => {
    const kim = await owner();
    await upload('photo', [{ name: 'deck.png', data: await png() }], kim.cookie);
    const patch = (name: string, title: string) =>
      send({ method: 'PATCH', url: `${API}/photo/title/${name}`, payload: { title } }, kim.cookie);

    expect((await patch('deck', 'Cedar deck')).statusCode).toBe(200);
    const long = await patch('deck', 'x'.repeat(121));
    expect([long.statusCode, long.json().message]).toEqual([400, messages.photoTitleTooLong]);
    const missing = await patch('no-such-photo', 'Deck');
    expect([missing.statusCode, missing.json().message]).toEqual([404, messages.photoNotFound]);
    expect((await patch('deck', 'Deck\u0000')).statusCode).toBe(400);
    expect((await gallery(kim.provider.vanityName))[0]?.title).toBe('Cedar deck');
  });
});

describe('banner and logo settings', () => {
  it('stores the banner layout, the colour as lowercase hex without #', async () => {
    const lee = await owner();
    const response = await send(
      {
        method: 'PATCH',
        url: `${API}/banner/settings`,
        payload: {
          position: 'bottom',
          fit: 'contain',
          backgroundColor: '#A1B2C3',
          showCompanyOverlay: false,
        },
      },
      lee.cookie,
    );
    expect(response.json()).toEqual({
      bannerImagePosition: 'bottom',
      bannerImageFit: 'contain',
      bannerImageBackgroundColor: 'a1b2c3',
      bannerImageShowCompanyOverlay: false,
    });
    expect((await providerRow(lee.provider.id)).bannerImagePosition).toBe('bottom');
  });

  it.each([
    ['banner', { position: 'top', fit: 'contain', backgroundColor: 'nope', showCompanyOverlay: true }],
    ['banner', { position: 'top', fit: 'contain', backgroundColor: '', showCompanyOverlay: true }],
    ['banner', { position: 'top', fit: 'cover', backgroundColor: '#12', showCompanyOverlay: true }],
    ['profilepic', { fit: 'contain', backgroundColor: null }],
    ['profilepic', { fit: 'contain', backgroundColor: '#1234567' }],
  ])('%s settings refuse a bad colour: %j', async (which, payload) => {
    const max = await owner();
    const response = await send({ method: 'PATCH', url: `${API}/${which}/settings`, payload }, max.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid hex color.');
    expect(response.json().fields.backgroundColor).toBe('Please enter a valid hex color.');
  });

  it('refuses unknown positions and fits', async () => {
    const ned = await owner();
    const position = await send(
      {
        method: 'PATCH',
        url: `${API}/banner/settings`,
        payload: { position: 'left', fit: 'cover', showCompanyOverlay: true },
      },
      ned.cookie,
    );
    expect(position.statusCode).toBe(400);
    const fit = await send(
      {
        method: 'PATCH',
        url: `${API}/profilepic/settings`,
        payload: { fit: 'fill', backgroundColor: 'fff' },
      },
      ned.cookie,
    );
    expect(fit.statusCode).toBe(400);
  });

  it('stores the logo layout; no colour is fine with cover', async () => {
    const ola = await owner();
    const response = await send(
      { method: 'PATCH', url: `${API}/profilepic/settings`, payload: { fit: 'cover', backgroundColor: '' } },
      ola.cookie,
    );
    expect(response.json()).toEqual({ profilePicFit: 'cover', profilePicBackgroundColor: null });
  });
});

describe('crop editor results (revised images)', () => {
  const revise = (which: string, payload: object, cookie: string) =>
    send({ method: 'PATCH', url: `${API}/${which}/image`, payload }, cookie);

  it('stores a base64 banner (with or without a data-URL prefix) re-encoded', async () => {
    const pat = await owner();
    const image = await png(640, 175);
    const plain = await revise(
      'banner',
      { revisedImage: image.toString('base64'), imageName: 'b.png', imageType: 'image/png' },
      pat.cookie,
    );
    expect(plain.statusCode).toBe(200);
    const key = keyOf(plain.json().bannerImage);
    expect((await providerRow(pat.provider.id)).bannerImage).toBe(key);
    expect((await sharp(await readFile(mediaFile(key))).metadata()).format).toBe('webp');
    const prefixed = await revise(
      'profilepic',
      {
        revisedImage: `data:image/png;base64,${image.toString('base64')}`,
        imageName: 'l.png',
        imageType: 'image/png',
      },
      pat.cookie,
    );
    expect(prefixed.statusCode).toBe(200);
    expect((await providerRow(pat.provider.id)).profilePic).toBe(keyOf(prefixed.json().profilePic));
  });

  it('refuses a banner crop under 100 x 25', async () => {
    const quinn = await owner();
    for (const [width, height] of [
      [99, 40],
      [300, 24],
    ] as const) {
      const response = await revise(
        'banner',
        {
          revisedImage: (await png(width, height)).toString('base64'),
          imageName: 'b.png',
          imageType: 'image/png',
        },
        quinn.cookie,
      );
      expect([response.statusCode, response.json().message]).toEqual([400, messages.cropTooSmall]);
    }
    const exact = await revise(
      'banner',
      { revisedImage: (await png(100, 25)).toString('base64'), imageName: 'b.png', imageType: 'image/png' },
      quinn.cookie,
    );
    expect(exact.statusCode).toBe(200);
  });

  it('refuses base64 that is not an image, and a non-image type', async () => {
    const rae = await owner();
    const text = await revise(
      'banner',
      { revisedImage: textAsJpeg.toString('base64'), imageName: 'b.jpg', imageType: 'image/jpeg' },
      rae.cookie,
    );
    expect([text.statusCode, text.json().message]).toEqual([400, messages.imageOnly]);
    const garbage = await revise(
      'banner',
      { revisedImage: '!!!', imageName: 'b.jpg', imageType: 'image/jpeg' },
      rae.cookie,
    );
    expect([garbage.statusCode, garbage.json().message]).toEqual([400, messages.notAnImage]);
    const type = await revise(
      'profilepic',
      { revisedImage: 'AAAA', imageName: 'x', imageType: 'text/html' },
      rae.cookie,
    );
    expect([type.statusCode, type.json().message]).toEqual([400, messages.imageTypeInvalid]);
    expect((await providerRow(rae.provider.id)).bannerImage).toBeNull();
  });
});

describe('about', () => {
  const about = (payload: object, cookie: string) =>
    send({ method: 'PATCH', url: `${API}/about`, payload }, cookie);

  it('plain text: up to 5,000 characters, then the spec message', async () => {
    const sam = await owner({ pro: 0 });
    expect((await about({ aboutDesc: 'x'.repeat(5000), aboutHtml: false }, sam.cookie)).statusCode).toBe(200);
    const long = await about({ aboutDesc: 'x'.repeat(5001), aboutHtml: false }, sam.cookie);
    expect([long.statusCode, long.json().message]).toEqual([
      400,
      'The description must be less than 5,000 characters',
    ]);
  });

  it('HTML: 5,000 including HTML, the message naming the length', async () => {
    const tia = await owner({ pro: 2 });
    const html = `<p>${'y'.repeat(4994)}</p>`;
    expect(html.length).toBe(5001);
    const response = await about({ aboutDesc: html, aboutHtml: true }, tia.cookie);
    expect([response.statusCode, response.json().message]).toEqual([
      400,
      'The description is 5,001 long and must be less than 5,000 characters including HTML characters.',
    ]);
  });

  it('non-Pro members cannot store rich text (403)', async () => {
    const uma = await owner({ pro: 0 });
    const response = await about({ aboutDesc: '<p>Hi</p>', aboutHtml: true }, uma.cookie);
    expect([response.statusCode, response.json().message]).toEqual([403, messages.richTextNeedsPro]);
  });

  it('sanitises rich text: formatting kept, scripts, handlers and foreign styles dropped', async () => {
    const vic = await owner({ pro: 1 });
    const dirty =
      '<p style="text-align: center; position: fixed">Hi <strong>bold</strong> <em>it</em> <u>under</u> ' +
      '<span style="color: #ff0000; font-size: 20px; background-image: url(x)">red</span>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"></p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>' +
      '<p style="margin-left: 4em">indented</p><p style="margin-left: 400em">too far</p>' +
      '<p><a href="https://example.test" onclick="steal()">link</a> <a href="javascript:alert(3)">bad</a></p>';
    const response = await about({ aboutDesc: dirty, aboutHtml: true }, vic.cookie);
    expect(response.statusCode).toBe(200);
    const stored = (await providerRow(vic.provider.id)).aboutDesc!;
    expect(response.json()).toEqual({ aboutDesc: stored, aboutHtml: true });
    expect(stored).not.toMatch(/script|onerror|onclick|javascript|<img|position|background-image|400em/);
    expect(stored).toContain(
      '<p style="text-align:center">Hi <strong>bold</strong> <em>it</em> <u>under</u>',
    );
    expect(stored).toContain('<span style="color:#ff0000;font-size:20px">red</span>');
    expect(stored).toContain('<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol>');
    expect(stored).toContain('<p style="margin-left:4em">indented</p>');
    expect(stored).toContain(
      '<a href="https://example.test" target="_blank" rel="noopener noreferrer nofollow">link</a>',
    );
    expect((await providerRow(vic.provider.id)).aboutHtml).toBe(true);
  });

  it('empty rich text is stored as an empty paragraph; a script alone leaves nothing', async () => {
    const wes = await owner({ pro: 1 });
    await about({ aboutDesc: '<p><script>x</script></p>', aboutHtml: true }, wes.cookie);
    expect((await providerRow(wes.provider.id)).aboutDesc).toBe('<p></p>');
  });

  it('plain text is stored as typed (the page shows it as text)', async () => {
    const xia = await owner({ pro: 1 });
    await about({ aboutDesc: 'Line one\nLine two', aboutHtml: false }, xia.cookie);
    expect(await providerRow(xia.provider.id)).toMatchObject({
      aboutDesc: 'Line one\nLine two',
      aboutHtml: false,
    });
  });
});

describe('AI generation (built-in adapter)', () => {
  it('draws and stores a new banner, and a new one on the next attempt', async () => {
    const yan = await owner({ name: 'Yan Landscaping', aboutMetadata: 'Lawns and gardens' });
    await seedOffer(t.database.db, yan.provider.id, { name: 'Lawn Mowing', category: 'Lawn Care' });
    const first = await send(
      {
        method: 'POST',
        url: `${API}/ai-generate-banner-image`,
        payload: { roughInput: 'Lawns and gardens' },
      },
      yan.cookie,
    );
    expect(first.statusCode).toBe(200);
    const key = keyOf(first.json().bannerImage);
    expect((await providerRow(yan.provider.id)).bannerImage).toBe(key);
    const meta = await sharp(await readFile(mediaFile(key))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 350]);

    const second = await send(
      { method: 'POST', url: `${API}/ai-generate-banner-image`, payload: { roughInput: '' } },
      yan.cookie,
    );
    const secondKey = keyOf(second.json().bannerImage);
    expect(await readFile(mediaFile(secondKey))).not.toEqual(
      await readFile(mediaFile(key)).catch(() => Buffer.alloc(0)),
    );
  });

  it('draws and stores a logo with its background colour', async () => {
    const zed = await owner({ name: 'Zed Electric' });
    const response = await send(
      { method: 'POST', url: `${API}/ai-generate-profile-pic`, payload: {} },
      zed.cookie,
    );
    expect(response.statusCode).toBe(200);
    const row = await providerRow(zed.provider.id);
    expect(row.profilePic).toBe(keyOf(response.json().profilePic));
    expect(row.profilePicBackgroundColor).toMatch(/^[0-9a-f]{6}$/);
    const meta = await sharp(await readFile(mediaFile(row.profilePic!))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 350, 350]);
  });

  it('writes an about description from a template', async () => {
    const amy = await owner({ name: 'Amy Pools', zipCode: '78701' });
    const response = await send(
      { method: 'POST', url: `${API}/ai-about-description`, payload: {} },
      amy.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().aboutDesc).toContain('Amy Pools');
    expect(response.json().aboutDesc).toContain('Austin, TX');
  });

  it('changes nothing on a GET or a cross-site form post (a link or a form on another site)', async () => {
    const ivy = await owner({ name: 'Ivy Gutters' });
    const before = await providerRow(ivy.provider.id);
    const viaLink = await send({ method: 'GET', url: `${API}/ai-generate-profile-pic` }, ivy.cookie);
    expect(viaLink.statusCode).toBe(404);
    const viaForm = await send(
      {
        method: 'POST',
        url: `${API}/ai-about-description`,
        payload: Buffer.from('x=1'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      ivy.cookie,
    );
    expect(viaForm.statusCode).toBe(415);
    const viaText = await send(
      {
        method: 'POST',
        url: `${API}/ai-generate-profile-pic`,
        payload: Buffer.from('{}'),
        headers: { 'content-type': 'text/plain' },
      },
      ivy.cookie,
    );
    expect(viaText.statusCode).toBe(400);
    expect((await providerRow(ivy.provider.id)).profilePic).toBe(before.profilePic);
    const spent = await t.database.db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.providerId, ivy.provider.id));
    expect(spent).toEqual([]);
  });

  it('refuses a rough input over 750 characters', async () => {
    const ben = await owner();
    const response = await send(
      { method: 'POST', url: `${API}/ai-generate-banner-image`, payload: { roughInput: 'x'.repeat(751) } },
      ben.cookie,
    );
    expect(response.statusCode).toBe(400);
  });

  it('caps generations per provider and day at 10; admins are unlimited', async () => {
    const cat = await owner();
    for (let i = 0; i < 10; i++) {
      expect(
        (await send({ method: 'POST', url: `${API}/ai-about-description`, payload: {} }, cat.cookie))
          .statusCode,
      ).toBe(200);
    }
    const capped = await send(
      { method: 'POST', url: `${API}/ai-about-description`, payload: {} },
      cat.cookie,
    );
    expect([capped.statusCode, capped.json().message]).toEqual([429, "You've used all of your attempts."]);
    // Other kinds have their own count.
    expect(
      (await send({ method: 'POST', url: `${API}/ai-generate-profile-pic`, payload: {} }, cat.cookie))
        .statusCode,
    ).toBe(200);

    const boss = await admin({ memberOf: cat.provider.id });
    const asAdmin = await send(
      {
        method: 'POST',
        url: `${API}/ai-about-description?vanityName=${cat.provider.vanityName}`,
        payload: {},
      },
      boss.cookie,
    );
    expect(asAdmin.statusCode).toBe(200);
  });
});

describe('AI generation (OpenAI-compatible adapter)', () => {
  let server: Server;
  let ai: TestApp;
  const seen: { path: string; auth: string; body: Record<string, unknown> }[] = [];
  let failImages = false;

  beforeAll(async () => {
    const picture = (
      await sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer()
    ).toString('base64');
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        seen.push({
          path: request.url ?? '',
          auth: request.headers.authorization ?? '',
          body: JSON.parse(raw || '{}'),
        });
        response.setHeader('content-type', 'application/json');
        if (request.url === '/v1/images/generations') {
          if (failImages) {
            response.statusCode = 500;
            response.end('{"error":{"message":"boom"}}');
            return;
          }
          response.end(JSON.stringify({ data: [{ b64_json: picture }] }));
        } else if (request.url === '/v1/chat/completions') {
          response.end(JSON.stringify({ choices: [{ message: { content: '  We fix pipes.  ' } }] }));
        } else {
          response.statusCode = 404;
          response.end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ai = await createTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` });
  });
  afterAll(async () => {
    await ai?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function aiOwner() {
    const user = await registerUser(ai.app);
    const provider = await seedProvider(ai.database.db, { name: 'Pipe Pros', owner: user.user.id });
    return { cookie: user.cookie, provider };
  }

  it('asks the images endpoint and stores the picture; asks chat completions for text', async () => {
    const { cookie, provider } = await aiOwner();
    const banner = await ai.app.inject({
      method: 'POST',
      url: naming(`${API}/ai-generate-banner-image`, provider.vanityName),
      payload: { roughInput: 'Emergency plumbing' },
      headers: { cookie },
    });
    expect(banner.statusCode).toBe(200);
    const imageCall = seen.find((call) => call.path === '/v1/images/generations')!;
    expect(imageCall.auth).toBe('Bearer sk-test');
    expect(imageCall.body).toMatchObject({ model: 'gpt-image-1', n: 1, size: '1536x1024' });
    expect(String(imageCall.body.prompt)).toContain('Emergency plumbing');
    const [row] = await ai.database.db.select().from(providers).where(eq(providers.id, provider.id));
    const stored = await sharp(
      await readFile(path.join(ai.app.config.mediaDir, row!.bannerImage!)),
    ).metadata();
    expect([stored.format, stored.width]).toEqual(['webp', 1536]);

    const text = await ai.app.inject({
      method: 'POST',
      url: naming(`${API}/ai-about-description`, provider.vanityName),
      payload: {},
      headers: { cookie },
    });
    expect(text.json()).toEqual({ aboutDesc: 'We fix pipes.' });
    expect(seen.find((call) => call.path === '/v1/chat/completions')!.body).toMatchObject({
      model: 'gpt-4o-mini',
    });
  });

  it('a failing service answers 503 with the spec message and leaves the profile alone', async () => {
    const { cookie, provider } = await aiOwner();
    failImages = true;
    const response = await ai.app.inject({
      method: 'POST',
      url: naming(`${API}/ai-generate-profile-pic`, provider.vanityName),
      payload: {},
      headers: { cookie },
    });
    failImages = false;
    expect([response.statusCode, response.json().message]).toEqual([
      503,
      'Error generating picture. Please try again later.',
    ]);
    const [row] = await ai.database.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(row!.profilePic).toBeNull();
  });
});
