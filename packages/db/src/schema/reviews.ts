import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewNumber: serial().notNull().unique(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
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
  ],
);
