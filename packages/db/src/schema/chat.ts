import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { providers } from './providers';
import { users } from './users';

/**
 * A live chat between one visitor and one provider (spec 3 §3 "Chat"). The visitor is an account, or
 * an anonymous visitor known by the key in their chat cookie with the name and e-mail they gave.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    providerId: uuid()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    visitorUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** The anonymous visitor's id from their signed chat cookie. */
    visitorKey: uuid(),
    visitorName: text().notNull(),
    visitorEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Provider messages the visitor has not read. */
    visitorUnread: integer().notNull().default(0),
    /** Visitor messages the provider has not read. */
    providerUnread: integer().notNull().default(0),
    /** When the oldest unread visitor message arrived; null while the provider has read everything. */
    providerUnreadSince: timestamp({ withTimezone: true }),
    /** The unread e-mail went out for the current unread streak (set in the transaction that queued it). */
    providerNotifiedAt: timestamp({ withTimezone: true }),
    /** The provider's side's first message: the reply Insights times. Kept by a trigger on chat_messages. */
    firstReplyAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'chat_conversations_one_visitor',
      sql`(${table.visitorUserId} is null) <> (${table.visitorKey} is null)`,
    ),
    // One conversation per visitor and provider: starting again (or twice at once) resumes it.
    uniqueIndex('chat_conversations_provider_user_idx')
      .on(table.providerId, table.visitorUserId)
      .where(sql`${table.visitorUserId} is not null`),
    uniqueIndex('chat_conversations_provider_visitor_key_idx')
      .on(table.providerId, table.visitorKey)
      .where(sql`${table.visitorKey} is not null`),
    index('chat_conversations_provider_last_idx').on(table.providerId, table.lastMessageAt),
    // Insights reads a provider's chats started in a range.
    index('chat_conversations_provider_created_idx').on(table.providerId, table.createdAt),
    // The unread e-mail check reads only conversations waiting for one.
    index('chat_conversations_unread_due_idx')
      .on(table.providerUnreadSince)
      .where(sql`${table.providerNotifiedAt} is null and ${table.providerUnreadSince} is not null`),
  ],
);

/** Messages in order of `id` (bigserial): what clients de-duplicate by and ask `after`. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text({ enum: ['visitor', 'provider'] }).notNull(),
    senderUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The name shown with the message, as it was when sent. */
    senderName: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_messages_conversation_idx').on(table.conversationId, table.id),
    check('chat_messages_length', sql`char_length(${table.message}) between 1 and 2000`),
  ],
);
