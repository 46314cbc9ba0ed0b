import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { users } from './users';

/** One row per AI generation, for the server-side daily cap per provider (docs/decisions.md). */
export const aiGenerations = pgTable(
  'ai_generations',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: ['banner', 'logo', 'about', 'offerTeaser', 'offerDescription'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.providerId, table.kind, table.createdAt)],
);
