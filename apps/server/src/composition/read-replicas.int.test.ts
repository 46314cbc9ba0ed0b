import { connect, type Database, withClient, withDatabase } from '@porchlight/db/connection';
import { migrateDatabase } from '@porchlight/db/migrate';
import { catalogueServiceNamed } from '@porchlight/db/reference/catalogue/catalogue';
import { loadReferenceData } from '@porchlight/db/reference/reference-data';
import { seedOffer, seedProvider, seedUser } from '@porchlight/db/seed/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReplicaPair, startReplicaPair } from '../../../../scripts/lib/replica-pair';
import { cookieHeader, createTestApp, type TestApp } from '../../test/test-app';

/**
 * Visitors' reads on a real streaming replica (Debian's PostgreSQL, a pg_basebackup standby): replay is
 * paused so the replica is provably behind, which shows who reads where.
 */
const APP_DATABASE = 'porchlight';
let pair: ReplicaPair;
let primary: Database;
let lenient: TestApp;
let strict: TestApp;
let ownerCookie: string;

async function seedPlumber(db: Database, name: string) {
  const provider = await seedProvider(db, { name, zipCode: '78701' });
  await seedOffer(db, provider.id, catalogueServiceNamed('Plumbing'));
  return provider;
}

/** Two processes on the pair: one tolerating an hour of lag, one at most a second. */
async function appOnPair(maxLagSeconds: number): Promise<TestApp> {
  const database = { db: primary, url: withDatabase(pair.primaryUrl, APP_DATABASE), drop: async () => {} };
  const env = {
    DATABASE_REPLICA_URLS: withDatabase(pair.standbyUrl, APP_DATABASE),
    REPLICA_MAX_LAG_SECONDS: String(maxLagSeconds),
  };
  return createTestApp(env, { database });
}

beforeAll(async () => {
  pair = await startReplicaPair(async (primaryUrl) => {
    await withClient(primaryUrl, (client) => client.query(`create database ${APP_DATABASE}`));
    const db = connect(withDatabase(primaryUrl, APP_DATABASE), { max: 2 });
    await migrateDatabase(db);
    await loadReferenceData(db);
    await seedPlumber(db, 'Alpha Plumbing');
    await seedUser(db, {
      email: 'owner@example.test',
      firstName: 'Olive',
      lastName: 'Owner',
      password: 'owner-password',
    });
    await db.$client.end();
  });
  primary = connect(withDatabase(pair.primaryUrl, APP_DATABASE), { max: 5 });
  lenient = await appOnPair(3600);
  strict = await appOnPair(1);
  const login = await lenient.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'owner@example.test', password: 'owner-password' },
  });
  ownerCookie = cookieHeader(login);
}, 60_000);

afterAll(async () => {
  await lenient?.close();
  await strict?.close();
  await primary?.$client.end();
  await pair?.stop();
});

const searchNames = async (t: TestApp, cookie?: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/network/profile/list/search',
    payload: { first: 0, rows: 10, zipCode: '78701' },
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json().profiles.map((profile: { name: string }) => profile.name);
};
const sitemapBody = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/network/sitemap/profiles' })).body;
const suggestionsBody = async (t: TestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/network/search/suggestions?q=Bravo' })).body;
const ready = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/v1/ready' })).json();

describe('with replay paused on the standby', () => {
  beforeAll(async () => {
    await pair.caughtUp();
    await pair.pauseReplay();
    // Written on the primary behind the replica's back: no event, so only the replica's lag decides.
    await seedPlumber(primary, 'Bravo Plumbing');
  });

  it('serves visitors search, suggestions, profiles and the sitemap from the replica', async () => {
    await lenient.app.readReplicas.check();
    expect(await searchNames(lenient)).toEqual(['Alpha Plumbing']);
    expect(await suggestionsBody(lenient)).not.toContain('Bravo Plumbing');
    expect(await sitemapBody(lenient)).toContain('alpha-plumbing');
    expect(await sitemapBody(lenient)).not.toContain('bravo-plumbing');
    const profile = await lenient.app.inject({
      method: 'GET',
      url: '/api/v1/network/profile/alpha-plumbing',
    });
    expect(profile.statusCode).toBe(200);
  });

  it('reads the primary for signed-in people, who may be reading their own write', async () => {
    expect(await searchNames(lenient, ownerCookie)).toContain('Bravo Plumbing');
  });

  it('stops reading a replica further behind than REPLICA_MAX_LAG_SECONDS, and /ready says so', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await strict.app.readReplicas.check();
    await lenient.app.readReplicas.check();
    const [report] = (await ready(strict)).replicas;
    expect(report).toMatchObject({ reachable: true, inUse: false });
    expect(report.lagSeconds).toBeGreaterThan(1);
    expect(report.replica).not.toContain('postgres@');
    expect((await ready(lenient)).replicas[0]).toMatchObject({ reachable: true, inUse: true });
    expect(await searchNames(strict)).toContain('Bravo Plumbing');
    expect(await searchNames(lenient)).not.toContain('Bravo Plumbing');
  });

  it('after a page-cache invalidation, reads the primary until the replica has replayed it', async () => {
    await lenient.app.events.ready();
    await lenient.app.repositories.events.providerChanged(
      { vanityName: 'bravo-plumbing' },
      { contentOnly: false },
    );
    await expect.poll(() => searchNames(lenient), { timeout: 5_000 }).toContain('Bravo Plumbing');
    expect(await sitemapBody(lenient)).toContain('bravo-plumbing');
    expect((await ready(lenient)).replicas[0]).toMatchObject({ reachable: true, inUse: false });

    await pair.resumeReplay();
    await pair.caughtUp();
    await lenient.app.readReplicas.check();
    expect((await ready(lenient)).replicas[0]).toMatchObject({ reachable: true, inUse: true, lagSeconds: 0 });
    expect(await searchNames(lenient)).toContain('Bravo Plumbing');
  });
});

it('falls back to the primary when the replica stops', async () => {
  await pair.stopStandby();
  // Before the next health check too: a call the stopped replica drops is asked of the primary.
  expect(await searchNames(lenient)).toEqual(['Alpha Plumbing', 'Bravo Plumbing']);
  await lenient.app.readReplicas.check();
  const response = await lenient.app.inject({ method: 'GET', url: '/api/v1/ready' });
  expect(response.statusCode).toBe(200);
  expect(response.json().replicas[0]).toMatchObject({ reachable: false, lagSeconds: null, inUse: false });
  expect(await searchNames(lenient)).toEqual(['Alpha Plumbing', 'Bravo Plumbing']);
  expect(await sitemapBody(lenient)).toContain('bravo-plumbing');
});
