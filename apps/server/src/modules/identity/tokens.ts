import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { UserRole } from '@porchlight/core/identity/auth.constants';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  role: UserRole;
  /** The refresh family (one login) the token belongs to: revoking the family ends the token too. */
  familyId: string;
}

/**
 * An HS256 key as WebCrypto holds it, imported once: given raw bytes, jose imports them again on every
 * sign and verify (one more crypto job per request that carries a token).
 */
export function hs256Key(secret: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = hs256Key(new TextEncoder().encode(secret));
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, fam: claims.familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key);
    },
    /** The claims of a valid, unexpired token; null for anything else, tokens without a family included. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (!payload.sub || typeof payload.fam !== 'string') return null;
        return {
          userId: payload.sub,
          role: payload.role === 'admin' ? 'admin' : 'user',
          familyId: payload.fam,
        };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The refresh token that replaces the one with id `rotatedTokenId`. Derived, not random, so a second
 * tab presenting the rotated token within the grace window gets the very same successor, while the
 * database keeps only hashes; without the secret nobody can compute it.
 */
export function successorRefreshToken(secret: string, rotatedTokenId: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${rotatedTokenId}`).digest('base64url');
}

/** Refresh tokens are high-entropy random strings, so a plain SHA-256 is enough to store them. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
