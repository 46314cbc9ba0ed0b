import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { thumbnailKey } from '@porchlight/core/media/media-keys.rules';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingMembers,
  bookingOffers,
  bookingSettings,
  bookingWindows,
  clients,
  friendships,
  invoices,
  jobs,
  memberships,
  photos,
  providers,
  reviews,
  users,
  visitSeries,
  visits,
} from '../schema/index';
import { createDemoTestDatabase, type DemoTestDatabase, demoSeedResult } from '../testing/demo-database';
import { type SeedDemoResult, seedDemo } from './demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { APPROVAL_DEMO_PROVIDER } from './demo-booking-approval';
import { HALF_COMPLETE_PROVIDER } from './demo-onboarding';
import { DEMO_TECHNICIAN_EMAIL } from './demo-schedule';
import { SERVICE_MANAGER_DEMO_PROVIDER } from './demo-service-manager';

// The run's one demo seed (the template every file with demo data clones): its result, its rows, its media.
let database: DemoTestDatabase;
let first: SeedDemoResult;
const media = {
  has: (key: string) => existsSync(path.join(database.mediaDir, key)),
  get: (key: string) => readFileSync(path.join(database.mediaDir, key)),
};

beforeAll(async () => {
  database = await createDemoTestDatabase();
  first = demoSeedResult();
}, 120_000);
afterAll(() => database?.drop());

/** A demo company and its online-booking settings. */
async function bookingOf(vanityNameLc: string) {
  const [company] = await database.db
    .select()
    .from(providers)
    .where(eq(providers.vanityNameLc, vanityNameLc));
  const [settings] = await database.db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.providerId, company!.id));
  return { company, settings };
}

/** The roles of the members who take a company's online bookings. */
async function bookingTakerRoles(providerId: string): Promise<string[]> {
  const takers = await database.db
    .select({ role: memberships.role })
    .from(bookingMembers)
    .innerJoin(
      memberships,
      and(
        eq(memberships.userId, bookingMembers.userId),
        eq(memberships.providerId, bookingMembers.providerId),
      ),
    )
    .where(eq(bookingMembers.providerId, providerId));
  return takers.map(({ role }) => role);
}

const countProviders = async () => (await database.db.select({ value: count() }).from(providers))[0]!.value;

describe('seedDemo', () => {
  it('seeds once; a second call adds nothing', async () => {
    expect(first.created).toBe(true);
    const before = await countProviders();
    const again = await seedDemo({ db: database.db, saveMedia: async () => {} });
    expect(again.created).toBe(false);
    expect(await countProviders()).toBe(before);
  });

  it('spreads providers of every kind over the metro areas', async () => {
    const [mix] = await database.db
      .select({
        total: count(),
        cities: sql<number>`count(distinct ${providers.city})::int`,
        published: sql<number>`count(*) filter (where ${providers.published})::int`,
        unpublished: sql<number>`count(*) filter (where not ${providers.published})::int`,
        unclaimed: sql<number>`count(*) filter (where ${providers.unclaimed})::int`,
        pro: sql<number>`count(*) filter (where ${providers.pro} > 0)::int`,
        spotlight: sql<number>`count(*) filter (where ${providers.spotlight} and ${providers.published})::int`,
      })
      .from(providers);
    expect(mix!.total).toBeGreaterThanOrEqual(55);
    expect(mix!.cities).toBeGreaterThanOrEqual(6);
    expect(mix!.published).toBeGreaterThan(0);
    expect(mix!.unpublished).toBeGreaterThan(0);
    expect(mix!.unclaimed).toBeGreaterThan(0);
    expect(mix!.pro).toBeGreaterThan(0);
    expect(mix!.spotlight).toBeGreaterThan(0);

    const unclaimedMembers = await database.db
      .select({ value: count() })
      .from(memberships)
      .innerJoin(providers, eq(providers.id, memberships.providerId))
      .where(eq(providers.unclaimed, true));
    expect(unclaimedMembers[0]!.value).toBe(0);
  });

  it('creates the demo accounts with the demo password, roles and memberships', async () => {
    const byEmail = new Map((await database.db.select().from(users)).map((user) => [user.email, user]));
    for (const { email } of DEMO_ACCOUNTS) {
      expect(byEmail.get(email)?.role).toBe(email === 'admin@porchlight.test' ? 'admin' : 'user');
    }
    expect(await verify(byEmail.get('customer@porchlight.test')!.passwordHash, DEMO_PASSWORD)).toBe(true);

    const membershipOf = async (email: string) =>
      database.db
        .select({ role: memberships.role, provider: providers })
        .from(memberships)
        .innerJoin(providers, eq(providers.id, memberships.providerId))
        .where(eq(memberships.userId, byEmail.get(email)!.id));

    const [pro] = await membershipOf('pro@porchlight.test');
    expect(pro).toMatchObject({
      role: 'owner',
      provider: { published: true, verified: true, spotlight: true },
    });
    expect(pro!.provider.pro).toBeGreaterThan(0);

    const owned = await membershipOf('owner@porchlight.test');
    expect(owned.find(({ provider }) => provider.published)).toMatchObject({
      role: 'owner',
      provider: { published: true, pro: 0 },
    });
    // A second company, half set up and unpublished, to try the completion wizard and Publish.
    expect(owned.find(({ provider }) => provider.name === HALF_COMPLETE_PROVIDER)).toMatchObject({
      role: 'owner',
      provider: { published: false, aboutMetadata: null, phoneNumber: '3035550177' },
    });

    expect(await membershipOf('admin@porchlight.test')).toHaveLength(0);
    expect(await membershipOf('customer@porchlight.test')).toHaveLength(0);
  });

  it('gives the customer friends, reviews, and friends who reviewed for everyone and for friends only', async () => {
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@porchlight.test'));
    const friends = await database.db.select().from(friendships).where(eq(friendships.userId, customer!.id));
    expect(friends.length).toBeGreaterThanOrEqual(3);

    const own = await database.db.select().from(reviews).where(eq(reviews.userId, customer!.id));
    expect(own.length).toBeGreaterThanOrEqual(3);

    const friendReviews = await database.db
      .select({ visibility: reviews.visibility })
      .from(reviews)
      .innerJoin(friendships, eq(friendships.friendId, reviews.userId))
      .where(eq(friendships.userId, customer!.id));
    expect(new Set(friendReviews.map((review) => review.visibility))).toEqual(new Set(['p', 'f']));
  });

  it('keeps every provider rating aggregate equal to its public reviews', async () => {
    const mismatched = await database.db.execute(sql`
      select p.vanity_name from providers p
      left join (select provider_id, sum(rating)::int as total, count(*)::int as n from reviews
        where visibility = 'p' group by provider_id) r
        on r.provider_id = p.id
      where p.rating_total <> coalesce(r.total, 0) or p.review_count <> coalesce(r.n, 0)`);
    expect(mismatched.rows).toEqual([]);
  });

  it('writes attributes that agree with the rating', async () => {
    const rows = await database.db
      .select({ rating: reviews.rating, attributes: reviews.attributes })
      .from(reviews);
    expect(rows.length).toBeGreaterThan(100);
    for (const { rating, attributes } of rows) {
      if (rating > 3) expect(attributes.every((code) => code >= 6 && code <= 10)).toBe(true);
      if (rating < 3) expect(attributes.every((code) => code >= 1 && code <= 5)).toBe(true);
      if (rating === 3) expect(attributes).toEqual([]);
    }
  });

  it('saves the logo, banner, photos and thumbnails it points to', async () => {
    const withImages = await database.db
      .select({
        vanityName: providers.vanityName,
        profilePic: providers.profilePic,
        bannerImage: providers.bannerImage,
      })
      .from(providers)
      .where(sql`${providers.profilePic} is not null`);
    expect(withImages.length).toBeGreaterThan(40);
    for (const provider of withImages) {
      expect(provider.profilePic).toBe(`providers/${provider.vanityName}/logo.webp`);
      expect(media.has(provider.profilePic!)).toBe(true);
      expect(media.has(provider.bannerImage!)).toBe(true);
    }
    const photoRows = await database.db.select().from(photos);
    expect(photoRows.length).toBeGreaterThan(100);
    for (const photo of photoRows) {
      expect(media.has(photo.storageKey)).toBe(true);
      for (const size of [125, 150, 295]) expect(media.has(thumbnailKey(photo.storageKey, size))).toBe(true);
    }
    // Real WebP files: "RIFF....WEBP".
    const logo = media.get(withImages[0]!.profilePic!)!;
    expect(logo.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('gives the Pro provider a Service Manager: the demo customer among its clients, paid and unpaid invoices', async () => {
    const [pro] = await database.db
      .select()
      .from(providers)
      .where(eq(providers.vanityNameLc, SERVICE_MANAGER_DEMO_PROVIDER));
    const emails = (await database.db.select().from(clients).where(eq(clients.providerId, pro!.id))).map(
      (client) => client.emailAddress,
    );
    expect(emails).toContain('customer@porchlight.test');
    const statuses = (await database.db.select().from(invoices).where(eq(invoices.providerId, pro!.id))).map(
      (invoice) => invoice.status,
    );
    expect(statuses).toEqual(expect.arrayContaining(['Paid', 'Sent']));
  });

  it('gives the Pro provider a team of three and a lived-in week: visits around today, two series, jobs waiting', async () => {
    const [pro] = await database.db
      .select()
      .from(providers)
      .where(eq(providers.vanityNameLc, SERVICE_MANAGER_DEMO_PROVIDER));
    const team = await database.db
      .select({ role: memberships.role, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(memberships.providerId, pro!.id));
    expect(team.map(({ role }) => role).sort()).toEqual(['manager', 'owner', 'technician', 'technician']);
    expect(team).toContainEqual({ role: 'technician', email: DEMO_TECHNICIAN_EMAIL });

    const rows = await database.db.select().from(visits).where(eq(visits.providerId, pro!.id));
    const week = rows.filter(({ startsAt }) => Math.abs(startsAt!.getTime() - Date.now()) < 7 * 86_400_000);
    expect(week.length).toBeGreaterThanOrEqual(5);
    // Done before today, still to come after it.
    expect(rows.map(({ status }) => status)).toEqual(expect.arrayContaining(['completed', 'scheduled']));
    const [{ value: seriesCount } = { value: 0 }] = await database.db
      .select({ value: count() })
      .from(visitSeries)
      .where(eq(visitSeries.providerId, pro!.id));
    expect(seriesCount).toBe(2);
    const waiting = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.providerId, pro!.id), eq(jobs.status, 'unscheduled')));
    expect(waiting.length).toBeGreaterThanOrEqual(3);
  });

  it('lets visitors book the Pro online: listed, four arrival windows, two offers (one priced on site, one asking a $25 deposit), its technicians', async () => {
    const { company: pro, settings } = await bookingOf(SERVICE_MANAGER_DEMO_PROVIDER);
    expect(settings).toMatchObject({
      enabled: true,
      listed: true,
      mode: 'windows',
      approval: 'auto',
      depositKind: 'percent',
      depositPercent: 20,
    });
    const windows = await database.db
      .select({ from: bookingWindows.startsMinute, to: bookingWindows.endsMinute })
      .from(bookingWindows)
      .where(eq(bookingWindows.providerId, pro!.id));
    expect(windows.map(({ from, to }) => [from / 60, to / 60]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [8, 10],
      [10, 12],
      [13, 15],
      [15, 17],
    ]);
    const offered = await database.db
      .select({ priceCents: bookingOffers.priceCents })
      .from(bookingOffers)
      .where(eq(bookingOffers.providerId, pro!.id));
    // One priced on site (no deposit), one at $125 asking 20%: $25.
    expect(offered.map(({ priceCents }) => priceCents).sort()).toEqual([12_500, null]);
    expect(await bookingTakerRoles(pro!.id)).toEqual(['technician', 'technician']);
  });

  it('lets visitors request a time from a second company, which approves each booking, one a day', async () => {
    const { company, settings } = await bookingOf(APPROVAL_DEMO_PROVIDER);
    expect(company?.complimentaryItems).toEqual(expect.arrayContaining(['fsm', 'clientHub']));
    expect(settings).toMatchObject({
      enabled: true,
      listed: true,
      approval: 'approve',
      replyHours: 24,
      dailyLimit: 1,
      depositKind: null,
    });
    expect(await bookingTakerRoles(company!.id)).toEqual(['owner']);
    const [owner] = await database.db
      .select({ email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(memberships.providerId, company!.id), eq(memberships.role, 'owner')));
    expect(owner?.email).toBe('lawn@porchlight.test');
  });

  it("lets customer@ reach Casey Morgan's Client Hub: a hub id, and a verified account address", async () => {
    const [casey] = await database.db
      .select()
      .from(clients)
      .where(eq(clients.emailAddress, 'customer@porchlight.test'));
    expect(casey!.clientHubId).toMatch(/^[0-9a-f-]{36}$/);
    const [customer] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'customer@porchlight.test'));
    expect(customer!.emailVerifiedAt).not.toBeNull();
  });
});
