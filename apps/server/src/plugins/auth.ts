import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_COOKIE, REFRESH_COOKIE, sessionCookieHeaders } from '../modules/identity/auth.cookies';
import { createAuthService } from '../modules/identity/auth.service';
import { anonymousPrincipal, type Principal, userPrincipal } from '../modules/identity/principal';
import { type AccessClaims, createAccessTokens } from '../modules/identity/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null for a visitor. */
    user: AccessClaims | null;
    /** Who is calling and through which host: what every service method is handed. */
    principal: Principal;
  }
}

/** Requests Next renders: not the API, not media, not Next's own assets. */
function isPageRequest(request: FastifyRequest): boolean {
  const url = request.url;
  return (
    request.method === 'GET' &&
    !url.startsWith('/api/') &&
    !url.startsWith('/media/') &&
    !url.startsWith('/_next/') &&
    !url.startsWith('/ws')
  );
}

function replaceCookie(header: string | undefined, name: string, value: string): string {
  const others = (header ?? '').split(/;\s*/).filter((part) => part && !part.startsWith(`${name}=`));
  return [...others, `${name}=${value}`].join('; ');
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const accessTokens = createAccessTokens(config.authSecret, config.ACCESS_TOKEN_TTL_SECONDS);
    const authService = createAuthService({
      repository: app.repositories.auth,
      accessTokens,
      refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    });
    const cookieSettings = {
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      secure: config.PUBLIC_URL?.startsWith('https:') ?? false,
    };
    app.decorate('authService', authService);
    app.decorate('cookieSettings', cookieSettings);
    app.decorateRequest('user', null);
    app.decorateRequest('principal', null as never);

    app.addHook('onRequest', async (request, reply) => {
      const accessToken = request.cookies[ACCESS_COOKIE];
      request.user = accessToken ? await accessTokens.verify(accessToken) : null;
      const refreshToken = request.cookies[REFRESH_COOKIE];
      // Server-rendered pages cannot refresh for themselves: renew the session before Next sees the request.
      if (!request.user && refreshToken && isPageRequest(request)) {
        try {
          const session = await authService.refresh(refreshToken);
          for (const header of sessionCookieHeaders(app, session, cookieSettings)) {
            reply.raw.appendHeader('set-cookie', header);
          }
          request.raw.headers.cookie = replaceCookie(
            replaceCookie(request.raw.headers.cookie, ACCESS_COOKIE, session.accessToken),
            REFRESH_COOKIE,
            session.refreshToken,
          );
          request.user = { userId: session.user.id, role: session.user.role };
        } catch {
          // An expired or revoked session simply renders the page for a visitor.
        }
      }
      request.principal = request.user
        ? userPrincipal(request.user, request.hostname)
        : anonymousPrincipal(request.hostname);
    });
  },
  { name: 'auth', dependencies: ['config', 'repositories'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    authService: ReturnType<typeof createAuthService>;
    cookieSettings: { accessTtlSeconds: number; refreshTtlDays: number; secure: boolean };
  }
}
