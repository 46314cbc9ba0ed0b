import type { Executor } from '@porchlight/db/connection';
import {
  builtinAccounts,
  builtinCustomers,
  builtinIdempotency,
  builtinIntents,
  builtinMethods,
  builtinRefunds,
  outbox,
} from '@porchlight/db/schema/index';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createEventsRepository } from '../platform/events.repository';

export type BuiltinIntentRow = typeof builtinIntents.$inferSelect;
export type BuiltinMethodRow = typeof builtinMethods.$inferSelect;

/** The built-in processor's books (schema/builtin-processor.ts), on its own connections. */
export function createBuiltinProcessorRepository(db: Executor) {
  return {
    /** Claims an idempotency key; false when it was claimed before (its answer is then read instead). */
    async claimKey(key: string): Promise<boolean> {
      const claimed = await db
        .insert(builtinIdempotency)
        .values({ key })
        .onConflictDoNothing()
        .returning({ key: builtinIdempotency.key });
      return claimed.length > 0;
    },
    async answerOf(key: string): Promise<unknown> {
      const [row] = await db.select().from(builtinIdempotency).where(eq(builtinIdempotency.key, key));
      return row?.answer ?? null;
    },
    async storeAnswer(key: string, answer: unknown): Promise<void> {
      await db.update(builtinIdempotency).set({ answer }).where(eq(builtinIdempotency.key, key));
    },

    async insertAccount(id: string, businessName: string): Promise<void> {
      await db.insert(builtinAccounts).values({ id, businessName });
    },
    async accountExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: builtinAccounts.id })
        .from(builtinAccounts)
        .where(eq(builtinAccounts.id, id));
      return row !== undefined;
    },
    async insertCustomer(values: typeof builtinCustomers.$inferInsert): Promise<void> {
      await db.insert(builtinCustomers).values(values);
    },

    async insertIntent(values: typeof builtinIntents.$inferInsert): Promise<BuiltinIntentRow> {
      const [row] = await db.insert(builtinIntents).values(values).returning();
      if (!row) throw new Error('intent insert returned no row');
      return row;
    },
    /** The intent, locked until this transaction ends: one confirm at a time. */
    async lockIntent(accountId: string | null, id: string): Promise<BuiltinIntentRow | undefined> {
      const [row] = await db
        .select()
        .from(builtinIntents)
        .where(
          and(eq(builtinIntents.id, id), accountId ? eq(builtinIntents.accountId, accountId) : undefined),
        )
        .for('update');
      return row;
    },
    async updateIntent(
      id: string,
      changes: Partial<Pick<BuiltinIntentRow, 'status' | 'methodId' | 'lastError' | 'saveMethod'>>,
    ): Promise<BuiltinIntentRow> {
      const [row] = await db
        .update(builtinIntents)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(builtinIntents.id, id))
        .returning();
      if (!row) throw new Error(`intent ${id} vanished`);
      return row;
    },

    async insertMethod(values: typeof builtinMethods.$inferInsert): Promise<BuiltinMethodRow> {
      const [row] = await db.insert(builtinMethods).values(values).returning();
      if (!row) throw new Error('method insert returned no row');
      return row;
    },
    async findMethod(accountId: string, id: string): Promise<BuiltinMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(builtinMethods)
        .where(and(eq(builtinMethods.id, id), eq(builtinMethods.accountId, accountId)));
      return row;
    },
    async attachMethod(id: string, customerId: string): Promise<void> {
      await db.update(builtinMethods).set({ customerId }).where(eq(builtinMethods.id, id));
    },
    async detachMethod(id: string): Promise<void> {
      await db
        .update(builtinMethods)
        .set({ customerId: null, detachedAt: new Date() })
        .where(eq(builtinMethods.id, id));
    },
    async listMethods(accountId: string, customerId: string): Promise<BuiltinMethodRow[]> {
      return db
        .select()
        .from(builtinMethods)
        .where(
          and(
            eq(builtinMethods.accountId, accountId),
            eq(builtinMethods.customerId, customerId),
            isNull(builtinMethods.detachedAt),
          ),
        )
        .orderBy(builtinMethods.createdAt);
    },

    async refundedOf(intentId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${builtinRefunds.amount}), 0)` })
        .from(builtinRefunds)
        .where(eq(builtinRefunds.intentId, intentId));
      return Number(row?.total ?? 0);
    },
    async insertRefund(values: typeof builtinRefunds.$inferInsert): Promise<void> {
      await db.insert(builtinRefunds).values(values);
    },

    /**
     * Queues what the processor tells the app (an event), or a bank debit to settle at `notBefore`,
     * as the webhook deliveries of a real processor: retried until taken.
     */
    async queue(kind: 'event' | 'settle' | 'renew', body: object, notBefore?: Date): Promise<void> {
      await db.insert(outbox).values({
        channel: 'payment-event',
        to: 'builtin-processor',
        subject: kind,
        body: JSON.stringify(body),
        meta: { kind },
        ...(notBefore ? { nextAttemptAt: notBefore } : {}),
      });
    },

    /** Wakes the outbox workers of every process once this transaction commits. */
    async announceQueued(): Promise<void> {
      await createEventsRepository(db).publish('outbox.queued', {});
    },
  };
}

export type BuiltinProcessorRepository = ReturnType<typeof createBuiltinProcessorRepository>;
