import { defineRoute, ownerCallAccess, providerPathAccess } from '../platform/route';

/**
 * Live chat (spec 3 §7 `provider/ws/*`). Conversation calls name no provider in the path: they are
 * open to anyone and the service lets through only the conversation's visitor and the provider's
 * owners and managers (anything else is the same 404 as a missing conversation).
 */

/** Tokens for the socket, for a logged-in user or a visitor with the chat cookie. */
export const chatTokenRoute = defineRoute({
  method: 'GET',
  path: '/provider/ws/token',
  access: { kind: 'session' },
});

export const chatRecipientsRoute = defineRoute({
  method: 'GET',
  path: '/provider/ws/recipients/:vanityNameLC',
  access: providerPathAccess('chat', 'vanityNameLC'),
});

/** The provider is named in the body (`recipients`); the service checks `chat` on it. */
export const startConversationRoute = defineRoute({
  method: 'POST',
  path: '/provider/ws/conversation',
  access: { kind: 'public' },
});

export const sendMessageRoute = defineRoute({
  method: 'POST',
  path: '/provider/ws/message',
  access: { kind: 'public' },
});

export const messageHistoryRoute = defineRoute({
  method: 'GET',
  path: '/provider/ws/message/:conversationId',
  access: { kind: 'public' },
});

export const markConversationReadRoute = defineRoute({
  method: 'POST',
  path: '/provider/ws/conversation/:conversationId/read',
  access: { kind: 'public' },
});

export const listConversationsRoute = defineRoute({
  method: 'GET',
  path: '/provider/ws/conversations',
  access: ownerCallAccess('answerChat'),
});

export const updateChatSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/provider/ws/settings',
  access: ownerCallAccess('editChat'),
});
