import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { providers } from './providers';

export const photos = pgTable(
  'photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The name in /photos/{friendlyImageName}; unique per provider. */
    friendlyImageName: text().notNull(),
    /** The caption the owner set; null shows words made from the friendly name (photo-titles.rules.ts). */
    title: text(),
    /** Storage key of the full-size file; thumbnails sit beside it. */
    storageKey: text().notNull(),
    contentType: text().notNull(),
    isVideo: boolean().notNull().default(false),
    width: integer(),
    height: integer(),
    orderNumber: integer().notNull().default(1000),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.providerId, table.friendlyImageName), index().on(table.providerId)],
);
