import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clients,
  estimates,
  googlePlaces,
  invoices,
  jobs,
  providerCounters,
  providers,
  reviews,
} from '../schema/index';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { demoGoogleReviews, seedDemoGooglePlaces } from './demo-google-places';
import { seedDemoReviewExtras } from './demo-reviews';
import { seedDemoServiceManager } from './demo-service-manager';
import { seedProvider, seedReview, seedUser } from './factories';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

describe('seedDemoGooglePlaces', () => {
  it('stores Google reviews for demo place ids, once', async () => {
    await seedProvider(database.db, {
      name: 'Placed Co',
      vanityName: 'placed-co',
      placeId: 'demo-place-placed-co',
    });
    await seedProvider(database.db, { name: 'Real Place Co', placeId: 'ChIJreal' });
    expect(await seedDemoGooglePlaces(database.db)).toBe(1);
    expect(await seedDemoGooglePlaces(database.db)).toBe(0);
    const rows = await database.db.select().from(googlePlaces);
    expect(rows.map((row) => row.placeId)).toEqual(['demo-place-placed-co']);
    const [row] = rows;
    if (!row) throw new Error('no Google place stored');
    expect(row.reviews.length).toBeGreaterThanOrEqual(6);
    expect(row.reviews.filter((review) => review.rating === 5).length).toBeGreaterThanOrEqual(4);
    expect(row.reviews.some((review) => review.rating < 5)).toBe(true);
    // One long text shows the 50-word collapse.
    expect(row.reviews.some((review) => review.text.split(/\s+/).length > 50)).toBe(true);
    expect(Number(row.rating)).toBeGreaterThan(3);
  });

  it('is deterministic', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(demoGoogleReviews('demo-place-a', 'A', now)).toEqual(demoGoogleReviews('demo-place-a', 'A', now));
  });
});

describe('seedDemoReviewExtras', () => {
  it('gives one provider more than 20 reviews with star-only verified ones, keeping the aggregates', async () => {
    const provider = await seedProvider(database.db, { name: 'Busy Co', vanityName: 'busy-co' });
    const [first, ...others] = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        seedUser(database.db, { email: `reviewer${i}@example.com`, firstName: 'Rev', lastName: `Iewer${i}` }),
      ),
    );
    if (!first || others.length !== 29) throw new Error('the reviewers were not seeded');
    await seedReview(database.db, {
      providerId: provider.id,
      userId: first.id,
      rating: 3,
      review: 'ok',
    });
    expect(await seedDemoReviewExtras(database.db, 'busy-co')).toBe(27);
    expect(await seedDemoReviewExtras(database.db, 'busy-co')).toBe(0);
    const rows = await database.db.select().from(reviews).where(eq(reviews.providerId, provider.id));
    expect(rows).toHaveLength(28);
    const empty = rows.filter(
      (row) => row.verifiedCustomer && !row.review && !row.headline && row.attributes.length === 0,
    );
    expect(empty.length).toBeGreaterThanOrEqual(5);
    const [saved] = await database.db.select().from(providers).where(eq(providers.id, provider.id));
    expect(saved?.reviewCount).toBe(28);
    expect(saved?.ratingTotal).toBe(rows.reduce((sum, row) => sum + row.rating, 0));
  });
});

describe('seedDemoServiceManager', () => {
  it('gives a provider clients, estimates, invoices and jobs once, and numbers on from them', async () => {
    const provider = await seedProvider(database.db, { name: 'Managed Co', vanityName: 'managed-co' });
    expect(await seedDemoServiceManager(database.db, 'managed-co')).toEqual({
      clients: 4,
      estimates: 4,
      invoices: 3,
      jobs: 3,
    });
    expect((await seedDemoServiceManager(database.db, 'managed-co')).clients).toBe(0);
    const estimateRows = await database.db
      .select()
      .from(estimates)
      .where(eq(estimates.providerId, provider.id));
    expect(new Set(estimateRows.map((row) => row.status)).size).toBeGreaterThanOrEqual(3);
    const invoiceRows = await database.db.select().from(invoices).where(eq(invoices.providerId, provider.id));
    expect(invoiceRows.map((row) => row.status).sort()).toEqual(['Paid', 'Partial', 'Sent']);
    for (const row of invoiceRows) {
      expect(row.total).toBe(row.subtotal - row.discountAmount + row.tax);
      expect(row.amountDue).toBe(row.total - row.amountPaid);
    }
    expect(await database.db.select().from(jobs).where(eq(jobs.providerId, provider.id))).toHaveLength(3);
    expect(await database.db.select().from(clients).where(eq(clients.providerId, provider.id))).toHaveLength(
      4,
    );
    const counters = await database.db
      .select()
      .from(providerCounters)
      .where(eq(providerCounters.providerId, provider.id));
    expect(Object.fromEntries(counters.map((row) => [row.kind, row.value]))).toMatchObject({
      estimate: 4,
      invoice: 3,
      job: 3,
    });
  });
});
