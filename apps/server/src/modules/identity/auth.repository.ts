import type { MembershipRole } from '@porchlight/core/identity/auth.constants';
import type { Executor } from '@porchlight/db/connection';
import { memberships, providers, refreshTokens, users } from '@porchlight/db/schema/index';
import { and, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { preparedStatement } from '../platform/prepared-statement';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export interface MembershipOfUser {
  providerId: string;
  vanityName: string;
  name: string;
  role: MembershipRole;
}

export function createAuthRepository(db: Executor) {
  // GET auth/me on every signed-in page: the user and the providers it belongs to, in one prepared query.
  const userWithMemberships = preparedStatement('auth_user_with_memberships', (name) =>
    db
      .select({
        user: users,
        providerId: providers.id,
        vanityName: providers.vanityName,
        name: providers.name,
        role: memberships.role,
      })
      .from(users)
      .leftJoin(memberships, eq(memberships.userId, users.id))
      .leftJoin(providers, eq(providers.id, memberships.providerId))
      .where(eq(users.id, sql.placeholder('userId')))
      .orderBy(providers.name)
      .prepare(name),
  );

  return {
    /** The user and its memberships (by provider name), as listMemberships lists them. */
    async findUserWithMemberships(
      id: string,
    ): Promise<{ user: UserRow; memberships: MembershipOfUser[] } | undefined> {
      const rows = await userWithMemberships().execute({ userId: id });
      const user = rows[0]?.user;
      if (!user) return undefined;
      const memberships = rows.flatMap(({ providerId, vanityName, name, role }) =>
        providerId !== null && vanityName !== null && name !== null && role !== null
          ? [{ providerId, vanityName, name, role }]
          : [],
      );
      return { user, memberships };
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async findUserById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Inserts a user; undefined when the e-mail is taken. */
    async insertUser(values: typeof users.$inferInsert): Promise<UserRow | undefined> {
      const [row] = await db
        .insert(users)
        .values(values)
        .onConflictDoNothing({ target: users.email })
        .returning();
      return row;
    },

    async updateUserNames(id: string, firstName: string, lastName: string): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ firstName, lastName, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async listMemberships(userId: string): Promise<MembershipOfUser[]> {
      return db
        .select({
          providerId: providers.id,
          vanityName: providers.vanityName,
          name: providers.name,
          role: memberships.role,
        })
        .from(memberships)
        .innerJoin(providers, eq(providers.id, memberships.providerId))
        .where(eq(memberships.userId, userId))
        .orderBy(providers.name);
    },

    async insertRefreshToken(values: typeof refreshTokens.$inferInsert): Promise<void> {
      await db.insert(refreshTokens).values(values);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /**
     * Serialises rotation and revocation of one family until the transaction ends: a refresh racing a
     * logout either finishes first (and its successor is revoked with the rest) or finds the family revoked.
     */
    async lockFamily(familyId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`refresh-family:${familyId}`}))`);
    },

    /** Marks a token used; false when another request rotated it first. */
    async markRotated(id: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: new Date() })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    /** Revokes every live token of the family; false when it was revoked already. */
    async revokeFamily(familyId: string): Promise<boolean> {
      // clock_timestamp, not now(): the moment of revocation, after any wait for the family's lock.
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: sql`clock_timestamp()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    /** Families revoked after `since`, with when: what a starting process must know of. */
    async listFamiliesRevokedSince(since: Date): Promise<{ familyId: string; revokedAt: Date }[]> {
      const rows = await db
        .select({ familyId: refreshTokens.familyId, revokedAt: max(refreshTokens.revokedAt) })
        .from(refreshTokens)
        .where(gt(refreshTokens.revokedAt, since))
        .groupBy(refreshTokens.familyId);
      return rows.flatMap(({ familyId, revokedAt }) => (revokedAt ? [{ familyId, revokedAt }] : []));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
