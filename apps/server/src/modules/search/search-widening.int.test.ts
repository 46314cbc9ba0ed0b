import { catalogueServiceNamed } from '@porchlight/db/reference/catalogue/catalogue';
import { befriend, seedOffer, seedProvider, seedReview, seedUser } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A search for a service widens to the rest of its subcategory, then to its category, ranked after what it
 * reads as; a category or subcategory named as written is searched whole (docs/search.md "Widening", issue 29).
 */
let t: TestApp;
const service = catalogueServiceNamed;

// Around Denver 80202: the one pro offering Plumbing itself is a few miles out and poorly rated; the pros
// who offer other plumbing work are in 80202 itself and much better rated.
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const offering = async (name: string, zipCode: string, services: string[]) => {
    const provider = await seedProvider(db, { name, zipCode });
    for (const name of services) await seedOffer(db, provider.id, service(name));
    return provider;
  };
  const plumber = await offering('Union Station Plumbing', '80205', ['Plumbing']);
  const leaks = await offering('Leak Finders', '80202', ['Emergency Plumbing', 'Leak Detection']);
  const heaters = await offering('Hot Water Heroes', '80202', [
    'Water Heater Repair',
    'Tankless Water Heater Installation',
  ]);
  await offering('Sparkle Denver Cleaning', '80202', ['House Cleaning']);
  await offering('LoDo Kitchen Remodels', '80202', ['Kitchen Remodeling']);
  await offering('Highlands Remodeling', '80211', ['Remodeling']);

  const reviewer = await seedUser(db, { email: 'rater@example.test', firstName: 'Rae', lastName: 'Ter' });
  await seedReview(db, { providerId: plumber.id, userId: reviewer.id, rating: 2 });
  await seedReview(db, { providerId: leaks.id, userId: reviewer.id, rating: 5 });
  // The searcher's friend recommends the water-heater pro.
  const friend = await seedUser(db, { email: 'pal@example.test', firstName: 'Pal', lastName: 'Friend' });
  await seedReview(db, { providerId: heaters.id, userId: friend.id, rating: 5 });
  const searcher = await seedUser(db, {
    email: 'seeker@example.test',
    firstName: 'Sue',
    lastName: 'Seeker',
    password: 'seeker-password',
  });
  await befriend(db, searcher.id, friend.id);
});
afterAll(() => t.close());

async function search(payload: object, cookie?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/network/profile/list/search',
    payload: { first: 0, rows: 10, sortBy: 'relevance', ...payload },
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{
    serviceName: string | null;
    categoryName: string | null;
    totalRecords: number;
    profiles: { vanityName: string }[];
  }>();
  return { ...body, names: body.profiles.map((profile) => profile.vanityName) };
}

describe('a search for a service', () => {
  it('also finds pros of its subcategory, then of its category, after those offering it', async () => {
    for (const query of ['plumber', 'plumbing', 'plumber near me']) {
      for (const zipCode of ['80202', undefined]) {
        const answer = await search({ query, zipCode });
        expect(answer, `${query} @${zipCode}`).toMatchObject({ serviceName: 'Plumbing', categoryName: null });
        expect(answer.names, `${query} @${zipCode}`).toEqual([
          'union-station-plumbing',
          'leak-finders',
          'hot-water-heroes',
        ]);
      }
    }
  });

  it('keeps that order when friends recommend a pro of the category', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'seeker@example.test', password: 'seeker-password' },
    });
    const answer = await search(
      { query: 'plumber', zipCode: '80202', sortBy: 'friends' },
      cookieHeader(login),
    );
    expect(answer.names).toEqual(['union-station-plumbing', 'leak-finders', 'hot-water-heroes']);
  });

  it('is titled by the subcategory, or the category, it widened to when nobody offers the service', async () => {
    const softeners = await search({ query: 'water softener installation', zipCode: '80202' });
    expect(softeners).toMatchObject({ serviceName: null, categoryName: 'Water Heaters and Water Systems' });
    expect(softeners.names[0]).toBe('hot-water-heroes');
    expect(softeners.names.slice(1).sort()).toEqual(['leak-finders', 'union-station-plumbing']);

    const bidets = await search({ query: 'bidet installation', zipCode: '80202' });
    expect(bidets).toMatchObject({ serviceName: null, categoryName: 'Plumbers', totalRecords: 3 });
  });
});

describe('a query naming a category or a subcategory', () => {
  it('searches the category named as written, titled by it, and the service of its first word as that service', async () => {
    for (const query of ['remodeling contractors', 'Remodeling Contractors near me']) {
      const category = await search({ query, zipCode: '80202' });
      expect(category, query).toMatchObject({ serviceName: null, categoryName: 'Remodeling Contractors' });
      expect(category.names.sort(), query).toEqual(['highlands-remodeling', 'lodo-kitchen-remodels']);
    }
    const remodeling = await search({ query: 'remodeling', zipCode: '80202' });
    expect(remodeling).toMatchObject({ serviceName: 'Remodeling', categoryName: null });
    expect(remodeling.names).toEqual(['highlands-remodeling', 'lodo-kitchen-remodels']);
  });

  it('searches the subcategory named, then the rest of its category', async () => {
    const answer = await search({ query: 'general plumbing', zipCode: '80202' });
    expect(answer).toMatchObject({ serviceName: null, categoryName: 'General Plumbing' });
    expect(answer.names.slice(0, 2).sort()).toEqual(['leak-finders', 'union-station-plumbing']);
    expect(answer.names[2]).toBe('hot-water-heroes');
  });
});
