import { offerMessages } from '@porchlight/core/offers/offers.messages';
import { slugify } from '@porchlight/core/text/slug';
import { catalogue } from '@porchlight/db/reference/catalogue/catalogue';
import { memberships, offerCategories, offers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
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

const service = (name: string) => {
  const entry = catalogue.find((candidate) => candidate.n === name);
  if (!entry) throw new Error(`no catalogue service ${name}`);
  return entry;
};

const addOffer = (vanityName: string, body: object, cookie = owner.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/provider/profile/offers?vanityName=${vanityName}`,
    payload: body,
    headers: { cookie },
  });

const deleteOffer = (vanityName: string, offerNumber: number, cookie = owner.cookie) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/provider/profile/offers/${offerNumber}?vanityName=${vanityName}`,
    headers: { cookie },
  });

/** What visitors see right away: the profile's services menu, the offer's page and search by the service. */
async function visibleAs(provider: ProviderRow, offerUri: string, query: string) {
  const profile = await t.app.inject({ url: `/api/v1/network/profile/${provider.vanityName}` });
  const page = await t.app.inject({
    url: `/api/v1/network/profile/offers/${provider.vanityName}/${offerUri}`,
  });
  const search = await t.app.inject({
    method: 'POST',
    url: '/api/v1/network/profile/list/search',
    payload: { query, zipCode: '78701', first: 0, rows: 50 },
  });
  return {
    inMenu: profile.json().services.some((item: { nameUri: string }) => item.nameUri === offerUri),
    page: page.statusCode,
    inSearch: search
      .json()
      .profiles.some((p: { vanityName: string }) => p.vanityName === provider.vanityName),
  };
}

describe('POST provider/profile/offers', () => {
  it('adds a catalogue service with its category, pricing form and descriptions; profile, search and the wizard see it at once', async () => {
    const provider = await seedProvider(t.database.db, { name: 'Fresh Start Maids', owner: owner.user.id });
    const house = service('House Cleaning');
    expect(await visibleAs(provider, 'house-cleaning', 'house cleaning')).toEqual({
      inMenu: false,
      page: 404,
      inSearch: false,
    });
    const completion = async () =>
      (
        await t.app.inject({
          url: `/api/v1/provider/profile/completion?vanityName=${provider.vanityName}`,
          headers: { cookie: owner.cookie },
        })
      )
        .json()
        .steps.find((step: { key: string }) => step.key === 'services').complete;
    expect(await completion()).toBe(false);

    const heard: string[] = [];
    const unsubscribe = t.app.events.subscribe('provider.changed', ({ vanityNameLc }) =>
      heard.push(vanityNameLc),
    );
    const added = await addOffer(provider.vanityName, { u: house.u });
    expect(added.statusCode).toBe(201);
    const offer = added.json();
    expect(offer).toMatchObject({
      type: 'service',
      name: 'House Cleaning',
      nameUri: 'house-cleaning',
      catalogueUri: house.u,
      category: house.c,
      categoryUri: slugify(house.c),
      subcategory: house.s ?? null,
      orderNumber: 1000,
      iconPath: null,
      promoVideoPath: null,
    });
    expect(offer.offerNumber).toBeGreaterThan(0);
    expect(offer.descriptionText.length).toBeGreaterThanOrEqual(50);
    expect(offer.descriptionTeaser.length).toBeGreaterThanOrEqual(25);
    expect(offer.descriptionHtml).toContain('<p>');
    expect(offer.pricingForm.map((question: { name: string }) => question.name)).toEqual(
      house.inputForm.length ? house.inputForm.map(({ name }) => name) : ['address', 'description'],
    );
    expect(offer.sections.map((section: { type: string }) => section.type)).toEqual([
      'description',
      'pricing',
      'gallery',
    ]);
    await expect.poll(() => heard, { timeout: 5000 }).toContain(provider.vanityNameLc);
    unsubscribe();

    expect(await visibleAs(provider, 'house-cleaning', 'house cleaning')).toEqual({
      inMenu: true,
      page: 200,
      inSearch: true,
    });
    expect(await completion()).toBe(true);
  });

  it("takes the owner's name and description, and a second service goes after the first", async () => {
    const provider = await seedProvider(t.database.db, {
      name: 'Named Things Cleaning',
      owner: owner.user.id,
    });
    await addOffer(provider.vanityName, { u: service('House Cleaning').u });
    const description =
      'Deep cleaning of carpets and rugs with eco-friendly products <b>and</b> fast drying.';
    const added = await addOffer(provider.vanityName, {
      u: service('Carpet Cleaning').u,
      name: '  rug & carpet care ',
      descriptionText: description,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Rug & carpet care',
      nameUri: 'rug-and-carpet-care',
      catalogueUri: 'carpet-cleaning',
      descriptionText: description,
      descriptionHtml:
        '<p>Deep cleaning of carpets and rugs with eco-friendly products &lt;b&gt;and&lt;/b&gt; fast drying.</p>',
      orderNumber: 1001,
    });
  });

  it("answers 409 when the profile already has the service or its name, and refuses a short description and what the catalogue doesn't have", async () => {
    const provider = await seedProvider(t.database.db, { name: 'Twice Told Plumbing', owner: owner.user.id });
    expect((await addOffer(provider.vanityName, { u: 'plumbing' })).statusCode).toBe(201);
    const duplicate = { statusCode: 409, message: offerMessages.alreadyExists };
    const answer = async (body: object) => {
      const response = await addOffer(provider.vanityName, body);
      return { statusCode: response.statusCode, message: response.json().message };
    };

    // Spec 2 §8: one rule and one answer, whichever way the offer would be added.
    expect(await answer({ u: 'plumbing', name: 'Other plumbing name' })).toEqual(duplicate);
    expect(await answer({ u: service('Drain Cleaning').u, name: 'plumbing' })).toEqual(duplicate);
    expect(await answer({ name: ' PLUMBING ' })).toEqual(duplicate);
    expect((await addOffer(provider.vanityName, { name: 'Drain cleaning' })).statusCode).toBe(201);
    expect(await answer({ u: service('Drain Cleaning').u })).toEqual(duplicate);

    const short = await addOffer(provider.vanityName, {
      u: service('Drain Cleaning').u,
      descriptionText: 'Too short.',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(offerMessages.descriptionTooShort);

    const unknown = await addOffer(provider.vanityName, { u: 'no-such-service' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(offerMessages.notInCatalogue);

    const rows = await t.database.db.select().from(offers).where(eq(offers.providerId, provider.id));
    expect(rows.map((row) => row.nameUri).sort()).toEqual(['drain-cleaning', 'plumbing']);
  });

  it("adds a service of the owner's own by its name, and files any service under the owner's chosen category", async () => {
    const provider = await seedProvider(t.database.db, { name: 'Odd Jobs Austin', owner: owner.user.id });
    const addCategory = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/provider/profile/offers/category?vanityName=${provider.vanityName}`,
        payload: body,
        headers: { cookie: owner.cookie },
      });
    expect((await addCategory({ name: 'Handy Work' })).statusCode).toBe(201);
    const addSubcategory = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider/profile/offers/subcategory?vanityName=${provider.vanityName}`,
      payload: { name: 'Outdoors', category: 'Handy Work' },
      headers: { cookie: owner.cookie },
    });
    expect(addSubcategory.statusCode).toBe(201);

    const own = await addOffer(provider.vanityName, {
      name: '  holiday lights hanging ',
      category: 'handy work',
      subcategory: 'OUTDOORS',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({
      name: 'Holiday lights hanging',
      nameUri: 'holiday-lights-hanging',
      catalogueUri: null,
      category: 'Handy Work',
      subcategory: 'Outdoors',
    });
    expect(own.json().pricingForm.length).toBeGreaterThan(0);
    expect(own.json().descriptionTeaser.length).toBeGreaterThanOrEqual(25);

    const fromCatalogue = await addOffer(provider.vanityName, {
      u: service('House Cleaning').u,
      category: 'Handy Work',
    });
    expect(fromCatalogue.json()).toMatchObject({ category: 'Handy Work', subcategory: null });
    const uncategorised = await addOffer(provider.vanityName, { name: 'Furniture assembly' });
    expect(uncategorised.json()).toMatchObject({ category: null, catalogueUri: null });
    expect((await visibleAs(provider, 'holiday-lights-hanging', 'holiday lights hanging')).page).toBe(200);

    const nameless = await addOffer(provider.vanityName, { name: '   ' });
    expect(nameless.json()).toMatchObject({ fields: { name: offerMessages.nameRequired } });
    const unknownCategory = await addOffer(provider.vanityName, { name: 'Gutter work', category: 'Roofs' });
    expect(unknownCategory.json()).toMatchObject({ fields: { category: offerMessages.unknownCategory } });
    const orphan = await addOffer(provider.vanityName, { name: 'Gutter work', subcategory: 'Outdoors' });
    expect(orphan.statusCode).toBe(400);
    const unknownSub = await addOffer(provider.vanityName, {
      name: 'Gutter work',
      category: 'Handy Work',
      subcategory: 'Indoors',
    });
    expect(unknownSub.json()).toMatchObject({ fields: { subcategory: offerMessages.unknownSubcategory } });
    const repeated = await addOffer(provider.vanityName, {
      name: 'Holiday Lights Hanging',
      category: 'Handy Work',
    });
    expect([repeated.statusCode, repeated.json().message]).toEqual([409, offerMessages.alreadyExists]);

    const rows = await t.database.db.select().from(offers).where(eq(offers.providerId, provider.id));
    expect(rows).toHaveLength(3);
  });

  it('takes the multi-add 5 at a time: one category for all, distinct order numbers, a repeat refused', async () => {
    const provider = await seedProvider(t.database.db, {
      name: 'Five At Once Cleaners',
      owner: owner.user.id,
    });
    const category = service('House Cleaning').cu;
    const five = catalogue.filter((entry) => entry.cu === category).slice(0, 5);
    expect(five).toHaveLength(5);
    const answers = await Promise.all([
      ...five.map((entry) => addOffer(provider.vanityName, { u: entry.u })),
      addOffer(provider.vanityName, { u: five[0]!.u }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 409]);
    const rows = await t.database.db.select().from(offers).where(eq(offers.providerId, provider.id));
    expect(new Set(rows.map((row) => row.orderNumber)).size).toBe(5);
    const categories = await t.database.db
      .select()
      .from(offerCategories)
      .where(eq(offerCategories.providerId, provider.id));
    expect(categories).toHaveLength(1);
  });

  it('lets a manager add services, not other accounts', async () => {
    const provider = await seedProvider(t.database.db, { name: 'Managed Movers' });
    const manager = await seedLoggedInUser(t.app, t.database.db);
    await t.database.db
      .insert(memberships)
      .values({ userId: manager.user.id, providerId: provider.id, role: 'manager' });
    expect((await addOffer(provider.vanityName, { u: 'plumbing' }, manager.cookie)).statusCode).toBe(201);
    const stranger = await addOffer(provider.vanityName, { u: service('Drain Cleaning').u });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(offerMessages.notMember);
  });
});

describe('DELETE provider/profile/offers/{offerNumber}', () => {
  it('removes the offer from the profile, its page and search at once', async () => {
    const provider = await seedProvider(t.database.db, {
      name: 'Gone Tomorrow Gutters',
      owner: owner.user.id,
    });
    const added = (await addOffer(provider.vanityName, { u: service('House Cleaning').u })).json();
    expect(await visibleAs(provider, added.nameUri, 'house cleaning')).toEqual({
      inMenu: true,
      page: 200,
      inSearch: true,
    });

    const heard: string[] = [];
    const unsubscribe = t.app.events.subscribe('provider.changed', ({ vanityNameLc }) =>
      heard.push(vanityNameLc),
    );
    const removed = await deleteOffer(provider.vanityName, added.offerNumber);
    expect(removed.statusCode).toBe(204);
    await expect.poll(() => heard, { timeout: 5000 }).toContain(provider.vanityNameLc);
    unsubscribe();

    expect(await visibleAs(provider, added.nameUri, 'house cleaning')).toEqual({
      inMenu: false,
      page: 404,
      inSearch: false,
    });
    const again = await deleteOffer(provider.vanityName, added.offerNumber);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(offerMessages.notAvailable);
    // Added again after removal: the 409 is about what the profile has now.
    expect((await addOffer(provider.vanityName, { u: service('House Cleaning').u })).statusCode).toBe(201);
  });

  it("does not touch another provider's offer named by its number", async () => {
    const mine = await seedProvider(t.database.db, { name: 'Mine Masonry', owner: owner.user.id });
    const other = await seedProvider(t.database.db, { name: 'Theirs Tiling' });
    const otherOwner = await seedLoggedInUser(t.app, t.database.db);
    await t.database.db
      .insert(memberships)
      .values({ userId: otherOwner.user.id, providerId: other.id, role: 'owner' });
    const theirs = (await addOffer(other.vanityName, { u: 'plumbing' }, otherOwner.cookie)).json();
    const answer = await deleteOffer(mine.vanityName, theirs.offerNumber);
    expect(answer.statusCode).toBe(404);
    const rows = await t.database.db.select().from(offers).where(eq(offers.providerId, other.id));
    expect(rows).toHaveLength(1);
  });
});

describe('GET network/catalogue/search', () => {
  it('finds catalogue services from 2 characters, typos and all, 10 at most', async () => {
    const answer = await t.app.inject({ url: '/api/v1/network/catalogue/search?q=hous%20cleening' });
    expect(answer.statusCode).toBe(200);
    const { services } = answer.json();
    expect(services.length).toBeGreaterThan(0);
    expect(services.length).toBeLessThanOrEqual(10);
    const house = service('House Cleaning');
    expect(services).toContainEqual({
      u: house.u,
      n: house.n,
      c: house.c,
      cu: house.cu,
      s: house.s ?? null,
      su: house.su ?? null,
    });
    const broad = await t.app.inject({ url: '/api/v1/network/catalogue/search?q=cl' });
    expect(broad.statusCode).toBe(200);
    expect(broad.json().services.length).toBeLessThanOrEqual(10);
    expect((await t.app.inject({ url: '/api/v1/network/catalogue/search?q=c' })).statusCode).toBe(400);
  });
});

describe('GET network/catalogue/categories', () => {
  it('lists every catalogue category by name with its number of services', async () => {
    const response = await t.app.inject({ url: '/api/v1/network/catalogue/categories' });
    expect(response.statusCode).toBe(200);
    const { categories } = response.json() as { categories: { cu: string; c: string; count: number }[] };
    const expected = new Map<string, number>();
    for (const entry of catalogue) expected.set(entry.cu, (expected.get(entry.cu) ?? 0) + 1);
    expect(categories).toHaveLength(expected.size);
    for (const category of categories) expect(category.count).toBe(expected.get(category.cu));
    const names = categories.map((category) => category.c);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("answers one category's services by subcategory, and 404 for one the catalogue lacks", async () => {
    const withSubcategory = catalogue.find((entry) => entry.su);
    if (!withSubcategory?.su) throw new Error('the catalogue has no subcategories');
    const response = await t.app.inject({
      url: `/api/v1/network/catalogue/categories/${withSubcategory.cu.toUpperCase()}`,
    });
    expect(response.statusCode).toBe(200);
    const category = response.json() as {
      cu: string;
      subcategories: { su: string; services: { u: string }[] }[];
      services: { u: string }[];
    };
    expect(category.cu).toBe(withSubcategory.cu);
    const listed = [
      ...category.services.map((one) => one.u),
      ...category.subcategories.flatMap((sub) => sub.services.map((one) => one.u)),
    ];
    expect(listed.sort()).toEqual(
      catalogue
        .filter((entry) => entry.cu === withSubcategory.cu)
        .map((entry) => entry.u)
        .sort(),
    );
    const sub = category.subcategories.find((one) => one.su === withSubcategory.su);
    expect(sub?.services.map((one) => one.u)).toContain(withSubcategory.u);

    const missing = await t.app.inject({ url: '/api/v1/network/catalogue/categories/no-such-category' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(offerMessages.unknownCatalogueCategory);
  });
});
