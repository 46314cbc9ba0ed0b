import {
  CHAT_AUTH_TIMEOUT_MS,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_SOCKET_RATE_LIMIT,
} from '@porchlight/core/chat/chat.constants';
import { chatMessages } from '@porchlight/core/chat/chat.messages';
import { type ChatMessage, chatMessageTextSchema } from '@porchlight/core/chat/chat.schemas';
import {
  CHAT_CLOSE,
  CHAT_CLOSE_REASONS,
  type ChatClientFrame,
  type ChatErrorCode,
  type ChatServerFrame,
  chatClientFrameSchema,
} from '@porchlight/core/chat/chat-socket.protocol';
import { hasControlCharacter } from '@porchlight/core/platform/text.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { anonymousPrincipal, userPrincipal } from '../identity/principal';
import { AppError } from '../platform/app-error';
import type { ChatCaller, ChatParticipant, ChatService } from './chat.service';
import { createFrameLimiter } from './chat-rate-limit';
import type { ChatPeer, ChatSocketHub } from './chat-socket-hub';
import type { ChatSenderClaims } from './chat-tokens';

export interface ChatSession {
  /** Heartbeat: false when the last ping got no pong (the socket is then terminated). */
  pingIfAlive(): boolean;
}

/** Why a SEND's text is refused, as an error frame code. */
function textProblem(text: string): ChatErrorCode | null {
  if (hasControlCharacter(text.replace(/[\t\n\r]/g, ''))) return 'bad_frame';
  if (chatMessageTextSchema.safeParse(text).success) return null;
  return text.trim().length > CHAT_MESSAGE_MAX_LENGTH ? 'too_long' : 'empty';
}

const ERROR_TEXT: Record<ChatErrorCode, string> = {
  rate_limited: chatMessages.rateLimited,
  too_long: chatMessages.messageTooLong,
  empty: chatMessages.messageRequired,
  bad_frame: chatMessages.badFrame,
  not_joined: chatMessages.notJoined,
  refused: chatMessages.chatOff,
};

function callerOf(sender: ChatSenderClaims, hostname: string, address: string): ChatCaller {
  // Admins have no chat rights beyond a member's, so the role the ws token does not carry is not needed.
  return sender.kind === 'user'
    ? { principal: userPrincipal({ userId: sender.userId, role: 'user' }, hostname), visitor: null, address }
    : {
        principal: anonymousPrincipal(hostname),
        visitor: { visitorKey: sender.visitorKey, name: '', email: '' },
        address,
      };
}

/**
 * One chat socket: the connection token is checked on open, AUTH names the sender, JOIN and WATCH
 * subscribe, SEND stores a message. Frames are handled one at a time in arrival order; every message
 * goes out at most once per socket, whether live or as a JOIN's catch-up.
 */
export function startChatSession(
  socket: WebSocket,
  deps: {
    service: ChatService;
    hub: ChatSocketHub;
    connToken: string | undefined;
    hostname: string;
    /** The client address of the upgrade request: anonymous messages are limited per address. */
    address: string;
    log: FastifyBaseLogger;
    authTimeoutMs?: number;
  },
): ChatSession {
  const { service, hub } = deps;
  const limiter = createFrameLimiter(CHAT_SOCKET_RATE_LIMIT);
  const sent = new Set<number>();
  const joined = new Map<string, ChatParticipant>();
  /** Live messages held while a JOIN's catch-up is read, so the socket sees its conversation in id order. */
  const heldDuringCatchUp = new Map<string, ChatMessage[]>();
  let connectionId: string | null = null;
  let caller: ChatCaller | null = null;
  let alive = true;
  let queue = Promise.resolve();

  function send(frame: ChatServerFrame): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  }

  function fail(code: ChatErrorCode, ref?: string, message = ERROR_TEXT[code]): void {
    send({ type: 'ERROR', code, message, ...(ref === undefined ? {} : { ref }) });
  }

  function close(code: number, reason: string): void {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(code, reason);
  }

  function deliverNow(message: ChatMessage): void {
    if (sent.has(message.id)) return;
    sent.add(message.id);
    send({ type: 'MESSAGE', message });
  }

  const peer: ChatPeer = {
    deliver(message: ChatMessage) {
      const held = heldDuringCatchUp.get(message.conversationId);
      if (held) held.push(message);
      else deliverNow(message);
    },
  };

  const authTimer = setTimeout(
    () => close(CHAT_CLOSE.authTimeout, CHAT_CLOSE_REASONS.authTimeout),
    deps.authTimeoutMs ?? CHAT_AUTH_TIMEOUT_MS,
  );

  async function openConnection(): Promise<void> {
    if (!deps.connToken) return close(CHAT_CLOSE.unauthorized, CHAT_CLOSE_REASONS.missingConnToken);
    const checked = await service.tokens.verifyConnection(deps.connToken);
    if (!checked.ok) {
      const reason =
        checked.reason === 'expired'
          ? CHAT_CLOSE_REASONS.expiredConnToken
          : CHAT_CLOSE_REASONS.invalidConnToken;
      return close(CHAT_CLOSE.unauthorized, reason);
    }
    connectionId = checked.claims.connectionId;
  }

  async function authenticate(token: string): Promise<void> {
    if (!connectionId) return;
    const checked = await service.tokens.verifySender(token, connectionId);
    if (!checked.ok) {
      const reason =
        checked.reason === 'expired' ? CHAT_CLOSE_REASONS.expiredWsToken : CHAT_CLOSE_REASONS.invalidWsToken;
      return close(CHAT_CLOSE.unauthorized, reason);
    }
    clearTimeout(authTimer);
    caller = callerOf(checked.claims, deps.hostname, deps.address);
    send({ type: 'AUTH_OK' });
  }

  async function join(current: ChatCaller, conversationId: string, after: number | undefined): Promise<void> {
    let participant: ChatParticipant;
    try {
      participant = await service.participantOf(current, conversationId);
    } catch (error) {
      if (error instanceof AppError) return close(CHAT_CLOSE.forbidden, CHAT_CLOSE_REASONS.notParticipant);
      throw error;
    }
    // Subscribe before reading the catch-up: a message stored in between comes by one way or both, never by none.
    hub.join(peer, conversationId);
    joined.set(conversationId, participant);
    send({ type: 'JOINED', conversationId, side: participant.side });
    if (after === undefined) return;
    const held: ChatMessage[] = [];
    heldDuringCatchUp.set(conversationId, held);
    try {
      for (let from = after; ; ) {
        const page = await service.messagesAfter(conversationId, from);
        for (const message of page.messages) deliverNow(message);
        const last = page.messages.at(-1);
        if (!page.hasMore || !last) break;
        from = last.id;
      }
    } finally {
      // A message sent on another process may be announced here before the catch-up reads an older one.
      heldDuringCatchUp.delete(conversationId);
      for (const message of held.sort((x, y) => x.id - y.id)) deliverNow(message);
    }
  }

  async function watch(current: ChatCaller, vanityName: string): Promise<void> {
    try {
      const provider = await service.requireAnswerer(current.principal, vanityName);
      hub.watch(peer, provider.id);
    } catch (error) {
      if (error instanceof AppError) return close(CHAT_CLOSE.forbidden, CHAT_CLOSE_REASONS.notAnswerer);
      throw error;
    }
    send({ type: 'WATCHING', vanityName });
  }

  async function sendMessage(current: ChatCaller, frame: Extract<ChatClientFrame, { type: 'SEND' }>) {
    const participant = joined.get(frame.conversationId);
    if (!participant) return fail('not_joined', frame.ref);
    const problem = textProblem(frame.message);
    if (problem) return fail(problem, frame.ref);
    try {
      const message = await service.sendAs(current, participant, frame.message.trim());
      send({ type: 'ACK', messageId: message.id, ...(frame.ref === undefined ? {} : { ref: frame.ref }) });
    } catch (error) {
      if (error instanceof AppError) return fail('refused', frame.ref, error.message);
      throw error;
    }
  }

  async function handle(data: RawData): Promise<void> {
    if (socket.readyState !== socket.OPEN) return;
    let frame: ChatClientFrame;
    try {
      frame = chatClientFrameSchema.parse(JSON.parse(data.toString()));
    } catch {
      return fail('bad_frame');
    }
    if (frame.type === 'AUTH') return caller ? undefined : authenticate(frame.token);
    if (!caller) return close(CHAT_CLOSE.unauthorized, CHAT_CLOSE_REASONS.notAuthenticated);
    if (frame.type === 'JOIN') return join(caller, frame.conversationId, frame.after);
    if (frame.type === 'WATCH') return watch(caller, frame.vanityName);
    return sendMessage(caller, frame);
  }

  function enqueue(work: () => Promise<void>): void {
    queue = queue.then(work).catch((error: unknown) => {
      deps.log.error({ err: error }, 'chat socket frame failed');
      close(1011, 'Server error');
    });
  }

  socket.on('message', (data) => {
    // Counted on arrival, so a flood is answered at once rather than queued.
    if (!limiter.allow()) return fail('rate_limited');
    enqueue(() => handle(data));
  });
  socket.on('pong', () => {
    alive = true;
  });
  socket.on('close', () => {
    clearTimeout(authTimer);
    hub.leave(peer);
  });
  enqueue(openConnection);

  return {
    pingIfAlive() {
      if (!alive) return false;
      alive = false;
      socket.ping();
      return true;
    },
  };
}
