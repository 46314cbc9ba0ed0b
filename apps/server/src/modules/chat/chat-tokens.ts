import { randomUUID } from 'node:crypto';
import { CHAT_TOKEN_TTL_SECONDS, CHAT_VISITOR_TTL_SECONDS } from '@porchlight/core/chat/chat.constants';
import { errors, jwtVerify, SignJWT } from 'jose';
import { hs256Key } from '../identity/tokens';

/**
 * The chat's signed tokens, each with its own audience so none passes for another (nor for an access
 * token, which needs a refresh family): the connection token opens one socket, the ws token says who
 * sends on it and names the same connection, the visitor token is an anonymous visitor's cookie.
 */
const AUDIENCE = {
  connection: 'porchlight:chat-connection',
  sender: 'porchlight:chat-sender',
  visitor: 'porchlight:chat-visitor',
} as const;

/** Who sends on a socket: an account, or an anonymous visitor known by their cookie's key. */
export type ChatSenderClaims = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorKey: string };

/** An anonymous visitor who gave a name and e-mail address. */
export interface ChatVisitor {
  visitorKey: string;
  name: string;
  email: string;
}

/** Why a token was refused: the socket's close reason tells expired apart from wrong. */
export type TokenCheck<T> = { ok: true; claims: T } | { ok: false; reason: 'invalid' | 'expired' };

/** `ttlSeconds` of the socket tokens; tests pass a negative one to get expired tokens. */
export function createChatTokens(secret: string, options: { ttlSeconds?: number } = {}) {
  // A key of its own, so a chat token can never be replayed as an access token even by mistake.
  const key = hs256Key(new TextEncoder().encode(`chat:${secret}`));
  const ttl = options.ttlSeconds ?? CHAT_TOKEN_TTL_SECONDS;

  async function sign(audience: string, claims: Record<string, unknown>, seconds: number, subject?: string) {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds);
    return (subject ? jwt.setSubject(subject) : jwt).sign(await key);
  }

  async function verify(token: string, audience: string): Promise<TokenCheck<Record<string, unknown>>> {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], audience });
      return { ok: true, claims: payload };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  return {
    /** A connection token and the sender's ws token, bound to each other by the connection id. */
    async issue(sender: ChatSenderClaims): Promise<{ connToken: string; wsToken: string }> {
      const connectionId = randomUUID();
      const subject = sender.kind === 'user' ? sender.userId : sender.visitorKey;
      const [connToken, wsToken] = await Promise.all([
        sign(AUDIENCE.connection, { cid: connectionId }, ttl),
        sign(AUDIENCE.sender, { cid: connectionId, knd: sender.kind }, ttl, subject),
      ]);
      return { connToken, wsToken };
    },

    /** The connection id of a valid connection token. */
    async verifyConnection(token: string): Promise<TokenCheck<{ connectionId: string }>> {
      const checked = await verify(token, AUDIENCE.connection);
      if (!checked.ok) return checked;
      const { cid } = checked.claims;
      return typeof cid === 'string'
        ? { ok: true, claims: { connectionId: cid } }
        : { ok: false, reason: 'invalid' };
    },

    /** The sender of a valid ws token issued with this socket's connection token. */
    async verifySender(token: string, connectionId: string): Promise<TokenCheck<ChatSenderClaims>> {
      const checked = await verify(token, AUDIENCE.sender);
      if (!checked.ok) return checked;
      const { cid, knd, sub } = checked.claims;
      if (cid !== connectionId || typeof sub !== 'string') return { ok: false, reason: 'invalid' };
      if (knd === 'user') return { ok: true, claims: { kind: 'user', userId: sub } };
      if (knd === 'visitor') return { ok: true, claims: { kind: 'visitor', visitorKey: sub } };
      return { ok: false, reason: 'invalid' };
    },

    signVisitor(visitor: ChatVisitor): Promise<string> {
      return sign(
        AUDIENCE.visitor,
        { nm: visitor.name, em: visitor.email },
        CHAT_VISITOR_TTL_SECONDS,
        visitor.visitorKey,
      );
    },

    async verifyVisitor(token: string): Promise<ChatVisitor | null> {
      const checked = await verify(token, AUDIENCE.visitor);
      if (!checked.ok) return null;
      const { sub, nm, em } = checked.claims;
      if (typeof sub !== 'string' || typeof nm !== 'string' || typeof em !== 'string') return null;
      return { visitorKey: sub, name: nm, email: em };
    },
  };
}

export type ChatTokens = ReturnType<typeof createChatTokens>;
