import {
  chatRecipientsEndpoint,
  chatTokenEndpoint,
  listConversationsEndpoint,
  markConversationReadEndpoint,
  messageHistoryEndpoint,
  sendMessageEndpoint,
  startConversationEndpoint,
  updateChatSettingsEndpoint,
} from '@porchlight/core/chat/chat.contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addEndpointRoute } from '../platform/endpoint-route';
import type { ChatCaller } from './chat.service';
import { readChatVisitor, setChatVisitorCookie } from './chat-visitor-cookie';

/** Chat calls per minute per client address: a fast typist, not a script. */
const CHAT_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Live chat over HTTP (spec 3 §7 `provider/ws/*`); the socket is composition/chat-socket.ts. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;
  const tags = ['chat'];
  const caller = async (request: FastifyRequest): Promise<ChatCaller> => ({
    principal: request.principal,
    visitor: await readChatVisitor(request, chat.tokens),
    address: request.ip,
  });

  // GET /api/v1/provider/ws/token
  addEndpointRoute(app, chatTokenEndpoint, { tags, config: CHAT_RATE_LIMIT }, async (request) =>
    chat.issueTokens(await caller(request)),
  );

  // GET /api/v1/provider/ws/recipients/:vanityNameLC
  addEndpointRoute(app, chatRecipientsEndpoint, { tags }, async (request) =>
    chat.listRecipients(request.principal, request.params),
  );

  // POST /api/v1/provider/ws/conversation
  addEndpointRoute(
    app,
    startConversationEndpoint,
    { tags, config: CHAT_RATE_LIMIT },
    async (request, reply) => {
      const { newVisitor, ...conversation } = await chat.startConversation(
        await caller(request),
        request.body,
      );
      if (newVisitor) await setChatVisitorCookie(reply, chat.tokens, newVisitor, app.cookieSettings.secure);
      return reply.status(201).send(conversation);
    },
  );

  // POST /api/v1/provider/ws/message
  addEndpointRoute(app, sendMessageEndpoint, { tags, config: CHAT_RATE_LIMIT }, async (request, reply) =>
    reply.status(201).send(await chat.sendMessage(await caller(request), request.body)),
  );

  // GET /api/v1/provider/ws/message/:conversationId?after=
  addEndpointRoute(app, messageHistoryEndpoint, { tags }, async (request) =>
    chat.listMessages(await caller(request), { ...request.params, ...request.query }),
  );

  // POST /api/v1/provider/ws/conversation/:conversationId/read
  addEndpointRoute(app, markConversationReadEndpoint, { tags }, async (request, reply) => {
    await chat.markRead(await caller(request), request.params);
    return reply.status(204).send();
  });

  // GET /api/v1/provider/ws/conversations?vanityName=
  addEndpointRoute(app, listConversationsEndpoint, { tags }, async (request) =>
    chat.listConversations(request.principal, request.query),
  );

  // PATCH /api/v1/provider/ws/settings?vanityName=
  addEndpointRoute(app, updateChatSettingsEndpoint, { tags }, async (request) =>
    chat.updateSettings(request.principal, { ...request.query, ...request.body }),
  );
};
