import type { Database } from '@porchlight/db/connection';
import { geocodeZip } from '@porchlight/db/geo/zip-codes';
import { memberships, providers, reviews, users } from '@porchlight/db/schema/index';
import { and, asc, count, desc, eq, isNotNull, isNull, like, or, type SQL, sql } from 'drizzle-orm';
import { type ReviewSource, reviewSourceColumns } from './review-response';
import { isFriendOfAuthor, reviewVisibleTo } from './review-visibility';

export type ProviderRow = typeof providers.$inferSelect;

/** The review fields a writer sends, already checked. */
export interface ReviewValues {
  rating: number;
  attributes: number[];
  review: string | null;
  headline: string | null;
  relationship: 'c' | 'e' | 'f' | 's' | null;
  visibility: 'f' | 'p';
}

export interface CompanyValues {
  name: string;
  vanityName: string;
  address: string | null;
  address2: string | null;
  city: string;
  stateCode: string;
  zipCode: string;
  countryCode: string;
  phoneNumber: string | null;
  website: string | null;
  placeId: string | null;
}

export type SocialLinkValues = Partial<
  Record<'facebook' | 'x' | 'instagram' | 'linkedin' | 'pinterest' | 'whatsapp', string | null>
>;

/** A unique index refused the row (PostgreSQL 23505), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505' && (!constraint || candidate.constraint === constraint)) return true;
    current = candidate.cause;
  }
  return false;
}

const reviewColumns = { id: reviews.id, providerId: reviews.providerId, ...reviewSourceColumns };

export type ReviewRow = ReviewSource & { id: string; providerId: string };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function createReviewWritingRepository(db: Database) {
  /** Inserts the review and moves the provider's aggregates by it, in the caller's transaction. */
  async function insertReview(tx: Tx, providerId: string, userId: string, values: ReviewValues) {
    const [row] = await tx
      .insert(reviews)
      .values({ providerId, userId, ...values })
      .returning({ id: reviews.id });
    // Relative update under the row lock the UPDATE takes: concurrent reviews never lose a count.
    await tx
      .update(providers)
      .set({
        ratingTotal: sql`${providers.ratingTotal} + ${values.rating}`,
        reviewCount: sql`${providers.reviewCount} + 1`,
      })
      .where(eq(providers.id, providerId));
    return row!.id;
  }

  async function saveNames(tx: Tx, userId: string, names: { firstName: string; lastName: string } | null) {
    if (!names) return;
    await tx
      .update(users)
      .set({ firstName: names.firstName, lastName: names.lastName, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }

  async function findReviewById(id: string): Promise<ReviewRow> {
    const [row] = await db
      .select(reviewColumns)
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(eq(reviews.id, id));
    return row!;
  }

  /** Same place, or same name in the same zip (case- and space-insensitive). */
  function sameCompany(company: { name: string; zipCode: string; placeId: string | null }): SQL {
    const sameNameAndZip = and(
      sql`lower(trim(${providers.name})) = lower(trim(${company.name}))`,
      sql`left(${providers.zipCode}, 5) = left(${company.zipCode}, 5)`,
    )!;
    return company.placeId ? or(eq(providers.placeId, company.placeId), sameNameAndZip)! : sameNameAndZip;
  }

  return {
    async findProviderByVanityName(vanityName: string): Promise<ProviderRow | undefined> {
      const [row] = await db
        .select()
        .from(providers)
        .where(eq(providers.vanityNameLc, vanityName.toLowerCase()));
      return row;
    },

    async isMember(userId: string, providerId: string): Promise<boolean> {
      const [row] = await db
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.providerId, providerId)));
      return Boolean(row);
    },

    /**
     * The provider the user is an owner or manager of: the one named, or else the first by name
     * (as GET auth/me lists them).
     */
    async findManagedProvider(userId: string, vanityNameLc?: string): Promise<ProviderRow | undefined> {
      const where = vanityNameLc
        ? and(eq(memberships.userId, userId), eq(providers.vanityNameLc, vanityNameLc))
        : eq(memberships.userId, userId);
      const [row] = await db
        .select({ provider: providers })
        .from(memberships)
        .innerJoin(providers, eq(providers.id, memberships.providerId))
        .where(where)
        .orderBy(asc(providers.name))
        .limit(1);
      return row?.provider;
    },

    async findUserNames(userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async hasReviewBy(userId: string, providerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.providerId, providerId), eq(reviews.userId, userId)));
      return Boolean(row);
    },

    /**
     * The review, the aggregates and (for a user without a public name) the user's names in one
     * transaction. Null when the user already reviewed this provider (the unique index decides).
     */
    async createReview(input: {
      providerId: string;
      userId: string;
      values: ReviewValues;
      names: { firstName: string; lastName: string } | null;
    }): Promise<ReviewRow | null> {
      try {
        const id = await db.transaction(async (tx) => {
          const reviewId = await insertReview(tx, input.providerId, input.userId, input.values);
          await saveNames(tx, input.userId, input.names);
          return reviewId;
        });
        return findReviewById(id);
      } catch (error) {
        if (isUniqueViolation(error, 'reviews_one_per_user_idx')) return null;
        throw error;
      }
    },

    async companyExists(company: {
      name: string;
      zipCode: string;
      placeId: string | null;
    }): Promise<boolean> {
      const [row] = await db
        .select({ id: providers.id })
        .from(providers)
        .where(sameCompany(company))
        .limit(1);
      return Boolean(row);
    },

    /** Vanity names equal to `base` or `base-N` already taken. */
    async vanityNamesLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ taken: providers.vanityNameLc })
        .from(providers)
        .where(or(eq(providers.vanityNameLc, base), like(providers.vanityNameLc, `${base}-%`)));
      return new Set(rows.map((row) => row.taken));
    },

    /**
     * An unclaimed, published provider and its first review. Two people adding the same company at
     * once queue on an advisory lock of its name and zip; the second finds it and gets 'exists'.
     */
    async createCompanyWithReview(input: {
      company: CompanyValues;
      userId: string;
      values: ReviewValues;
      names: { firstName: string; lastName: string } | null;
    }): Promise<'exists' | 'vanity-taken' | { vanityName: string }> {
      const { company } = input;
      const lockKey = `new-company:${company.name.trim().toLowerCase()}:${company.zipCode.slice(0, 5)}`;
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
          if (company.placeId) {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`place:${company.placeId}`}))`);
          }
          const [existing] = await tx
            .select({ id: providers.id })
            .from(providers)
            .where(sameCompany(company))
            .limit(1);
          if (existing) return 'exists' as const;
          const place = geocodeZip(company.zipCode.slice(0, 5));
          const [provider] = await tx
            .insert(providers)
            .values({
              ...company,
              vanityNameLc: company.vanityName.toLowerCase(),
              latitude: place?.latitude,
              longitude: place?.longitude,
              published: true,
              publishedAt: new Date(),
              unclaimed: true,
            })
            .returning({ id: providers.id, vanityName: providers.vanityName });
          await insertReview(tx, provider!.id, input.userId, input.values);
          await saveNames(tx, input.userId, input.names);
          return { vanityName: provider!.vanityName };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'providers_vanityNameLc_unique')) return 'vanity-taken';
        throw error;
      }
    },

    /** Reviews of the provider by the viewer's friends, friends-only ones included, newest first. */
    async listFriendReviews(providerId: string, viewerId: string, page: { first: number; rows: number }) {
      const where = and(eq(reviews.providerId, providerId), isFriendOfAuthor(viewerId));
      const [rows, [total]] = await Promise.all([
        db
          .select(reviewColumns)
          .from(reviews)
          .leftJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.reviewNumber))
          .limit(page.rows)
          .offset(page.first),
        db.select({ value: count() }).from(reviews).where(where),
      ]);
      return { rows, totalRecords: total?.value ?? 0 };
    },

    /** The review if it belongs to the provider and the viewer may read it. */
    async findVisibleReview(
      providerId: string,
      reviewNumber: number,
      viewerId: string,
    ): Promise<(ReviewRow & { byFriend: boolean }) | undefined> {
      const [row] = await db
        .select({ ...reviewColumns, byFriend: isFriendOfAuthor(viewerId).mapWith(Boolean) })
        .from(reviews)
        .leftJoin(users, eq(users.id, reviews.userId))
        .where(
          and(
            eq(reviews.providerId, providerId),
            eq(reviews.reviewNumber, reviewNumber),
            reviewVisibleTo(viewerId),
          ),
        );
      return row;
    },

    /** Deletes the user's own review and moves the aggregates back; false when it was already gone. */
    async deleteOwnReview(reviewId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
          .returning({ providerId: reviews.providerId, rating: reviews.rating });
        if (!deleted) return false;
        await tx
          .update(providers)
          .set({
            ratingTotal: sql`${providers.ratingTotal} - ${deleted.rating}`,
            reviewCount: sql`${providers.reviewCount} - 1`,
          })
          .where(eq(providers.id, deleted.providerId));
        return true;
      });
    },

    /** Sets the first reply; undefined when the review has one already (checked in the same statement). */
    async addReply(reviewId: string, reply: string) {
      const [row] = await db
        .update(reviews)
        .set({ providerReply: reply, providerReplyDate: new Date(), updatedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), isNull(reviews.providerReply)))
        .returning({
          reviewNumber: reviews.reviewNumber,
          providerReply: reviews.providerReply,
          providerReplyDate: reviews.providerReplyDate,
        });
      return row;
    },

    /** Replaces an existing reply; undefined when there is none. */
    async updateReply(reviewId: string, reply: string) {
      const [row] = await db
        .update(reviews)
        .set({ providerReply: reply, providerReplyDate: new Date(), updatedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), isNotNull(reviews.providerReply)))
        .returning({
          reviewNumber: reviews.reviewNumber,
          providerReply: reviews.providerReply,
          providerReplyDate: reviews.providerReplyDate,
        });
      return row;
    },

    async deleteReply(reviewId: string): Promise<boolean> {
      const rows = await db
        .update(reviews)
        .set({ providerReply: null, providerReplyDate: null, updatedAt: new Date() })
        .where(and(eq(reviews.id, reviewId), isNotNull(reviews.providerReply)))
        .returning({ id: reviews.id });
      return rows.length === 1;
    },

    async updateSocialLinks(providerId: string, values: SocialLinkValues) {
      const [row] = await db
        .update(providers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(providers.id, providerId))
        .returning({
          facebook: providers.facebook,
          x: providers.x,
          instagram: providers.instagram,
          linkedin: providers.linkedin,
          pinterest: providers.pinterest,
          whatsapp: providers.whatsapp,
        });
      return row!;
    },
  };
}

export type ReviewWritingRepository = ReturnType<typeof createReviewWritingRepository>;
