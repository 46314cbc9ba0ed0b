import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** What the outbox carries; each channel has one transport that the worker hands rows to. */
export const OUTBOX_CHANNELS = ['email', 'sms', 'payment-event'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Every side effect the product sends (e-mail, SMS; webhooks and chat notifications next), written in
 * the same transaction as the change that causes it and delivered afterwards by the outbox worker.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    to: text().notNull(),
    subject: text(),
    /** The plain-text body (e-mail and SMS). */
    body: text().notNull(),
    /** The HTML alternative of an e-mail; null for SMS. */
    html: text(),
    meta: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** pending until a transport accepts it; failed once the attempts run out. */
    status: text({ enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    /** When the worker may try it (again): now for new rows, later after a failure (backoff). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** Which transport accepted it: 'smtp', 'twilio', or 'mailbox' / 'sms-folder' for the built-in ones. */
    deliveredVia: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** The transport's id of the message (Twilio's sid, SMTP's Message-ID), for its status callbacks. */
    externalId: text(),
    /** What the carrier last said of a text (Twilio's status callback). */
    carrierStatus: text({ enum: ['queued', 'sent', 'delivered', 'undelivered', 'failed'] }),
    carrierError: text(),
  },
  (table) => [
    index().on(table.to, table.createdAt),
    index().on(table.externalId).where(sql`${table.externalId} is not null`),
    check(
      'outbox_carrier_status',
      sql`${table.carrierStatus} is null or ${table.carrierStatus} in ('queued', 'sent', 'delivered', 'undelivered', 'failed')`,
    ),
    index('outbox_due_idx').on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
  ],
);
