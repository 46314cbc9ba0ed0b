import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { clients, invoices } from './service-manager';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewNumber: serial().notNull().unique(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The account that wrote it; null for a Client Hub client's rating, and after the account is deleted. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * A Client Hub client's rating of one paid invoice (issue 14): written by the provider's client,
     * who may have no account. Neither can be deleted while the review stands (invoices are not
     * deleted, clients with invoices neither), so the provider cannot remove it that way.
     */
    clientId: uuid().references(() => clients.id),
    invoiceId: uuid().references(() => invoices.id),
    /**
     * The client took their rating back: kept without its words, out of every list and aggregate, so a
     * later payment on the invoice does not rate it again.
     */
    removedAt: timestamp({ withTimezone: true }),
    rating: smallint().notNull(),
    headline: text(),
    review: text(),
    /** Attribute codes 1-10 (spec 1 §3). */
    attributes: integer().array().notNull().default(sql`'{}'::integer[]`),
    /** c customer, e works here, f knows owner or staff, s heard good things. */
    relationship: text({ enum: ['c', 'e', 'f', 's'] }),
    /** f friends only, p everyone. */
    visibility: text({ enum: ['f', 'p'] })
      .notNull()
      .default('p'),
    verifiedCustomer: boolean().notNull().default(false),
    providerReply: text(),
    providerReplyDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.providerId, table.createdAt),
    uniqueIndex('reviews_one_per_user_idx')
      .on(table.providerId, table.userId)
      .where(sql`${table.userId} is not null`),
    // Friends' reviews of a provider: reviews by author.
    index('reviews_user_provider_idx').on(table.userId, table.providerId),
    // One rating per invoice, however many payments or clicks ask for it.
    uniqueIndex('reviews_one_per_invoice_idx').on(table.invoiceId),
    check('reviews_one_author_check', sql`${table.userId} is null or ${table.clientId} is null`),
    check(
      'reviews_client_rates_invoice_check',
      sql`(${table.clientId} is null) = (${table.invoiceId} is null)`,
    ),
  ],
);
