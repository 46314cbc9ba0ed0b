import { randomUUID } from 'node:crypto';
import { CHAT_HISTORY_PAGE_SIZE } from '@porchlight/core/chat/chat.constants';
import { chatMessages } from '@porchlight/core/chat/chat.messages';
import type {
  ChatMessage,
  ChatRecipient,
  ChatSender,
  ConversationSummary,
} from '@porchlight/core/chat/chat.schemas';
import { throttlingMessages } from '@porchlight/core/platform/throttling.messages';
import { displayUserName } from '@porchlight/core/reviews/reviews.rules';
import type { MediaUrls } from '../../adapters/storage/media-storage';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { RateLimit, Throttle } from '../platform/throttle';
import type { UnitOfWork } from '../platform/unit-of-work';
import type { ProviderRow } from '../providers/profile.repository';
import type { ChatRepository, ConversationRow, MessageRow } from './chat.repository';
import type { ChatTokens, ChatVisitor } from './chat-tokens';

/**
 * Who is chatting: the principal, plus the anonymous visitor of the chat cookie (HTTP) or of the ws
 * token (socket). Chat is the one place a visitor without an account has an identity.
 */
export interface ChatCaller {
  principal: Principal;
  visitor: ChatVisitor | null;
  /** The client address (X-Forwarded-For from trusted proxies): anonymous chat is limited per address. */
  address: string;
}

/** The caller's part in a conversation: which side they write for and the name shown with it. */
export interface ChatParticipant {
  conversation: ConversationRow;
  side: ChatSender;
  senderUserId: string | null;
  senderName: string;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.sender,
    senderName: row.senderName,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

function notFound(): AppError {
  return new AppError('notFound', chatMessages.conversationNotFound);
}

export function createChatService(deps: {
  repository: ChatRepository;
  access: Access;
  unitOfWork: UnitOfWork;
  tokens: ChatTokens;
  media: MediaUrls;
  throttle: Throttle;
  /** Per client address, for callers without an account (issue 30 item 3). */
  anonymousLimits: { conversations: RateLimit; messages: RateLimit };
}) {
  const { repository, access } = deps;

  /** Anonymous visitors only: a member's account answers for them, and the route limit still applies. */
  async function throttleAnonymous(caller: ChatCaller, what: 'conversations' | 'messages'): Promise<void> {
    if (caller.principal.kind === 'user') return;
    const message =
      what === 'conversations' ? throttlingMessages.tooManyConversations : throttlingMessages.tooManyMessages;
    await deps.throttle.take(`chat-${what}:${caller.address}`, deps.anonymousLimits[what], message);
  }

  function recipientOf(provider: ProviderRow): ChatRecipient {
    return {
      vanityNameLC: provider.vanityNameLc,
      providerName: provider.name,
      providerImage: provider.profilePic ? deps.media.publicUrl(provider.profilePic) : null,
    };
  }

  /** Visitors write only while the provider's chat is on (and the provider is visible to them). */
  async function requireOpenChat(principal: Principal, providerId: string): Promise<void> {
    const { provider } = await access.requireProviderAccess(principal, { providerId }, 'chat');
    if (!provider.chatEnabled) throw new AppError('forbidden', chatMessages.chatOff);
  }

  /**
   * The conversation's visitor, or an owner or manager of its provider; anyone else gets the same
   * 404 as for a missing conversation, so ids reveal nothing.
   */
  async function participantOf(caller: ChatCaller, conversationId: string): Promise<ChatParticipant> {
    const conversation = await repository.findConversation(conversationId);
    if (!conversation) throw notFound();
    const { principal, visitor } = caller;
    const userId = principal.kind === 'user' ? principal.userId : null;
    const isVisitor = userId
      ? conversation.visitorUserId === userId
      : visitor !== null && conversation.visitorKey === visitor.visitorKey;
    if (isVisitor) {
      return { conversation, side: 'visitor', senderUserId: userId, senderName: conversation.visitorName };
    }
    if (!userId) throw notFound();
    try {
      await access.requireProviderAccess(principal, { providerId: conversation.providerId }, 'answerChat');
    } catch (error) {
      if (error instanceof AppError) throw notFound();
      throw error;
    }
    const user = await repository.findUserName(userId);
    return {
      conversation,
      side: 'provider',
      senderUserId: userId,
      senderName: displayUserName(user?.firstName, user?.lastName),
    };
  }

  /** Stores the message, then announces it to every process's sockets when the transaction commits. */
  async function send(participant: ChatParticipant, message: string): Promise<ChatMessage> {
    const row = await deps.unitOfWork(async ({ chat, events }) => {
      const row = await chat.insertMessage({
        conversationId: participant.conversation.id,
        sender: participant.side,
        senderUserId: participant.senderUserId,
        senderName: participant.senderName,
        message,
      });
      await events.publish('chat.message', { conversationId: row.conversationId, messageId: row.id });
      return row;
    });
    return toChatMessage(row);
  }

  /** A page of messages newer than `after`, for a participant already checked. */
  async function messagesAfter(conversationId: string, after: number) {
    const rows = await repository.listMessages(conversationId, after, CHAT_HISTORY_PAGE_SIZE + 1);
    return {
      messages: rows.slice(0, CHAT_HISTORY_PAGE_SIZE).map(toChatMessage),
      hasMore: rows.length > CHAT_HISTORY_PAGE_SIZE,
    };
  }

  return {
    tokens: deps.tokens,
    participantOf,

    /** GET provider/ws/token: socket tokens for the caller's account or chat cookie. */
    async issueTokens(caller: ChatCaller) {
      const { principal, visitor } = caller;
      if (principal.kind === 'user') return deps.tokens.issue({ kind: 'user', userId: principal.userId });
      if (visitor) return deps.tokens.issue({ kind: 'visitor', visitorKey: visitor.visitorKey });
      throw new AppError('unauthorized', chatMessages.noChatIdentity);
    },

    /** GET provider/ws/recipients/{vanityNameLC}: the provider while its chat is on, else nobody. */
    async listRecipients(principal: Principal, { vanityNameLC }: { vanityNameLC: string }) {
      const { provider } = await access.requireProviderAccess(
        principal,
        { vanityName: vanityNameLC },
        'chat',
      );
      return { data: provider.chatEnabled ? [recipientOf(provider)] : [] };
    },

    /**
     * POST provider/ws/conversation: the caller's conversation with the provider, resumed if it exists.
     * An anonymous visitor's first call carries name and e-mail and answers the cookie to set.
     */
    async startConversation(
      caller: ChatCaller,
      input: { recipients: string[]; name?: string; email?: string },
    ): Promise<{
      id: string;
      providerName: string;
      providerImage: string | null;
      newVisitor: ChatVisitor | null;
    }> {
      const [vanityName = ''] = input.recipients;
      const { principal } = caller;
      const { provider } = await access.requireProviderAccess(principal, { vanityName }, 'chat');
      if (!provider.chatEnabled) throw new AppError('forbidden', chatMessages.chatOff);

      let newVisitor: ChatVisitor | null = null;
      let visitor: { ref: { userId: string } | { visitorKey: string }; name: string; email: string };
      if (principal.kind === 'user') {
        const user = await repository.findUserName(principal.userId);
        if (!user) throw new AppError('unauthorized', chatMessages.noChatIdentity);
        const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
        visitor = { ref: { userId: principal.userId }, name, email: user.email };
      } else if (caller.visitor) {
        const { visitorKey, name, email } = caller.visitor;
        visitor = { ref: { visitorKey }, name, email };
        // Resuming a conversation is free; a new one counts.
        if (!(await repository.findVisitorConversation(provider.id, visitor.ref)))
          await throttleAnonymous(caller, 'conversations');
      } else {
        await throttleAnonymous(caller, 'conversations');
        if (!input.name)
          throw new AppError('badRequest', chatMessages.nameRequired, { name: chatMessages.nameRequired });
        if (!input.email) {
          throw new AppError('badRequest', chatMessages.emailRequired, { email: chatMessages.emailRequired });
        }
        newVisitor = { visitorKey: randomUUID(), name: input.name, email: input.email };
        visitor = {
          ref: { visitorKey: newVisitor.visitorKey },
          name: newVisitor.name,
          email: newVisitor.email,
        };
      }

      const conversation = await repository.findOrCreateConversation({
        providerId: provider.id,
        visitor: visitor.ref,
        visitorName: visitor.name,
        visitorEmail: visitor.email,
      });
      const { providerName, providerImage } = recipientOf(provider);
      return { id: conversation.id, providerName, providerImage, newVisitor };
    },

    /** POST provider/ws/message (and the socket's SEND). */
    async sendMessage(caller: ChatCaller, input: { conversationId: string; message: string }) {
      const participant = await participantOf(caller, input.conversationId);
      if (participant.side === 'visitor') {
        await requireOpenChat(caller.principal, participant.conversation.providerId);
        await throttleAnonymous(caller, 'messages');
      }
      return send(participant, input.message);
    },

    /** Sends as an already resolved participant (a socket that joined the conversation). */
    async sendAs(caller: ChatCaller, participant: ChatParticipant, message: string) {
      if (participant.side === 'visitor') {
        await requireOpenChat(caller.principal, participant.conversation.providerId);
        await throttleAnonymous(caller, 'messages');
      }
      return send(participant, message);
    },

    /** GET provider/ws/message/{conversationId}?after=: oldest first, one page newer than `after`. */
    async listMessages(caller: ChatCaller, input: { conversationId: string; after?: number }) {
      await participantOf(caller, input.conversationId);
      return messagesAfter(input.conversationId, input.after ?? 0);
    },

    messagesAfter,

    /** POST provider/ws/conversation/{conversationId}/read: the caller's side has read everything. */
    async markRead(caller: ChatCaller, input: { conversationId: string }): Promise<void> {
      const { side } = await participantOf(caller, input.conversationId);
      await repository.markRead(input.conversationId, side);
    },

    /** GET provider/ws/conversations?vanityName=: the provider's inbox, latest first. */
    async listConversations(
      principal: Principal,
      input: { vanityName: string; first: number; rows: number },
    ): Promise<{ conversations: ConversationSummary[]; totalRecords: number; totalUnread: number }> {
      const { provider } = await access.requireProviderAccess(
        principal,
        { vanityName: input.vanityName },
        'answerChat',
      );
      const { items, total, unread } = await repository.listConversations(
        provider.id,
        input.first,
        input.rows,
      );
      return {
        conversations: items.map(({ conversation, lastMessage }) => ({
          id: conversation.id,
          visitorName: conversation.visitorName,
          visitorEmail: conversation.visitorEmail,
          visitorIsMember: conversation.visitorUserId !== null,
          createdAt: conversation.createdAt.toISOString(),
          lastMessageAt: conversation.lastMessageAt.toISOString(),
          lastMessage,
          unread: conversation.providerUnread,
          visitorUnread: conversation.visitorUnread,
        })),
        totalRecords: total,
        totalUnread: unread,
      };
    },

    /** The provider whose every conversation a member's socket may watch. */
    async requireAnswerer(principal: Principal, vanityName: string): Promise<ProviderRow> {
      const { provider } = await access.requireProviderAccess(principal, { vanityName }, 'answerChat');
      return provider;
    },

    /** PATCH provider/ws/settings?vanityName=: the owner's chat switch. */
    async updateSettings(principal: Principal, input: { vanityName: string; chatEnabled: boolean }) {
      const { provider } = await access.requireProviderAccess(
        principal,
        { vanityName: input.vanityName },
        'editChat',
      );
      // The profile shows the chat panel or not.
      return deps.unitOfWork(async ({ chat, events }) => {
        const chatEnabled = await chat.setChatEnabled(provider.id, input.chatEnabled);
        await events.providerChanged(provider, { contentOnly: true });
        return { chatEnabled };
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
