import { createRepositories } from './repositories.generated';

/**
 * `createRepositories(db)`: every repository, bound to one executor (the pool, or the transaction of a
 * unit of work). Its list is repositories.generated.ts (`npm run registries`, from every
 * `create<Name>Repository(db: Executor)` in a *.repository.ts).
 */
export { createRepositories };

export type Repositories = ReturnType<typeof createRepositories>;

/**
 * Runs a use case in one transaction: every repository it is handed writes through that
 * transaction, so the business change, its outbox rows and its events commit or roll back together.
 */
export type UnitOfWork = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;
