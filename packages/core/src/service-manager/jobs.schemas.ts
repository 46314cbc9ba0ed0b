import { z } from 'zod';
import { isSingleLine, textMessages } from '../platform/text.rules';
import { clientSummarySchema, isoDateSchema, numberParamSchema } from './documents.schemas';
import { pagedQuerySchema } from './paging.schemas';
import { JOB_SORT_FIELDS, JOB_STATUSES, JOB_TITLE_MAX_LENGTH } from './service-manager.constants';
import { serviceManagerMessages as messages } from './service-manager.messages';

/** Jobs (spec 3 §3 "Job": jobNumber, startDate, total, status, client; §4 "Job status"; §7 Jobs). */

const title = z
  .string({ error: messages.jobTitleRequired })
  .trim()
  .min(1, messages.jobTitleRequired)
  .max(JOB_TITLE_MAX_LENGTH)
  .refine(isSingleLine, textMessages.lineBreak);
const status = z.enum(JOB_STATUSES, { error: messages.statusInvalid });
const startDate = isoDateSchema.nullish().transform((value) => value ?? null);

/** POST provider/service-manager/jobs; `estimateNumber` links the job to the estimate it carries out. */
export const jobRequestSchema = z.object({
  clientId: z.uuid({ error: messages.clientNotFound }),
  title,
  status: status.default('unscheduled'),
  startDate,
  estimateNumber: numberParamSchema.nullish().transform((value) => value ?? null),
});
export type JobRequest = z.output<typeof jobRequestSchema>;

/** PATCH provider/service-manager/jobs/{jobNumber}: a key left out stays as it is. */
export const jobUpdateSchema = z
  .object({
    title: title.optional(),
    status: status.optional(),
    startDate: isoDateSchema.nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), messages.nothingToChange);
export type JobUpdate = z.output<typeof jobUpdateSchema>;

export const jobSchema = z.object({
  jobNumber: z.number(),
  title: z.string(),
  startDate: z.string().nullable(),
  /** Cents: the job's invoices, or the estimate it carries out while it has none. */
  total: z.number(),
  status: z.enum(JOB_STATUSES),
  client: clientSummarySchema,
  estimateNumber: z.number().nullable(),
  /** It has visits, so its status follows them (issue 33): by hand it is only closed or reopened. */
  followsVisits: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET provider/jobs (spec 3 §7): first, rows, sortField, sortOrder → jobs, totalRecords. */
export const jobListQuerySchema = pagedQuerySchema(JOB_SORT_FIELDS, 'jobNumber').extend({
  status: status.optional(),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobListResponseSchema = z.object({ jobs: z.array(jobSchema), totalRecords: z.number() });

export const jobParamsSchema = z.object({ jobNumber: numberParamSchema });
