import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { hs256Key } from '../identity/tokens';

/**
 * Client Hub tokens: JWTs of their own (a key derived from the server secret, their own audiences),
 * so a hub token never passes for a site login and an access token never passes for a refresh token.
 * Both name the hub session row; ending it (logout) stops them.
 */

const ACCESS_AUDIENCE = 'porchlight:client-hub';
const REFRESH_AUDIENCE = 'porchlight:client-hub-refresh';

export interface HubClaims {
  sessionId: string;
  clientId: string;
  providerId: string;
}

export function createHubTokens(secret: string, accessTtlSeconds: number) {
  const key = hs256Key(createHmac('sha256', secret).update('client-hub-tokens').digest());

  async function sign(claims: HubClaims, audience: string, expiresAt: Date | string): Promise<string> {
    return new SignJWT({ cid: claims.clientId, prv: claims.providerId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sessionId)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expiresAt instanceof Date ? Math.floor(expiresAt.getTime() / 1000) : expiresAt)
      .sign(await key);
  }

  async function verify(token: string, audience: string): Promise<HubClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'], audience });
      if (!payload.sub || typeof payload.cid !== 'string' || typeof payload.prv !== 'string') return null;
      return { sessionId: payload.sub, clientId: payload.cid, providerId: payload.prv };
    } catch {
      return null;
    }
  }

  return {
    signAccess: (claims: HubClaims) => sign(claims, ACCESS_AUDIENCE, `${accessTtlSeconds}s`),
    /** Lives as long as the session. */
    signRefresh: (claims: HubClaims, sessionExpiresAt: Date) =>
      sign(claims, REFRESH_AUDIENCE, sessionExpiresAt),
    verifyAccess: (token: string) => verify(token, ACCESS_AUDIENCE),
    verifyRefresh: (token: string) => verify(token, REFRESH_AUDIENCE),
  };
}

export type HubTokens = ReturnType<typeof createHubTokens>;

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
