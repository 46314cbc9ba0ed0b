import { z } from 'zod';
import type { ChatMessage, ChatSender } from './chat.schemas';

/**
 * The live chat socket at `/ws?token={connToken}` (spec 3 §4 "connect, authenticate, then send").
 * Client frames are JSON objects with a `type`; the server answers with the frames below.
 */

/** Close codes (4000-4999 are the application's); the close reason says which case it was. */
export const CHAT_CLOSE = {
  /** Missing, wrong or expired connection token or ws token. */
  unauthorized: 4401,
  /** A conversation or provider the sender has no part in. */
  forbidden: 4403,
  /** No AUTH frame in time. */
  authTimeout: 4408,
  /** RFC 6455 Going Away: the server process is stopping; reconnect (to another one) and catch up. */
  goingAway: 1001,
} as const;

export const CHAT_CLOSE_REASONS = {
  missingConnToken: 'Missing connection token',
  invalidConnToken: 'Invalid connection token',
  expiredConnToken: 'Connection token expired',
  notAuthenticated: 'Authenticate first',
  invalidWsToken: 'Invalid ws token',
  expiredWsToken: 'Ws token expired',
  notParticipant: 'Not a conversation of yours',
  notAnswerer: 'Not a provider you answer for',
  authTimeout: 'Authentication timeout',
  goingAway: 'Server shutting down',
} as const;

/** Error frames: the socket stays open, the frame that caused it was not acted on. */
export const CHAT_ERROR_CODES = [
  'rate_limited',
  'too_long',
  'empty',
  'bad_frame',
  'not_joined',
  /** The server refused the message (the provider turned chat off): `message` says why. */
  'refused',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** A client's own id for a SEND, echoed in its ACK or ERROR. */
const refSchema = z.string().max(64).optional();

export const chatClientFrameSchema = z.discriminatedUnion('type', [
  /** First frame: the ws token of GET provider/ws/token. */
  z.object({ type: z.literal('AUTH'), token: z.string().min(1).max(4_096) }),
  /** Receive a conversation's new messages; with `after`, first those newer than it (a reconnect's catch-up). */
  z.object({ type: z.literal('JOIN'), conversationId: z.uuid(), after: z.number().int().min(0).optional() }),
  /** Owners and managers: receive the new messages of every conversation of the provider. */
  z.object({ type: z.literal('WATCH'), vanityName: z.string().min(1).max(200) }),
  /** Send a message to a joined conversation; its length is checked here so the error is a frame. */
  z.object({ type: z.literal('SEND'), conversationId: z.uuid(), message: z.string(), ref: refSchema }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrameSchema>;

export type ChatServerFrame =
  | { type: 'AUTH_OK' }
  | { type: 'JOINED'; conversationId: string; side: ChatSender }
  | { type: 'WATCHING'; vanityName: string }
  /** A message, at most once per socket; order and de-duplicate by `message.id`. */
  | { type: 'MESSAGE'; message: ChatMessage }
  | { type: 'ACK'; ref?: string; messageId: number }
  | { type: 'ERROR'; code: ChatErrorCode; message: string; ref?: string };
