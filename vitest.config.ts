import { defineConfig } from 'vitest/config';

const apiTest = {
  include: ['packages/**/*.int.test.ts', 'apps/server/**/*.int.test.ts'],
  exclude: ['**/node_modules/**'],
  globalSetup: ['packages/db/src/testing/global-setup.ts'],
  // Room for a CI machine two or three times slower than a quiet one; a passing test takes no longer for it.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Most of an API test's time is spent waiting on PostgreSQL, so two files at once keep both cores busy
  // (Vitest's default on a 2-core machine is one).
  maxWorkers: 2,
  // Each file builds its own app on its own database, so files in a worker can share loaded modules
  // instead of importing the whole server again (about 2 s a file).
  isolate: false,
};

/**
 * What differs between PostgreSQL servers, run again on Debian's server (npm test, api-postgres-server):
 * migrations and extensions, search (pg_trgm, cube, earthdistance), concurrent payments, LISTEN/NOTIFY
 * across app instances and processes, the outbox's SKIP LOCKED, rate limits counted in the database, backups.
 */
export const SERVER_COMPATIBILITY_TESTS = [
  'packages/db/src/migrate.int.test.ts',
  'packages/backup/src/backup.int.test.ts',
  'apps/server/src/modules/search/*.int.test.ts',
  'apps/server/src/modules/payments/payments.int.test.ts',
  'apps/server/src/modules/platform/events.int.test.ts',
  'apps/server/src/modules/platform/two-processes.int.test.ts',
  'apps/server/src/modules/platform/outbox.int.test.ts',
  'apps/server/src/modules/platform/rate-limit-store.int.test.ts',
  'apps/server/src/modules/chat/chat-socket.int.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        // The web's own imports (`@/lib/…`), as apps/web/tsconfig.json resolves them.
        resolve: { alias: [{ find: /^@\//, replacement: `${import.meta.dirname}/apps/web/src/` }] },
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      { test: { name: 'api', ...apiTest } },
      { test: { name: 'api-postgres-server', ...apiTest, include: SERVER_COMPATIBILITY_TESTS } },
    ],
  },
});
