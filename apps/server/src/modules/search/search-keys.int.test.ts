import { catalogueServiceNamed } from '@porchlight/db/reference/catalogue/catalogue';
import { allUsZips } from '@porchlight/db/seed/bench-metros';
import { seedOffer, seedProvider, seedReview, seedUser } from '@porchlight/db/seed/factories';
import { geocodeZip } from '@porchlight/zip-codes/zip-codes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postingsBox } from './search.repository';

let t: TestApp;
let database: TestApp['database'];
beforeAll(async () => {
  t = await createTestApp();
  database = t.database;
});
afterAll(() => t.close());

const service = catalogueServiceNamed;

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

describe('search_postings', () => {
  type Posting = { term: string; band: number | null; reviews: number; rating: number };
  async function postingsOf(providerId: string): Promise<Posting[]> {
    const { rows } = await database.db.execute<Posting>(
      sql`select term, band, review_count as reviews, rating_total as rating from search_postings
          where provider_id = ${providerId} order by term`,
    );
    return rows;
  }

  it('follows the provider: its terms while published, its position and its ratings, gone when it goes', async () => {
    const provider = await seedProvider(database.db, { name: 'Posted Plumbing', zipCode: '78701' });
    expect(await postingsOf(provider.id)).toEqual([]);
    await seedOffer(database.db, provider.id, service('Plumbing'));
    const category = `category:${service('Plumbing').cu}`;
    const austinBand = Math.floor((geocodeZip('78701')?.latitude ?? 0) * 4);
    expect(await postingsOf(provider.id)).toEqual([
      { term: category, band: austinBand, reviews: 0, rating: 0 },
      { term: 'plumbing', band: austinBand, reviews: 0, rating: 0 },
    ]);

    const reviewer = await seedUser(database.db, {
      email: 'postings@example.test',
      firstName: 'Pat',
      lastName: 'Poster',
    });
    await seedReview(database.db, { providerId: provider.id, userId: reviewer.id, rating: 4 });
    expect((await postingsOf(provider.id)).map(({ reviews, rating }) => [reviews, rating])).toEqual([
      [1, 4],
      [1, 4],
    ]);

    await database.db.execute(sql`update providers set published = false where id = ${provider.id}`);
    expect(await postingsOf(provider.id)).toEqual([]);
    await database.db.execute(
      sql`update providers set published = true, latitude = null, longitude = null where id = ${provider.id}`,
    );
    expect((await postingsOf(provider.id)).map(({ term, band }) => [term, band])).toEqual([
      [category, null],
      ['plumbing', null],
    ]);

    await database.db.execute(sql`delete from providers where id = ${provider.id}`);
    expect(await postingsOf(provider.id)).toEqual([]);
  });

  // The same points and centres as search_cells_near's test: every point within the radius lies in the box.
  const points = allUsZips().filter((_, index) => index % 49 === 0);
  const centres = ['10001', '78701', '99501', '99546', '96813', '33040', '04619'];

  it.each([10, 25, 50, 100, 250])('boxes every point within %i miles', async (miles) => {
    for (const zip of centres) {
      const centre = geocodeZip(zip);
      if (!centre) throw new Error(`no zip ${zip}`);
      const meters = miles * 1609.344;
      const { bands, longitudes } = postingsBox({
        latitude: centre.latitude,
        longitude: centre.longitude,
        meters,
      });
      const { rows } = await database.db.execute<{ missed: number }>(sql`
        select count(*)::int as missed
        from unnest(${`{${points.map((point) => point.latitude).join(',')}}`}::float8[],
                    ${`{${points.map((point) => point.longitude).join(',')}}`}::float8[]) as p(lat, lng)
        where earth_distance(ll_to_earth(${centre.latitude}, ${centre.longitude}), ll_to_earth(p.lat, p.lng)) <= ${meters}
          and not (floor(p.lat * 4)::int = any(${`{${bands.join(',')}}`}::int[])
                   and p.lng between ${longitudes?.west ?? -180} and ${longitudes?.east ?? 180})`);
      expect(rows[0]?.missed, `${zip} within ${miles} miles`).toBe(0);
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
