import type { Executor } from '@porchlight/db/connection';
import { verificationCodes } from '@porchlight/db/schema/index';
import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

interface Owner {
  purpose: 'claim' | 'email';
  providerId: string;
  userId: string;
}

const ofOwner = (owner: Owner) =>
  and(
    eq(verificationCodes.providerId, owner.providerId),
    eq(verificationCodes.purpose, owner.purpose),
    eq(verificationCodes.userId, owner.userId),
  );

export function createVerificationCodesRepository(db: Executor) {
  return {
    async insert(values: typeof verificationCodes.$inferInsert): Promise<void> {
      await db.insert(verificationCodes).values(values);
    },

    async countSince(owner: Owner, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(ofOwner(owner), gte(verificationCodes.createdAt, since)));
      return row?.n ?? 0;
    },

    /** The newest code: the only one that can still be used. */
    async findLatest(owner: Owner): Promise<VerificationCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(ofOwner(owner))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /** Spends one try of an unused code; undefined when none is left. */
    async takeTry(id: string, maxTries: number): Promise<VerificationCodeRow | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(
          and(
            eq(verificationCodes.id, id),
            lt(verificationCodes.attempts, maxTries),
            isNull(verificationCodes.consumedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Uses the code up; false when another request used it first. */
    async consume(id: string): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },
  };
}

export type VerificationCodesRepository = ReturnType<typeof createVerificationCodesRepository>;
