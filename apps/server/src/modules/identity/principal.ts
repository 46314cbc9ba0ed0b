import { authMessages } from '@porchlight/core/identity/auth.messages';
import { AppError } from '../platform/app-error';

/**
 * Who is calling, and through which site: every service method takes one. The host matters because
 * owners never edit through a provider's custom domain. A Client Hub session is the third kind: one
 * client of one provider, from an `Authorization: Bearer` hub token (it wins over a login cookie).
 */
export type Principal = AnonymousPrincipal | UserPrincipal | HubClientPrincipal;

export interface AnonymousPrincipal {
  kind: 'anonymous';
  hostname: string;
}

export interface UserPrincipal {
  kind: 'user';
  userId: string;
  isAdmin: boolean;
  hostname: string;
}

export interface HubClientPrincipal {
  kind: 'hubClient';
  /** The hub session the token names (ended by logout). */
  sessionId: string;
  clientId: string;
  providerId: string;
  /** The address the session proved (its e-mailed link, or the account that opened it), if any. */
  provenEmail: string | null;
  hostname: string;
}

export function anonymousPrincipal(hostname: string): AnonymousPrincipal {
  return { kind: 'anonymous', hostname };
}

export function userPrincipal(
  user: { userId: string; role: 'user' | 'admin' },
  hostname: string,
): UserPrincipal {
  return { kind: 'user', userId: user.userId, isAdmin: user.role === 'admin', hostname };
}

/** The logged-in user, or a 401 in the spec's words. */
export function requireUser(principal: Principal): UserPrincipal {
  if (principal.kind !== 'user') throw new AppError('unauthorized', authMessages.notLoggedIn);
  return principal;
}

/** The user's id, or null for anyone else (lists that personalise for members). */
export function userIdOf(principal: Principal): string | null {
  return principal.kind === 'user' ? principal.userId : null;
}

/** A site administrator, or 401 for a visitor and 403 for everyone else. */
export function requireAdmin(principal: Principal): UserPrincipal {
  const user = requireUser(principal);
  if (!user.isAdmin) throw new AppError('forbidden', authMessages.adminOnly);
  return user;
}
