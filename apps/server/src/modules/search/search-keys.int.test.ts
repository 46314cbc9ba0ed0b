import { geocodeZip } from '@porchlight/db/geo/zip-codes';
import { allUsZips } from '@porchlight/db/seed/bench-metros';
import { catalogue } from '@porchlight/db/seed/catalogue/catalogue';
import { seedOffer, seedProvider } from '@porchlight/db/seed/factories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let database: TestApp['database'];
beforeAll(async () => {
  t = await createTestApp();
  database = t.database;
});
afterAll(() => t.close());

const service = (name: string) => {
  const entry = catalogue.find((candidate) => candidate.n === name);
  if (!entry) throw new Error(`no catalogue service ${name}`);
  return entry;
};

async function searchServicesOf(providerId: string): Promise<string[]> {
  const { rows } = await database.db.execute<{ services: string[] }>(
    sql`select search_services as services from providers where id = ${providerId}`,
  );
  return rows[0]?.services ?? [];
}

describe('search_services', () => {
  it('follows the offers: added, moved to another service and removed, with their categories', async () => {
    const provider = await seedProvider(database.db, { name: 'Keyed Cleaning', zipCode: '78701' });
    expect(await searchServicesOf(provider.id)).toEqual([]);
    const cleaning = await seedOffer(database.db, provider.id, service('House Cleaning'));
    await seedOffer(database.db, provider.id, service('Carpet Cleaning'));
    const category = `category:${service('House Cleaning').cu}`;
    expect((await searchServicesOf(provider.id)).sort()).toEqual(
      ['carpet-cleaning', category, 'house-cleaning'].sort(),
    );

    await database.db.execute(sql`update offers set catalogue_uri = 'plumbing' where id = ${cleaning.id}`);
    expect((await searchServicesOf(provider.id)).sort()).toEqual(
      ['carpet-cleaning', category, 'plumbing', `category:${service('Plumbing').cu}`].sort(),
    );

    await database.db.execute(sql`delete from offers where provider_id = ${provider.id}`);
    expect(await searchServicesOf(provider.id)).toEqual([]);
  });

  it('gives the position a cell key per level, alone and with each category', async () => {
    const { rows } = await database.db.execute<{ cells: string[] }>(
      sql`select search_cells('{house-cleaning,category:cleaning}', 30.27, -97.74) as cells`,
    );
    const cells = rows[0]?.cells ?? [];
    expect(cells).toHaveLength(10);
    expect(cells.filter((cell) => cell.startsWith('cleaning@'))).toHaveLength(5);
  });
});

describe('search_cells_near', () => {
  // Every 49th US ZIP as a point (about 850: enough to cross every cell edge, quick on CI), against circles in the lower 48, Alaska (also across 180°), Hawaii and Key West.
  const points = allUsZips().filter((_, index) => index % 49 === 0);
  const centres = ['10001', '78701', '99501', '99546', '96813', '33040', '04619'];

  it.each([10, 25, 50, 100, 250])('covers every point within %i miles', async (miles) => {
    for (const zip of centres) {
      const centre = geocodeZip(zip);
      if (!centre) throw new Error(`no zip ${zip}`);
      const meters = miles * 1609.344;
      // Every point is a provider of category "cleaning": found by its plain cells and by its category cells.
      const { rows } = await database.db.execute<{ inside: number; missed: number; cells: number }>(sql`
        with p as (select * from unnest(${`{${points.map((point) => point.latitude).join(',')}}`}::float8[],
                                        ${`{${points.map((point) => point.longitude).join(',')}}`}::float8[]) as p(lat, lng)),
             near as (select search_cells_near(${centre.latitude}, ${centre.longitude}, ${meters}) as cells,
                             search_cells_near(${centre.latitude}, ${centre.longitude}, ${meters}, 'cleaning') as category_cells)
        select count(*)::int as inside,
          count(*) filter (where not search_cells('{category:cleaning}', p.lat, p.lng) && near.cells
                              or not search_cells('{category:cleaning}', p.lat, p.lng) && near.category_cells)::int as missed,
          max(cardinality(near.cells))::int as cells
        from p, near
        where earth_distance(ll_to_earth(${centre.latitude}, ${centre.longitude}), ll_to_earth(p.lat, p.lng)) <= ${meters}`);
      const [result] = rows;
      expect(result?.missed, `${zip} within ${miles} miles`).toBe(0);
      // A handful of cells, so that the index scan stays a few posting lists.
      if (result && result.inside > 0) expect(result.cells).toBeLessThanOrEqual(36);
    }
  });
});

describe('a category near a zip', () => {
  it('finds the providers of any of its services inside the radius only', async () => {
    const austin = await seedProvider(database.db, { name: 'Eastside Drains', zipCode: '78702' });
    const sanAntonio = await seedProvider(database.db, { name: 'Riverwalk Pipes', zipCode: '78205' });
    await seedOffer(database.db, austin.id, service('Drain Cleaning'));
    await seedOffer(database.db, sanAntonio.id, service('Plumbing'));
    const search = async (radius: number) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/network/profile/list/search',
        payload: { first: 0, rows: 10, query: 'plumbers', zipCode: '78701', radius },
      });
      expect(response.json()).toMatchObject({ categoryName: 'Plumbers' });
      return (response.json().profiles as { name: string }[]).map((profile) => profile.name).sort();
    };
    expect(await search(25)).toEqual(['Eastside Drains']);
    expect(await search(100)).toEqual(['Eastside Drains', 'Riverwalk Pipes']);
  });
});
