import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import next from 'next';
import { notFoundBody } from './errors';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

/**
 * Hands every non-API request to Next. Registered in its own encapsulated plugin so that
 * removing the body parsers here lets Next read request bodies itself without touching the API.
 */
export async function nextPlugin(app: FastifyInstance) {
  const isDev = app.config.NODE_ENV === 'development';
  const nextApp = next({
    dev: isDev,
    dir: webDir,
    hostname: app.config.HOST,
    port: app.config.PORT,
    customServer: true,
  });
  const handle = nextApp.getRequestHandler();
  await nextApp.prepare();

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send(notFoundBody(request.url));
    }
    reply.hijack();
    return handle(request.raw, reply.raw);
  });

  app.addHook('onClose', async () => {
    await nextApp.close();
  });
}
