import type { Executor } from '@porchlight/db/connection';
import { memberships, providers, refreshTokens, users } from '@porchlight/db/schema/index';
import { and, eq, isNull, sql } from 'drizzle-orm';

export type UserRow = typeof users.$inferSelect;

export function createAuthRepository(db: Executor) {
  return {
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

    async listMemberships(userId: string) {
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

    async findRefreshToken(tokenHash: string) {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
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

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
