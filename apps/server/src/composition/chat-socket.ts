import fastifyWebsocket from '@fastify/websocket';
import { CHAT_CLOSE, CHAT_CLOSE_REASONS } from '@porchlight/core/chat/chat-socket.protocol';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toChatMessage } from '../modules/chat/chat.service';
import { type ChatSocketHub, createChatSocketHub } from '../modules/chat/chat-socket-hub';
import { startChatSession } from '../modules/chat/chat-socket-session';
import { notFoundBody } from './errors';

/** Largest frame a client may send: a 2,000-character message JSON-escaped fits well within it. */
const MAX_FRAME_BYTES = 32 * 1024;
/** Sockets that miss a pong within this long are dropped. */
const HEARTBEAT_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    chatSockets: ChatSocketHub;
  }
}

/**
 * The live chat socket at /ws (spec 3 §4, §7): this process's sockets and their fan-out. Messages
 * reach every process through the `chat.message` event, so a visitor and a member connected to
 * different processes still talk. Registered before the API routes: @fastify/websocket closes
 * upgrades to any route registered after it that is not a socket route.
 */
export const chatSocketPlugin = fp(
  async (app: FastifyInstance, options: { heartbeatMs?: number }) => {
    await app.register(fastifyWebsocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // On shutdown every socket hears 1001 Going Away: the browser reconnects (through the load balancer,
      // to another process) and asks for what it missed.
      preClose: async function closeSockets(this: FastifyInstance) {
        for (const client of this.websocketServer.clients)
          client.close(CHAT_CLOSE.goingAway, CHAT_CLOSE_REASONS.goingAway);
        this.websocketServer.close();
      },
    });
    const hub = createChatSocketHub({
      async findMessage(messageId) {
        const found = await app.repositories.chat.findMessageForDelivery(messageId);
        return found && { message: toChatMessage(found.message), providerId: found.providerId };
      },
    });
    app.decorate('chatSockets', hub);
    const unsubscribe = app.events.subscribe('chat.message', (event) => {
      hub.announce(event).catch((error: unknown) => app.log.warn({ err: error }, 'chat message not pushed'));
    });

    app.route({
      method: 'GET',
      url: '/ws',
      schema: { hide: true },
      // A plain GET (no upgrade) is not a page: the same JSON 404 as before the socket existed.
      handler: async (request, reply) => reply.status(404).send(notFoundBody(request.url)),
      wsHandler: (socket, request) => {
        const { token } = request.query as { token?: unknown };
        const session = startChatSession(socket, {
          service: app.services.chat,
          hub,
          connToken: typeof token === 'string' && token ? token : undefined,
          hostname: request.hostname,
          address: request.ip,
          log: request.log,
        });
        // Heartbeat: a socket that did not answer the last ping is gone (a sleeping laptop, a dead proxy).
        const timer = setInterval(() => {
          if (!session.pingIfAlive()) socket.terminate();
        }, options.heartbeatMs ?? HEARTBEAT_MS);
        timer.unref();
        socket.on('close', () => clearInterval(timer));
      },
    });

    app.addHook('onClose', async () => {
      unsubscribe();
    });
  },
  { name: 'chat-socket', dependencies: ['events', 'repositories', 'services'] },
);
