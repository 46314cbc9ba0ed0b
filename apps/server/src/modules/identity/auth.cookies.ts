import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Session } from './auth.service';

export const ACCESS_COOKIE = 'pl_access';
export const REFRESH_COOKIE = 'pl_refresh';

export interface CookieSettings {
  accessTtlSeconds: number;
  refreshTtlDays: number;
  secure: boolean;
}

function sessionCookies(session: Session, settings: CookieSettings) {
  const base = { httpOnly: true, sameSite: 'lax', secure: settings.secure, path: '/' } as const;
  return [
    {
      name: ACCESS_COOKIE,
      value: session.accessToken,
      options: { ...base, maxAge: settings.accessTtlSeconds },
    },
    {
      name: REFRESH_COOKIE,
      value: session.refreshToken,
      options: { ...base, maxAge: settings.refreshTtlDays * 86_400 },
    },
  ];
}

/** Both tokens live in httpOnly cookies; the access cookie expires with its token. */
export function setSessionCookies(reply: FastifyReply, session: Session, settings: CookieSettings): void {
  for (const cookie of sessionCookies(session, settings))
    reply.setCookie(cookie.name, cookie.value, cookie.options);
}

/** The same cookies as raw headers, for responses Next writes itself (Fastify hooks do not run there). */
export function sessionCookieHeaders(
  app: FastifyInstance,
  session: Session,
  settings: CookieSettings,
): string[] {
  return sessionCookies(session, settings).map((cookie) =>
    app.serializeCookie(cookie.name, cookie.value, cookie.options),
  );
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/' });
}
