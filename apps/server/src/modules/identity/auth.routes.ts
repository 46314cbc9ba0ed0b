import {
  getMeEndpoint,
  loginEndpoint,
  logoutEndpoint,
  refreshSessionEndpoint,
  registerEndpoint,
  updateUserEndpoint,
} from '@porchlight/core/identity/auth.contracts';
import { authMessages } from '@porchlight/core/identity/auth.messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../platform/app-error';
import { addEndpointRoute } from '../platform/endpoint-route';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './auth.cookies';
import { userPrincipal } from './principal';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { authService, cookieSettings, config } = app;
  const tags = ['auth'];
  const loginRateLimit = { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } };

  // POST /api/v1/auth/register
  addEndpointRoute(app, registerEndpoint, { tags, config: loginRateLimit }, async (request, reply) => {
    const session = await authService.register(request.body);
    setSessionCookies(reply, session, cookieSettings);
    return reply
      .status(201)
      .send(
        await authService.getMe(
          userPrincipal({ userId: session.user.id, role: session.user.role }, request.hostname),
        ),
      );
  });

  // POST /api/v1/auth/login
  addEndpointRoute(app, loginEndpoint, { tags, config: loginRateLimit }, async (request, reply) => {
    const session = await authService.login(request.body);
    setSessionCookies(reply, session, cookieSettings);
    return authService.getMe(
      userPrincipal({ userId: session.user.id, role: session.user.role }, request.hostname),
    );
  });

  // POST /api/v1/auth/refresh
  addEndpointRoute(app, refreshSessionEndpoint, { tags }, async (request, reply) => {
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (!refreshToken) throw new AppError('unauthorized', authMessages.sessionExpired);
    try {
      setSessionCookies(reply, await authService.refresh(refreshToken), cookieSettings);
    } catch (error) {
      clearSessionCookies(reply);
      throw error;
    }
    return reply.status(204).send();
  });

  // POST /api/v1/auth/logout
  // Another site must not log our users out: logout has no body to make it a JSON-only call.
  addEndpointRoute(app, logoutEndpoint, { tags, sameOriginOnly: true }, async (request, reply) => {
    await authService.logout({
      refreshToken: request.cookies[REFRESH_COOKIE],
      accessFamilyId: request.user?.familyId,
    });
    clearSessionCookies(reply);
    return reply.status(204).send();
  });

  // GET /api/v1/auth/me
  addEndpointRoute(app, getMeEndpoint, { tags }, async (request) => authService.getMe(request.principal));

  // PATCH /api/v1/auth/user
  addEndpointRoute(app, updateUserEndpoint, { tags }, async (request) =>
    authService.updateUser(request.principal, request.body),
  );
};
