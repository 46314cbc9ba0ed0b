import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { users } from './users';

/** An answered question of a Contact Us or pricing form (spec 1 §3, spec 2 §3). */
export interface RequestAnswer {
  /** The pricing-form question's name (pricing requests). */
  name?: string;
  label: string;
  type: string;
  value: string;
  valueLabel?: string;
}

/**
 * What a visitor sends a provider through the Client Hub intake: type 'cu' (Contact Us)
 * or 'paa' (pricing and availability).
 */
export const clientHubRequests = pgTable(
  'client_hub_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Per provider (#1, #2 …), from provider_counters. */
    requestNumber: integer().notNull(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The logged-in user who sent it, if any. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    type: text({ enum: ['cu', 'paa'] }).notNull(),
    status: text().notNull().default('New'),
    firstName: text().notNull(),
    lastName: text(),
    preferredContactMethod: text({ enum: ['email', 'phone', 'both'] }).notNull(),
    email: text(),
    mobilePhoneNumber: text(),
    services: text().array(),
    inputForm: jsonb().$type<RequestAnswer[]>().notNull(),
    address: text(),
    address2: text(),
    city: text(),
    stateCode: text(),
    zipCode: text(),
    countryCode: text(),
    submittedFromUrl: text(),
    /** When one of the provider's people marked it read in the inbox; null while new. */
    readAt: timestamp({ withTimezone: true }),
    closedOn: timestamp({ withTimezone: true }),
    closedReason: text(),
    closedByUserType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Its estimate's creation (not a draft): the first reply Insights times. Kept by a trigger on estimates. */
    firstReplyAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.providerId, table.createdAt),
    unique().on(table.providerId, table.requestNumber),
  ],
);

/** The photos sent with a pricing request (spec 2 §5: up to 10), stored through the media storage. */
export const requestAttachments = pgTable(
  'request_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => clientHubRequests.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    storageKey: text().notNull(),
    thumbnailKey: text().notNull(),
    contentType: text().notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.requestId, table.createdAt)],
);
