import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRepositories, type Repositories, type UnitOfWork } from '../modules/platform/unit-of-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** The composition root's repositories, on the pool (reads and single-statement writes). */
    repositories: Repositories;
    unitOfWork: UnitOfWork;
  }
}

export const repositoriesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('repositories', createRepositories(app.db));
    app.decorate('unitOfWork', ((work) =>
      app.db.transaction((tx) => work(createRepositories(tx)))) satisfies UnitOfWork);
  },
  { name: 'repositories', dependencies: ['db'] },
);
