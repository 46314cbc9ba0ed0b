import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { users } from './users';

/** What a code proves: control of an unclaimed profile's address, or of a new profile e-mail address. */
export const VERIFICATION_PURPOSES = ['claim', 'email'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/**
 * Six-character codes e-mailed to prove an address (spec 2 §4 Claim, Email edit). Only an HMAC of
 * the code is kept; a code is dead once used, expired or out of tries.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    purpose: text({ enum: VERIFICATION_PURPOSES }).notNull(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** Who asked for the code: only they can use it. */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the code was sent to (the new profile e-mail for 'email'). */
    target: text().notNull(),
    codeHash: text().notNull(),
    /** Tries spent on this code, right or wrong. */
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('verification_codes_lookup_idx').on(table.providerId, table.purpose, table.userId, table.createdAt),
  ],
);
