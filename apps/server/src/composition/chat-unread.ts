import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ChatUnreadNotifier, createChatUnreadNotifier } from '../modules/chat/chat-unread-notifier';

declare module 'fastify' {
  interface FastifyInstance {
    chatUnreadNotifier: ChatUnreadNotifier;
  }
}

/** Each process checks for chats waiting unread too long; the check itself keeps processes apart. */
export const chatUnreadPlugin = fp(
  async (app: FastifyInstance) => {
    const notifier = createChatUnreadNotifier({
      unitOfWork: app.unitOfWork,
      log: app.log,
      siteName: app.config.SITE_NAME,
      publicUrl: app.config.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${app.config.PORT}`,
    });
    app.decorate('chatUnreadNotifier', notifier);
    app.addHook('onReady', async () => notifier.start());
    app.addHook('onClose', async () => notifier.stop());
  },
  { name: 'chat-unread', dependencies: ['config', 'repositories', 'outbox'] },
);
