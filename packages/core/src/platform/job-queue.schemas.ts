import { z } from 'zod';
import { jobQueueMessages } from './job-queue.messages';

/** Pending: waiting for its time or a retry; failed: out of attempts, left for a person to look at. */
export const QUEUED_JOB_STATES = ['pending', 'failed'] as const;
export const QUEUED_JOBS_MAX_ROWS = 100;

export const queuedJobsQuerySchema = z.object({
  state: z.enum(QUEUED_JOB_STATES).default('pending'),
  first: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rows: z.coerce.number().int().min(1).max(QUEUED_JOBS_MAX_ROWS).default(25),
});
export type QueuedJobsQuery = z.output<typeof queuedJobsQuerySchema>;

export const queuedJobSchema = z.object({
  id: z.string(),
  task: z.string(),
  key: z.string().nullable(),
  runAt: z.iso.datetime({ offset: true }),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  lockedBy: z.string().nullable(),
});

export const queuedJobsSchema = z.object({
  jobs: z.array(queuedJobSchema),
  totalRecords: z.number(),
});
export type QueuedJobs = z.infer<typeof queuedJobsSchema>;

/** graphile-worker's job ids are bigints: sent as digits. */
export const queuedJobParamsSchema = z.object({
  jobId: z.string().regex(/^\d{1,18}$/, jobQueueMessages.jobNotFailed),
});

export const failedDeliveriesQuerySchema = z.object({
  first: z.coerce.number().int().min(0).max(1_000_000).default(0),
  rows: z.coerce.number().int().min(1).max(QUEUED_JOBS_MAX_ROWS).default(25),
});
export type FailedDeliveriesQuery = z.output<typeof failedDeliveriesQuerySchema>;

/** A failed outbox row as the admin sees it: whom, how and why; never its body (codes, links). */
export const failedDeliverySchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'payment-event']),
  to: z.string(),
  subject: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

export const failedDeliveriesSchema = z.object({
  deliveries: z.array(failedDeliverySchema),
  totalRecords: z.number(),
});
export type FailedDeliveries = z.infer<typeof failedDeliveriesSchema>;

export const failedDeliveryParamsSchema = z.object({
  deliveryId: z.uuid({ error: jobQueueMessages.deliveryNotFailed }),
});
