import { SESSION_HINT_COOKIE } from '@porchlight/core/identity/auth.constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Session } from './auth.service';

export const ACCESS_COOKIE = 'pl_access';
export const REFRESH_COOKIE = 'pl_refresh';

export interface CookieSettings {
  accessTtlSeconds: number;
  refreshTtlDays: number;
  secure: boolean;
}

function hintCookie(settings: CookieSettings) {
  return {
    name: SESSION_HINT_COOKIE,
    value: '1',
    options: {
      httpOnly: false,
      sameSite: 'lax',
      secure: settings.secure,
      path: '/',
      maxAge: settings.refreshTtlDays * 86_400,
    },
  } as const;
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
    // No secret: '1' only tells the page's script that a session may be there (auth/me decides).
    hintCookie(settings),
  ];
}

/** Both tokens live in httpOnly cookies (the access cookie expires with its token), beside the hint. */
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

/** The hint alone, for a session opened before pages needed it. */
export function sessionHintHeader(app: FastifyInstance, settings: CookieSettings): string {
  const cookie = hintCookie(settings);
  return app.serializeCookie(cookie.name, cookie.value, cookie.options);
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
