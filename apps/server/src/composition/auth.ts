import { SESSION_HINT_COOKIE } from '@porchlight/core/identity/auth.constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrlOf } from '../config';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  sessionCookieHeaders,
  sessionHintHeader,
} from '../modules/identity/auth.cookies';
import { createAuthService } from '../modules/identity/auth.service';
import { anonymousPrincipal, type Principal, userPrincipal } from '../modules/identity/principal';
import { createRevokedFamilies, type RevokedFamilies } from '../modules/identity/revoked-families';
import { type AccessClaims, createAccessTokens } from '../modules/identity/tokens';

/** Revoked families are remembered this long past the access-token lifetime (clocks of processes differ). */
const REVOKED_MARGIN_MS = 60_000;
/** Re-reads recent revocations from the database this often: events missed while LISTEN reconnected. */
const REVOKED_RESYNC_MS = 30_000;

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

/**
 * Keeps the process's set of revoked families current: every process's revocations arrive as
 * events, and the database is read at start (a restarted process) and every little while after.
 */
async function trackRevokedFamilies(
  app: FastifyInstance,
  revokedFamilies: RevokedFamilies,
  rememberMs: number,
) {
  app.events.subscribe('session.revoked', ({ familyId }) => revokedFamilies.add(familyId));
  async function loadRecent(): Promise<void> {
    const since = new Date(Date.now() - rememberMs);
    for (const { familyId, revokedAt } of await app.repositories.auth.listFamiliesRevokedSince(since)) {
      revokedFamilies.add(familyId, revokedAt);
    }
    revokedFamilies.prune();
  }
  await loadRecent();
  const resync = setInterval(() => {
    loadRecent().catch((error) => app.log.warn({ err: error }, 'could not reload revoked sessions'));
  }, REVOKED_RESYNC_MS);
  resync.unref();
  app.addHook('onClose', async () => clearInterval(resync));
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const accessTokens = createAccessTokens(config.authSecret, config.ACCESS_TOKEN_TTL_SECONDS);
    const rememberMs = config.ACCESS_TOKEN_TTL_SECONDS * 1000 + REVOKED_MARGIN_MS;
    const revokedFamilies = createRevokedFamilies(rememberMs);
    await trackRevokedFamilies(app, revokedFamilies, rememberMs);
    const authService = createAuthService({
      repository: app.repositories.auth,
      unitOfWork: app.unitOfWork,
      accessTokens,
      refreshSecret: config.authSecret,
      refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
      revokedFamilies,
      loginThrottles: app.repositories.loginThrottles,
      loginThrottlePolicy: {
        failures: config.LOGIN_ACCOUNT_FAILURE_LIMIT.max,
        windowMs: config.LOGIN_ACCOUNT_FAILURE_LIMIT.windowMs,
        firstPauseMs: config.LOGIN_ACCOUNT_LOCK_SECONDS * 1000,
      },
      siteName: config.SITE_NAME,
      publicUrl: publicUrlOf(config),
      onPause: (event) => app.log.warn(event, 'logins paused after repeated failures'),
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
      const claims = accessToken ? await accessTokens.verify(accessToken) : null;
      // A logged-out or stolen login's access tokens stop at once, not when they expire.
      request.user = claims && !revokedFamilies.has(claims.familyId) ? claims : null;
      const refreshToken = request.cookies[REFRESH_COOKIE];
      // Pages no longer say who is signed in: the browser asks when it has the hint (a refresh sets it too).
      if (request.user && !request.cookies[SESSION_HINT_COOKIE] && isPageRequest(request)) {
        reply.raw.appendHeader('set-cookie', sessionHintHeader(app, cookieSettings));
      }
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
          request.user = { userId: session.user.id, role: session.user.role, familyId: session.familyId };
        } catch {
          // An expired or revoked session simply renders the page for a visitor.
        }
      }
      request.principal = request.user
        ? userPrincipal(request.user, request.hostname)
        : anonymousPrincipal(request.hostname);
    });
  },
  { name: 'auth', dependencies: ['config', 'repositories', 'events'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    authService: ReturnType<typeof createAuthService>;
    cookieSettings: { accessTtlSeconds: number; refreshTtlDays: number; secure: boolean };
  }
}
