import type { Executor } from '@porchlight/db/connection';
import {
  builtinBillingCustomers,
  builtinBillingInvoices,
  builtinCheckouts,
  builtinSubscriptions,
} from '@porchlight/db/schema/index';
import { and, desc, eq, inArray } from 'drizzle-orm';

export type BillingCustomerRow = typeof builtinBillingCustomers.$inferSelect;
export type CheckoutRow = typeof builtinCheckouts.$inferSelect;
export type SubscriptionRow = typeof builtinSubscriptions.$inferSelect;
export type BillingInvoiceRow = typeof builtinBillingInvoices.$inferSelect;

function one<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}

/** The built-in processor's billing books (schema/builtin-processor.ts), on its own connections. */
export function createBuiltinBillingRepository(db: Executor) {
  return {
    async insertCustomer(values: typeof builtinBillingCustomers.$inferInsert): Promise<void> {
      await db.insert(builtinBillingCustomers).values(values);
    },
    /** The customer, locked: one clock move or charge at a time per customer. */
    async lockCustomer(id: string): Promise<BillingCustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(builtinBillingCustomers)
        .where(eq(builtinBillingCustomers.id, id))
        .for('update');
      return row;
    },
    async findCustomer(id: string): Promise<BillingCustomerRow | undefined> {
      const [row] = await db.select().from(builtinBillingCustomers).where(eq(builtinBillingCustomers.id, id));
      return row;
    },
    async updateCustomer(
      id: string,
      changes: Partial<Pick<BillingCustomerRow, 'clockOffsetMs' | 'defaultMethodId'>>,
    ): Promise<void> {
      await db.update(builtinBillingCustomers).set(changes).where(eq(builtinBillingCustomers.id, id));
    },

    async insertCheckout(values: typeof builtinCheckouts.$inferInsert): Promise<CheckoutRow> {
      return one(await db.insert(builtinCheckouts).values(values).returning(), 'checkout insert');
    },
    async lockCheckout(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(builtinCheckouts).where(eq(builtinCheckouts.id, id)).for('update');
      return row;
    },
    async findCheckout(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(builtinCheckouts).where(eq(builtinCheckouts.id, id));
      return row;
    },
    async updateCheckout(
      id: string,
      changes: Partial<Pick<CheckoutRow, 'status' | 'subscriptionId' | 'lastError'>>,
    ): Promise<void> {
      await db.update(builtinCheckouts).set(changes).where(eq(builtinCheckouts.id, id));
    },

    async insertSubscription(values: typeof builtinSubscriptions.$inferInsert): Promise<SubscriptionRow> {
      return one(await db.insert(builtinSubscriptions).values(values).returning(), 'subscription insert');
    },
    async findSubscription(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(builtinSubscriptions).where(eq(builtinSubscriptions.id, id));
      return row;
    },
    /** The customer's subscriptions that still bill (active or past due), locked. */
    async lockLiveSubscriptions(customerId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(builtinSubscriptions)
        .where(
          and(
            eq(builtinSubscriptions.customerId, customerId),
            inArray(builtinSubscriptions.status, ['active', 'past_due']),
          ),
        )
        .for('update');
    },
    async updateSubscription(
      id: string,
      changes: Partial<
        Pick<
          SubscriptionRow,
          | 'status'
          | 'items'
          | 'currentPeriodStart'
          | 'currentPeriodEnd'
          | 'cancelAtPeriodEnd'
          | 'creditCents'
          | 'pastDueSince'
        >
      >,
    ): Promise<SubscriptionRow> {
      return one(
        await db
          .update(builtinSubscriptions)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(builtinSubscriptions.id, id))
          .returning(),
        'subscription update',
      );
    },

    async insertInvoice(values: typeof builtinBillingInvoices.$inferInsert): Promise<BillingInvoiceRow> {
      return one(await db.insert(builtinBillingInvoices).values(values).returning(), 'invoice insert');
    },
    async updateInvoice(
      id: string,
      changes: Partial<Pick<BillingInvoiceRow, 'status' | 'methodId' | 'attempts' | 'lastError' | 'paidAt'>>,
    ): Promise<BillingInvoiceRow> {
      return one(
        await db
          .update(builtinBillingInvoices)
          .set(changes)
          .where(eq(builtinBillingInvoices.id, id))
          .returning(),
        'invoice update',
      );
    },
    async openInvoices(subscriptionId: string): Promise<BillingInvoiceRow[]> {
      return db
        .select()
        .from(builtinBillingInvoices)
        .where(
          and(
            eq(builtinBillingInvoices.subscriptionId, subscriptionId),
            eq(builtinBillingInvoices.status, 'open'),
          ),
        )
        .orderBy(builtinBillingInvoices.createdAt);
    },
    async lastInvoice(subscriptionId: string): Promise<BillingInvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(builtinBillingInvoices)
        .where(eq(builtinBillingInvoices.subscriptionId, subscriptionId))
        .orderBy(desc(builtinBillingInvoices.createdAt))
        .limit(1);
      return row;
    },
    async paidInvoices(customerId: string): Promise<BillingInvoiceRow[]> {
      return db
        .select()
        .from(builtinBillingInvoices)
        .where(
          and(eq(builtinBillingInvoices.customerId, customerId), eq(builtinBillingInvoices.status, 'paid')),
        )
        .orderBy(desc(builtinBillingInvoices.createdAt));
    },
  };
}

export type BuiltinBillingRepository = ReturnType<typeof createBuiltinBillingRepository>;
