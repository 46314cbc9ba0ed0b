import type { RecordedPayment } from '@porchlight/core/payments/payment-amounts.rules';
import type { PageRequest } from '@porchlight/core/service-manager/paging.schemas';
import type { InvoiceStatus } from '@porchlight/core/service-manager/service-manager.constants';
import type { Executor } from '@porchlight/db/connection';
import {
  clients,
  invoices,
  paymentAccounts,
  paymentCustomers,
  paymentEvents,
  paymentIntents,
  paymentRefunds,
  payments,
} from '@porchlight/db/schema/index';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { orderOf } from '../service-manager/paging.repository';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;
export type PaymentIntentRow = typeof paymentIntents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type InvoiceForPayment = typeof invoices.$inferSelect;

// Spelled out in full: in a one-table select Drizzle leaves column names unqualified, and an
// unqualified "id" inside the subquery would be the refund's own.
const refundedSum = sql<string>`coalesce((select sum(refund.amount) from payment_refunds refund where refund.payment_id = "payments"."id"), 0)`;

/** One invoice of one client at one provider (the hub's view of it). */
const clientInvoice = (providerId: string, clientId: string, invoiceNumber: number) =>
  and(
    eq(invoices.providerId, providerId),
    eq(invoices.clientId, clientId),
    eq(invoices.invoiceNumber, invoiceNumber),
  );

/** Our records of online payments (schema/payments.ts); every query names its provider or invoice. */
export function createPaymentsRepository(db: Executor) {
  /** Records an intent once; the existing row when the processor's id was recorded before. */
  async function saveIntent(values: typeof paymentIntents.$inferInsert): Promise<PaymentIntentRow> {
    await db
      .insert(paymentIntents)
      .values(values)
      .onConflictDoNothing({ target: paymentIntents.processorIntentId });
    const [row] = await db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.processorIntentId, values.processorIntentId));
    if (!row) throw new Error(`intent ${values.processorIntentId} not recorded`);
    return row;
  }

  return {
    // Accounts and customers

    async account(providerId: string): Promise<PaymentAccountRow | undefined> {
      const [row] = await db.select().from(paymentAccounts).where(eq(paymentAccounts.providerId, providerId));
      return row;
    },
    async saveAccount(values: typeof paymentAccounts.$inferInsert): Promise<PaymentAccountRow> {
      const [row] = await db
        .insert(paymentAccounts)
        .values(values)
        .onConflictDoUpdate({
          target: paymentAccounts.providerId,
          set: {
            processor: values.processor,
            accountId: values.accountId,
            chargesEnabled: values.chargesEnabled,
            payoutsEnabled: values.payoutsEnabled,
            updatedAt: new Date(),
          },
        })
        .returning();
      if (!row) throw new Error('payment account upsert returned no row');
      return row;
    },
    /** A connected account's state as its processor reports it; false when the account is not ours. */
    async updateAccountState(
      accountId: string,
      state: { chargesEnabled: boolean; payoutsEnabled: boolean },
    ): Promise<boolean> {
      const updated = await db
        .update(paymentAccounts)
        .set({ ...state, updatedAt: new Date() })
        .where(eq(paymentAccounts.accountId, accountId))
        .returning({ providerId: paymentAccounts.providerId });
      return updated.length > 0;
    },
    async customer(clientId: string) {
      const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.clientId, clientId));
      return row;
    },
    /** The first customer recorded for a client wins; a concurrent second is dropped (same idempotency key). */
    async saveCustomer(clientId: string, customerId: string): Promise<void> {
      await db.insert(paymentCustomers).values({ clientId, customerId }).onConflictDoNothing();
    },
    /** The owner's tipping switch (issue 36); false when the provider has no payment account. */
    async setTips(providerId: string, tipsEnabled: boolean): Promise<boolean> {
      const updated = await db
        .update(paymentAccounts)
        .set({ tipsEnabled, updatedAt: new Date() })
        .where(eq(paymentAccounts.providerId, providerId))
        .returning({ providerId: paymentAccounts.providerId });
      return updated.length > 0;
    },
    async setAutoPay(clientId: string, methodId: string | null): Promise<void> {
      await db
        .update(paymentCustomers)
        .set({ autoPayMethodId: methodId })
        .where(eq(paymentCustomers.clientId, clientId));
    },

    // Invoices

    /** The client's invoice at the provider, locked until this transaction ends: payments of one invoice queue up. */
    async lockInvoice(providerId: string, clientId: string, invoiceNumber: number) {
      const [row] = await db
        .select()
        .from(invoices)
        .where(clientInvoice(providerId, clientId, invoiceNumber))
        .for('update');
      return row;
    },
    /** The client's invoice's status, read without a lock (a page waiting on it never queues behind a payment). */
    async invoiceStatus(providerId: string, clientId: string, invoiceNumber: number) {
      const [row] = await db
        .select({ id: invoices.id, status: invoices.status })
        .from(invoices)
        .where(clientInvoice(providerId, clientId, invoiceNumber));
      return row;
    },
    async lockInvoiceById(invoiceId: string) {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
      return row;
    },
    async saveInvoiceMoney(
      invoiceId: string,
      money: { amountPaid: number; amountDue: number; status: InvoiceStatus; invoicePaidOn: Date | null },
    ): Promise<void> {
      await db
        .update(invoices)
        .set({ ...money, updatedAt: new Date() })
        .where(eq(invoices.id, invoiceId));
    },

    // Intents

    async liveIntent(invoiceId: string, amount: number): Promise<PaymentIntentRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.invoiceId, invoiceId),
            eq(paymentIntents.amount, amount),
            inArray(paymentIntents.status, ['requires_payment_method', 'requires_action']),
          ),
        );
      return row;
    },
    /** Live intents of the invoice for other amounts: stale once what is due changed. */
    async otherLiveIntents(invoiceId: string, amount: number): Promise<PaymentIntentRow[]> {
      return db
        .select()
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.invoiceId, invoiceId),
            sql`${paymentIntents.amount} <> ${amount}`,
            inArray(paymentIntents.status, ['requires_payment_method', 'requires_action']),
          ),
        );
    },
    async attemptsOf(invoiceId: string, amount: number): Promise<number> {
      const [row] = await db
        .select({ attempts: count() })
        .from(paymentIntents)
        .where(and(eq(paymentIntents.invoiceId, invoiceId), eq(paymentIntents.amount, amount)));
      return row?.attempts ?? 0;
    },
    saveIntent,
    /** An intent the processor made for the invoice, recorded once (see saveIntent). */
    saveProcessorIntent(
      invoice: { id: string; clientId: string; providerId: string },
      intent: { id: string; clientSecret: string; amount: number; status: PaymentIntentRow['status'] },
      attempt: number,
    ): Promise<PaymentIntentRow> {
      return saveIntent({
        providerId: invoice.providerId,
        clientId: invoice.clientId,
        invoiceId: invoice.id,
        processorIntentId: intent.id,
        clientSecret: intent.clientSecret,
        amount: intent.amount,
        attempt,
        status: intent.status,
      });
    },
    async intentByProcessorId(processorIntentId: string): Promise<PaymentIntentRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.processorIntentId, processorIntentId));
      return row;
    },
    /** Every intent of an invoice, oldest first (a held booking's deposit is read back from each). */
    async intentsOf(invoiceId: string): Promise<PaymentIntentRow[]> {
      return db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.invoiceId, invoiceId))
        .orderBy(asc(paymentIntents.createdAt));
    },
    async updateIntent(id: string, changes: Pick<PaymentIntentRow, 'status' | 'lastError'>): Promise<void> {
      await db
        .update(paymentIntents)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(paymentIntents.id, id));
    },

    // Payments

    async paymentOfIntent(intentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.intentId, intentId));
      return row;
    },
    /** One payment per intent: a second report of the same intent records nothing. */
    async insertPayment(values: typeof payments.$inferInsert): Promise<void> {
      await db.insert(payments).values(values).onConflictDoNothing({ target: payments.intentId });
    },
    async updatePayment(
      id: string,
      changes: Partial<
        Pick<PaymentRow, 'status' | 'failureMessage' | 'settledAt' | 'methodType' | 'methodLabel'>
      >,
    ): Promise<void> {
      await db.update(payments).set(changes).where(eq(payments.id, id));
    },
    /** Every payment of the invoice with what was refunded of it: the input of invoiceMoneyOf. */
    async recordedFor(invoiceId: string): Promise<RecordedPayment[]> {
      const rows = await db
        .select({
          amount: payments.amount,
          tip: payments.tipAmount,
          status: payments.status,
          refunded: refundedSum,
        })
        .from(payments)
        .where(eq(payments.invoiceId, invoiceId));
      return rows.map((row) => ({ ...row, refunded: Number(row.refunded) }));
    },

    /** One of the provider's payments; with `clientId`, only when it is that client's (the hub's). */
    async providerPayment(providerId: string, paymentId: string, clientId?: string) {
      const [row] = await providerPayments(db)
        .where(
          and(
            eq(payments.providerId, providerId),
            eq(payments.id, paymentId),
            clientId === undefined ? undefined : eq(payments.clientId, clientId),
          ),
        )
        .limit(1);
      return row && { ...row, refunded: Number(row.refunded) };
    },
    async listForProvider(
      providerId: string,
      query: PageRequest<'createdAt' | 'amount'> & { invoiceNumber?: number },
    ) {
      return pageOfPayments(
        db,
        and(
          eq(payments.providerId, providerId),
          query.invoiceNumber === undefined ? undefined : eq(invoices.invoiceNumber, query.invoiceNumber),
        ),
        query,
      );
    },

    /** The hub client's succeeded payments at one provider (issue 36: their receipts), a page of them. */
    async listForClient(providerId: string, clientId: string, query: PageRequest<'createdAt' | 'amount'>) {
      return pageOfPayments(
        db,
        and(
          eq(payments.providerId, providerId),
          eq(payments.clientId, clientId),
          eq(payments.status, 'succeeded'),
        ),
        query,
      );
    },

    /** The invoice's succeeded payments with their intents and what was refunded of each. */
    async succeededOf(invoiceId: string) {
      const rows = await providerPayments(db).where(
        and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'succeeded')),
      );
      return rows.map((row) => ({ ...row, refunded: Number(row.refunded) }));
    },
    async insertRefund(values: typeof paymentRefunds.$inferInsert): Promise<void> {
      await db
        .insert(paymentRefunds)
        .values(values)
        .onConflictDoNothing({ target: paymentRefunds.processorRefundId });
    },
    async lockPayment(paymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      return row;
    },

    // Events

    /**
     * Notes an event by its id; true when it still has to be applied (new, or taken before by a
     * transaction that rolled back). A concurrent delivery of the same id waits here for the first.
     */
    async claimEvent(values: typeof paymentEvents.$inferInsert): Promise<boolean> {
      await db.insert(paymentEvents).values(values).onConflictDoNothing();
      const [row] = await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, values.id))
        .for('update');
      return row !== undefined && row.appliedAt === null;
    },
    async markEventApplied(id: string): Promise<void> {
      await db.update(paymentEvents).set({ appliedAt: new Date() }).where(eq(paymentEvents.id, id));
    },
  };
}

/** A page of payments as the lists answer them, and how many match in all. */
async function pageOfPayments(
  db: Executor,
  where: SQL | undefined,
  query: PageRequest<'createdAt' | 'amount'>,
) {
  const column = query.sortField === 'amount' ? payments.amount : payments.createdAt;
  const [rows, [total]] = await Promise.all([
    providerPayments(db)
      .where(where)
      .orderBy(...orderOf(column, query.sortOrder, payments.id))
      .offset(query.first)
      .limit(query.rows),
    db
      .select({ total: count() })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, refunded: Number(row.refunded) })),
    total: total?.total ?? 0,
  };
}

function providerPayments(db: Executor) {
  return db
    .select({
      id: payments.id,
      invoiceNumber: invoices.invoiceNumber,
      firstName: clients.firstName,
      lastName: clients.lastName,
      companyName: clients.companyName,
      amount: payments.amount,
      tip: payments.tipAmount,
      refunded: refundedSum,
      status: payments.status,
      methodType: payments.methodType,
      methodLabel: payments.methodLabel,
      failureMessage: payments.failureMessage,
      createdAt: payments.createdAt,
      intentId: payments.intentId,
      processorIntentId: paymentIntents.processorIntentId,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(clients, eq(clients.id, payments.clientId))
    .innerJoin(paymentIntents, eq(paymentIntents.id, payments.intentId))
    .$dynamic();
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
