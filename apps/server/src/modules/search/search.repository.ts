import type { Widening } from '@porchlight/core/search/catalogue-matcher';
import type { Executor } from '@porchlight/db/connection';
import { providers, searchPostings } from '@porchlight/db/schema/index';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SupplyRow } from './service-supply';

export interface Circle {
  latitude: number;
  longitude: number;
  meters: number;
}

export interface ProfileListFilter {
  first: number;
  rows: number;
  spotlightOnly: boolean;
  near?: Circle;
  viewerId?: string;
}

export interface ProfileSearch {
  /** Catalogue services the query was read as, with how well each matched (0–1). */
  services: { u: string; score: number }[];
  /** The category (uri) when the query reads as a whole category: its services then all score the same. */
  category?: string;
  /**
   * Where the search widens, in order: providers found only by step n (its services, or its category) rank
   * after every provider of the steps before, with a text score of 0 (docs/search.md "Widening").
   */
  wider?: readonly Widening[];
  /** The raw query, also matched against provider names. */
  nameQuery?: string;
  near?: Circle;
  sortBy: 'relevance' | 'friends';
  /** Only providers listed for online booking (issue 34's filter). */
  booksOnline?: boolean;
  viewerId?: string;
  first: number;
  rows: number;
}

const METERS_PER_MILE = 1609.344;

const averageRating = sql<number>`case when ${providers.reviewCount} = 0 then 0 else ${providers.ratingTotal}::float / ${providers.reviewCount} end`;

const cardColumns = {
  name: providers.name,
  vanityName: providers.vanityName,
  aboutMetadata: providers.aboutMetadata,
  profilePic: providers.profilePic,
  profilePicBackgroundColor: providers.profilePicBackgroundColor,
  profilePicFit: providers.profilePicFit,
  city: providers.city,
  stateCode: providers.stateCode,
  zipCode: providers.zipCode,
  ratingTotal: providers.ratingTotal,
  reviewCount: providers.reviewCount,
  phoneNumber: providers.phoneNumber,
  email: providers.email,
};

/** Reviews of the provider of the row written by the viewer's friends (friends see friends-only reviews too): for a page's rows. */
function friendReviewCount(viewerId: string | undefined): SQL<number> {
  if (!viewerId) return sql<number>`0`;
  return sql<number>`(select count(*)::int from reviews r
    join friendships f on f.friend_id = r.user_id and f.user_id = ${viewerId}
    where r.provider_id = ${providers.id})`;
}

/** A text[] literal as one parameter (drizzle would spread a JS array into a row of parameters). */
function pgTextArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/** Within the distance, tested row by row (no index). */
function distanceAtMost({ latitude, longitude, meters }: Circle): SQL {
  return sql`${providers.latitude} is not null and ${providers.longitude} is not null
    and earth_distance(ll_to_earth(${latitude}, ${longitude}), ll_to_earth(${providers.latitude}, ${providers.longitude})) <= ${meters}`;
}

/** Inside the circle, using the GiST index on ll_to_earth(latitude, longitude). */
function withinCircle({ latitude, longitude, meters }: Circle): SQL {
  const center = sql`ll_to_earth(${latitude}, ${longitude})`;
  const point = sql`ll_to_earth(${providers.latitude}, ${providers.longitude})`;
  return sql`${providers.latitude} is not null and ${providers.longitude} is not null
    and earth_box(${center}, ${meters}) @> ${point} and earth_distance(${center}, ${point}) <= ${meters}`;
}

/** Inside the circle, found through the keys of the grid cells that cover it (providers_search_idx), then the exact distance. */
function inCells(near: Circle): SQL {
  return sql`${providers.searchCells} && search_cells_near(${near.latitude}, ${near.longitude}, ${near.meters}, null::text)
    and ${distanceAtMost(near)}`;
}

/** What relevance and the page read of a candidate: a provider row, or its search_postings row. */
interface RankedColumns {
  id: SQL;
  latitude: SQL;
  longitude: SQL;
  ratingTotal: SQL;
  reviewCount: SQL;
  vanityNameLc: SQL;
}

const providerColumns: RankedColumns = {
  id: sql`${providers.id}`,
  latitude: sql`${providers.latitude}`,
  longitude: sql`${providers.longitude}`,
  ratingTotal: sql`${providers.ratingTotal}`,
  reviewCount: sql`${providers.reviewCount}`,
  vanityNameLc: sql`${providers.vanityNameLc}`,
};

/**
 * relevance = 0.55·text + 0.20·nearness + 0.15·rating/5 + 0.10·review volume, with the distance in miles;
 * `meters` is the distance to the circle's centre when the caller has it already; `step` how far the search
 * widened to find the candidate (0: what the query reads as).
 */
function scoredColumns(
  textScore: SQL<number>,
  near: Circle | undefined,
  from = providerColumns,
  meters?: SQL<number>,
  step: SQL<number> = sql<number>`0`,
): SQL {
  const distance =
    meters ??
    sql<number>`earth_distance(ll_to_earth(${near?.latitude}, ${near?.longitude}), ll_to_earth(${from.latitude}, ${from.longitude}))`;
  const miles = near ? sql<number>`${distance} / ${METERS_PER_MILE}` : sql<number>`null::float8`;
  const nearness = near ? sql`greatest(0, 1 - ${miles} * ${METERS_PER_MILE} / ${near.meters})` : sql`0`;
  const rating = sql`case when ${from.reviewCount} = 0 then 0 else ${from.ratingTotal}::float / ${from.reviewCount} end`;
  return sql`${from.id} as id, ${from.vanityNameLc} as vanity_name_lc, ${miles} as miles, ${step} as step,
    0.55 * ${textScore} + 0.20 * ${nearness} + 0.15 * ${rating} / 5
      + 0.10 * least(ln(1 + ${from.reviewCount}) / ln(51), 1) as relevance`;
}

/** earthdistance's earth(): the radius of its sphere in metres. */
const EARTH_METERS = 6378168;

/**
 * The straight-line (chord) distance in metres between the circle's centre and a position: cube_distance of
 * ll_to_earth of both, ll_to_earth written out as earthdistance 1.2 defines it (the same operations in the
 * same order, hence the same bits). Called in a query, the extension's SQL functions are not inlined and the
 * earth domain's checks run on every point: about 8 µs a row, most of the time of a large circle.
 */
function chordFrom(near: Circle, latitude: SQL, longitude: SQL): SQL<number> {
  const earth = sql.raw(`'${EARTH_METERS}'::float8`);
  const point = sql`cube(cube(cube(${earth} * cos(radians(${latitude})) * cos(radians(${longitude}))),
    ${earth} * cos(radians(${latitude})) * sin(radians(${longitude}))), ${earth} * sin(radians(${latitude})))`;
  return sql<number>`cube_distance(ll_to_earth(${near.latitude}, ${near.longitude})::cube, ${point})`;
}

/** earth_distance from a chord: earthdistance's sec_to_gc, written out for the same reason as chordFrom. */
function greatCircle(chord: SQL<number>): SQL<number> {
  const twoEarths = sql.raw(`('2'::float8 * '${EARTH_METERS}'::float8)`);
  return sql<number>`(case when ${chord} < '0'::float8 then '0'::float8
    when ${chord} / ${twoEarths} > '1'::float8 then pi() * ${sql.raw(`'${EARTH_METERS}'::float8`)}
    else ${twoEarths} * asin(${chord} / ${twoEarths}) end)`;
}

/** search_postings.band: quarter degrees of latitude, as its generated column computes them. */
const BANDS_PER_DEGREE = 4;
/**
 * A little less than the radius of earth_distance's sphere (6,378,168 m): the box around a circle comes out a
 * little larger than it needs to be, never smaller; the exact distance decides.
 */
const BOX_EARTH_RADIUS = 6_350_000;

/** Where a circle's postings can be: its latitude bands, and longitudes west..east unless it reaches 180° or a pole. */
export interface PostingsBox {
  bands: number[];
  longitudes?: { west: number; east: number };
}

/** The box around the circle: asin(sin r / cos φ) of longitude either side of the centre, r north and south. */
export function postingsBox({ latitude, longitude, meters }: Circle): PostingsBox {
  const angle = meters / BOX_EARTH_RADIUS;
  const degrees = (angle * 180) / Math.PI;
  const south = Math.max(-90, latitude - degrees);
  const north = Math.min(90, latitude + degrees);
  const first = Math.floor(south * BANDS_PER_DEGREE);
  const bands = Array.from({ length: Math.floor(north * BANDS_PER_DEGREE) - first + 1 }, (_, i) => first + i);
  const reach = Math.sin(angle) / Math.cos((latitude * Math.PI) / 180);
  if (north >= 90 || south <= -90 || reach >= 1) return { bands };
  const spread = (Math.asin(reach) * 180) / Math.PI + 0.01;
  const west = longitude - spread;
  const east = longitude + spread;
  return west < -180 || east > 180 ? { bands } : { bands, longitudes: { west, east } };
}

/** Postings in the box, index-friendly: a range of longitudes in each band (search_postings_term_idx). */
function postingsAround(near: Circle): SQL {
  const { bands, longitudes } = postingsBox(near);
  const inBands = sql`${searchPostings.band} = any(${`{${bands.join(',')}}`}::int[])`;
  return longitudes
    ? sql`${inBands} and ${searchPostings.longitude} between ${longitudes.west} and ${longitudes.east}`
    : inBands;
}

/** The search terms of a step of widening: its services, or its category's key. */
const wideningTerms = (widening: Widening) =>
  widening.category ? [`category:${widening.category}`] : (widening.services ?? []);

/** The terms a search looks for, each with its text score and its step (0: what the query reads as; n: the nth widening, scored 0). */
function wantedTerms({ category, services, wider = [] }: ProfileSearch) {
  // The matcher scores every service of a category it reads alike: the category's key stands for them all.
  const read = category
    ? [{ term: `category:${category}`, score: services[0]?.score ?? 0 }]
    : services.map((service) => ({ term: service.u, score: service.score }));
  const widened = wider.flatMap((widening, index) =>
    wideningTerms(widening).map((term) => ({ term, score: 0, step: index + 1 })),
  );
  return [...read.map((wanted) => ({ ...wanted, step: 0 })), ...widened];
}

/** What relevance reads of a candidate found in search_postings, under the alias of its subquery. */
const foundColumns = (alias: string): RankedColumns => ({
  id: sql.raw(`${alias}.provider_id`),
  latitude: sql.raw(`${alias}.latitude`),
  longitude: sql.raw(`${alias}.longitude`),
  ratingTotal: sql.raw(`${alias}.rating_total`),
  reviewCount: sql.raw(`${alias}.review_count`),
  vanityNameLc: sql.raw(`${alias}.vanity_name_lc`),
});

/**
 * One row per provider offering a wanted term, inside the circle's box when there is one, with its best score
 * and its nearest step, from search_postings alone: index-only scans of the terms (and of the circle's bands),
 * never the providers' wide rows. Several terms are joined as a list, each with its score and step, and
 * grouped per provider before anything is computed; a widened term scores 0, so the best score is of the
 * nearest step.
 */
function postingsPerProvider(search: ProfileSearch): SQL {
  const { near } = search;
  const wanted = wantedTerms(search);
  const inBox = near
    ? sql`and ${postingsAround(near)}
        and ${searchPostings.latitude} is not null and ${searchPostings.longitude} is not null`
    : sql``;
  const [only] = wanted;
  if (wanted.length === 1 && only) {
    return sql`select ${searchPostings.providerId}, ${searchPostings.vanityNameLc}, ${searchPostings.latitude},
        ${searchPostings.longitude}, ${searchPostings.ratingTotal}, ${searchPostings.reviewCount},
        ${only.score}::float8 as score, 0 as step
      from ${searchPostings} where ${searchPostings.term} = ${only.term} ${inBox}`;
  }
  const list = (values: (string | number)[]) => `{${values.join(',')}}`;
  return sql`select ${searchPostings.providerId}, ${searchPostings.vanityNameLc},
      min(${searchPostings.latitude}) as latitude, min(${searchPostings.longitude}) as longitude,
      min(${searchPostings.ratingTotal}) as rating_total, min(${searchPostings.reviewCount}) as review_count,
      max(wanted.score) as score, min(wanted.step) as step
    from unnest(${pgTextArray(wanted.map(({ term }) => term))}::text[],
        ${list(wanted.map(({ score }) => score))}::float8[], ${list(wanted.map(({ step }) => step))}::int[])
      as wanted(term, score, step)
    join ${searchPostings} on ${searchPostings.term} = wanted.term
    where true ${inBox}
    group by ${searchPostings.providerId}, ${searchPostings.vanityNameLc}`;
}

/**
 * Providers offering the services (or the category), then those of the steps the search widens to, scored,
 * inside the circle if there is one (postingsPerProvider).
 */
function offeringPostings(search: ProfileSearch): SQL {
  const { near } = search;
  const found = postingsPerProvider(search);
  if (!near) {
    return sql`select ${scoredColumns(sql`found.score`, near, foundColumns('found'), undefined, sql`found.step`)}
      from (${found}) as found`;
  }
  // The chord is computed once per provider in the box (offset 0 keeps the planner from copying its expression
  // into the filter, the miles and the nearness); the great-circle distance from it is cheap.
  const meters = greatCircle(sql`box.chord`);
  return sql`select ${scoredColumns(sql`box.score`, near, foundColumns('box'), meters, sql`box.step`)}
    from (select found.*, ${chordFrom(near, sql`found.latitude`, sql`found.longitude`)} as chord
          from (${found}) as found offset 0) as box
    where ${meters} <= ${near.meters}`;
}

type SearchRow = {
  name: string;
  vanity_name: string;
  about_metadata: string | null;
  profile_pic: string | null;
  profile_pic_background_color: string | null;
  profile_pic_fit: 'cover' | 'contain';
  city: string | null;
  state_code: string | null;
  zip_code: string | null;
  rating_total: number;
  review_count: number;
  phone_number: string | null;
  email: string | null;
  friend_reviews: number;
  miles: number | null;
  search_services: string[];
  step: number;
  total: number;
  /** The nearest step any result came from: 0 when something is what the query reads as. */
  best_step: number;
};

/**
 * Results for a query and/or a place. relevance = 0.55·text + 0.20·nearness + 0.15·rating/5
 * + 0.10·review volume (docs/search.md); the friends sort puts providers their friends
 * recommended (4–5 stars) first. Exported so the benchmark can EXPLAIN it.
 *
 * Candidates of services come from search_postings (offeringPostings), of names from the trigram index, of a
 * place alone from providers_search_idx (GIN over search_cells); each candidate is scored on the spot, and
 * only the page's provider rows are read.
 */
export function searchQuery(search: ProfileSearch): SQL {
  const { near, nameQuery, services } = search;
  const parts: SQL[] = [];
  const ctes: SQL[] = [];
  if (services.length) parts.push(offeringPostings(search));
  if (nameQuery) {
    // Fenced: names like the query come from the trigram index, never from walking the circle.
    ctes.push(sql`by_name as materialized (
      select providers.id as provider_id, word_similarity(${nameQuery.toLowerCase()}, lower(providers.name)) as text_score
      from providers where ${nameQuery.toLowerCase()} <% lower(providers.name) and providers.published)`);
    parts.push(sql`select ${scoredColumns(sql<number>`by_name.text_score`, near)}
      from by_name join ${providers} on ${providers.id} = by_name.provider_id
      ${near ? sql`where ${distanceAtMost(near)}` : sql``}`);
  }
  if (!services.length && !nameQuery) {
    parts.push(sql`select ${scoredColumns(sql<number>`0::float8`, near)} from ${providers}
      where ${providers.published} ${near ? sql`and ${inCells(near)}` : sql``}`);
  }
  // A provider found both by a service and by its name, or by several terms, counts once, with its best score
  // and its nearest step (a widened term scores 0, so the best score is of the nearest step too).
  const [onlyPart] = parts;
  // postingsPerProvider gives one row per provider already.
  const oncePerProvider = parts.length === 1;
  const matched =
    oncePerProvider && onlyPart
      ? onlyPart
      : sql`select id, vanity_name_lc, min(miles) as miles, min(step) as step, max(relevance) as relevance
          from (${sql.join(parts, sql` union all `)}) as found group by id, vanity_name_lc`;
  const friends = search.sortBy === 'friends';
  // The viewer's friends' reviews are counted per provider once and joined, rather than counted per candidate:
  // a widened search has thousands of candidates without a zip.
  if (friends && search.viewerId) {
    ctes.push(sql`by_friends as (
      select r.provider_id, count(*) filter (where r.rating >= 4)::int as recommended, count(*)::int as reviews
      from reviews r join friendships f on f.friend_id = r.user_id and f.user_id = ${search.viewerId}
      group by r.provider_id)`);
  }
  // Those who book online are few: a hashed semi-join on the candidates, after the postings' index-only scans.
  const bookable = search.booksOnline
    ? sql`where m.id in (select provider_id from booking_settings where listed)`
    : sql``;
  const ranked = !friends
    ? sql`select m.* from matched m ${bookable}`
    : search.viewerId
      ? sql`select m.*, coalesce(bf.recommended, 0) as recommended_by_friends, coalesce(bf.reviews, 0) as friend_reviews
          from matched m left join by_friends bf on bf.provider_id = m.id ${bookable}`
      : sql`select m.*, 0 as recommended_by_friends, 0 as friend_reviews from matched m ${bookable}`;
  // What the query reads as comes first, then each step of widening, in either sort.
  const order = (from: string) =>
    friends
      ? sql.raw(
          `${from}.step, ${from}.recommended_by_friends desc, ${from}.friend_reviews desc, ${from}.relevance desc, ${from}.vanity_name_lc`,
        )
      : sql.raw(`${from}.step, ${from}.relevance desc, ${from}.vanity_name_lc`);

  return sql`
      with ${sql.join([...ctes, sql`matched as (${matched})`], sql`, `)},
      page as (
        select ranked.*, count(*) over ()::int as total, min(ranked.step) over ()::int as best_step
        from (${ranked}) as ranked
        order by ${order('ranked')}
        limit ${search.rows} offset ${search.first})
      select ${providers.name}, ${providers.vanityName}, ${providers.aboutMetadata}, ${providers.profilePic},
        ${providers.profilePicBackgroundColor}, ${providers.profilePicFit}, ${providers.city}, ${providers.stateCode},
        ${providers.zipCode}, ${providers.ratingTotal}, ${providers.reviewCount}, ${providers.phoneNumber}, ${providers.email},
        ${friends ? sql`page.friend_reviews` : friendReviewCount(search.viewerId)} as friend_reviews,
        page.miles, ${providers.searchServices}, page.step, page.total, page.best_step
      from page join ${providers} on ${providers.id} = page.id
      order by ${order('page')}`;
}

/** How many of the most reviewed companies are read in order before asking the word index for all matches. */
const MOST_REVIEWED = 500;

type CompanySuggestion = { name: string; vanityName: string; aboutMetadata: string | null };
const suggestionColumns = sql`name, vanity_name as "vanityName", about_metadata as "aboutMetadata"`;

/** Names with a word starting with each typed word (full-text prefix query; GIN index on the words). */
function hasWordsStartingWith(words: string[]): SQL {
  return sql`to_tsvector('simple', name) @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
}

/** Names starting with the word: a prefix range read in order from providers_name_sorted_idx. */
function startingWith(word: string, limit: number): SQL {
  return sql`select ${suggestionColumns}, 1 as pass, row_number() over (order by lower(name) collate "C") as rank
    from (select name, vanity_name, about_metadata from providers
          where published and lower(name) collate "C" like ${`${word}%`}
          order by lower(name) collate "C" limit ${limit}) as by_prefix`;
}

/**
 * Word matches among the most reviewed, read in order from providers_published_reviews_idx: a word in 1% of
 * names or more ("clea", "roof") is found within a few hundred. A word-start regex (words are letters and
 * digits only) rules most names out for a fraction of to_tsvector's cost.
 */
function amongMostReviewed(words: string[], limit: number): SQL {
  const mayMatch = sql.join(
    words.map((word) => sql`lower(name) ~ ${`\\m${word}`}`),
    sql` and `,
  );
  return sql`select ${suggestionColumns}, 2 as pass, row_number() over (order by review_count desc, vanity_name_lc) as rank
    from (select name, vanity_name, about_metadata, review_count, vanity_name_lc from providers where published
          order by review_count desc nulls last, vanity_name_lc limit ${MOST_REVIEWED}) as most_reviewed
    where ${mayMatch} and ${hasWordsStartingWith(words)}
    order by review_count desc, vanity_name_lc limit ${limit}`;
}

const asSuggestion = ({ name, vanityName, aboutMetadata }: CompanySuggestion): CompanySuggestion => ({
  name,
  vanityName,
  aboutMetadata,
});

/** A page's provider that books online, with what its 'Next: Tue 8-10 AM' is written from. */
export type BookingCardRow = {
  vanityNameLc: string;
  timeZone: string;
  nextStartsAt: Date | string | null;
  nextWindowMinutes: number | null;
  noticeMinutes: number;
};

export function createSearchRepository(db: Executor) {
  return {
    /** Which of a page's providers book online (docs/plans/online-booking.md §2.7): one lookup per page. */
    async bookingCards(vanityNamesLc: readonly string[]): Promise<BookingCardRow[]> {
      if (vanityNamesLc.length === 0) return [];
      const rows = await db.execute<BookingCardRow>(sql`
        select p.vanity_name_lc as "vanityNameLc", p.time_zone as "timeZone", b.next_starts_at as "nextStartsAt",
          b.next_window_minutes as "nextWindowMinutes", b.notice_minutes as "noticeMinutes"
        from providers p join booking_settings b on b.provider_id = p.id and b.listed
        where p.vanity_name_lc = any(${pgTextArray([...vanityNamesLc])}::text[])`);
      return rows.rows;
    },

    /** Published providers, best rated first; optionally spotlighted ones and within a radius. */
    async listPublishedProfiles(filter: ProfileListFilter) {
      const conditions: SQL[] = [eq(providers.published, true)];
      if (filter.spotlightOnly) conditions.push(eq(providers.spotlight, true));
      if (filter.near) conditions.push(withinCircle(filter.near));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...cardColumns, friendReviews: friendReviewCount(filter.viewerId) })
          .from(providers)
          .where(where)
          .orderBy(desc(averageRating), desc(providers.reviewCount), providers.vanityNameLc)
          .limit(filter.rows)
          .offset(filter.first),
        db.select({ value: sql<number>`count(*)::int` }).from(providers).where(where),
      ]);
      return { rows, totalRecords: total?.value ?? 0 };
    },

    async searchProfiles(search: ProfileSearch) {
      const result = await db.execute<SearchRow>(searchQuery(search));
      const [first] = result.rows;
      const { totalRecords, bestStep } = first
        ? { totalRecords: first.total, bestStep: first.best_step }
        : search.first > 0
          ? await this.summaryOnly(search)
          : { totalRecords: 0, bestStep: 0 };
      return {
        totalRecords,
        /** How far the search had to widen to find anything (0: something is what the query reads as). */
        bestStep,
        rows: result.rows.map((row) => ({
          name: row.name,
          vanityName: row.vanity_name,
          aboutMetadata: row.about_metadata,
          profilePic: row.profile_pic,
          profilePicBackgroundColor: row.profile_pic_background_color,
          profilePicFit: row.profile_pic_fit,
          city: row.city,
          stateCode: row.state_code,
          zipCode: row.zip_code,
          ratingTotal: row.rating_total,
          reviewCount: row.review_count,
          phoneNumber: row.phone_number,
          email: row.email,
          friendReviews: row.friend_reviews,
          miles: row.miles,
          /** What the provider offers (catalogue slugs and 'category:' terms): titles name a service shown results offer. */
          searchServices: row.search_services,
          /** 0 when found by what the query reads as, n when by the search's nth step of widening. */
          step: row.step,
        })),
      };
    },

    /** The total (and the nearest step) when the requested page lies past the last result. */
    async summaryOnly(search: ProfileSearch): Promise<{ totalRecords: number; bestStep: number }> {
      const { totalRecords, bestStep } = await this.searchProfiles({ ...search, first: 0, rows: 1 });
      return { totalRecords, bestStep };
    },

    /**
     * Company suggestions, index-friendly ways in one round trip: names starting with a single typed word
     * (so two letters cost no more than ten), then names with a word starting with each typed word, the
     * most reviewed first; a rare word goes on to the word index for all its matches.
     */
    async suggestCompanies(query: string, limit: number): Promise<CompanySuggestion[]> {
      const typedWords = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      // A lone letter after a word ("lawn c") would match half the names; wait for the second letter.
      const words = typedWords.filter((word, index) => word.length > 1 || index === 0);
      const [onlyWord] = words;
      if (!onlyWord) return [];
      // Any word of the name only from three letters on: two letters match thousands of words.
      const byWords = words.join('').length >= 3;
      const passes = [
        ...(words.length === 1 ? [startingWith(onlyWord, limit)] : []),
        ...(byWords ? [amongMostReviewed(words, limit)] : []),
      ];
      const found = await db.execute<CompanySuggestion & { pass: number }>(
        sql`select * from (${sql.join(
          passes.map((pass) => sql`(${pass})`),
          sql` union all `,
        )}) as found order by pass, rank`,
      );
      const prefixed = found.rows.filter((row) => row.pass === 1);
      if (prefixed.length === limit || !byWords) return prefixed.map(asSuggestion);
      let worded = found.rows.filter((row) => row.pass === 2);
      if (worded.length < limit) {
        const all = await db.execute<CompanySuggestion & { pass: number }>(sql`
          select ${suggestionColumns}, 2 as pass from providers where published and ${hasWordsStartingWith(words)}
          order by review_count desc, vanity_name_lc limit ${limit}`);
        worded = all.rows;
      }
      const seen = new Set(prefixed.map((company) => company.vanityName));
      return [...prefixed, ...worded.filter((company) => !seen.has(company.vanityName))]
        .slice(0, limit)
        .map(asSuggestion);
    },

    /** Published providers per catalogue service and 1° grid cell (service-supply.ts). */
    async loadServiceSupply(): Promise<SupplyRow[]> {
      const rows = await db.execute<SupplyRow & Record<string, unknown>>(sql`
        select offered.u, floor(latitude + 90)::int as "row", floor(longitude + 180)::int as "column",
          count(*)::int as providers
        from providers, unnest(search_services) as offered(u)
        where published and offered.u not like 'category:%'
        group by 1, 2, 3`);
      return rows.rows;
    },

    async loadCatalogue() {
      const rows = await db.execute<{
        u: string;
        n: string;
        c: string;
        cu: string;
        su: string | null;
        s: string | null;
        p: number;
        keywords: string[];
      }>(sql`select u, n, c, cu, su, s, p, keywords from service_catalogue order by u`);
      return rows.rows;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
