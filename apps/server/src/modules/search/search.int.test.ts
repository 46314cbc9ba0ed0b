import { searchMessages } from '@porchlight/core/search/search.messages';
import { catalogueServiceNamed } from '@porchlight/db/reference/catalogue/catalogue';
import { befriend, seedOffer, seedProvider, seedReview, seedUser } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const service = catalogueServiceNamed;

// Austin 78701 is the centre; Round Rock 78664 is ~17 miles north; San Antonio 78205 ~75 miles south.
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const downtown = await seedProvider(db, { name: 'Downtown Sparkle Cleaning', zipCode: '78701' });
  const roundRock = await seedProvider(db, { name: 'Round Rock Maids', zipCode: '78664' });
  const sanAntonio = await seedProvider(db, { name: 'Alamo Clean Team', zipCode: '78205' });
  const hidden = await seedProvider(db, { name: 'Secret Cleaning Co', zipCode: '78701', published: false });
  const plumber = await seedProvider(db, { name: 'Capitol Plumbing', zipCode: '78702' });
  for (const provider of [downtown, roundRock, sanAntonio, hidden]) {
    await seedOffer(db, provider.id, service('House Cleaning'));
  }
  await seedOffer(db, plumber.id, service('Plumbing'));
  await seedOffer(db, plumber.id, service('Drain Cleaning'));

  // Round Rock has the better reviews; a friend of the searcher loves Round Rock.
  const reviewer = await seedUser(db, {
    email: 'reviewer@example.test',
    firstName: 'Rae',
    lastName: 'Viewer',
  });
  const friend = await seedUser(db, { email: 'friend@example.test', firstName: 'Fran', lastName: 'Friend' });
  await seedReview(db, { providerId: roundRock.id, userId: reviewer.id, rating: 5 });
  await seedReview(db, { providerId: downtown.id, userId: friend.id, rating: 2 });
  await seedReview(db, { providerId: sanAntonio.id, userId: friend.id, rating: 5 });
  const searcher = await seedUser(db, {
    email: 'searcher@example.test',
    firstName: 'Sam',
    lastName: 'Searcher',
    password: 'searcher-password',
  });
  await befriend(db, searcher.id, friend.id);
});
afterAll(() => t.close());

const search = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/network/profile/list/search',
    payload: { first: 0, rows: 10, ...payload },
    headers: cookie ? { cookie } : {},
  });
const names = (response: { json(): { profiles: { name: string }[] } }) =>
  response.json().profiles.map((p) => p.name);

async function searcherCookie() {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'searcher@example.test', password: 'searcher-password' },
  });
  return cookieHeader(login);
}

describe('results', () => {
  it('finds providers of a misspelled service within the radius, never unpublished ones', async () => {
    const response = await search({ query: 'hose cleening', zipCode: '78701' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      serviceName: 'House Cleaning',
      categoryName: null,
      totalRecords: 2,
    });
    expect(names(response)).toEqual(
      expect.arrayContaining(['Downtown Sparkle Cleaning', 'Round Rock Maids']),
    );
    expect(names(response)).not.toContain('Secret Cleaning Co');
    expect(names(response)).not.toContain('Alamo Clean Team');
    expect(response.json().location).toEqual({ city: 'Austin', stateCode: 'TX', zipCode: '78701' });
  });

  it('widens with the radius', async () => {
    expect(
      (await search({ query: 'house cleaning', zipCode: '78701', radius: 10 })).json().totalRecords,
    ).toBe(1);
    expect(
      (await search({ query: 'house cleaning', zipCode: '78701', radius: 100 })).json().totalRecords,
    ).toBe(3);
  });

  it('without a zip searches everywhere', async () => {
    expect((await search({ query: 'house cleaning' })).json().totalRecords).toBe(3);
  });

  it('ranks by relevance: the better rated, nearby provider first', async () => {
    const response = await search({
      query: 'house cleaning',
      zipCode: '78701',
      radius: 50,
      sortBy: 'relevance',
    });
    expect(names(response)[0]).toBe('Round Rock Maids');
  });

  it('friends sort puts what friends recommended first', async () => {
    const cookie = await searcherCookie();
    const response = await search(
      { query: 'house cleaning', zipCode: '78701', radius: 100, sortBy: 'friends' },
      cookie,
    );
    expect(names(response)[0]).toBe('Alamo Clean Team');
    const cards = response.json().profiles as { name: string; friendReviews: number }[];
    expect(cards.find((card) => card.name === 'Downtown Sparkle Cleaning')?.friendReviews).toBe(1);
    // Friends sort is the default for logged-in users.
    const byDefault = await search({ query: 'house cleaning', zipCode: '78701', radius: 100 }, cookie);
    expect(names(byDefault)[0]).toBe('Alamo Clean Team');
  });

  it('reads a category name as the category', async () => {
    const response = await search({ query: 'plumbers' });
    expect(response.json()).toMatchObject({ serviceName: null, categoryName: 'Plumbers' });
    expect(names(response)).toEqual(['Capitol Plumbing']);
  });

  it('finds a company by name', async () => {
    expect(names(await search({ query: 'alamo clean' }))).toContain('Alamo Clean Team');
  });

  it('lists everything near a zip when no service is given', async () => {
    const response = await search({ zipCode: '78701', radius: 10 });
    expect(names(response).sort()).toEqual(['Capitol Plumbing', 'Downtown Sparkle Cleaning']);
  });

  it('pages and counts', async () => {
    const page = await search({ query: 'house cleaning', first: 1, rows: 1 });
    expect(page.json().totalRecords).toBe(3);
    expect(page.json().profiles).toHaveLength(1);
  });

  it('answers an unknown zip with no results', async () => {
    expect((await search({ query: 'house cleaning', zipCode: '00000' })).json().totalRecords).toBe(0);
  });

  it.each([
    [{}, searchMessages.serviceOrZipRequired],
    [{ query: 'house cleaning', zipCode: '7870' }, searchMessages.zipInvalid],
  ])('refuses %o with the spec message', async (payload, message) => {
    const response = await search(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('looks up a place id', async () => {
    const response = await search({ placeId: 'zip:78664', query: undefined });
    expect(names(response)).toContain('Round Rock Maids');
  });
});

describe('featured', () => {
  it('answers spotlighted published providers only', async () => {
    await seedProvider(t.database.db, { name: 'Spotlit Hidden', spotlight: true, published: false });
    await seedProvider(t.database.db, { name: 'Spotlit Shown', spotlight: true });
    const response = await search({ spotlight: true, rows: 3 });
    expect(names(response)).toEqual(['Spotlit Shown']);
  });
});

describe('suggestions', () => {
  const suggest = (q: string, zip?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/network/search/suggestions',
      query: zip ? { q, zip } : { q },
    });

  it('answers up to 4 services, 2 companies and 2 places', async () => {
    const response = await suggest('clea', '78701');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.services).toHaveLength(4);
    expect(body.services[0]).toMatchObject({ n: 'House Cleaning', type: 'service' });
    expect(body.companies.length).toBeLessThanOrEqual(2);
    expect(body.places.length).toBeLessThanOrEqual(2);
  });

  it('suggests companies by name and never unpublished ones', async () => {
    const body = (await suggest('secret cleaning')).json();
    expect(body.companies.map((c: { n: string }) => c.n)).not.toContain('Secret Cleaning Co');
    const round = (await suggest('round rock')).json();
    expect(round.companies[0]).toMatchObject({
      n: 'Round Rock Maids',
      type: 'company',
      vanityName: 'round-rock-maids',
    });
  });

  it('suggests companies by the start of any word of their name, the most reviewed first', async () => {
    const body = (await suggest('clean', '78205')).json();
    expect(body.companies.map((c: { n: string }) => c.n)).toEqual([
      'Alamo Clean Team',
      'Downtown Sparkle Cleaning',
    ]);
    expect((await suggest('rock ma')).json().companies[0].n).toBe('Round Rock Maids');
  });

  it('suggests places by city name', async () => {
    const body = (await suggest('round r', '78701')).json();
    expect(body.places[0]).toMatchObject({ n: 'Round Rock, TX', type: 'google place' });
  });

  it('starts at 2 characters', async () => {
    expect((await suggest('c')).statusCode).toBe(400);
  });
});

describe('nearest zip', () => {
  it('answers the zip nearest a position', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/network/search/nearest-zip',
      query: { latitude: '30.2672', longitude: '-97.7431' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ city: 'Austin', stateCode: 'TX' });
    expect(response.json().zipCode).toMatch(/^787\d\d$/);
  });

  it('refuses a position off the globe', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/network/search/nearest-zip',
      query: { latitude: '123', longitude: '0' },
    });
    expect(response.statusCode).toBe(400);
  });
});
