import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail and SMS the product sends; the built-in mail adapter delivers here. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    to: text().notNull(),
    subject: text(),
    body: text().notNull(),
    meta: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when a real transport (SMTP) accepted it. */
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.to, table.createdAt)],
);
