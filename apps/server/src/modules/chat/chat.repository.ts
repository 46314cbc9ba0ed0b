import type { ChatSender } from '@porchlight/core/chat/chat.schemas';
import type { Executor } from '@porchlight/db/connection';
import { chatConversations, chatMessages, memberships, providers, users } from '@porchlight/db/schema/index';
import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { preparedStatement } from '../platform/prepared-statement';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The anonymous visitor (cookie key) or the account a conversation belongs to. */
export type VisitorRef = { userId: string } | { visitorKey: string };

function visitorColumn(visitor: VisitorRef) {
  return 'userId' in visitor
    ? eq(chatConversations.visitorUserId, visitor.userId)
    : eq(chatConversations.visitorKey, visitor.visitorKey);
}

export function createChatRepository(db: Executor) {
  const c = chatConversations;
  const ofProvider = eq(c.providerId, sql.placeholder('providerId'));
  const unreadOfProvider = and(ofProvider, gt(c.providerUnread, 0));
  // The owner's conversations (their unread badge is on every owner's page): prepared once, the page
  // with its totals (subqueries PostgreSQL runs once), so one round trip answers it.
  const conversationsPage = preparedStatement('chat_conversations_page', (name) =>
    db
      .select({
        conversation: c,
        // Qualified by hand: drizzle leaves column names unqualified in a one-table select.
        lastMessage: sql<string | null>`(select m.message from chat_messages m
          where m.conversation_id = chat_conversations.id order by m.id desc limit 1)`,
        total: db.$count(c, ofProvider),
        unread: db.$count(c, unreadOfProvider),
      })
      .from(c)
      .where(ofProvider)
      .orderBy(desc(c.lastMessageAt), desc(c.id))
      .offset(sql.placeholder('first'))
      .limit(sql.placeholder('rows'))
      .prepare(name),
  );
  const conversationTotals = preparedStatement('chat_conversation_totals', (name) =>
    db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${c.providerUnread} > 0)`.mapWith(Number),
      })
      .from(c)
      .where(ofProvider)
      .prepare(name),
  );

  return {
    /** The visitor's conversation with the provider, created on first call; a race resumes the winner's. */
    async findOrCreateConversation(values: {
      providerId: string;
      visitor: VisitorRef;
      visitorName: string;
      visitorEmail: string;
    }): Promise<ConversationRow> {
      const { visitor } = values;
      await db
        .insert(chatConversations)
        .values({
          providerId: values.providerId,
          visitorUserId: 'userId' in visitor ? visitor.userId : null,
          visitorKey: 'visitorKey' in visitor ? visitor.visitorKey : null,
          visitorName: values.visitorName,
          visitorEmail: values.visitorEmail,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.providerId, values.providerId), visitorColumn(visitor)));
      if (!row) throw new Error('chat conversation insert returned no row');
      return row;
    },

    /** The visitor's conversation with the provider, if they have one. */
    async findVisitorConversation(
      providerId: string,
      visitor: VisitorRef,
    ): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.providerId, providerId), visitorColumn(visitor)));
      return row;
    },

    async findConversation(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
      return row;
    },

    /** Stores a message and moves the conversation's unread counts and times in the same statement pair. */
    async insertMessage(values: {
      conversationId: string;
      sender: ChatSender;
      senderUserId: string | null;
      senderName: string;
      message: string;
    }): Promise<MessageRow> {
      const [row] = await db.insert(chatMessages).values(values).returning();
      if (!row) throw new Error('chat message insert returned no row');
      const c = chatConversations;
      await db
        .update(c)
        .set(
          values.sender === 'visitor'
            ? {
                lastMessageAt: sql`now()`,
                providerUnread: sql`${c.providerUnread} + 1`,
                providerUnreadSince: sql`coalesce(${c.providerUnreadSince}, now())`,
              }
            : // Answering is reading: the provider's side has nothing unread after it writes.
              {
                lastMessageAt: sql`now()`,
                visitorUnread: sql`${c.visitorUnread} + 1`,
                providerUnread: 0,
                providerUnreadSince: null,
                providerNotifiedAt: null,
              },
        )
        .where(eq(c.id, values.conversationId));
      return row;
    },

    /** Messages newer than `after`, oldest first. */
    async listMessages(conversationId: string, after: number, limit: number): Promise<MessageRow[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, after)))
        .orderBy(asc(chatMessages.id))
        .limit(limit);
    },

    /** One message and the provider of its conversation: what a socket fan-out needs. */
    async findMessageForDelivery(
      messageId: number,
    ): Promise<{ message: MessageRow; providerId: string } | undefined> {
      const [row] = await db
        .select({ message: chatMessages, providerId: chatConversations.providerId })
        .from(chatMessages)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
        .where(eq(chatMessages.id, messageId));
      return row;
    },

    async markRead(conversationId: string, side: ChatSender): Promise<void> {
      await db
        .update(chatConversations)
        .set(
          side === 'visitor'
            ? { visitorUnread: 0 }
            : { providerUnread: 0, providerUnreadSince: null, providerNotifiedAt: null },
        )
        .where(eq(chatConversations.id, conversationId));
    },

    async listConversations(providerId: string, first: number, rows: number) {
      const page = await conversationsPage().execute({ providerId, first, rows });
      const items = page.map(({ conversation, lastMessage }) => ({ conversation, lastMessage }));
      // A page past the end has no row to carry the totals.
      const totals =
        page[0] ?? (first > 0 ? (await conversationTotals().execute({ providerId }))[0] : undefined);
      return { items, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
    },

    async setChatEnabled(providerId: string, chatEnabled: boolean): Promise<boolean> {
      const [row] = await db
        .update(providers)
        .set({ chatEnabled, updatedAt: new Date() })
        .where(eq(providers.id, providerId))
        .returning({ chatEnabled: providers.chatEnabled });
      return row?.chatEnabled ?? chatEnabled;
    },

    async findUserName(userId: string) {
      const [row] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /**
     * Claims conversations whose oldest unread visitor message is older than `delayMs` and that were
     * not e-mailed about yet, and marks them notified: call it in the transaction that queues the
     * e-mails, so two processes never both send one (SKIP LOCKED, then the mark).
     */
    async claimUnreadDue(delayMs: number, limit: number) {
      const c = chatConversations;
      const due = db
        .select({ id: c.id })
        .from(c)
        .where(
          and(
            sql`${c.providerNotifiedAt} is null`,
            sql`${c.providerUnreadSince} <= now() - make_interval(secs => ${delayMs / 1000})`,
            gt(c.providerUnread, 0),
          ),
        )
        .orderBy(asc(c.providerUnreadSince))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db.update(c).set({ providerNotifiedAt: sql`now()` }).where(sql`${c.id} in ${due}`).returning({
        id: c.id,
        providerId: c.providerId,
        visitorName: c.visitorName,
        visitorEmail: c.visitorEmail,
        providerUnread: c.providerUnread,
      });
    },

    /** The owners' and managers' addresses: the people who answer the provider's chats. */
    async listAnswererEmails(providerId: string): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.providerId, providerId), inArray(memberships.role, ['owner', 'manager'])));
      return rows.map((row) => row.email);
    },

    async findProviderNames(providerId: string) {
      const [row] = await db
        .select({ name: providers.name, vanityName: providers.vanityName })
        .from(providers)
        .where(eq(providers.id, providerId));
      return row;
    },

    /** The latest visitor messages of a conversation, newest last (for the unread e-mail). */
    async listLatestVisitorMessages(conversationId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ message: chatMessages.message })
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.sender, 'visitor')))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.map((row) => row.message).reverse();
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
