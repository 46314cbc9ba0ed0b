import { authMessages } from '@porchlight/core/identity/auth.messages';
import { createProfileMessages, locationMessages } from '@porchlight/core/providers/owner-tools.messages';
import { companyMessages } from '@porchlight/core/reviews/review-writing.messages';
import { memberships, providers } from '@porchlight/db/schema/index';
import { seedProvider } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let user: Awaited<ReturnType<typeof seedLoggedInUser>>;
let admin: Awaited<ReturnType<typeof seedLoggedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await seedLoggedInUser(t.app, t.database.db);
  admin = await seedLoggedInUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(() => t.close());

const company = {
  name: 'Brand New Gutters',
  uri: 'brand-new-gutters',
  address: '100 Congress Ave',
  address2: '',
  city: 'Austin',
  stateCode: 'TX',
  stateName: 'Texas',
  zipCode: '78701',
  countryCode: 'US',
  countryName: 'United States',
  phoneNumber: '(512) 555-0199',
  website: 'https://gutters.example',
  placeID: '',
};

let address = 0;
// Spread over client addresses: creating is rate-limited per address.
const create = (body: object, cookie = user.cookie) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/provider',
    payload: body,
    headers: { cookie },
    remoteAddress: `10.40.0.${++address}`,
  });

describe('POST auth/provider', () => {
  it('creates an unpublished profile owned by the caller, at the slug of its name', async () => {
    const answer = await create(company);
    expect(answer.statusCode, answer.body).toBe(201);
    const { providerId, vanityName } = answer.json();
    expect(vanityName).toBe('brand-new-gutters');
    const [row] = await t.database.db.select().from(providers).where(eq(providers.id, providerId));
    expect(row).toMatchObject({
      name: 'Brand New Gutters',
      published: false,
      unclaimed: false,
      phoneNumber: '5125550199',
      city: 'Austin',
      stateCode: 'TX',
    });
    expect(row!.latitude).toBeCloseTo(30.27, 1);
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.providerId, providerId));
    expect(membership).toMatchObject({ userId: user.user.id, role: 'owner' });
    // The owner sees it; everyone else gets the same 404 as for a missing company.
    const mine = await t.app.inject({
      url: `/api/v1/network/profile/${vanityName}`,
      headers: { cookie: user.cookie },
    });
    expect(mine.json()).toMatchObject({ isOwner: true, published: false, isCreatingProfile: true });
    expect((await t.app.inject({ url: `/api/v1/network/profile/${vanityName}` })).statusCode).toBe(404);
  });

  it('gives a taken slug a suffix, and refuses a company already listed in the same zip', async () => {
    await seedProvider(t.database.db, { name: 'Suffix Sweeps', zipCode: '80202' });
    const answer = await create({ ...company, name: 'Suffix Sweeps', uri: 'suffix-sweeps' });
    expect(answer.json().vanityName).toBe('suffix-sweeps-2');
    const duplicate = await create({ ...company, name: 'suffix sweeps ', zipCode: '78701' });
    expect(duplicate.json()).toMatchObject({ statusCode: 409, message: createProfileMessages.alreadyListed });
  });

  it.each([
    ['name', { name: 'AB' }, companyMessages.nameLength],
    ['name', { name: '' }, companyMessages.nameRequired],
    ['countryCode', { countryCode: 'CA' }, companyMessages.countryUnsupported],
    ['website', { website: 'gutters.example' }, companyMessages.websiteInvalid],
    ['zipCode', { zipCode: '7870' }, companyMessages.zipInvalid],
    ['city', { city: '' }, companyMessages.cityRequired],
    ['phoneNumber', { phoneNumber: '555-0199' }, companyMessages.phoneInvalid],
  ])('refuses a bad %s with the spec message', async (field, change, message) => {
    const answer = await create({ ...company, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[field]).toBe(message);
  });

  it('is for logged-in people only', async () => {
    const answer = await create(company, '');
    expect(answer.json()).toMatchObject({ statusCode: 401, message: authMessages.notLoggedIn });
  });
});

describe('POST admin/unclaimed-provider', () => {
  const request = (body: object, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/unclaimed-provider',
      payload: body,
      headers: { cookie },
    });

  it('lists a published, unclaimed company with the e-mail its owner claims it through', async () => {
    const answer = await request(
      { ...company, name: 'Admin Listed Lawns', emailAddress: 'Owner@Lawns.Example' },
      admin.cookie,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(providers)
      .where(eq(providers.id, answer.json().providerId));
    expect(row).toMatchObject({ published: true, unclaimed: true, email: 'owner@lawns.example' });
  });

  it('needs a valid e-mail, and an admin', async () => {
    const missing = await request({ ...company, name: 'No Mail Lawns' }, admin.cookie);
    expect(missing.json().fields.emailAddress).toBe(companyMessages.emailRequired);
    const invalid = await request({ ...company, name: 'No Mail Lawns', emailAddress: 'nope' }, admin.cookie);
    expect(invalid.json().fields.emailAddress).toBe(companyMessages.emailInvalid);
    const refused = await request(
      { ...company, name: 'Sneaky Lawns', emailAddress: 'a@b.example' },
      user.cookie,
    );
    expect(refused.json()).toMatchObject({ statusCode: 403, message: authMessages.adminOnly });
  });
});

describe('business search and geocoding for the forms', () => {
  it('prefills the company form from a place: phone digits, website without its trailing slash', async () => {
    await seedProvider(t.database.db, {
      name: 'Placed Plumbing',
      placeId: 'ChIJ-placed-plumbing',
      phoneNumber: '5125550111',
      website: 'https://placed.example/',
      address: '1 Main St',
    });
    const answer = await t.app.inject({
      url: '/api/v1/network/places/ChIJ-placed-plumbing/business',
      headers: { cookie: user.cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      placeID: 'ChIJ-placed-plumbing',
      name: 'Placed Plumbing',
      address: '1 Main St',
      phoneNumber: '5125550111',
      website: 'https://placed.example',
      countryCode: 'US',
      stateName: 'Texas',
    });
    const unknown = await t.app.inject({
      url: '/api/v1/network/places/ChIJ-nowhere/business',
      headers: { cookie: user.cookie },
    });
    expect(unknown.json()).toMatchObject({
      statusCode: 404,
      message: 'Unable to fetch details from Google.',
    });
  });

  it('geocodes an address, or says it is not valid', async () => {
    const found = await t.app.inject({
      url: '/api/v1/network/places/geocode?city=Denver&stateCode=CO&zipCode=80202',
      headers: { cookie: user.cookie },
    });
    expect(found.json().latitude).toBeCloseTo(39.75, 1);
    const wrongState = await t.app.inject({
      url: '/api/v1/network/places/geocode?city=Denver&stateCode=TX&zipCode=80202',
      headers: { cookie: user.cookie },
    });
    expect(wrongState.json()).toMatchObject({ statusCode: 400, message: locationMessages.addressInvalid });
  });
});
