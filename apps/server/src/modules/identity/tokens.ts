import { createHash, randomBytes } from 'node:crypto';
import type { UserRole } from '@porchlight/core/identity/auth.constants';
import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: string;
  role: UserRole;
}

export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The claims of a valid, unexpired token; null for anything else. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub) return null;
        return { userId: payload.sub, role: payload.role === 'admin' ? 'admin' : 'user' };
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

/** Refresh tokens are high-entropy random strings, so a plain SHA-256 is enough to store them. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
