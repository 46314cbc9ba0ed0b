import { PROCESSORS } from '@porchlight/core/payments/payments.constants';
import { PLAN_STATUSES } from '@porchlight/core/plans/plans.constants';
import {
  bigint,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers } from './providers';

/**
 * Provider plans (issue 21): what we know of each company's subscription at the processor. The
 * processor owns the subscription; this is its mirror, rewritten from the processor's answer each time
 * an event or a call tells us something changed, and `providers.plan_items`/`pro` follow it in the
 * same transaction.
 */
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const providerPlans = pgTable('provider_plans', {
  providerId: uuid()
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  processor: text({ enum: PROCESSORS }).notNull(),
  customerId: text().notNull().unique(),
  subscriptionId: text().unique(),
  status: text({ enum: PLAN_STATUSES }).notNull().default('free'),
  items: text().array().notNull().default([]),
  currentPeriodEnd: timestamp({ withTimezone: true }),
  cancelAtPeriodEnd: boolean().notNull().default(false),
  pastDueSince: timestamp({ withTimezone: true }),
  lastError: text(),
  cardBrand: text(),
  cardLast4: text(),
  /** The one checkout that may still start a subscription: a new one expires it first. */
  pendingCheckoutId: text(),
  /** Counts the changes we asked for, so each has its own idempotency key and a retry repeats it. */
  changeCount: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export interface ReceiptLine {
  description: string;
  amountCents: number;
}

/** A paid invoice of the platform's, numbered per company: listed on the Plans page and e-mailed. */
export const planReceipts = pgTable(
  'plan_receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The processor's invoice: one receipt per paid invoice, however often we hear of it. */
    invoiceId: text().notNull().unique(),
    number: integer().notNull(),
    amountCents: bigint({ mode: 'number' }).notNull(),
    lines: jsonb().$type<ReceiptLine[]>().notNull(),
    periodStart: timestamp({ withTimezone: true }).notNull(),
    periodEnd: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull(),
    cardBrand: text(),
    cardLast4: text(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('plan_receipts_provider_number_idx').on(table.providerId, table.number)],
);
