import type { Database } from '@porchlight/db/connection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

export type AppConfig = Config & { authSecret: string };

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
  }
}

export const configPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);

export const dbPlugin = fp(
  async (app: FastifyInstance, options: { db: Database }) => {
    app.decorate('db', options.db);
  },
  { name: 'db' },
);
