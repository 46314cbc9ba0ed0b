import { z } from 'zod';

export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const readyResponseSchema = z.object({ status: z.literal('ready') });

/** Why a process is not ready (the 503's message). */
export const readinessMessages = {
  shuttingDown: 'Shutting down',
  databaseUnreachable: 'The database does not answer',
  migrationsPending: 'The database is missing migrations',
} as const;
