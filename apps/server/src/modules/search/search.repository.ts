import type { Executor } from '@porchlight/db/connection';
import { providers } from '@porchlight/db/schema/index';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';

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
  /** The raw query, also matched against provider names. */
  nameQuery?: string;
  near?: Circle;
  sortBy: 'relevance' | 'friends';
  viewerId?: string;
  first: number;
  rows: number;
}

const METERS_PER_MILE = 1609.344;
/** Up to 50 miles the circle is joined through its index; beyond, candidates are tested one by one. */
const SMALL_CIRCLE_METERS = 50 * METERS_PER_MILE;

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
function friendReviewCount(viewerId: string | undefined, minRating = 1): SQL<number> {
  if (!viewerId) return sql<number>`0`;
  return sql<number>`(select count(*)::int from reviews r
    join friendships f on f.friend_id = r.user_id and f.user_id = ${viewerId}
    where r.provider_id = ${providers.id} and r.rating >= ${minRating})`;
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
  total: number;
};

/**
 * Results for a query and/or a place. relevance = 0.55·text + 0.20·nearness + 0.15·rating/5
 * + 0.10·review volume (docs/search.md); the friends sort puts providers their friends
 * recommended (4–5 stars) first. Exported so the benchmark can EXPLAIN it.
 */
export function searchQuery(search: ProfileSearch): SQL {
  const { near, nameQuery } = search;
  const published = near
    ? and(eq(providers.published, true), withinCircle(near))
    : eq(providers.published, true);
  const hasText = search.services.length > 0 || Boolean(nameQuery);
  // Text candidates are hundreds to a few thousand. In a small circle, joining them with the circle
  // (GiST index) is cheapest; a large circle holds tens of thousands of providers, so there each
  // candidate is looked up by key and its distance tested instead.
  const candidateFilter = !near
    ? eq(providers.published, true)
    : near.meters <= SMALL_CIRCLE_METERS
      ? published
      : and(eq(providers.published, true), distanceAtMost(near));

  // Candidates with a text score. Each part starts from its most selective index (offers of the
  // matched services, names like the query) and is fenced off as a materialized CTE, so the planner
  // does not walk every provider in a large circle instead.
  const ctes: SQL[] = [];
  const parts: SQL[] = [];
  if (search.services.length) {
    ctes.push(sql`by_service as materialized (
      select o.provider_id, max(w.score) as text_score
      from offers o
      join jsonb_to_recordset(${JSON.stringify(search.services)}::jsonb) as w(u text, score float8) on w.u = o.catalogue_uri
      where o.catalogue_uri = any(${pgTextArray(search.services.map((service) => service.u))}::text[])
      group by o.provider_id)`);
    parts.push(sql`select by_service.provider_id, by_service.text_score from by_service
      join providers on providers.id = by_service.provider_id where ${candidateFilter}`);
  }
  if (nameQuery) {
    ctes.push(sql`by_name as materialized (
      select providers.id as provider_id, word_similarity(${nameQuery.toLowerCase()}, lower(providers.name)) as text_score
      from providers where ${nameQuery.toLowerCase()} <% lower(providers.name) and providers.published)`);
    parts.push(sql`select by_name.provider_id, by_name.text_score from by_name
      join providers on providers.id = by_name.provider_id where ${candidateFilter}`);
  }
  if (!hasText) {
    parts.push(
      sql`select providers.id as provider_id, 0::float8 as text_score from providers where ${published}`,
    );
  }
  const candidates = sql.join(parts, sql` union all `);
  const withClause = sql.join(
    [
      ...ctes,
      sql`c as (select provider_id, max(text_score) as text_score from (${candidates}) as matched group by provider_id)`,
    ],
    sql`, `,
  );

  const miles = near
    ? sql<number>`earth_distance(ll_to_earth(${near.latitude}, ${near.longitude}), ll_to_earth(${providers.latitude}, ${providers.longitude})) / ${METERS_PER_MILE}`
    : sql<number>`null::float8`;
  const nearness = near ? sql`greatest(0, 1 - ${miles} * ${METERS_PER_MILE} / ${near.meters})` : sql`0`;
  const relevance = sql<number>`0.55 * c.text_score + 0.20 * ${nearness} + 0.15 * ${averageRating} / 5
      + 0.10 * least(ln(1 + ${providers.reviewCount}) / ln(51), 1)`;
  const recommendedByFriends = friendReviewCount(search.viewerId, 4);
  const order =
    search.sortBy === 'friends'
      ? sql`recommended_by_friends desc, friend_reviews desc, relevance desc, ${providers.vanityNameLc}`
      : sql`relevance desc, ${providers.vanityNameLc}`;

  return sql`
      with ${withClause}
      select ${providers.name}, ${providers.vanityName}, ${providers.aboutMetadata}, ${providers.profilePic},
        ${providers.profilePicBackgroundColor}, ${providers.profilePicFit}, ${providers.city}, ${providers.stateCode},
        ${providers.zipCode}, ${providers.ratingTotal}, ${providers.reviewCount}, ${providers.phoneNumber}, ${providers.email},
        ${friendReviewCount(search.viewerId)} as friend_reviews,
        ${recommendedByFriends} as recommended_by_friends,
        ${miles} as miles,
        ${relevance} as relevance,
        count(*) over ()::int as total
      from c join ${providers} on ${providers.id} = c.provider_id
      order by ${order}
      limit ${search.rows} offset ${search.first}`;
}

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
        })),
      };
    },

    /** The total when the requested page lies past the last result. */
    async countOnly(search: ProfileSearch): Promise<number> {
      const { totalRecords } = await this.searchProfiles({ ...search, first: 0, rows: 1 });
      return totalRecords;
    },

    /**
     * Company suggestions, two index-friendly ways: names starting with a single typed word (prefix
     * range on lower(name), already in order, so two letters cost no more than ten), then names with
     * a word starting with each typed word (full-text prefix query, GIN index), the most reviewed first.
     */
    async suggestCompanies(query: string, limit: number) {
      const typedWords = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
      // A lone letter after a word ("lawn c") would match half the names; wait for the second letter.
      const words = typedWords.filter((word, index) => word.length > 1 || index === 0);
      if (words.length === 0) return [];
      const columns = {
        name: providers.name,
        vanityName: providers.vanityName,
        aboutMetadata: providers.aboutMetadata,
      };
      const found =
        words.length === 1
          ? await db
              .select(columns)
              .from(providers)
              .where(
                and(
                  eq(providers.published, true),
                  sql`lower(${providers.name}) collate "C" like ${`${words[0]}%`}`,
                ),
              )
              .orderBy(sql`lower(${providers.name}) collate "C"`)
              .limit(limit)
          : [];
      // Any word of the name only from three letters on: two letters match thousands of words.
      if (found.length === limit || words.join('').length < 3) return found;
      const byWords = await db
        .select(columns)
        .from(providers)
        .where(
          and(
            eq(providers.published, true),
            sql`to_tsvector('simple', ${providers.name}) @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`,
          ),
        )
        .orderBy(desc(providers.reviewCount), providers.vanityNameLc)
        .limit(limit);
      const seen = new Set(found.map((company) => company.vanityName));
      return [...found, ...byWords.filter((company) => !seen.has(company.vanityName))].slice(0, limit);
    },

    async loadCatalogue() {
      const rows = await db.execute<{
        u: string;
        n: string;
        c: string;
        cu: string;
        p: number;
        keywords: string[];
      }>(sql`select u, n, c, cu, p, keywords from service_catalogue order by u`);
      return rows.rows;
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
