import { authMessages } from '@porchlight/core/identity/auth.messages';
import {
  loginRequestSchema,
  meResponseSchema,
  registerRequestSchema,
  updateUserRequestSchema,
} from '@porchlight/core/identity/auth.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth';
import { AppError } from '../platform/app-error';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from './auth.cookies';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { authService, cookieSettings, config } = app;
  const loginRateLimit = { rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } };

  // POST /api/v1/auth/register
  app.post(
    '/auth/register',
    {
      config: loginRateLimit,
      schema: { tags: ['auth'], body: registerRequestSchema, response: { 201: meResponseSchema } },
    },
    async (request, reply) => {
      const session = await authService.register(request.body);
      setSessionCookies(reply, session, cookieSettings);
      return reply.status(201).send(await authService.getMe(session.user.id));
    },
  );

  // POST /api/v1/auth/login
  app.post(
    '/auth/login',
    {
      config: loginRateLimit,
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: meResponseSchema } },
    },
    async (request, reply) => {
      const session = await authService.login(request.body);
      setSessionCookies(reply, session, cookieSettings);
      return authService.getMe(session.user.id);
    },
  );

  // POST /api/v1/auth/refresh
  app.post('/auth/refresh', { schema: { tags: ['auth'] } }, async (request, reply) => {
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
  app.post('/auth/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    await authService.logout(request.cookies[REFRESH_COOKIE]);
    clearSessionCookies(reply);
    return reply.status(204).send();
  });

  // GET /api/v1/auth/me
  app.get('/auth/me', { schema: { tags: ['auth'], response: { 200: meResponseSchema } } }, async (request) =>
    authService.getMe(requireUser(request).userId),
  );

  // PATCH /api/v1/auth/user
  app.patch(
    '/auth/user',
    { schema: { tags: ['auth'], body: updateUserRequestSchema, response: { 200: meResponseSchema } } },
    async (request) => authService.updateUser(requireUser(request).userId, request.body),
  );
};
