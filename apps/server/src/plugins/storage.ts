import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface MediaUrls {
  publicUrl(key: string): string;
}

export interface MediaStorage extends MediaUrls {
  save(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Built-in storage: files under DATA_DIR/media, served at /media/. */
export function createLocalStorage(mediaDir: string): MediaStorage {
  const resolve = (key: string) => {
    const file = path.resolve(mediaDir, key);
    if (!file.startsWith(path.resolve(mediaDir) + path.sep)) throw new Error(`Invalid media key ${key}`);
    return file;
  };
  return {
    async save(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    publicUrl: (key) => `/media/${key}`,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: MediaStorage;
  }
}

export const storagePlugin = fp(
  async (app: FastifyInstance) => {
    await mkdir(app.config.mediaDir, { recursive: true });
    app.decorate('storage', createLocalStorage(app.config.mediaDir));
    await app.register(fastifyStatic, {
      root: app.config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '7d',
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
