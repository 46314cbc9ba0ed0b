import type { Executor } from '@porchlight/db/connection';
import { memberships, providers } from '@porchlight/db/schema/index';
import { and, eq, like, or, type SQL, sql } from 'drizzle-orm';

/** A company someone adds to the marketplace (a review of a business not listed yet). */
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
  latitude: number | null;
  longitude: number | null;
}

type CompanyIdentity = Pick<CompanyValues, 'name' | 'zipCode' | 'placeId'>;

/** Same place, or same name in the same zip (case- and space-insensitive). */
function sameCompany(company: CompanyIdentity): SQL {
  const sameNameAndZip = sql`lower(trim(${providers.name})) = lower(trim(${company.name})) and left(${providers.zipCode}, 5) = left(${company.zipCode}, 5)`;
  return company.placeId
    ? (or(eq(providers.placeId, company.placeId), sameNameAndZip) ?? sameNameAndZip)
    : sameNameAndZip;
}

export function createCompaniesRepository(db: Executor) {
  async function insertProvider(
    company: CompanyValues & { email?: string | null },
    state: { published: boolean; unclaimed: boolean },
  ): Promise<{ id: string; vanityName: string }> {
    const [row] = await db
      .insert(providers)
      .values({
        ...company,
        vanityNameLc: company.vanityName.toLowerCase(),
        ...state,
        publishedAt: state.published ? new Date() : null,
      })
      .returning({ id: providers.id, vanityName: providers.vanityName });
    if (!row) throw new Error('provider insert returned no row');
    return row;
  }

  return {
    async companyExists(company: CompanyIdentity): Promise<boolean> {
      const [row] = await db
        .select({ id: providers.id })
        .from(providers)
        .where(sameCompany(company))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Makes two people adding the same company at once queue until the first commits (transaction
     * advisory locks on its name and zip, and on its place): the second then finds it.
     */
    async lockCompanyIdentity(company: CompanyIdentity): Promise<void> {
      const nameKey = `new-company:${company.name.trim().toLowerCase()}:${company.zipCode.slice(0, 5)}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${nameKey}))`);
      if (company.placeId) {
        await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`place:${company.placeId}`}))`);
      }
    },

    /** Vanity names equal to `base` or `base-N` already taken. */
    async vanityNamesLike(base: string): Promise<Set<string>> {
      const rows = await db
        .select({ taken: providers.vanityNameLc })
        .from(providers)
        .where(or(eq(providers.vanityNameLc, base), like(providers.vanityNameLc, `${base}-%`)));
      return new Set(rows.map((row) => row.taken));
    },

    /** A published, unclaimed provider: listed at once, claimable by its owner later. */
    async insertUnclaimedCompany(
      company: CompanyValues & { email?: string | null },
    ): Promise<{ id: string; vanityName: string }> {
      return insertProvider(company, { published: true, unclaimed: true });
    },

    /** A provider its creator owns: unpublished until they publish it (spec 2 §4 "Publishing"). */
    async insertOwnedCompany(company: CompanyValues, ownerId: string) {
      const row = await insertProvider(company, { published: false, unclaimed: false });
      await db.insert(memberships).values({ userId: ownerId, providerId: row.id, role: 'owner' });
      return row;
    },

    /**
     * Hands an unclaimed provider to the user who proved its e-mail address: they become its owner
     * and the profile counts as verified. False when someone else claimed it first.
     */
    async claimCompany(providerId: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(providers)
        .set({ unclaimed: false, verified: true, updatedAt: new Date() })
        .where(and(eq(providers.id, providerId), eq(providers.unclaimed, true)))
        .returning({ id: providers.id });
      if (rows.length === 0) return false;
      await db.insert(memberships).values({ userId, providerId, role: 'owner' }).onConflictDoNothing();
      return true;
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
