import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** A streaming replica (DATABASE_REPLICA_URLS) as the process last saw it; one that lags or fails is skipped, not fatal. */
export const replicaReportSchema = z.object({
  /** host:port/database, without credentials. */
  replica: z.string(),
  reachable: z.boolean(),
  /** Seconds behind the primary; null when it did not answer. */
  lagSeconds: z.number().nullable(),
  /** Visitors' reads go to it now: reachable, within REPLICA_MAX_LAG_SECONDS, past the last page invalidation. */
  inUse: z.boolean(),
});

export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  replicas: z.array(replicaReportSchema),
});

/** Why a process is not ready (the 503's message). */
export const readinessMessages = {
  shuttingDown: 'Shutting down',
  databaseUnreachable: 'The database does not answer',
  migrationsPending: 'The database is missing migrations',
} as const;
