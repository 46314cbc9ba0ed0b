import { existsSync } from 'node:fs';
import path from 'node:path';
import { offerPhotos } from '@porchlight/db/schema/index';
import {
  befriend,
  type ProviderRow,
  seedOffer,
  seedPhoto,
  seedProvider,
  seedReview,
  seedUser,
} from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let full: ProviderRow;
type LoggedIn = Awaited<ReturnType<typeof seedLoggedInUser>>;
let owner: LoggedIn;
let hiddenOwner: LoggedIn;
let otherOwner: LoggedIn;
let admin: LoggedIn;
let someone: LoggedIn;

const hours = {
  version: 1 as const,
  enabled: true,
  mon: { open: true, allDay: false, time: '8 AM - 5 PM' },
  tue: { open: true, allDay: false, time: '8 AM - 5 PM' },
  wed: { open: true, allDay: false, time: '8 AM - 5 PM' },
  thu: { open: true, allDay: false, time: '8 AM - 5 PM' },
  fri: { open: true, allDay: false, time: '8 AM - 5 PM' },
  // A closed day carries the dialog's default times (what PATCH provider/profile/hours keeps).
  sat: { open: false, allDay: false, time: '8 AM - 5 PM' },
  sun: { open: false, allDay: false, time: '8 AM - 5 PM' },
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  owner = await seedLoggedInUser(t.app, db, { firstName: 'Olive', lastName: 'Owner' });
  hiddenOwner = await seedLoggedInUser(t.app, db);
  otherOwner = await seedLoggedInUser(t.app, db);
  admin = await seedLoggedInUser(t.app, db, { role: 'admin' });
  someone = await seedLoggedInUser(t.app, db, { firstName: 'Sid', lastName: 'Someone' });

  full = await seedProvider(db, {
    name: 'Bright Nest Cleaning Co.',
    vanityName: 'Bright-Nest',
    owner: owner.user.id,
    customDomain: 'brightnest.example',
    verified: true,
    pro: 1,
    email: 'hello@brightnest.example',
    website: 'https://brightnest.example',
    phoneNumber: '5125550123',
    address: '100 Main St',
    address2: 'Suite 2',
    zipCode: '78701',
    hours,
    aboutDesc: '<p>We <strong>clean</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    aboutHtml: true,
    profilePic: 'providers/bright-nest/logo.webp',
    bannerImage: 'providers/bright-nest/banner.webp',
    bannerImagePosition: 'top',
    bannerImageBackgroundColor: '0e4f57',
    facebook: 'https://www.facebook.com/brightnest',
    chatEnabled: true,
  });
  const deep = await seedOffer(
    db,
    full.id,
    { name: 'Deep Cleaning', category: 'Cleaning', subcategory: 'Home Cleaning' },
    { featured: true, descriptionHtml: '<p>Deep <em>clean</em></p><iframe src="https://evil"></iframe>' },
  );
  await seedOffer(db, full.id, {
    name: 'Move-Out Cleaning',
    category: 'Cleaning',
    subcategory: 'Home Cleaning',
  });
  await seedOffer(db, full.id, { name: 'Window Washing', category: 'Cleaning' });
  await seedOffer(db, full.id, { name: 'Pool Opening', category: 'Pools' });
  const kitchen = await seedPhoto(db, {
    providerId: full.id,
    friendlyImageName: 'kitchen-1',
    orderNumber: 1,
  });
  await seedPhoto(db, {
    providerId: full.id,
    friendlyImageName: 'tour-1',
    storageKey: `providers/${full.id}/photos/tour-1.mp4`,
    contentType: 'video/mp4',
    isVideo: true,
    orderNumber: 2,
  });
  await db.insert(offerPhotos).values({ offerId: deep.id, photoId: kitchen.id });

  const reviewer = await seedUser(db, { email: 'r1@example.test', firstName: 'Rae', lastName: 'Reviewer' });
  await seedReview(db, { providerId: full.id, userId: reviewer.id, rating: 5 });
  await seedReview(db, { providerId: full.id, userId: someone.user.id, rating: 4 });
  await befriend(db, someone.user.id, reviewer.id);

  await seedProvider(db, { name: 'Hidden Handyman', published: false, owner: hiddenOwner.user.id });
  await seedProvider(db, {
    name: 'Other Owner Plumbing',
    owner: otherOwner.user.id,
    customDomain: 'otherplumbing.example',
  });

  await seedProvider(db, {
    name: 'Bare Bones Movers',
    unclaimed: true,
    phoneNumber: null,
    latitude: null,
    longitude: null,
    zipCode: '80202',
  });
});
afterAll(() => t.close());

const get = (url: string, options: { cookie?: string; host?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: {
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.host && { host: options.host }),
    },
  });

describe('GET network/profile/{vanityName}', () => {
  it('answers every field of the profile, case-insensitively by vanity name', async () => {
    const response = await get('/network/profile/bright-nest');
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({
      name: 'Bright Nest Cleaning Co.',
      uri: 'Bright-Nest',
      vanityNameLC: 'bright-nest',
      uriPrefix: '/company/Bright-Nest',
      published: true,
      verified: true,
      customDomain: 'brightnest.example',
      onCustomDomain: false,
      unclaimed: false,
      rating: '4.5',
      reviewCount: 2,
      friendReviews: 0,
      reviewedByCurrentUser: false,
      pro: 1,
      aboutHtml: true,
      isCreatingProfile: false,
      isOwner: false,
      phoneNumber: '5125550123',
      formattedPhoneNumber: '(512) 555-0123',
      email: 'hello@brightnest.example',
      website: 'https://brightnest.example',
      hours,
      // Austin's zone, from its location (issue 33).
      timeZone: 'America/Chicago',
      location: {
        address: '100 Main St',
        address2: 'Suite 2',
        city: 'Austin',
        stateCode: 'TX',
        zipCode: '78701',
      },
      profilePic: '/media/providers/bright-nest/logo.webp',
      profilePicFit: 'contain',
      bannerImage: '/media/providers/bright-nest/banner.webp',
      bannerImagePosition: 'top',
      bannerImageFit: 'cover',
      bannerImageBackgroundColor: '0e4f57',
      bannerImageShowCompanyOverlay: true,
      disableRequestForms: false,
      chatEnabled: true,
      homePromoVideoPath: null,
      reviewUrl: 'http://localhost:3000/company/Bright-Nest/reviews/new',
      social: { facebook: 'https://www.facebook.com/brightnest', x: null },
    });
    expect(profile.locationPoint.type).toBe('Point');
    const [lng, lat] = profile.locationPoint.coordinates;
    expect(lng).toBeLessThan(-90);
    expect(lat).toBeGreaterThan(29);
    expect((await get('/network/profile/BRIGHT-NEST')).statusCode).toBe(200);
  });

  it('sanitises the about HTML', async () => {
    const { aboutDesc } = (await get('/network/profile/bright-nest')).json();
    expect(aboutDesc).toContain('<strong>clean</strong>');
    expect(aboutDesc).not.toMatch(/script|onerror|<img/);
  });

  it('lists pictures (.mp4 as videos without thumbnails) with their service tags', async () => {
    const { data } = (await get('/network/profile/bright-nest')).json();
    expect(data).toEqual([
      {
        publicPath: `/media/providers/${full.id}/photos/kitchen-1.webp`,
        friendlyImageName: 'kitchen-1',
        title: 'Kitchen',
        onService: true,
        thumbnailPath: `/media/providers/${full.id}/photos/kitchen-1-150.webp`,
        tilePath: `/media/providers/${full.id}/photos/kitchen-1-295.webp`,
      },
      {
        publicPath: `/media/providers/${full.id}/photos/tour-1.mp4`,
        friendlyImageName: 'tour-1',
        title: 'Tour',
        onService: false,
        thumbnailPath: null,
        tilePath: null,
      },
    ]);
    const pictures = await get('/network/profile/allpictures/bright-nest');
    expect(pictures.json()).toEqual({ data });
  });

  it('builds the offer menu: each category with its subcategories, then its offers', async () => {
    const { services, firstCategory } = (await get('/network/profile/bright-nest')).json();
    expect(services.map((item: { type: string; name: string }) => `${item.type}:${item.name}`)).toEqual([
      'category:Cleaning',
      'offer:Deep Cleaning',
      'offer:Move-Out Cleaning',
      'offer:Window Washing',
      'category:Pools',
      'offer:Pool Opening',
    ]);
    expect(services[0]).toMatchObject({
      nameUri: 'cleaning',
      subcategories: [
        {
          name: 'Home Cleaning',
          nameUri: 'home-cleaning',
          offers: [
            { name: 'Deep Cleaning', nameUri: 'deep-cleaning' },
            { name: 'Move-Out Cleaning', nameUri: 'move-out-cleaning' },
          ],
        },
      ],
      offers: [{ name: 'Window Washing', nameUri: 'window-washing' }],
    });
    expect(services[1]).toMatchObject({
      type: 'offer',
      nameUri: 'deep-cleaning',
      featured: true,
      categoryUri: 'cleaning',
      subcategoryUri: 'home-cleaning',
    });
    expect(typeof services[1].offerNumber).toBe('number');
    expect(firstCategory).toEqual({
      name: 'Cleaning',
      nameUri: 'cleaning',
      bi: '/media/defaults/banners/cleaning.webp',
    });
    // The default image is drawn into media storage on first use.
    expect(existsSync(path.join(t.app.config.mediaDir, 'defaults/banners/cleaning.webp'))).toBe(true);
  });

  it('answers rating 0.0, no menu and a zip-code location for a bare unclaimed profile', async () => {
    const profile = (await get('/network/profile/bare-bones-movers')).json();
    expect(profile).toMatchObject({
      rating: '0.0',
      reviewCount: 0,
      unclaimed: true,
      services: [],
      firstCategory: null,
      bannerImage: null,
      formattedPhoneNumber: null,
      data: [],
    });
    expect(profile.locationPoint.coordinates[1]).toBeCloseTo(39.75, 0);
    expect(existsSync(path.join(t.app.config.mediaDir, 'defaults/banners/home.webp'))).toBe(true);
  });

  it("tells a logged-in user about their own review and their friends' reviews", async () => {
    const profile = (await get('/network/profile/bright-nest', { cookie: someone.cookie })).json();
    expect(profile).toMatchObject({ reviewedByCurrentUser: true, friendReviews: 1, isOwner: false });
  });

  it('shows the owner as owner, with edit rights on the main site only', async () => {
    const mine = (await get('/network/profile/bright-nest', { cookie: owner.cookie })).json();
    expect(mine.isOwner).toBe(true);
    const onDomain = (
      await get('/network/profile/bright-nest', { cookie: owner.cookie, host: 'brightnest.example' })
    ).json();
    expect(onDomain).toMatchObject({ isOwner: false, uriPrefix: '', onCustomDomain: true });
    const otherDomain = (
      await get('/network/profile/bright-nest', { cookie: owner.cookie, host: 'otherplumbing.example' })
    ).json();
    expect(otherDomain).toMatchObject({
      isOwner: false,
      uriPrefix: '/company/Bright-Nest',
      onCustomDomain: false,
    });
  });

  it('answers 404 with the company name for a missing company', async () => {
    const response = await get('/network/profile/nobody-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Company "nobody-here" Not Found');
  });
});

describe('unpublished profiles', () => {
  const paths = [
    '/network/profile/hidden-handyman',
    '/network/profile/allpictures/hidden-handyman',
    '/network/profile/reviews/hidden-handyman',
  ];
  it.each([
    ['an anonymous visitor', () => undefined, 404],
    ['a logged-in user', () => someone.cookie, 404],
    ['the owner of another provider', () => otherOwner.cookie, 404],
    ['its owner', () => hiddenOwner.cookie, 200],
    ['an admin', () => admin.cookie, 200],
  ])('%s gets %i', async (_who, cookie, status) => {
    for (const url of paths) expect((await get(url, { cookie: cookie() })).statusCode).toBe(status);
  });

  it('is being created while its owner has no services yet', async () => {
    const mine = (await get('/network/profile/hidden-handyman', { cookie: hiddenOwner.cookie })).json();
    expect(mine).toMatchObject({ isOwner: true, isCreatingProfile: true, published: false });
    const asAdmin = (await get('/network/profile/hidden-handyman', { cookie: admin.cookie })).json();
    expect(asAdmin).toMatchObject({ isOwner: false, isCreatingProfile: false });
  });
});

describe('custom domains', () => {
  it.each([
    ['brightnest.example', ''],
    ['BrightNest.Example:3100', ''],
    ['www.brightnest.example', ''],
    ['localhost:3000', '/company/Bright-Nest'],
    ['127.0.0.1', '/company/Bright-Nest'],
    ['unknown.example', '/company/Bright-Nest'],
  ])('Host %s gives the prefix "%s"', async (host, prefix) => {
    expect((await get('/network/profile/bright-nest', { host })).json().uriPrefix).toBe(prefix);
  });

  it('resolves a Host header to its provider', async () => {
    expect(await t.app.customDomains.resolve('brightnest.example')).toMatchObject({
      providerId: full.id,
      vanityName: 'Bright-Nest',
    });
    expect(await t.app.customDomains.resolve('www.otherplumbing.example')).toMatchObject({
      vanityName: 'other-owner-plumbing',
    });
    expect(await t.app.customDomains.resolve('nothing.example')).toBeNull();
    expect(await t.app.customDomains.resolve('localhost')).toBeNull();
  });

  it('follows X-Forwarded-Host from a proxy', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/network/profile/bright-nest',
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'brightnest.example' },
    });
    expect(response.json().uriPrefix).toBe('');
  });
});

describe('GET network/profile/offers/{vanityName}/{nameUri}', () => {
  it('answers a category with its subcategories and offers', async () => {
    const page = (await get('/network/profile/offers/bright-nest/cleaning')).json();
    expect(page).toMatchObject({
      offerLevel: 'category',
      category: { name: 'Cleaning', nameUri: 'cleaning' },
      subcategory: null,
      subcategories: [{ name: 'Home Cleaning', nameUri: 'home-cleaning' }],
    });
    expect(page.offers.map((offer: { name: string }) => offer.name)).toEqual([
      'Deep Cleaning',
      'Move-Out Cleaning',
      'Window Washing',
    ]);
  });

  it('answers a subcategory of a category', async () => {
    const page = (await get('/network/profile/offers/bright-nest/cleaning?sub=home-cleaning')).json();
    expect(page.offerLevel).toBe('subcategory');
    expect(page.subcategory).toEqual({ name: 'Home Cleaning', nameUri: 'home-cleaning' });
    expect(page.offers).toHaveLength(2);
  });

  it('answers one offer with sanitised HTML and its tagged photos', async () => {
    const page = (await get('/network/profile/offers/bright-nest/deep-cleaning')).json();
    expect(page.offerLevel).toBe('offer');
    const [offer] = page.offers;
    expect(offer).toMatchObject({
      name: 'Deep Cleaning',
      featured: true,
      category: { nameUri: 'cleaning' },
      subcategory: { nameUri: 'home-cleaning' },
      photos: [{ friendlyImageName: 'kitchen-1' }],
    });
    expect(offer.descriptionHtml).toBe('<p>Deep <em>clean</em></p>');
  });

  it.each([
    ['/network/profile/offers/bright-nest/gutters'],
    ['/network/profile/offers/bright-nest/cleaning?sub=pools'],
  ])('%s is not available', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This offer is not available.');
  });
});

describe('GET network/profile/pricing-forms/{uri}', () => {
  it("answers each offer's questions in menu order, for the pricing wizard", async () => {
    const response = await get('/network/profile/pricing-forms/bright-nest');
    expect(response.statusCode).toBe(200);
    const { offers } = response.json();
    expect(offers.map((offer: { name: string }) => offer.name)).toEqual([
      'Deep Cleaning',
      'Move-Out Cleaning',
      'Window Washing',
      'Pool Opening',
    ]);
    // Offers without their own input form ask the default questions: where, and what.
    expect(offers[0].pricingForm.map((question: { name: string }) => question.name)).toEqual([
      'address',
      'description',
    ]);
  });

  it('answers 404 for an unpublished profile to visitors', async () => {
    expect((await get('/network/profile/pricing-forms/hidden-handyman')).statusCode).toBe(404);
    const mine = await get('/network/profile/pricing-forms/hidden-handyman', { cookie: hiddenOwner.cookie });
    expect(mine.statusCode).toBe(200);
  });
});

describe('GET network/sitemap/profiles', () => {
  it('lists published profiles only, with the pages they have', async () => {
    const { profiles } = (await get('/network/sitemap/profiles')).json();
    const names = profiles.map((p: { vanityName: string }) => p.vanityName);
    expect(names).toContain('Bright-Nest');
    expect(names).not.toContain('hidden-handyman');
    expect(profiles.find((p: { vanityName: string }) => p.vanityName === 'Bright-Nest')).toMatchObject({
      hasAbout: true,
      hasServices: true,
      hasPhotos: true,
      showContact: true,
    });
    expect(profiles.find((p: { vanityName: string }) => p.vanityName === 'bare-bones-movers')).toMatchObject({
      hasServices: false,
      showContact: false,
    });
  });
});
