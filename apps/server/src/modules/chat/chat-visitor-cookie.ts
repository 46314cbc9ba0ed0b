import { CHAT_VISITOR_TTL_SECONDS } from '@porchlight/core/chat/chat.constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatTokens, ChatVisitor } from './chat-tokens';

/**
 * An anonymous visitor's chat identity (key, name, e-mail), signed, httpOnly, for 3 days like the
 * spec's chat cookies, and sent only to the chat calls.
 */
export const CHAT_VISITOR_COOKIE = 'pl_chat_visitor';
const COOKIE_PATH = '/api/v1/provider/ws';

export async function readChatVisitor(
  request: FastifyRequest,
  tokens: ChatTokens,
): Promise<ChatVisitor | null> {
  const value = request.cookies[CHAT_VISITOR_COOKIE];
  return value ? tokens.verifyVisitor(value) : null;
}

export async function setChatVisitorCookie(
  reply: FastifyReply,
  tokens: ChatTokens,
  visitor: ChatVisitor,
  secure: boolean,
): Promise<void> {
  reply.setCookie(CHAT_VISITOR_COOKIE, await tokens.signVisitor(visitor), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    maxAge: CHAT_VISITOR_TTL_SECONDS,
  });
}
