import { z } from 'zod';
import { emailSchema } from '../identity/auth.schemas';
import { isSingleLine, textMessages } from '../platform/text.rules';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  CHAT_CONVERSATIONS_DEFAULT_ROWS,
  CHAT_CONVERSATIONS_MAX_ROWS,
  CHAT_MESSAGE_MAX_LENGTH,
} from './chat.constants';
import { chatMessages } from './chat.messages';

/** Which side of a conversation wrote a message: the visitor, or the provider's people. */
export const CHAT_SENDERS = ['visitor', 'provider'] as const;
export const chatSenderSchema = z.enum(CHAT_SENDERS);
export type ChatSender = z.infer<typeof chatSenderSchema>;

/** A message as typed: plain text (shown as text, never as HTML), trimmed, 1 to 2,000 characters. */
export const chatMessageTextSchema = z
  .string({ error: chatMessages.messageRequired })
  .trim()
  .min(1, chatMessages.messageRequired)
  .max(CHAT_MESSAGE_MAX_LENGTH, chatMessages.messageTooLong);

export const chatMessageSchema = z.object({
  /** Increases with every message: clients order and de-duplicate by it, and ask `after` it. */
  id: z.number().int(),
  conversationId: z.uuid(),
  sender: chatSenderSchema,
  senderName: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatTokensResponseSchema = z.object({
  /** Opens the socket: `/ws?token={connToken}`. */
  connToken: z.string(),
  /** Sent in the socket's AUTH frame: who is sending. */
  wsToken: z.string(),
});
export type ChatTokensResponse = z.infer<typeof chatTokensResponseSchema>;

export const chatVanityParamsSchema = z.object({ vanityNameLC: z.string().trim().min(1).max(200) });

/** Who answers a provider's chat: the provider itself (its owners and managers answer together). */
export const chatRecipientSchema = z.object({
  vanityNameLC: z.string(),
  providerName: z.string(),
  providerImage: z.string().nullable(),
});
export type ChatRecipient = z.infer<typeof chatRecipientSchema>;
/** Spec 3 §7 "returns data.data list"; empty while the provider's chat is off. */
export const chatRecipientsResponseSchema = z.object({ data: z.array(chatRecipientSchema) });

const visitorNameSchema = z
  .string({ error: chatMessages.nameRequired })
  .trim()
  .min(1, chatMessages.nameRequired)
  .max(128, chatMessages.nameRequired)
  .refine(isSingleLine, textMessages.lineBreak);

/**
 * POST provider/ws/conversation: `recipients` names the provider (one vanity name from the
 * recipients call). Visitors without an account add their name and e-mail once; the answer then
 * sets their 3-day chat cookie. Logged-in users send neither.
 */
export const startConversationRequestSchema = z.object({
  recipients: z
    .array(z.string().trim().min(1).max(200), { error: chatMessages.recipientsInvalid })
    .length(1, chatMessages.recipientsInvalid),
  name: visitorNameSchema.optional(),
  email: emailSchema.optional(),
});
export type StartConversationRequest = z.input<typeof startConversationRequestSchema>;
export const startConversationResponseSchema = z.object({
  id: z.uuid(),
  providerName: z.string(),
  providerImage: z.string().nullable(),
});

export const sendMessageRequestSchema = z.object({
  conversationId: z.uuid(),
  message: chatMessageTextSchema,
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const conversationParamsSchema = z.object({ conversationId: z.uuid() });
/** `after`: the last message id the client has; only newer ones are answered (a reconnect's catch-up). */
export const messageHistoryQuerySchema = z.object({ after: z.coerce.number().int().min(0).optional() });
export const messageHistoryResponseSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** More than one page is newer than `after`: ask again after the last one. */
  hasMore: z.boolean(),
});

/** One conversation in the provider's list, with what each side has not read yet. */
export const conversationSummarySchema = z.object({
  id: z.uuid(),
  visitorName: z.string(),
  visitorEmail: z.string(),
  /** The visitor has an account (else an anonymous visitor who gave name and e-mail). */
  visitorIsMember: z.boolean(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  lastMessage: z.string().nullable(),
  /** Visitor messages the provider has not read. */
  unread: z.number().int(),
  /** Provider messages the visitor has not read. */
  visitorUnread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListQuerySchema = ownerProviderQuerySchema.extend({
  first: z.coerce.number().int().min(0).default(0),
  rows: z.coerce
    .number()
    .int()
    .min(1)
    .max(CHAT_CONVERSATIONS_MAX_ROWS)
    .default(CHAT_CONVERSATIONS_DEFAULT_ROWS),
});
export const conversationListResponseSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  totalRecords: z.number().int(),
  /** Conversations with unread visitor messages, for a badge. */
  totalUnread: z.number().int(),
});

export const chatSettingsRequestSchema = z.object({ chatEnabled: z.boolean() });
export type ChatSettingsRequest = z.infer<typeof chatSettingsRequestSchema>;
export const chatSettingsResponseSchema = z.object({ chatEnabled: z.boolean() });

/** The visitor panel's first form: a visitor without an account gives name and e-mail with the first message. */
export const visitorChatIntroSchema = z.object({
  name: visitorNameSchema,
  email: emailSchema,
  message: chatMessageTextSchema,
});
export type VisitorChatIntro = z.input<typeof visitorChatIntroSchema>;
/** A logged-in user only writes the first message. */
export const memberChatIntroSchema = visitorChatIntroSchema.pick({ message: true });
