import { returnedRow } from '@porchlight/core/platform/required';
import type { Executor } from '@porchlight/db/connection';
import { memberships, planReceipts, providerPlans, providers, users } from '@porchlight/db/schema/index';
import { and, desc, eq, sql } from 'drizzle-orm';

export type PlanRow = typeof providerPlans.$inferSelect;
export type ReceiptRow = typeof planReceipts.$inferSelect;
export type PlanMirror = Pick<
  PlanRow,
  | 'subscriptionId'
  | 'status'
  | 'items'
  | 'currentPeriodEnd'
  | 'cancelAtPeriodEnd'
  | 'pastDueSince'
  | 'lastError'
  | 'cardBrand'
  | 'cardLast4'
>;

/** Provider plans (schema/plans.ts): the mirror of each company's subscription, and its receipts. */
export function createPlansRepository(db: Executor) {
  return {
    async find(providerId: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(providerPlans).where(eq(providerPlans.providerId, providerId));
      return row;
    },
    /** The company's plan row, locked until the transaction ends: one change at a time per company. */
    async lock(providerId: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(providerPlans)
        .where(eq(providerPlans.providerId, providerId))
        .for('update');
      return row;
    },
    async lockByCustomer(customerId: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(providerPlans)
        .where(eq(providerPlans.customerId, customerId))
        .for('update');
      return row;
    },
    /** The row for a new billing customer; a concurrent first call finds the other's row instead. */
    async insert(values: Pick<PlanRow, 'providerId' | 'processor' | 'customerId'>): Promise<boolean> {
      const rows = await db
        .insert(providerPlans)
        .values(values)
        .onConflictDoNothing({ target: providerPlans.providerId })
        .returning({ providerId: providerPlans.providerId });
      return rows.length > 0;
    },
    async update(
      providerId: string,
      changes: Partial<PlanMirror> & Partial<Pick<PlanRow, 'pendingCheckoutId' | 'changeCount'>>,
    ): Promise<PlanRow> {
      return returnedRow(
        await db
          .update(providerPlans)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(providerPlans.providerId, providerId))
          .returning(),
        'provider plan update',
      );
    },
    /** What the access layer and the profile read: the paid items and the spec's `pro` flag. */
    async setProviderPlan(providerId: string, planItems: string[], pro: number): Promise<void> {
      await db
        .update(providers)
        .set({ planItems, pro, updatedAt: new Date() })
        .where(eq(providers.id, providerId));
    },

    async receipts(providerId: string): Promise<ReceiptRow[]> {
      return db
        .select()
        .from(planReceipts)
        .where(eq(planReceipts.providerId, providerId))
        .orderBy(desc(planReceipts.number));
    },
    async receipt(providerId: string, number: number): Promise<ReceiptRow | undefined> {
      const [row] = await db
        .select()
        .from(planReceipts)
        .where(and(eq(planReceipts.providerId, providerId), eq(planReceipts.number, number)));
      return row;
    },
    /**
     * Records a paid invoice once, numbered after the company's last receipt (callers hold the plan
     * row's lock); undefined when it was recorded before.
     */
    async insertReceipt(
      values: Omit<typeof planReceipts.$inferInsert, 'number' | 'id' | 'createdAt'>,
    ): Promise<ReceiptRow | undefined> {
      const [row] = await db
        .insert(planReceipts)
        .values({
          ...values,
          number: sql`(select coalesce(max(${planReceipts.number}), 0) + 1 from ${planReceipts} where ${planReceipts.providerId} = ${values.providerId})`,
        })
        .onConflictDoNothing({ target: planReceipts.invoiceId })
        .returning();
      return row;
    },

    async ownerEmails(providerId: string): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.providerId, providerId), eq(memberships.role, 'owner')));
      return rows.map((row) => row.email);
    },
  };
}

export type PlansRepository = ReturnType<typeof createPlansRepository>;
