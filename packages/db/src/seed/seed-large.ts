/**
 * Bulk data for search and scale tests:
 *   npm run seed:large -- --providers 100000 [--data-dir ./data]     (DATABASE_URL is honoured)
 * Providers are published and live where people do: 80% in the 50 largest US metros (by population,
 * over the ZIP codes around each centre, bench-metros.ts), the rest spread over every US ZIP code.
 * Each has 2-6 catalogue services of one category and rating aggregates set directly (no review rows).
 * Vanity names are 'bench-<n>'; a second run only adds the providers still missing. No images.
 * Everything is generated inside PostgreSQL in batches (INSERT … SELECT over generate_series), so the
 * client holds no rows; a large load drops the secondary indexes and builds them once at the end.
 */

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { CatalogueEntry } from '@porchlight/core/offers/catalogue.schemas';
import { entryOf, itemAt } from '@porchlight/core/platform/required';
import { DEFAULT_TIME_ZONE } from '@porchlight/core/providers/time-zone.schemas';
import { timeZoneAt } from '@porchlight/zip-codes/time-zones';
import type pg from 'pg';
import { openDatabase } from '../open-database';
import { describeReferenceData, loadReferenceData } from '../reference/reference-data';
import { serviceCatalogue } from '../schema/index';
import { allUsZips, metroZips } from './bench-metros';
import type { Db } from './factories';
import { buildPricingForm } from './factories';

export const BENCH_PREFIX = 'bench-';
const BATCH_SIZE = 10_000;
/** Share of providers in the 50 largest metros; the rest are spread evenly over every US ZIP. */
const METRO_PERCENT = 80;
/** Metro providers draw one of this many slots, each metro holding slots in proportion to its population. */
const METRO_SLOTS = 100_000;
/** From this many new providers on, secondary indexes are built once at the end instead of row by row. */
const DEFER_INDEXES_FROM = 200_000;

const NAME_PREFIXES = [
  'Summit',
  'Oakwood',
  'Blue Ridge',
  'Evergreen',
  'Ironclad',
  'Bright Star',
  'Heritage',
  'Cornerstone',
  'Northside',
  'Southside',
  'Golden Gate',
  'True North',
  'Red Barn',
  'Silver Creek',
  'Maple Leaf',
  'Pioneer',
  'Liberty',
  'Keystone',
  'Riverbend',
  'Lakeside',
  'Prairie',
  'Cedar Ridge',
  'Hometown',
  'Trusty',
  'Neighborly',
  'First Choice',
  'Rapid',
  'Precision',
  'Honest',
  'Copperline',
  'Willow',
  'Stonebridge',
  'Sunrise',
  'Harbor',
  'Granite',
  'Patriot',
  'Elite',
  'Valley',
  'Crestview',
  'Main Street',
];
const NAME_SUFFIXES = [
  '',
  '',
  ' Co.',
  ' LLC',
  ' Pros',
  ' & Sons',
  ' Group',
  ' Services',
  ' Experts',
  ' of America',
];

/** 8 AM - 5 PM, Monday to Friday (open-hours.rules.ts). */
const STANDARD_OPEN_WEEKDAYS = 5;
const STANDARD_OPENS_MINUTE = 8 * 60;
const STANDARD_CLOSES_MINUTE = 17 * 60;

/** "Stone/Pavers/Concrete" reads "Stone, Pavers & Concrete" in a company name. */
function tradeLabel(category: string): string {
  return category.replace(/\//g, ', ').replace(/, ([^,]*)$/, ' & $1');
}

export interface SeedLargeOptions {
  providers: number;
  log?: (line: string) => void;
}

export interface SeedLargeResult {
  existing: number;
  inserted: number;
  offers: number;
  milliseconds: number;
}

/** A uniform integer from g (PostgreSQL's own hashint4), so every run makes the same data. */
const h = (salt: number) => `(hashint4(g + ${salt})::bigint & 2147483647)`;

interface LookupCounts {
  zips: number;
  metroSlots: number;
  categories: number;
}

/** bench_zips: every US ZIP; bench_metro_slots: metro ZIPs, each metro in proportion to its population. */
async function loadPlaces(client: pg.PoolClient): Promise<{ zips: number; metroSlots: number }> {
  const zips = allUsZips();
  await client.query(
    `create temp table bench_zips (idx int primary key, zip text, city text, state text, lat float8, lng float8, zone text) on commit preserve rows`,
  );
  await client.query(
    `insert into bench_zips select n - 1, zip, city, state, lat, lng, zone
     from unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[], $6::text[]) with ordinality as z(zip, city, state, lat, lng, zone, n)`,
    [
      zips.map((z) => z.zipCode),
      zips.map((z) => z.city),
      zips.map((z) => z.stateCode),
      zips.map((z) => z.latitude),
      zips.map((z) => z.longitude),
      zips.map((z) => timeZoneAt(z.latitude, z.longitude) ?? DEFAULT_TIME_ZONE),
    ],
  );
  const indexOfZip = new Map(zips.map((zip, index) => [zip.zipCode, index]));
  const metros = metroZips(zips);
  const totalPopulation = metros.reduce((sum, { metro }) => sum + metro.population, 0);
  const slots: number[] = [];
  for (const { metro, zips: inMetro } of metros) {
    const count = Math.round((METRO_SLOTS * metro.population) / totalPopulation);
    for (let slot = 0; slot < count; slot++)
      slots.push(indexOfZip.get(inMetro[slot % inMetro.length]?.zipCode ?? '') ?? 0);
  }
  await client.query(`create temp table bench_metro_slots (slot int primary key, zip_idx int)`);
  await client.query(
    `insert into bench_metro_slots select n - 1, z from unnest($1::int[]) with ordinality as s(z, n)`,
    [slots],
  );
  return { zips: zips.length, metroSlots: slots.length };
}

async function loadLookupTables(client: pg.PoolClient, entries: CatalogueEntry[]): Promise<LookupCounts> {
  const places = await loadPlaces(client);
  const byCategory = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) byCategory.set(entry.cu, [...(byCategory.get(entry.cu) ?? []), entry]);
  const categories = [...byCategory.keys()].sort();
  const categoryEntries = categories.map((cu) => entryOf(byCategory, cu, 'catalogue category'));
  const categoryNames = categoryEntries.map((list) => itemAt(list, 0, 'catalogue entry of a category').c);
  await client.query(
    `create temp table bench_categories (idx int primary key, cu text, c text, label text, entries int)`,
  );
  await client.query(
    `insert into bench_categories select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[])`,
    [
      categories.map((_, i) => i),
      categories,
      categoryNames,
      categoryNames.map((name) => tradeLabel(name)),
      categoryEntries.map((list) => list.length),
    ],
  );

  // Services of each category numbered by popularity; offers pick a run of them per provider.
  const rows = categoryEntries.flatMap((list) =>
    [...list].sort((a, b) => b.p - a.p || a.u.localeCompare(b.u)).map((entry, rn) => ({ entry, rn })),
  );
  await client.query(
    `create temp table bench_entries (cu text, rn int, u text, n text, c text, su text, s text, pricing_form jsonb, description_text text, description_html text, description_teaser text, primary key (cu, rn))`,
  );
  const texts = rows.map(({ entry }) => {
    const descriptionText = `${entry.n} from licensed, insured local pros: upfront quotes, on-time arrival and a satisfaction guarantee on every job.`;
    return {
      descriptionText,
      descriptionHtml: `<p>${descriptionText}</p>`,
      descriptionTeaser: `${entry.n} with upfront pricing.`,
    };
  });
  await client.query(
    `insert into bench_entries select * from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::jsonb[], $9::text[], $10::text[], $11::text[])`,
    [
      rows.map(({ entry }) => entry.cu),
      rows.map(({ rn }) => rn),
      rows.map(({ entry }) => entry.u),
      rows.map(({ entry }) => entry.n),
      rows.map(({ entry }) => entry.c),
      rows.map(({ entry }) => entry.su ?? null),
      rows.map(({ entry }) => entry.s ?? null),
      rows.map(({ entry }) => JSON.stringify(buildPricingForm(entry.inputForm))),
      texts.map((text) => text.descriptionText),
      texts.map((text) => text.descriptionHtml),
      texts.map((text) => text.descriptionTeaser),
    ],
  );
  await client.query(
    `create temp table bench_picks (provider_id uuid, category_id uuid, cu text, rn int, j int, featured boolean)`,
  );
  return { ...places, categories: categories.length };
}

/** The ZIP of provider g: a metro slot for METRO_PERCENT of them, otherwise any US ZIP. */
function zipOf(counts: LookupCounts): string {
  return `case when ${h(20)} % 100 < ${METRO_PERCENT}
      then (select s.zip_idx from bench_metro_slots s where s.slot = ${h(21)} % ${counts.metroSlots})
      else (g::bigint * 7919) % ${counts.zips} end`;
}

/** The services of providers g = first..last (a run of 2-6 of their category's, by popularity). */
async function pickServices(client: pg.PoolClient, first: number, last: number, counts: LookupCounts) {
  await client.query('truncate bench_picks');
  await client.query(
    `insert into bench_picks
     select md5('${BENCH_PREFIX}' || g)::uuid, md5('${BENCH_PREFIX}' || g || ':' || cat.cu)::uuid, cat.cu,
       ((${h(13)} % cat.entries) + j) % cat.entries, j, j = 0 and ${h(14)} % 4 = 0
     from generate_series($1::int, $2::int) g
     join bench_categories cat on cat.idx = g % ${counts.categories}
     cross join generate_series(0, 5) j
     where j < 2 + ${h(15)} % 5 and j < cat.entries`,
    [first, last],
  );
}

async function insertProviders(client: pg.PoolClient, first: number, last: number, counts: LookupCounts) {
  // search_services is written here as the offers trigger would (services and categories, sorted), so the trigger finds nothing to change.
  await client.query(
    `insert into providers (id, name, vanity_name, vanity_name_lc, published, published_at, verified, pro, spotlight,
       about_metadata, phone_number, email, hours_shown, city, state_code, zip_code, latitude, longitude, time_zone, time_zone_source,
       profile_pic_background_color, rating_total, review_count, search_services, created_at, updated_at)
     select md5('${BENCH_PREFIX}' || g)::uuid,
       ($3::text[])[1 + ${h(1)} % array_length($3::text[], 1)] || ' ' || cat.label || ($4::text[])[1 + ${h(2)} % array_length($4::text[], 1)],
       '${BENCH_PREFIX}' || g, '${BENCH_PREFIX}' || g, true, now() - (${h(3)} % 1000) * interval '1 day',
       ${h(4)} % 3 = 0, case when ${h(5)} % 20 = 0 then 1 + ${h(6)} % 2 else 0 end, ${h(7)} % 500 = 0,
       'Trusted ' || cat.label || ' pros serving ' || z.city || ', ' || z.state || '. Licensed, insured, free estimates.',
       lpad((2002000000 + ${h(8)} % 7000000000)::text, 10, '0'), 'info@${BENCH_PREFIX}' || g || '.example', true,
       z.city, z.state, z.zip, z.lat, z.lng, z.zone, 'location',
       lpad(to_hex(${h(9)} % 16777216), 6, '0'),
       reviews.total, reviews.n, coalesce(offered.services, '{}'), now() - (${h(3)} % 1000 + 30) * interval '1 day', now()
     from generate_series($1::int, $2::int) g
     join bench_categories cat on cat.idx = g % ${counts.categories}
     join bench_zips z on z.idx = ${zipOf(counts)}
     left join (
       select provider_id, array_agg(term order by term) as services from (
         select p.provider_id, e.u as term from bench_picks p join bench_entries e on e.cu = p.cu and e.rn = p.rn
         union select p.provider_id, 'category:' || p.cu from bench_picks p
       ) as terms group by provider_id
     ) offered on offered.provider_id = md5('${BENCH_PREFIX}' || g)::uuid
     cross join lateral (
       select n, case when n = 0 then 0 else least(5 * n, greatest(n, round(n * (3 + (${h(11)} % 201) / 100.0))::int)) end as total
       from (select case when ${h(10)} % 7 = 0 then 0 else (${h(12)} % 60)::int end as n) x
     ) reviews`,
    [first, last, NAME_PREFIXES, NAME_SUFFIXES],
  );
  await client.query(
    `insert into provider_open_hours (provider_id, weekday, opens_minute, closes_minute)
     select md5('${BENCH_PREFIX}' || g)::uuid, weekday, $3, $4
     from generate_series($1::int, $2::int) g cross join generate_series(1, ${STANDARD_OPEN_WEEKDAYS}) weekday`,
    [first, last, STANDARD_OPENS_MINUTE, STANDARD_CLOSES_MINUTE],
  );
}

/** Categories, subcategories and offers of the picked services; returns the number of offers. */
async function insertOffers(client: pg.PoolClient): Promise<number> {
  await client.query(
    `insert into offer_categories (id, provider_id, name, name_uri, type, order_number)
     select distinct p.category_id, p.provider_id, e.c, p.cu, 'scat', 1000
     from bench_picks p join bench_entries e on e.cu = p.cu and e.rn = p.rn`,
  );
  await client.query(
    `insert into offer_subcategories (id, provider_id, category_id, name, name_uri, type, order_number)
     select distinct md5(p.category_id::text || ':' || e.su)::uuid, p.provider_id, p.category_id, e.s, e.su, 'ssubcat', 1000
     from bench_picks p join bench_entries e on e.cu = p.cu and e.rn = p.rn
     where e.su is not null`,
  );
  const offers = await client.query(
    `insert into offers (provider_id, category_id, subcategory_id, catalogue_uri, name, name_uri, featured,
       description_text, description_html, description_teaser, pricing_form, order_number)
     select p.provider_id, p.category_id, case when e.su is null then null else md5(p.category_id::text || ':' || e.su)::uuid end,
       e.u, e.n, e.u, p.featured, e.description_text, e.description_html, e.description_teaser, e.pricing_form, 1000 + p.j
     from bench_picks p join bench_entries e on e.cu = p.cu and e.rn = p.rn`,
  );
  return offers.rowCount ?? 0;
}

/** One batch of providers g = first..last with their categories, subcategories and offers. */
async function insertBatch(client: pg.PoolClient, first: number, last: number, counts: LookupCounts) {
  await pickServices(client, first, last, counts);
  await insertProviders(client, first, last, counts);
  return insertOffers(client);
}

interface SecondaryIndex {
  name: string;
  definition: string;
}

/**
 * Non-unique indexes of the tables the seed fills, search_postings through the providers trigger (unique ones
 * stay: they keep the data right and serve lookups).
 */
async function secondaryIndexes(client: pg.PoolClient): Promise<SecondaryIndex[]> {
  const { rows } = await client.query<SecondaryIndex>(
    `select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
     where t.relname in ('providers', 'offers', 'offer_categories', 'offer_subcategories', 'search_postings')
       and t.relnamespace = 'public'::regnamespace and not i.indisunique and not i.indisprimary`,
  );
  return rows;
}

/**
 * Runs the load with the secondary indexes dropped and builds them once at the end, all in one
 * transaction: a crash part-way leaves the database as it was, indexes and trigger included. The seed
 * writes search_services itself, so the offers trigger that keeps it is off meanwhile.
 */
async function withIndexesDeferred<T>(
  client: pg.PoolClient,
  log: (line: string) => void,
  load: () => Promise<T>,
) {
  await client.query('begin');
  try {
    const indexes = await secondaryIndexes(client);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    await client.query('alter table offers disable trigger offers_search_services_insert');
    const result = await load();
    await client.query('alter table offers enable trigger offers_search_services_insert');
    log(`Building ${indexes.length} indexes`);
    await client.query(`set local maintenance_work_mem = '1GB'`);
    for (const index of indexes) await client.query(index.definition);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Batch after batch, each its own transaction unless the caller holds one. */
async function insertBatches(
  client: pg.PoolClient,
  range: { from: number; to: number; ownTransactions: boolean },
  counts: LookupCounts,
  progress: (last: number, offers: number) => void,
): Promise<number> {
  let offers = 0;
  for (let first = range.from; first <= range.to; first += BATCH_SIZE) {
    const last = Math.min(range.to, first + BATCH_SIZE - 1);
    if (range.ownTransactions) await client.query('begin');
    try {
      offers += await insertBatch(client, first, last, counts);
      if (range.ownTransactions) await client.query('commit');
    } catch (error) {
      if (range.ownTransactions) await client.query('rollback');
      throw error;
    }
    progress(last, offers);
  }
  return offers;
}

/** Adds 'bench-' providers until there are `providers` of them. */
export async function seedLargeProviders(
  db: Db & { $client: pg.Pool },
  options: SeedLargeOptions,
): Promise<SeedLargeResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const entries = (await db.select().from(serviceCatalogue)).map((row) => ({
    ...row,
    su: row.su ?? undefined,
    s: row.s ?? undefined,
  }));
  if (entries.length === 0)
    throw new Error('The service catalogue is empty: load the reference data first (npm run db:reference)');
  const client = await db.$client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from providers where vanity_name_lc like '${BENCH_PREFIX}%'`,
    );
    const existing = rows[0]?.n ?? 0;
    const result: SeedLargeResult = { existing, inserted: 0, offers: 0, milliseconds: 0 };
    if (existing >= options.providers) {
      log(`${existing} bench providers already there; nothing to do`);
      return result;
    }
    // Bulk load: losing the last commits in a crash is fine, the next run fills the gap.
    await client.query('set synchronous_commit = off');
    const counts = await loadLookupTables(client, entries);
    const adding = options.providers - existing;
    const deferIndexes = adding >= DEFER_INDEXES_FROM && adding >= existing;
    log(
      `Seeding providers ${existing + 1}..${options.providers} over ${counts.zips} ZIP codes (${METRO_PERCENT}% in 50 metros) and ${counts.categories} categories${deferIndexes ? ', indexes built at the end' : ''}`,
    );
    const progress = (last: number, offers: number) => {
      const seconds = (performance.now() - started) / 1000;
      const done = last - existing;
      log(`  ${last} providers, ${offers} offers (${Math.round(done / seconds)} providers/s)`);
    };
    const range = { from: existing + 1, to: options.providers, ownTransactions: !deferIndexes };
    result.offers = deferIndexes
      ? await withIndexesDeferred(client, log, () => insertBatches(client, range, counts, progress))
      : await insertBatches(client, range, counts, progress);
    result.inserted = adding;
    await client.query('analyze providers, offers, offer_categories, offer_subcategories');
    result.milliseconds = Math.round(performance.now() - started);
    return result;
  } finally {
    await client.query('discard temp').catch(() => {});
    client.release();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      providers: { type: 'string', default: '100000' },
      'data-dir': { type: 'string', default: process.env.DATA_DIR ?? './data' },
    },
  });
  const providers = Number(values.providers);
  if (!Number.isInteger(providers) || providers < 1)
    throw new Error('--providers needs a positive whole number');
  const log = (line: string) => console.log(`[seed:large] ${line}`);
  const started = performance.now();
  const opened = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: path.resolve(values['data-dir']),
    log,
  });
  try {
    log(describeReferenceData(await loadReferenceData(opened.db)));
    const result = await seedLargeProviders(opened.db, { providers, log });
    if (result.inserted > 0) {
      const seconds = result.milliseconds / 1000;
      log(
        `Inserted ${result.inserted} providers and ${result.offers} offers in ${seconds.toFixed(1)} s ` +
          `(${Math.round(result.inserted / seconds)} providers/s, ${Math.round(result.offers / seconds)} offers/s)`,
      );
    }
  } finally {
    await opened.close();
  }
  log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
