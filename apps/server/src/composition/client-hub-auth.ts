import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Client Hub sessions as principals: a request carrying `Authorization: Bearer <clientHubAccessToken>`
 * of a live hub session is that hub client (it wins over a login cookie); runs after `auth`.
 */
export const clientHubAuthPlugin = fp(
  async (app: FastifyInstance) => {
    const { sessions } = app.services.clientHub;
    app.addHook('onRequest', async (request) => {
      const authorization = request.headers.authorization;
      if (!authorization || !request.url.startsWith('/api/')) return;
      const hubClient = await sessions.principalFor(authorization, request.hostname);
      if (hubClient) request.principal = hubClient;
    });
  },
  { name: 'client-hub-auth', dependencies: ['auth', 'services'] },
);
