import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { providers } from './providers';

/** What is numbered per provider: the numbers customers see (request #12, later estimates and invoices). */
export const COUNTER_KINDS = ['request', 'estimate', 'invoice', 'job'] as const;
export type CounterKind = (typeof COUNTER_KINDS)[number];

/** The last number handed out per provider and kind; bumped in the transaction that uses it. */
export const providerCounters = pgTable(
  'provider_counters',
  {
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text({ enum: COUNTER_KINDS }).notNull(),
    value: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.kind] })],
);
