import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMediaStorage, type MediaStorage } from '../adapters/storage/media-storage';
import { registerMediaProxy } from '../modules/media/media-proxy';

export type { MediaStorage, MediaUrls } from '../adapters/storage/media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
  }
}

/**
 * The media storage (DATA_DIR/media, or S3 with S3_BUCKET) and /media/* served from it. The route stays
 * when MEDIA_PUBLIC_URL points pages at a CDN: it is the CDN's origin, and older links keep working.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: { storage?: MediaStorage }) => {
    const storage = options.storage ?? createMediaStorage(app.config);
    if (storage.kind === 'local') await mkdir(app.config.mediaDir, { recursive: true });
    app.decorate('storage', storage);
    registerMediaProxy(app, storage);
  },
  { name: 'storage', dependencies: ['config'] },
);
