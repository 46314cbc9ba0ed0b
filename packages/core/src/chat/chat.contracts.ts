import { defineEndpoint, noOptionsSchema } from '../platform/contract';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import {
  chatRecipientsRoute,
  chatTokenRoute,
  listConversationsRoute,
  markConversationReadRoute,
  messageHistoryRoute,
  sendMessageRoute,
  startConversationRoute,
  updateChatSettingsRoute,
} from './chat.routes';
import {
  chatMessageSchema,
  chatRecipientsResponseSchema,
  chatSettingsRequestSchema,
  chatSettingsResponseSchema,
  chatTokensResponseSchema,
  chatVanityParamsSchema,
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationParamsSchema,
  messageHistoryQuerySchema,
  messageHistoryResponseSchema,
  sendMessageRequestSchema,
  startConversationRequestSchema,
  startConversationResponseSchema,
} from './chat.schemas';

/** Live chat (spec 3 §7 `provider/ws/*`); the socket's frames are in chat-socket.protocol.ts. */

export const chatTokenEndpoint = defineEndpoint(chatTokenRoute, {
  response: chatTokensResponseSchema,
  summary: 'Short-lived tokens to open the chat socket',
  description:
    'For a logged-in user, or a visitor whose chat cookie was set by POST provider/ws/conversation.',
});

export const chatRecipientsEndpoint = defineEndpoint(chatRecipientsRoute, {
  params: chatVanityParamsSchema,
  response: chatRecipientsResponseSchema,
  summary: "Who answers the provider's chat (empty while its chat is off)",
});

export const startConversationEndpoint = defineEndpoint(startConversationRoute, {
  body: startConversationRequestSchema,
  response: startConversationResponseSchema,
  status: 201,
  summary: 'Start (or resume) a conversation with a provider',
  description: 'Visitors without an account send name and email once; the answer sets their chat cookie.',
});

export const sendMessageEndpoint = defineEndpoint(sendMessageRoute, {
  body: sendMessageRequestSchema,
  response: chatMessageSchema,
  status: 201,
});

export const messageHistoryEndpoint = defineEndpoint(messageHistoryRoute, {
  params: conversationParamsSchema,
  query: messageHistoryQuerySchema,
  response: messageHistoryResponseSchema,
  summary: "A conversation's messages, oldest first; `after` answers only newer ones",
});

export const markConversationReadEndpoint = defineEndpoint(markConversationReadRoute, {
  params: conversationParamsSchema,
  body: noOptionsSchema,
  response: null,
  summary: "The caller's side has read the conversation",
});

export const listConversationsEndpoint = defineEndpoint(listConversationsRoute, {
  query: conversationListQuerySchema,
  response: conversationListResponseSchema,
  summary: "The provider's conversations, latest first, with unread counts",
});

export const updateChatSettingsEndpoint = defineEndpoint(updateChatSettingsRoute, {
  query: ownerProviderQuerySchema,
  body: chatSettingsRequestSchema,
  response: chatSettingsResponseSchema,
  summary: "Turn the provider's live chat on or off",
});
