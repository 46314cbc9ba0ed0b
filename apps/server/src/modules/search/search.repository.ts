import type { Executor } from '@porchlight/db/connection';
import { providers } from '@porchlight/db/schema/index';
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
  /** The raw query, also matched against provider names. */
  nameQuery?: string;
  near?: Circle;
  sortBy: 'relevance' | 'friends';
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

/** Reviews of this provider written by the viewer's friends (friends see friends-only reviews too). */
function friendReviewCount(
  viewerId: string | undefined,
  minRating = 1,
  providerId: SQL = sql`${providers.id}`,
): SQL<number> {
  if (!viewerId) return sql<number>`0`;
  return sql<number>`(select count(*)::int from reviews r
    join friendships f on f.friend_id = r.user_id and f.user_id = ${viewerId}
    where r.provider_id = ${providerId} and r.rating >= ${minRating})`;
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

/**
 * Inside the circle, found through the keys of the grid cells that cover it (providers_search_idx), alone or
 * with a category, then the exact distance.
 */
function inCells(near: Circle, category?: string): SQL {
  return sql`${providers.searchCells} && search_cells_near(${near.latitude}, ${near.longitude}, ${near.meters}, ${category ?? null}::text)
    and ${distanceAtMost(near)}`;
}

/**
 * Providers offering the services (or the category) inside the circle: a category is one key per cell;
 * services are their own keys, intersected with the cells' in the same index scan.
 */
function offeringWhere(search: ProfileSearch): SQL {
  const { near, category, services } = search;
  if (category && near) return inCells(near, category);
  const terms = category ? [`category:${category}`] : services.map((service) => service.u);
  const offering = sql`${providers.searchServices} && ${pgTextArray(terms)}::text[]`;
  return near ? sql`${offering} and ${inCells(near)}` : offering;
}

/** How well the provider's services match: one constant when every matched service scores the same (a category). */
function serviceScore(services: ProfileSearch['services']): SQL<number> {
  const scores = new Set(services.map((service) => service.score));
  if (scores.size === 1) return sql<number>`${services[0]?.score ?? 0}::float8`;
  return sql<number>`(select max(w.score) from unnest(${pgTextArray(services.map((service) => service.u))}::text[],
    ${`{${services.map((service) => service.score).join(',')}}`}::float8[]) as w(u, score)
    where w.u = any(${providers.searchServices}))`;
}

/** relevance = 0.55·text + 0.20·nearness + 0.15·rating/5 + 0.10·review volume, with the distance in miles. */
function scoredColumns(textScore: SQL<number>, near: Circle | undefined): SQL {
  const miles = near
    ? sql<number>`earth_distance(ll_to_earth(${near.latitude}, ${near.longitude}), ll_to_earth(${providers.latitude}, ${providers.longitude})) / ${METERS_PER_MILE}`
    : sql<number>`null::float8`;
  const nearness = near ? sql`greatest(0, 1 - ${miles} * ${METERS_PER_MILE} / ${near.meters})` : sql`0`;
  return sql`${providers.id} as id, ${providers.vanityNameLc} as vanity_name_lc, ${miles} as miles,
    0.55 * ${textScore} + 0.20 * ${nearness} + 0.15 * ${averageRating} / 5
      + 0.10 * least(ln(1 + ${providers.reviewCount}) / ln(51), 1) as relevance`;
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
  total: number;
};

/**
 * Results for a query and/or a place. relevance = 0.55·text + 0.20·nearness + 0.15·rating/5
 * + 0.10·review volume (docs/search.md); the friends sort puts providers their friends
 * recommended (4–5 stars) first. Exported so the benchmark can EXPLAIN it.
 *
 * Candidates come from providers_search_idx (GIN over search_services and search_cells, see
 * offeringWhere) or, for names, the trigram index; each candidate row is read once and scored on the
 * spot, and only the page's rows are read again.
 */
export function searchQuery(search: ProfileSearch): SQL {
  const { near, nameQuery, services } = search;
  const parts: SQL[] = [];
  const ctes: SQL[] = [];
  if (services.length) {
    parts.push(sql`select ${scoredColumns(serviceScore(services), near)} from ${providers}
      where ${providers.published} and ${offeringWhere(search)}`);
  }
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
  // A provider found both by a service and by its name counts once, with its better score.
  const [onlyPart] = parts;
  const matched =
    parts.length === 1 && onlyPart
      ? onlyPart
      : sql`select id, vanity_name_lc, min(miles) as miles, max(relevance) as relevance
          from (${sql.join(parts, sql` union all `)}) as found group by id, vanity_name_lc`;
  const friends = search.sortBy === 'friends';
  const rankedColumns = friends
    ? sql`m.*, ${friendReviewCount(search.viewerId, 4, sql`m.id`)} as recommended_by_friends,
        ${friendReviewCount(search.viewerId, 1, sql`m.id`)} as friend_reviews`
    : sql`m.*`;
  const order = (from: string) =>
    friends
      ? sql.raw(
          `${from}.recommended_by_friends desc, ${from}.friend_reviews desc, ${from}.relevance desc, ${from}.vanity_name_lc`,
        )
      : sql.raw(`${from}.relevance desc, ${from}.vanity_name_lc`);

  return sql`
      with ${sql.join([...ctes, sql`matched as (${matched})`], sql`, `)},
      page as (
        select ranked.*, count(*) over ()::int as total
        from (select ${rankedColumns} from matched m) as ranked
        order by ${order('ranked')}
        limit ${search.rows} offset ${search.first})
      select ${providers.name}, ${providers.vanityName}, ${providers.aboutMetadata}, ${providers.profilePic},
        ${providers.profilePicBackgroundColor}, ${providers.profilePicFit}, ${providers.city}, ${providers.stateCode},
        ${providers.zipCode}, ${providers.ratingTotal}, ${providers.reviewCount}, ${providers.phoneNumber}, ${providers.email},
        ${friends ? sql`page.friend_reviews` : friendReviewCount(search.viewerId)} as friend_reviews,
        page.miles, ${providers.searchServices}, page.total
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

export function createSearchRepository(db: Executor) {
  return {
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
      return {
        totalRecords: result.rows[0]?.total ?? (search.first > 0 ? await this.countOnly(search) : 0),
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
        })),
      };
    },

    /** The total when the requested page lies past the last result. */
    async countOnly(search: ProfileSearch): Promise<number> {
      const { totalRecords } = await this.searchProfiles({ ...search, first: 0, rows: 1 });
      return totalRecords;
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
        p: number;
        keywords: string[];
      }>(sql`select u, n, c, cu, su, p, keywords from service_catalogue order by u`);
      return rows.rows;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
