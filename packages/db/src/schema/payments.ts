import {
  INTENT_STATUSES,
  METHOD_TYPES,
  PAYMENT_STATUSES,
  PROCESSORS,
} from '@porchlight/core/payments/payments.constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { clients, invoices } from './service-manager';

/**
 * Online payments (issue 14): what we know of the processor's objects. Money is integer cents; the
 * processor's ids (pi_…, cus_…, re_…, evt_…) are unique, so one processor object is recorded once.
 */
const cents = () => bigint({ mode: 'number' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A provider's account at the processor (a Stripe Connect account, or the built-in one). */
export const paymentAccounts = pgTable('payment_accounts', {
  providerId: uuid()
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  processor: text({ enum: PROCESSORS }).notNull(),
  accountId: text().notNull().unique(),
  chargesEnabled: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  /** The owner lets clients add a tip when they pay (issue 36). */
  tipsEnabled: boolean().notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A client as the processor's customer, who owns saved methods; and the one paying future invoices. */
export const paymentCustomers = pgTable('payment_customers', {
  clientId: uuid()
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  customerId: text().notNull().unique(),
  /** The saved method charged when the provider sends this client an invoice (auto-pay). */
  autoPayMethodId: text(),
  createdAt: createdAt(),
});

/**
 * A payment intent for one amount of one invoice. `attempt` counts the intents of that invoice and
 * amount, so the idempotency key of the processor call that made it is known before the call: a
 * retry after a crash asks for the same intent again instead of a second one.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    processorIntentId: text().notNull().unique(),
    clientSecret: text().notNull(),
    amount: cents().notNull(),
    attempt: integer().notNull(),
    status: text({ enum: INTENT_STATUSES }).notNull(),
    /** The processor's last decline or failure message, shown as it came (spec 3 §8). */
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live intent per invoice and amount: the pay dialog reuses it, never a second.
    uniqueIndex('payment_intents_one_live_idx')
      .on(table.invoiceId, table.amount)
      .where(sql`${table.status} in ('requires_payment_method', 'requires_action')`),
  ],
);

/** Money that moved, or is moving: one per intent that reached processing or succeeded. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    invoiceId: uuid()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** One intent records one payment, however many times its outcome is reported. */
    intentId: uuid()
      .notNull()
      .unique()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    amount: cents().notNull(),
    /** The client's tip within `amount` (issue 36): the provider's, never applied to the invoice. */
    tipAmount: cents().notNull().default(0),
    status: text({ enum: PAYMENT_STATUSES }).notNull(),
    methodType: text({ enum: METHOD_TYPES }).notNull(),
    /** 'Visa •••• 4242', 'STRIPE TEST BANK •••• 6789'. */
    methodLabel: text().notNull(),
    failureMessage: text(),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.invoiceId),
    index().on(table.providerId, table.createdAt),
    check(
      'payments_tip_within_amount',
      sql`${table.tipAmount} >= 0 and ${table.tipAmount} <= ${table.amount}`,
    ),
  ],
);

/** Money given back, part or all of a payment; one per processor refund. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    processorRefundId: text().notNull().unique(),
    amount: cents().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.paymentId)],
);

/** Every processor event we were told of, by its id: applied once, however often it is delivered. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  processor: text({ enum: PROCESSORS }).notNull(),
  type: text().notNull(),
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  receivedAt: createdAt(),
  appliedAt: timestamp({ withTimezone: true }),
});
