import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { clients } from './service-manager';
import { users } from './users';

/**
 * Client Hub secure links and the sessions opened from them (spec 3 §2.4, §4 "Client hub session").
 * A link's id is the `s` of the URL; it opens the hub of one client of one provider until it expires.
 */
export const clientHubLinks = pgTable(
  'client_hub_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** What the link was sent about: the section it opens on. */
    artifactType: text({ enum: ['estimate', 'invoice', 'job'] }),
    artifactNumber: integer(),
    /**
     * The address the link was e-mailed to; null for the link a text message carries. Opening an
     * e-mailed link shows its holder reads that mail (Switch Account lists that address's hubs).
     */
    emailedTo: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.clientId, table.createdAt)],
);

/**
 * A signed-in hub: its tokens name this row, so logging out (ended_at) stops them at once, and a
 * deleted client takes its sessions with it.
 */
export const clientHubSessions = pgTable(
  'client_hub_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    clientId: uuid()
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The link it was opened from, or null when a logged-in account switched to it. */
    linkId: uuid().references(() => clientHubLinks.id, { onDelete: 'set null' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /**
     * The client's address as the holder has shown to read it (an e-mailed link, a verified account),
     * or null (a texted link): Switch Account offers the hubs of this address, at any provider.
     */
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.clientId)],
);
