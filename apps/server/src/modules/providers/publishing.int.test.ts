import { authMessages } from '@porchlight/core/identity/auth.messages';
import { publishMessages } from '@porchlight/core/providers/owner-tools.messages';
import { providers } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof seedLoggedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await seedLoggedInUser(t.app, t.database.db);
});
afterAll(() => t.close());

const ownerCall = (
  method: 'GET' | 'POST',
  path: string,
  vanityName: string,
  payload?: object,
  headers = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1/provider/profile/${path}?vanityName=${vanityName}`,
    payload,
    headers: { cookie: owner.cookie, ...headers },
  });

const sameOrigin = { 'sec-fetch-site': 'same-origin' };

describe('Publish', () => {
  it('names every publish requirement that is missing', async () => {
    const bare = await seedProvider(t.database.db, {
      name: 'Bare Bones Builders',
      owner: owner.user.id,
      published: false,
      aboutMetadata: null,
      phoneNumber: null,
      city: null,
      stateCode: null,
      zipCode: null,
    });
    // The factory still fills a zip when none is given: take it away for this test.
    await t.database.db.update(providers).set({ zipCode: null }).where(eq(providers.id, bare.id));
    const answer = await ownerCall('POST', 'publish', bare.vanityName, {});
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: publishMessages.briefDescription,
      fields: {
        aboutMetadata: publishMessages.briefDescription,
        contact: publishMessages.phoneOrEmail,
        zipCode: publishMessages.zip,
        stateCode: publishMessages.state,
        city: publishMessages.city,
      },
    });
    const completion = await ownerCall('GET', 'completion', bare.vanityName);
    expect(completion.json()).toMatchObject({ published: false, percentage: 0, canPublish: false });
    expect(completion.json().steps.map((step: { key: string }) => step.key)).toEqual([
      'services',
      'website',
      'phone',
      'notifications',
      'photos',
      'social',
      'verification',
    ]);
  });

  it('publishes with the wanted add-ons; Disable Profile hides it from visitors, search and the sitemap at once', async () => {
    const profile = await seedProvider(t.database.db, {
      name: 'Toggle Tile Works',
      owner: owner.user.id,
      published: false,
      email: 'hi@tile.example',
      website: 'https://tile.example',
    });
    const published = await ownerCall('POST', 'publish', profile.vanityName, {
      wantsWebsite: true,
      wantsPhone: true,
    });
    expect(published.json()).toEqual({ vanityName: profile.vanityName, published: true });
    const [row] = await t.database.db.select().from(providers).where(eq(providers.id, profile.id));
    expect(row).toMatchObject({ published: true, wantsWebsite: true, wantsPhone: true, wantsFsm: false });
    const completion = (await ownerCall('GET', 'completion', profile.vanityName)).json();
    // Website and public phone of 7 steps.
    expect(completion.percentage).toBe(29);

    const visible = async () => {
      const page = await t.app.inject({ url: `/api/v1/network/profile/${profile.vanityName}` });
      const sitemap = await t.app.inject({ url: '/api/v1/network/sitemap/profiles' });
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/v1/network/profile/list/search',
        payload: { first: 0, rows: 50, zipCode: '78701' },
      });
      return {
        page: page.statusCode,
        sitemap: sitemap
          .json()
          .profiles.some((p: { vanityName: string }) => p.vanityName === profile.vanityName),
        search: search
          .json()
          .profiles.some((p: { vanityName: string }) => p.vanityName === profile.vanityName),
      };
    };
    expect(await visible()).toEqual({ page: 200, sitemap: true, search: true });

    // Another site's link or image must not disable a profile.
    const crossSite = await ownerCall('GET', 'unpublish', profile.vanityName, undefined, {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.json()).toMatchObject({ statusCode: 403, message: authMessages.notFromThisSite });
    expect((await visible()).page).toBe(200);

    const disabled = await ownerCall('GET', 'unpublish', profile.vanityName, undefined, sameOrigin);
    expect(disabled.json()).toEqual({ vanityName: profile.vanityName, published: false });
    expect(await visible()).toEqual({ page: 404, sitemap: false, search: false });
    const own = await t.app.inject({
      url: `/api/v1/network/profile/${profile.vanityName}`,
      headers: { cookie: owner.cookie },
    });
    expect(own.json().published).toBe(false);

    expect((await ownerCall('POST', 'publish', profile.vanityName, {})).statusCode).toBe(200);
    expect(await visible()).toEqual({ page: 200, sitemap: true, search: true });
  });

  it('announces the change to every process, so cached pages go', async () => {
    const profile = await seedProvider(t.database.db, { name: 'Cache Drop Carpets', owner: owner.user.id });
    const heard: string[] = [];
    const unsubscribe = t.app.events.subscribe('provider.changed', ({ vanityNameLc }) =>
      heard.push(vanityNameLc),
    );
    await ownerCall('GET', 'unpublish', profile.vanityName, undefined, sameOrigin);
    await expect.poll(() => heard, { timeout: 5000 }).toContain(profile.vanityNameLc);
    unsubscribe();
  });

  it('is for the owner only', async () => {
    const profile = await seedProvider(t.database.db, { name: 'Not Yours Nursery' });
    const answer = await ownerCall('GET', 'unpublish', profile.vanityName, undefined, sameOrigin);
    expect(answer.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(providers).where(eq(providers.id, profile.id));
    expect(row!.published).toBe(true);
  });
});
