import { z } from 'zod';
import { numberParamSchema } from '../service-manager/documents.schemas';
import { recurrenceSchema } from './recurrence.schemas';
import {
  ARRIVAL_WINDOW_MAX_MINUTES,
  ARRIVAL_WINDOW_MIN_MINUTES,
  SERIES_INVOICING,
} from './scheduling.constants';
import { schedulingMessages as messages } from './scheduling.messages';
import { VISIT_ASSIGNEES_MAX } from './visits.schemas';

/**
 * Recurring work (issue 33 item 4): a job's visits repeating weekly, every 2 or 4 weeks or monthly
 * (recurrence.schemas.ts), made as visit rows a year ahead, each a visit like any other.
 */

/** How far ahead a series' visits are made when it is created (the calendar, booking and reminders read rows). */
export const SERIES_AHEAD_MONTHS = 12;

/** POST provider/service-manager/jobs/{jobNumber}/series */
export const createSeriesSchema = recurrenceSchema.and(
  z.object({
    arrivalWindowMinutes: z
      .number({ error: messages.arrivalWindowInvalid })
      .int(messages.arrivalWindowInvalid)
      .min(ARRIVAL_WINDOW_MIN_MINUTES, messages.arrivalWindowInvalid)
      .max(ARRIVAL_WINDOW_MAX_MINUTES, messages.arrivalWindowInvalid)
      .nullish(),
    assigneeIds: z
      .array(z.uuid({ error: messages.memberNotInTeam }), { error: messages.memberNotInTeam })
      .max(VISIT_ASSIGNEES_MAX, messages.memberNotInTeam)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    invoicing: z.enum(SERIES_INVOICING).default('none'),
  }),
);
export type CreateSeries = z.output<typeof createSeriesSchema>;

export const seriesJobParamsSchema = z.object({ jobNumber: numberParamSchema });

export const seriesAnswerSchema = z.object({
  seriesId: z.string(),
  /** The visits made now (up to SERIES_AHEAD_MONTHS ahead). */
  visitCount: z.number(),
  /** Visits made without someone chosen, who had another visit then: by date, with its label. */
  clashes: z.array(z.object({ date: z.string(), when: z.string(), userId: z.string() })),
  /** Visits whose wall time the spring-forward change skips: moved later by the jump. */
  shifted: z.array(z.object({ date: z.string(), when: z.string() })),
});
export type SeriesAnswer = z.infer<typeof seriesAnswerSchema>;
