import { clientHubMessages as hubMessages } from '@porchlight/core/client-hub/client-hub.messages';
import { reviewMessages } from '@porchlight/core/reviews/review-writing.messages';
import { verifiedRatingMessages as messages } from '@porchlight/core/reviews/verified-ratings.messages';
import type { InvoiceStatus } from '@porchlight/core/service-manager/service-manager.constants';
import { serviceManagerMessages as smMessages } from '@porchlight/core/service-manager/service-manager.messages';
import { providers, reviews } from '@porchlight/db/schema/index';
import type { ProviderRow } from '@porchlight/db/seed/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openHubFromEstimate,
  seedHubClient,
  seedSentInvoice,
  setInvoiceStatus,
} from '../../../test/client-hub';
import { type People, seedPeople } from '../../../test/people';
import { seedServiceManagerProvider } from '../../../test/service-manager';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A hub client's rating of a paid invoice (spec 3 §4 "Auto-rating", §5, §7, §8): 5 stars after a
 * payment, once per invoice however often or concurrently asked; changed or removed by the client only;
 * shown on the reviews page as a verified customer's and counted in the provider's rating.
 */

let t: TestApp;
let people: People;
let provider: ProviderRow;
let mine: Awaited<ReturnType<typeof seedHubClient>>;
let hub: Record<string, string>;
let otherHub: Record<string, string>;
const email = 'rowan.rater@example.test';

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  people = await seedPeople(t.app, db);
  provider = await seedServiceManagerProvider(db, people, 'Rated Gutter Cleaning');
  mine = await seedHubClient(t.app, people, provider, {
    firstName: 'Rowan',
    lastName: 'hale',
    emailAddress: email,
  });
  const other = await seedHubClient(t.app, people, provider, {
    firstName: 'Otis',
    emailAddress: 'otis.other@example.test',
  });
  const open = (address: string, estimateNumber: number) =>
    openHubFromEstimate(t.app, db, people, provider, { email: address, estimateNumber });
  hub = (await open(email, mine.estimateNumber)).bearer;
  otherHub = (await open('otis.other@example.test', other.estimateNumber)).bearer;
});
afterAll(() => t.close());

const invoiceWith = (status: InvoiceStatus) =>
  seedSentInvoice(t.app, t.database.db, people, provider, { clientId: mine.clientId, status });

const autoRate = (invoiceNumber: number, headers = hub) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/client-hub/reviews/auto/${provider.vanityName}`,
    payload: { artifactType: 'invoice', artifactNumber: invoiceNumber },
    headers,
  });

const rating = (method: 'GET' | 'PATCH' | 'DELETE', invoiceNumber: number, payload?: object, headers = hub) =>
  t.app.inject({
    method,
    url: `/api/v1/client-hub/reviews/${provider.vanityName}/invoice/${invoiceNumber}`,
    payload,
    headers,
  });

/** The provider's figures as the profile shows them, and the sum of stars they come from. */
async function publicFigures() {
  const profile = (await t.app.inject({ url: `/api/v1/network/profile/${provider.vanityName}` })).json();
  const [row] = await t.database.db
    .select({ ratingTotal: providers.ratingTotal })
    .from(providers)
    .where(eq(providers.id, provider.id));
  return {
    rating: profile.rating as string,
    reviewCount: profile.reviewCount as number,
    ratingTotal: row?.ratingTotal ?? Number.NaN,
  };
}

async function publicReviews() {
  const page = await t.app.inject({ url: `/api/v1/network/profile/reviews/${provider.vanityName}?rows=200` });
  return page.json().reviews as Array<Record<string, unknown>>;
}

async function reviewRowsOf(invoiceNumber: number) {
  const answer = (await rating('GET', invoiceNumber)).json();
  return t.database.db.select().from(reviews).where(eq(reviews.reviewNumber, answer.reviewNumber));
}

describe('POST client-hub/reviews/auto/{uri}', () => {
  it('rates a paid invoice 5 stars, as a verified customer on the reviews page, in the provider rating', async () => {
    const before = await publicFigures();
    const invoiceNumber = await invoiceWith('Paid');
    const heard: string[] = [];
    const unsubscribe = t.app.events.subscribe('provider.changed', ({ vanityNameLc }) =>
      heard.push(vanityNameLc),
    );

    const response = await autoRate(invoiceNumber);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invoiceNumber,
      rating: 5,
      headline: null,
      review: null,
      attributes: [],
    });
    await expect.poll(() => heard, { timeout: 5000 }).toContain(provider.vanityNameLc);
    unsubscribe();

    const listed = (await publicReviews()).find((r) => r.reviewNumber === response.json().reviewNumber);
    expect(listed).toMatchObject({
      rating: 5,
      verifiedCustomer: true,
      displayUser: 'Rowan H.',
      relationship: 'c',
      visibility: 'p',
      ownedByCurrentUser: false,
    });
    expect(await publicFigures()).toMatchObject({
      reviewCount: before.reviewCount + 1,
      ratingTotal: before.ratingTotal + 5,
    });
  });

  it('rates a partly paid invoice too', async () => {
    const response = await autoRate(await invoiceWith('Partial'));
    expect([response.statusCode, response.json().rating]).toEqual([200, 5]);
  });

  it.each(['Sent', 'Processing'] as const)(
    'refuses a %s invoice: nothing is paid yet (409)',
    async (status) => {
      const invoiceNumber = await invoiceWith(status);
      const response = await autoRate(invoiceNumber);
      expect([response.statusCode, response.json().message]).toEqual([409, messages.invoiceNotPaid]);
      expect((await rating('GET', invoiceNumber)).statusCode).toBe(404);
    },
  );

  it("refuses another client's invoice as missing, and the provider's people as not the client", async () => {
    const invoiceNumber = await invoiceWith('Paid');
    const other = await autoRate(invoiceNumber, otherHub);
    expect([other.statusCode, other.json().message]).toEqual([404, smMessages.invoiceNotFound]);
    const owner = await autoRate(invoiceNumber, { cookie: people.owner.cookie });
    expect([owner.statusCode, owner.json().message]).toEqual([403, hubMessages.notHubClient]);
    expect((await rating('GET', invoiceNumber)).statusCode).toBe(404);
  });

  it('is idempotent: a second call keeps one rating and answers the same', async () => {
    const before = await publicFigures();
    const invoiceNumber = await invoiceWith('Paid');
    const first = await autoRate(invoiceNumber);
    const second = await autoRate(invoiceNumber);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await reviewRowsOf(invoiceNumber)).toHaveLength(1);
    expect((await publicFigures()).reviewCount).toBe(before.reviewCount + 1);
  });

  it('concurrent calls (a double click, two tabs) make one rating, counted once', async () => {
    const before = await publicFigures();
    const invoiceNumber = await invoiceWith('Paid');
    const answers = await Promise.all(Array.from({ length: 6 }, () => autoRate(invoiceNumber)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.json().reviewNumber)).size).toBe(1);
    expect(await reviewRowsOf(invoiceNumber)).toHaveLength(1);
    expect((await publicFigures()).reviewCount).toBe(before.reviewCount + 1);
  });

  it('keeps what the client changed: a later payment does not put the 5 stars back', async () => {
    const invoiceNumber = await invoiceWith('Partial');
    await autoRate(invoiceNumber);
    await rating('PATCH', invoiceNumber, {
      rating: 4,
      headline: 'Good',
      review: 'On time.',
      attributes: [10],
    });
    await setInvoiceStatus(t.database.db, provider, invoiceNumber, 'Paid');
    const again = await autoRate(invoiceNumber);
    expect([again.statusCode, again.json().rating, again.json().headline]).toEqual([200, 4, 'Good']);
  });

  it('400 for anything but an invoice number', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/client-hub/reviews/auto/${provider.vanityName}`,
      payload: { artifactType: 'estimate', artifactNumber: 1 },
      headers: hub,
    });
    expect([response.statusCode, response.json().fields]).toEqual([
      400,
      { artifactType: messages.artifactTypeInvalid },
    ]);
  });
});

describe('GET and PATCH client-hub/reviews/{uri}/invoice/{n}', () => {
  it('404 before the invoice is rated', async () => {
    const response = await rating('GET', await invoiceWith('Paid'));
    expect([response.statusCode, response.json().message]).toEqual([404, messages.notFound]);
  });

  it('the client changes stars, headline, text and reasons; the provider rating follows', async () => {
    const invoiceNumber = await invoiceWith('Paid');
    await autoRate(invoiceNumber);
    const before = await publicFigures();
    const changed = await rating('PATCH', invoiceNumber, {
      rating: 4,
      headline: '  Tidy work ',
      review: 'Cleared every gutter.',
      attributes: [8, 2, 8],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      rating: 4,
      headline: 'Tidy work',
      review: 'Cleared every gutter.',
      attributes: [8],
    });
    expect((await rating('GET', invoiceNumber)).json()).toEqual(changed.json());
    expect(await publicFigures()).toMatchObject({
      reviewCount: before.reviewCount,
      ratingTotal: before.ratingTotal - 1,
    });
    const [row] = await reviewRowsOf(invoiceNumber);
    expect(row?.rating).toBe(4);
    const listed = (await publicReviews()).find((r) => r.reviewNumber === changed.json().reviewNumber);
    expect(listed).toMatchObject({ rating: 4, headline: 'Tidy work', verifiedCustomer: true });
  });

  it.each([
    [
      '2 stars alone',
      { rating: 2 },
      { review: reviewMessages.reviewRequired, headline: reviewMessages.headlineRequired },
    ],
    [
      '1 star without a headline',
      { rating: 1, review: 'Late.' },
      { headline: reviewMessages.headlineRequired },
    ],
    ['no stars', { rating: 0 }, { rating: reviewMessages.ratingRequired }],
    [
      'a 76-character headline',
      { rating: 5, headline: 'h'.repeat(76) },
      { headline: reviewMessages.headlineTooLong },
    ],
    [
      'a 1,001-character review',
      { rating: 5, review: 'r'.repeat(1001) },
      { review: reviewMessages.reviewTooLong },
    ],
    ['reason 11', { rating: 5, attributes: [11] }, { 'attributes.0': reviewMessages.attributeInvalid }],
  ])('400 for %s, the rating unchanged', async (_name, payload, fields) => {
    const invoiceNumber = await invoiceWith('Paid');
    await autoRate(invoiceNumber);
    const response = await rating('PATCH', invoiceNumber, payload);
    expect([response.statusCode, response.json().fields]).toEqual([400, fields]);
    expect((await rating('GET', invoiceNumber)).json().rating).toBe(5);
  });

  it('a low rating with its headline and text is taken', async () => {
    const invoiceNumber = await invoiceWith('Paid');
    await autoRate(invoiceNumber);
    const response = await rating('PATCH', invoiceNumber, {
      rating: 2,
      headline: 'Missed a spot',
      review: 'The back gutter was left full.',
      attributes: [1, 9],
    });
    expect([response.statusCode, response.json().attributes]).toEqual([200, [1]]);
  });

  it("another client cannot read or change this client's rating", async () => {
    const invoiceNumber = await invoiceWith('Paid');
    await autoRate(invoiceNumber);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await rating(
        method,
        invoiceNumber,
        method === 'PATCH' ? { rating: 4 } : undefined,
        otherHub,
      );
      expect([method, response.statusCode, response.json().message]).toEqual([
        method,
        404,
        smMessages.invoiceNotFound,
      ]);
    }
  });

  it('PATCH without a rating to change: 404', async () => {
    const response = await rating('PATCH', await invoiceWith('Paid'), { rating: 4 });
    expect([response.statusCode, response.json().message]).toEqual([404, messages.notFound]);
  });
});

describe('DELETE client-hub/reviews/{uri}/invoice/{n}', () => {
  it('takes the rating off the page and out of the rating; a payment does not rate again; the client may rate again', async () => {
    const invoiceNumber = await invoiceWith('Paid');
    const { reviewNumber } = (await autoRate(invoiceNumber)).json();
    await rating('PATCH', invoiceNumber, { rating: 5, headline: 'Great', review: 'Spotless.' });
    const before = await publicFigures();

    expect((await rating('DELETE', invoiceNumber)).statusCode).toBe(204);
    expect((await rating('GET', invoiceNumber)).statusCode).toBe(404);
    expect((await publicReviews()).some((r) => r.reviewNumber === reviewNumber)).toBe(false);
    expect(await publicFigures()).toMatchObject({
      reviewCount: before.reviewCount - 1,
      ratingTotal: before.ratingTotal - 5,
    });
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.reviewNumber, reviewNumber));
    expect([row?.headline, row?.review]).toEqual([null, null]);

    const again = await autoRate(invoiceNumber);
    expect([again.statusCode, again.json().message]).toEqual([409, messages.removedBefore]);
    expect((await rating('DELETE', invoiceNumber)).statusCode).toBe(404);

    const rated = await rating('PATCH', invoiceNumber, { rating: 3 });
    expect([rated.statusCode, rated.json().rating, rated.json().reviewNumber]).toEqual([
      200,
      3,
      reviewNumber,
    ]);
    expect(await publicFigures()).toMatchObject({
      reviewCount: before.reviewCount,
      ratingTotal: before.ratingTotal - 2,
    });
  });
});

describe("the provider's figures", () => {
  it('are the sum and count of the public reviews listed, after all of the above', async () => {
    const listed = await publicReviews();
    const figures = await publicFigures();
    expect({ reviewCount: figures.reviewCount, ratingTotal: figures.ratingTotal }).toEqual({
      reviewCount: listed.length,
      ratingTotal: listed.reduce((sum, review) => sum + Number(review.rating), 0),
    });
    expect(listed.length).toBeGreaterThan(5);
  });
});
