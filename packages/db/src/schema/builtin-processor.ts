import { INTENT_STATUSES, METHOD_TYPES } from '@porchlight/core/payments/payments.constants';
import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The built-in test processor's own books (DESIGN.md, Adapters): a stand-in for Stripe's side, kept
 * apart from ours so a crash between its charge and our record is as real as it would be with Stripe.
 * Nothing here is read by the product except through the processor adapter.
 */
const cents = () => bigint({ mode: 'number' });
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const builtinAccounts = pgTable('builtin_processor_accounts', {
  id: text().primaryKey(),
  businessName: text().notNull(),
  createdAt: createdAt(),
});

export const builtinCustomers = pgTable('builtin_processor_customers', {
  id: text().primaryKey(),
  accountId: text().notNull(),
  email: text(),
  createdAt: createdAt(),
});

/**
 * A card or bank account the processor holds. `behaviour` is what Stripe's test numbers do: succeed,
 * decline, ask for authentication, or (bank debits) settle or fail some time after confirming.
 */
export const builtinMethods = pgTable('builtin_processor_methods', {
  id: text().primaryKey(),
  accountId: text().notNull(),
  /** Set once saved for later (attached to a customer). */
  customerId: text(),
  type: text({ enum: METHOD_TYPES }).notNull(),
  behaviour: text({
    enum: ['succeeds', 'declined', 'chargeFails', 'needsAuthentication', 'settles', 'fails'],
  }).notNull(),
  brand: text(),
  last4: text().notNull(),
  expMonth: integer(),
  expYear: integer(),
  bankName: text(),
  createdAt: createdAt(),
  detachedAt: timestamp({ withTimezone: true }),
});

export const builtinIntents = pgTable('builtin_processor_intents', {
  id: text().primaryKey(),
  accountId: text().notNull(),
  customerId: text(),
  clientSecret: text().notNull(),
  amount: cents().notNull(),
  currency: text().notNull(),
  status: text({ enum: INTENT_STATUSES }).notNull(),
  methodTypes: text().array().notNull(),
  /** The method being tried or that paid. */
  methodId: text(),
  /** Keep the method for later once it pays (Stripe's setup_future_usage). */
  saveMethod: boolean().notNull().default(false),
  lastError: text(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const builtinRefunds = pgTable('builtin_processor_refunds', {
  id: text().primaryKey(),
  intentId: text().notNull(),
  amount: cents().notNull(),
  createdAt: createdAt(),
});

/**
 * Idempotency as Stripe keeps it: the first answer to a key is the answer to every retry of it. A
 * row is claimed before the work and filled after, in the same transaction, so a concurrent retry
 * waits for the first and then reads its answer.
 */
export const builtinIdempotency = pgTable('builtin_processor_idempotency', {
  key: text().primaryKey(),
  answer: jsonb(),
  createdAt: createdAt(),
});

// Billing: the platform's own subscriptions to its providers (Stripe Billing's part)

/**
 * A customer's test clock, as Stripe's: the customer's subscriptions live at real time plus this
 * offset, which only moves forward (the owner moves it from the Plans page, tests from the API).
 */
export const builtinBillingCustomers = pgTable('builtin_processor_billing_customers', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text(),
  clockOffsetMs: bigint({ mode: 'number' }).notNull().default(0),
  /** The card future invoices are charged to (a builtin_processor_methods row). */
  defaultMethodId: text(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

export const builtinCheckouts = pgTable('builtin_processor_checkouts', {
  id: text().primaryKey(),
  customerId: text().notNull(),
  mode: text({ enum: ['subscription', 'setup'] }).notNull(),
  clientSecret: text().notNull(),
  status: text({ enum: ['open', 'complete', 'expired'] }).notNull(),
  items: text().array().notNull(),
  subscriptionId: text(),
  lastError: text(),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

export const builtinSubscriptions = pgTable('builtin_processor_subscriptions', {
  id: text().primaryKey(),
  customerId: text().notNull(),
  status: text({ enum: ['active', 'past_due', 'canceled'] }).notNull(),
  items: text().array().notNull(),
  /** The day of the month renewals fall on. */
  anchorDay: integer().notNull(),
  currentPeriodStart: timestamp({ withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  /** Credit from removed items, taken off the next invoice (Stripe's prorations). */
  creditCents: bigint({ mode: 'number' }).notNull().default(0),
  pastDueSince: timestamp({ withTimezone: true }),
  metadata: jsonb().$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const builtinBillingInvoices = pgTable('builtin_processor_billing_invoices', {
  id: text().primaryKey(),
  customerId: text().notNull(),
  subscriptionId: text().notNull(),
  status: text({ enum: ['open', 'paid', 'void'] }).notNull(),
  reason: text({ enum: ['subscription_create', 'subscription_cycle', 'subscription_update'] }).notNull(),
  amountCents: bigint({ mode: 'number' }).notNull(),
  lines: jsonb().$type<{ description: string; amountCents: number }[]>().notNull(),
  periodStart: timestamp({ withTimezone: true }).notNull(),
  periodEnd: timestamp({ withTimezone: true }).notNull(),
  methodId: text(),
  attempts: integer().notNull().default(0),
  lastError: text(),
  /** On the customer's clock. */
  paidAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
});
