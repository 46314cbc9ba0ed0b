import { profileEditingMessages } from '@porchlight/core/media/profile-editing.messages';
import {
  promoVideoMessages as messages,
  PROMO_VIDEO_PAGES,
  PROMO_VIDEO_PATH_FIELDS,
} from '@porchlight/core/media/promo-video.schemas';
import { ownerCallMessages } from '@porchlight/core/providers/profile.schemas';
import { memberships, providers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedPhoto, seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, type Role, seedPeople } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

let people: People;

const SET = '/api/v1/provider/profile/promo-video';
const DELETE = '/api/v1/provider/profile/delete-promo-video';

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
  await seedProvider(t.database.db, { name: 'Other Roofing', owner: people.otherOwner.id });
});
afterAll(() => t.close());

let counter = 0;

/** A provider of `people.owner` with `people.manager` as manager, two gallery videos and a photo. */
async function company(fields: Parameters<typeof seedProvider>[1] = {}) {
  const provider = await seedProvider(t.database.db, {
    name: `Bright Nest Cleaning ${++counter}`,
    owner: people.owner.id,
    ...fields,
  });
  await t.database.db
    .insert(memberships)
    .values({ userId: people.manager.id, providerId: provider.id, role: 'manager' });
  const video = (friendlyImageName: string) =>
    seedPhoto(t.database.db, {
      providerId: provider.id,
      friendlyImageName,
      storageKey: `providers/${provider.id}/photos/${friendlyImageName}.mp4`,
      contentType: 'video/mp4',
      isVideo: true,
    });
  const [tour, crew, kitchen] = await Promise.all([
    video('tour'),
    video('crew'),
    seedPhoto(t.database.db, { providerId: provider.id, friendlyImageName: 'kitchen' }),
  ]);
  return { provider, tour: tour!, crew: crew!, kitchen: kitchen! };
}

function call(
  role: Role,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  const cookie = role === 'anonymous' ? undefined : people[role].cookie;
  return t.app.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
}

async function promoPaths(provider: ProviderRow) {
  const [row] = await t.database.db.select().from(providers).where(eq(providers.id, provider.id));
  return Object.fromEntries(PROMO_VIDEO_PAGES.map((page) => [page, row![PROMO_VIDEO_PATH_FIELDS[page]]]));
}

const named = (url: string, provider: ProviderRow) => `${url}?vanityName=${provider.vanityName}`;

// ---------------------------------------------------------------------------------------------
// Permission tables: every role, an explicit answer for each

const table = [
  ['anonymous', 401, profileEditingMessages.noProvider],
  ['user', 403, profileEditingMessages.noProvider],
  ['otherOwner', 403, profileEditingMessages.noProvider],
  ['admin', 403, profileEditingMessages.noProvider],
  ['owner', 200, null],
  ['manager', 200, null],
] as const;

describe.each(['POST', 'PATCH'] as const)('%s provider/profile/promo-video', (method) => {
  it.each(table)('%s -> %i', async (role, status, message) => {
    const { provider, tour } = await company();
    const response = await call(role, method, named(SET, provider), {
      page: 'reviews',
      friendlyName: 'tour',
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe(message);
    expect((await promoPaths(provider)).reviews).toBe(status === 200 ? tour.storageKey : null);
    if (status === 200) {
      expect(response.json()).toEqual({ page: 'reviews', promoVideoPath: `/media/${tour.storageKey}` });
    }
  });
});

describe('POST provider/profile/delete-promo-video', () => {
  it.each(table)('%s -> %i', async (role, status, message) => {
    const { provider, tour } = await company();
    await t.database.db
      .update(providers)
      .set({ reviewsPromoVideoPath: tour.storageKey })
      .where(eq(providers.id, provider.id));
    const response = await call(role, 'POST', named(DELETE, provider), { page: 'reviews' });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe(message);
    if (status === 200) expect(response.json()).toEqual({ page: 'reviews', promoVideoPath: null });
    expect((await promoPaths(provider)).reviews).toBe(status === 200 ? null : tour.storageKey);
  });
});

describe('whose provider', () => {
  it('a call that names no provider is refused, and changes nothing', async () => {
    const { provider } = await company();
    const response = await call('otherOwner', 'POST', SET, { page: 'reviews', friendlyName: 'tour' });
    expect([response.statusCode, response.json().message]).toEqual([
      400,
      ownerCallMessages.vanityNameRequired,
    ]);
    expect((await promoPaths(provider)).reviews).toBeNull();
  });

  it('the owner on a custom domain Host: 403', async () => {
    const { provider } = await company({ customDomain: `www.bright-nest-${counter}.test` });
    const response = await call(
      'owner',
      'POST',
      named(SET, provider),
      { page: 'reviews', friendlyName: 'tour' },
      { host: provider.customDomain! },
    );
    expect([response.statusCode, response.json().message]).toEqual([
      403,
      profileEditingMessages.customDomain,
    ]);
    expect((await promoPaths(provider)).reviews).toBeNull();
  });

  it('a vanity name in any case names the provider', async () => {
    const { provider, crew } = await company();
    const response = await call(
      'manager',
      'PATCH',
      `${SET}?vanityName=${provider.vanityName.toUpperCase()}`,
      {
        page: 'reviews',
        friendlyName: 'crew',
      },
    );
    expect(response.statusCode).toBe(200);
    expect((await promoPaths(provider)).reviews).toBe(crew.storageKey);
  });
});

// ---------------------------------------------------------------------------------------------
// What the calls do

describe('setting and clearing', () => {
  it.each(PROMO_VIDEO_PAGES)(
    'the %s page: set, replace, then remove; other pages untouched',
    async (page) => {
      const { provider, tour, crew } = await company();
      const untouched = (value: string | null) =>
        Object.fromEntries(PROMO_VIDEO_PAGES.map((p) => [p, p === page ? value : null]));

      const set = await call('owner', 'POST', named(SET, provider), { page, friendlyName: 'tour' });
      expect(set.statusCode).toBe(200);
      expect(await promoPaths(provider)).toEqual(untouched(tour.storageKey));

      const replaced = await call('owner', 'PATCH', named(SET, provider), { page, friendlyName: ' crew ' });
      expect(replaced.json()).toEqual({ page, promoVideoPath: `/media/${crew.storageKey}` });
      expect(await promoPaths(provider)).toEqual(untouched(crew.storageKey));

      const removed = await call('owner', 'POST', named(DELETE, provider), { page });
      expect(removed.statusCode).toBe(200);
      expect(await promoPaths(provider)).toEqual(untouched(null));
    },
  );

  it('the profile read returns the reviews video as a /media URL', async () => {
    const { provider, tour } = await company();
    await call('owner', 'POST', named(SET, provider), { page: 'reviews', friendlyName: 'tour' });
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/v1/network/profile/${provider.vanityName}`,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().reviewsPromoVideoPath).toBe(`/media/${tour.storageKey}`);
  });

  it('removing when there is no video is fine (200, stays empty)', async () => {
    const { provider } = await company();
    const response = await call('owner', 'POST', named(DELETE, provider), { page: 'about' });
    expect(response.statusCode).toBe(200);
    expect((await promoPaths(provider)).about).toBeNull();
  });

  it('deleting the gallery video ends its use as a promo video', async () => {
    const { provider, tour } = await company();
    await call('owner', 'POST', named(SET, provider), { page: 'reviews', friendlyName: 'tour' });
    await call('owner', 'POST', named(SET, provider), { page: 'home', friendlyName: 'tour' });
    await call('owner', 'POST', named(SET, provider), { page: 'about', friendlyName: 'crew' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: named('/api/v1/provider/profile/photo/delete/tour', provider),
      headers: { cookie: people.owner.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    const paths = await promoPaths(provider);
    expect([paths.reviews, paths.home]).toEqual([null, null]);
    expect(paths.about).not.toBeNull();
    expect(paths.about).not.toBe(tour.storageKey);
  });
});

describe('messages', () => {
  it.each([
    ['no friendlyName', { page: 'reviews' }, 400, messages.chooseVideo],
    ['a blank friendlyName', { page: 'reviews', friendlyName: '  ' }, 400, messages.chooseVideo],
    ['an unknown page', { page: 'gallery', friendlyName: 'tour' }, 400, messages.choosePage],
    ['a name not in the gallery', { page: 'reviews', friendlyName: 'nope' }, 404, messages.notInGallery],
    ['a picture, not a video', { page: 'reviews', friendlyName: 'kitchen' }, 400, messages.notAVideo],
  ] as const)('%s -> %i', async (_label, body, status, message) => {
    const { provider } = await company();
    const response = await call('owner', 'POST', named(SET, provider), body);
    expect([response.statusCode, response.json().message]).toEqual([status, message]);
    expect((await promoPaths(provider)).reviews).toBeNull();
  });

  it("another provider's video is not in this gallery, even for a member of both", async () => {
    const [first, second] = [await company(), await company()];
    await seedPhoto(t.database.db, {
      providerId: first.provider.id,
      friendlyImageName: 'first-only',
      storageKey: `providers/${first.provider.id}/photos/first-only.mp4`,
      isVideo: true,
    });
    const response = await call('owner', 'POST', named(SET, second.provider), {
      page: 'reviews',
      friendlyName: 'first-only',
    });
    expect([response.statusCode, response.json().message]).toEqual([404, messages.notInGallery]);
    expect((await promoPaths(second.provider)).reviews).toBeNull();
  });

  it('a delete without a known page -> 400', async () => {
    const { provider } = await company();
    const response = await call('owner', 'POST', named(DELETE, provider), { page: 'photos' });
    expect([response.statusCode, response.json().message]).toEqual([400, messages.choosePage]);
  });
});
