import { timeZoneMessages } from '@porchlight/core/providers/owner-tools.messages';
import type { Hours } from '@porchlight/core/providers/profile.schemas';
import { refineTimeZones } from '@porchlight/db/reference/refine-time-zones';
import { providerOpenHours, providers } from '@porchlight/db/schema/index';
import { type ProviderRow, seedProvider } from '@porchlight/db/seed/factories';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigration } from '../../../test/migrations';
import { seedLoggedInUser } from '../../../test/people';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createProfileRepository } from './profile.repository';

/** Issue 33 item 1: each provider has an IANA time zone, and open hours are kept as weekly intervals. */

let t: TestApp;
let owner: Awaited<ReturnType<typeof seedLoggedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await seedLoggedInUser(t.app, t.database.db);
});
afterAll(() => t.close());

const newProvider = (fields: Parameters<typeof seedProvider>[1] = {}) =>
  seedProvider(t.database.db, { owner: owner.user.id, ...fields });

function call(provider: ProviderRow, path: string, payload: object) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/v1/provider/profile/${path}?vanityName=${provider.vanityName}`,
    payload,
    headers: { cookie: owner.cookie },
  });
}

async function zoneOf(provider: ProviderRow): Promise<string | undefined> {
  const profile = await t.app.inject({ url: `/api/v1/network/profile/${provider.vanityName}` });
  return profile.json().timeZone;
}

const at = (zipCode: string) => ({ city: 'Anywhere', stateCode: '', zipCode, countryCode: 'US' });

describe('a provider’s time zone', () => {
  it('follows its location until the owner chooses one, then stays', async () => {
    const provider = await newProvider({ zipCode: '78701' });
    expect(await zoneOf(provider)).toBe('America/Chicago');

    // El Paso is in Texas but keeps Mountain time.
    const moved = await call(provider, 'location', { ...at('79901'), stateCode: 'TX', city: 'El Paso' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().timeZone).toBe('America/Denver');

    const chosen = await call(provider, 'time-zone', { timeZone: 'America/Phoenix' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ timeZone: 'America/Phoenix', chosen: true });

    const again = await call(provider, 'location', { ...at('78701'), stateCode: 'TX', city: 'Austin' });
    expect(again.json().timeZone).toBe('America/Phoenix');
    expect(await zoneOf(provider)).toBe('America/Phoenix');
  });

  it.each([['Mars/Olympus_Mons'], ['+05:00'], [''], ['a'.repeat(80)]])(
    'refuses %j with the message, and keeps the zone',
    async (timeZone) => {
      const provider = await newProvider({ zipCode: '10001' });
      const answer = await call(provider, 'time-zone', { timeZone });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().fields.timeZone).toBe(timeZoneMessages.invalid);
      expect(await zoneOf(provider)).toBe('America/New_York');
    },
  );

  it('is placed from the coordinates of a row that has only its state’s zone', async () => {
    const provider = await newProvider({ zipCode: '79901' });
    await t.database.db
      .update(providers)
      .set({ timeZone: 'America/Chicago', timeZoneSource: 'state' })
      .where(eq(providers.id, provider.id));
    expect(await refineTimeZones(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await zoneOf(provider)).toBe('America/Denver');
    // Idempotent: a placed row is not read again.
    expect(await refineTimeZones(t.database.db)).toBe(0);
  });
});

const day = (time: string, open = true, allDay = false) => ({ open, allDay, time });
const week = (overrides: Partial<Hours> = {}): Hours => ({
  version: 1,
  enabled: true,
  mon: day('7:30 AM - 6 PM'),
  tue: day('8 AM - 5 PM'),
  wed: day('8 AM - 5 PM'),
  thu: day('12 PM - 8:45 PM'),
  fri: day('8 AM - 12 PM'),
  sat: day('8 AM - 5 PM', false),
  sun: day('12 AM - 11:59 PM', true, true),
  ...overrides,
});

/** The intervals kept, as the profile reads them. */
const intervalsOfRow = (providerId: string) =>
  createProfileRepository(t.database.db).listOpenHours(providerId);

const KEPT = [
  { weekday: 1, opensMinute: 450, closesMinute: 1080 },
  { weekday: 2, opensMinute: 480, closesMinute: 1020 },
  { weekday: 3, opensMinute: 480, closesMinute: 1020 },
  { weekday: 4, opensMinute: 720, closesMinute: 1245 },
  { weekday: 5, opensMinute: 480, closesMinute: 720 },
  { weekday: 7, opensMinute: 0, closesMinute: 1440 },
];

describe('open hours kept as weekly intervals', () => {
  it('Edit Open Hours keeps them as intervals and every page reads the same object', async () => {
    const provider = await newProvider();
    const answer = await call(provider, 'hours', week());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await intervalsOfRow(provider.id)).toEqual(KEPT);
    const profile = await t.app.inject({ url: `/api/v1/network/profile/${provider.vanityName}` });
    expect(profile.json().hours).toEqual({ ...week(), sun: day('8 AM - 5 PM', true, true) });
    expect(answer.json()).toEqual(profile.json().hours);
  });

  it('a provider that never saved hours has none', async () => {
    const provider = await newProvider();
    const profile = await t.app.inject({ url: `/api/v1/network/profile/${provider.vanityName}` });
    expect(profile.json().hours).toBeNull();
  });

  it('two intervals of one day may not overlap (the database refuses)', async () => {
    const provider = await newProvider();
    const insert = (opensMinute: number, closesMinute: number) =>
      t.database.db
        .insert(providerOpenHours)
        .values({ providerId: provider.id, weekday: 2, opensMinute, closesMinute });
    await insert(480, 720);
    await expect(insert(700, 1000)).rejects.toThrow();
    await expect(insert(780, 1020)).resolves.toBeDefined();
    await expect(insert(1000, 900)).rejects.toThrow();
  });
});

describe('migration 0027 on rows the old code wrote', () => {
  /** Puts the database back to before 0027 (inside a transaction that is rolled back), runs it, reads the result. */
  async function migrateFromHoursObjects(rows: { id: string; hours: Hours | null }[]) {
    const rolledBack = new Error('rolled back');
    let kept: Awaited<ReturnType<typeof intervalsOfRow>> = [];
    let shown: unknown[] = [];
    try {
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`drop table provider_open_hours`);
        // Insights' recount on a zone change (migration 0044) reads the column 0027 adds.
        await tx.execute(sql`drop trigger insight_provider_zone on providers`);
        await tx.execute(
          sql`alter table providers drop column hours_shown, drop column time_zone, drop column time_zone_source`,
        );
        await tx.execute(sql`alter table providers add column hours jsonb`);
        for (const row of rows)
          await tx.execute(
            sql`update providers set hours = ${JSON.stringify(row.hours)}::jsonb where id = ${row.id}`,
          );
        await runMigration(tx, '0027_provider_time_zone_and_open_hours');
        const ids = rows.map((row) => row.id);
        kept = (
          await tx.execute<{
            weekday: number;
            opens_minute: number;
            closes_minute: number;
            provider_id: string;
          }>(
            sql`select * from provider_open_hours where provider_id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid) order by provider_id, weekday`,
          )
        ).rows.map((row) => ({
          weekday: row.weekday,
          opensMinute: row.opens_minute,
          closesMinute: row.closes_minute,
        }));
        shown = (
          await tx.execute<{ hours_shown: boolean | null }>(
            sql`select hours_shown from providers where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid) order by id`,
          )
        ).rows.map((row) => row.hours_shown);
        throw rolledBack;
      });
    } catch (error) {
      if (error !== rolledBack) throw error;
    }
    return { kept, shown };
  }

  it('turns each hours object into the same intervals the app keeps', async () => {
    const provider = await newProvider();
    const { kept, shown } = await migrateFromHoursObjects([
      { id: provider.id, hours: week({ enabled: false }) },
    ]);
    expect(kept).toEqual(KEPT);
    expect(shown).toEqual([false]);
  });

  it('stops, naming the provider, on an open day whose time does not read', async () => {
    const provider = await newProvider();
    await expect(
      migrateFromHoursObjects([{ id: provider.id, hours: week({ tue: day('all morning') }) }]),
    ).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/do not read on weekday 2: all morning/) },
    });
  });
});
