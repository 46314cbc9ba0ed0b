import { promoVideoMessages as messages } from '@porchlight/core/media/promo-video.schemas';
import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { memberships, offers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedOffer, seedPhoto, seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type People, type Role, seedPeople } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

let people: People;

const SET = '/api/v1/provider/profile/offers/promo-video';
const DELETE = '/api/v1/provider/profile/offers/delete-promo-video';

beforeAll(async () => {
  t = await createTestApp();
  people = await seedPeople(t.app, t.database.db);
});
afterAll(() => t.close());

let counter = 0;

/** A provider of `people.owner` (with `people.manager`): an offer, two gallery videos and a photo. */
async function company() {
  const { db } = t.database;
  const provider = await seedProvider(db, { name: `Shiny Windows ${++counter}`, owner: people.owner.id });
  await db
    .insert(memberships)
    .values({ userId: people.manager.id, providerId: provider.id, role: 'manager' });
  const video = (friendlyImageName: string) =>
    seedPhoto(db, {
      providerId: provider.id,
      friendlyImageName,
      storageKey: `providers/${provider.id}/photos/${friendlyImageName}.mp4`,
      contentType: 'video/mp4',
      isVideo: true,
    });
  const [tour, crew, kitchen, offer] = await Promise.all([
    video('tour'),
    video('crew'),
    seedPhoto(db, { providerId: provider.id, friendlyImageName: 'kitchen' }),
    seedOffer(db, provider.id, { name: 'Window Washing', category: 'Cleaning' }),
  ]);
  return { provider, offer, tour: tour!, crew: crew!, kitchen: kitchen! };
}

function call(role: Role, method: 'POST' | 'PATCH', url: string, provider: ProviderRow, payload: object) {
  const cookie = role === 'anonymous' ? undefined : people[role].cookie;
  return t.app.inject({
    method,
    url: `${url}?vanityName=${provider.vanityName}`,
    payload,
    headers: cookie ? { cookie } : {},
  });
}

async function promoPath(offerId: string) {
  const [row] = await t.database.db.select().from(offers).where(eq(offers.id, offerId));
  return row!.promoVideoPath;
}

const table = [
  ['anonymous', 401],
  ['user', 403],
  ['otherOwner', 403],
  ['admin', 403],
  ['owner', 200],
  ['manager', 200],
] as const;

describe.each(['POST', 'PATCH'] as const)('%s provider/profile/offers/promo-video', (method) => {
  it.each(table)('%s -> %i', async (role, status) => {
    const { provider, offer, tour } = await company();
    const response = await call(role, method, SET, provider, {
      offerNumber: offer.offerNumber,
      friendlyName: 'tour',
    });
    expect(response.statusCode).toBe(status);
    if (status === 403) expect(response.json().message).toBe(offerMessages.notMember);
    expect(await promoPath(offer.id)).toBe(status === 200 ? tour.storageKey : null);
    if (status === 200)
      expect(response.json()).toEqual({
        offerNumber: offer.offerNumber,
        promoVideoPath: `/media/${tour.storageKey}`,
      });
  });
});

describe('POST provider/profile/offers/delete-promo-video', () => {
  it.each(table)('%s -> %i', async (role, status) => {
    const { provider, offer, tour } = await company();
    await t.database.db
      .update(offers)
      .set({ promoVideoPath: tour.storageKey })
      .where(eq(offers.id, offer.id));
    const response = await call(role, 'POST', DELETE, provider, { offerNumber: offer.offerNumber });
    expect(response.statusCode).toBe(status);
    if (status === 200)
      expect(response.json()).toEqual({ offerNumber: offer.offerNumber, promoVideoPath: null });
    expect(await promoPath(offer.id)).toBe(status === 200 ? null : tour.storageKey);
  });
});

describe('what the calls do', () => {
  it('set, replace, show on the offer page, then remove; the profile pages are untouched', async () => {
    const { provider, offer, tour, crew } = await company();
    const set = await call('owner', 'POST', SET, provider, {
      offerNumber: offer.offerNumber,
      friendlyName: 'tour',
    });
    expect(set.statusCode).toBe(200);
    expect(await promoPath(offer.id)).toBe(tour.storageKey);

    const replaced = await call('owner', 'PATCH', SET, provider, {
      offerNumber: offer.offerNumber,
      friendlyName: ' crew ',
    });
    expect(replaced.json().promoVideoPath).toBe(`/media/${crew.storageKey}`);

    const page = await t.app.inject({
      url: `/api/v1/network/profile/offers/${provider.vanityName}/${offer.nameUri}`,
    });
    expect(page.json().offers[0].promoVideoPath).toBe(`/media/${crew.storageKey}`);
    const profile = await t.app.inject({ url: `/api/v1/network/profile/${provider.vanityName}` });
    expect(profile.json().servicesPromoVideoPath).toBeNull();

    const removed = await call('owner', 'POST', DELETE, provider, { offerNumber: offer.offerNumber });
    expect(removed.statusCode).toBe(200);
    expect(await promoPath(offer.id)).toBeNull();
  });

  it('deleting the gallery video ends its use on the offer', async () => {
    const { provider, offer } = await company();
    await call('owner', 'POST', SET, provider, { offerNumber: offer.offerNumber, friendlyName: 'tour' });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/provider/profile/photo/delete/tour?vanityName=${provider.vanityName}`,
      headers: { cookie: people.owner.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await promoPath(offer.id)).toBeNull();
  });
});

describe('messages', () => {
  it.each([
    ['no friendlyName', {}, 400, messages.chooseVideo],
    ['a blank friendlyName', { friendlyName: '  ' }, 400, messages.chooseVideo],
    ['a name not in the gallery', { friendlyName: 'nope' }, 404, messages.notInGallery],
    ['a picture, not an .mp4 video', { friendlyName: 'kitchen' }, 400, messages.notAVideo],
  ] as const)('%s -> %i', async (_label, body, status, message) => {
    const { provider, offer } = await company();
    const response = await call('owner', 'POST', SET, provider, { offerNumber: offer.offerNumber, ...body });
    expect([response.statusCode, response.json().message]).toEqual([status, message]);
    expect(await promoPath(offer.id)).toBeNull();
  });

  it('no offer number -> 400', async () => {
    const { provider } = await company();
    const response = await call('owner', 'POST', SET, provider, { friendlyName: 'tour' });
    expect([response.statusCode, response.json().message]).toEqual([400, messages.chooseService]);
  });

  it("another provider's offer is not available, even to a member of both", async () => {
    const [first, second] = [await company(), await company()];
    for (const [url, body] of [
      [SET, { offerNumber: first.offer.offerNumber, friendlyName: 'tour' }],
      [DELETE, { offerNumber: first.offer.offerNumber }],
    ] as const) {
      const response = await call('owner', 'POST', url, second.provider, body);
      expect([response.statusCode, response.json().message]).toEqual([404, offerMessages.notAvailable]);
    }
    expect(await promoPath(first.offer.id)).toBeNull();
  });

  it("another provider's video is not in this gallery", async () => {
    const [first, second] = [await company(), await company()];
    await seedPhoto(t.database.db, {
      providerId: first.provider.id,
      friendlyImageName: 'first-only',
      storageKey: `providers/${first.provider.id}/photos/first-only.mp4`,
      isVideo: true,
    });
    const response = await call('owner', 'POST', SET, second.provider, {
      offerNumber: second.offer.offerNumber,
      friendlyName: 'first-only',
    });
    expect([response.statusCode, response.json().message]).toEqual([404, messages.notInGallery]);
  });
});
