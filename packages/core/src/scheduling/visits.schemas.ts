import { z } from 'zod';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { numberParamSchema } from '../service-manager/documents.schemas';
import {
  ARRIVAL_WINDOW_MAX_MINUTES,
  ARRIVAL_WINDOW_MIN_MINUTES,
  VISIT_STATUSES,
} from './scheduling.constants';
import { schedulingMessages as messages, wireTimeMessages } from './scheduling.messages';
import { wireTimeSchema } from './zoned-time.schemas';

/**
 * A job's visits (issue 33 item 2, docs/plans/scheduling.md §4 slice 2). Times travel as RFC 3339 in the
 * provider's zone with its offset ('2026-11-01T01:30:00-05:00'), or as a wall time the server reads
 * there; the answers carry both ends and the zone, and a label for people ('Tue, Dec 1 · 8-10 AM').
 */

export const VISIT_NOTES_MAX_LENGTH = 2000;
/** Enough for a crew; the calendar shows a few names per visit. */
export const VISIT_ASSIGNEES_MAX = 20;

const arrivalWindow = z
  .number({ error: messages.arrivalWindowInvalid })
  .int(messages.arrivalWindowInvalid)
  .min(ARRIVAL_WINDOW_MIN_MINUTES, messages.arrivalWindowInvalid)
  .max(ARRIVAL_WINDOW_MAX_MINUTES, messages.arrivalWindowInvalid);
const assigneeIds = z
  .array(z.uuid({ error: messages.memberNotInTeam }), { error: messages.memberNotInTeam })
  .max(VISIT_ASSIGNEES_MAX, messages.memberNotInTeam)
  .transform((ids) => [...new Set(ids)]);
/** A visit's notes: the planner's (PATCH) and the person working's (visit-work.schemas.ts) alike. */
export const visitNotesField = z.string().trim().max(VISIT_NOTES_MAX_LENGTH);
/** The version of the visit the caller read (409 when someone else changed it since). */
export const visitVersionField = z.number().int().positive();

/** Both ends or neither (a visit not yet timed waits in the unscheduled list); a window needs a start. */
function checkTimes(
  value: { start?: string | null; end?: string | null; arrivalWindowMinutes?: number | null },
  ctx: z.RefinementCtx,
) {
  const hasStart = value.start != null;
  const hasEnd = value.end != null;
  if (hasStart !== hasEnd)
    ctx.addIssue({ code: 'custom', path: [hasStart ? 'end' : 'start'], message: wireTimeMessages.invalid });
  if (value.arrivalWindowMinutes != null && !hasStart)
    ctx.addIssue({ code: 'custom', path: ['arrivalWindowMinutes'], message: messages.arrivalWindowInvalid });
}

/** POST provider/service-manager/jobs/{jobNumber}/visits */
export const createVisitSchema = z
  .object({
    start: wireTimeSchema.nullish(),
    end: wireTimeSchema.nullish(),
    arrivalWindowMinutes: arrivalWindow.nullish(),
    assigneeIds: assigneeIds.default([]),
    notes: visitNotesField.nullish(),
    /** Copy the job's estimate items as the visit's checklist. */
    checklist: z.enum(['estimate', 'none']).default('estimate'),
  })
  .superRefine(checkTimes);
export type CreateVisit = z.output<typeof createVisitSchema>;

/** PATCH provider/schedule/visits/{visitId}: a key left out stays; `version` is the one the caller read. */
export const updateVisitSchema = z
  .object({
    version: visitVersionField,
    start: wireTimeSchema.nullish(),
    end: wireTimeSchema.nullish(),
    arrivalWindowMinutes: arrivalWindow.nullish(),
    assigneeIds: assigneeIds.optional(),
    notes: visitNotesField.nullish(),
    /** A visit of a series: this one only, or this one and the later ones still to do (their new time and people). */
    scope: z.enum(['this', 'following']).default('this'),
  })
  .superRefine((value, ctx) => {
    // Times move together: both given (or both null to unschedule), or neither.
    if ((value.start === undefined) !== (value.end === undefined))
      ctx.addIssue({ code: 'custom', path: ['end'], message: wireTimeMessages.invalid });
    else
      checkTimes(
        { ...value, arrivalWindowMinutes: value.start === undefined ? null : value.arrivalWindowMinutes },
        ctx,
      );
  });
export type UpdateVisit = z.output<typeof updateVisitSchema>;

/** POST provider/schedule/visits/{visitId}/cancel */
export const cancelVisitSchema = z.object({ version: visitVersionField });

/** The technician's steps (POST provider/schedule/visits/{visitId}/status). */
export const VISIT_WORK_STEPS = ['on-my-way', 'in-progress', 'completed'] as const;
export const visitStatusSchema = z.object({
  version: visitVersionField,
  status: z.enum(VISIT_WORK_STEPS),
  /** Completing makes the job's invoice from its items (owners and managers). */
  createInvoice: z.boolean().default(false),
  /** On my way tells the client (issue 35: the on-my-way message) unless this is false. */
  notifyClient: z.boolean().default(true),
});
export type VisitStatusChange = z.output<typeof visitStatusSchema>;

export const visitParamsSchema = z.object({ visitId: z.uuid({ error: messages.visitNotFound }) });
export const jobVisitsParamsSchema = z.object({ jobNumber: numberParamSchema });

/** GET provider/schedule/visits: a range of the calendar, for the team or one member. */
export const SCHEDULE_RANGE_MAX_DAYS = 42;
export const scheduleRangeQuerySchema = ownerProviderQuerySchema.extend({
  from: wireTimeSchema,
  to: wireTimeSchema,
  memberId: z.uuid().optional(),
});
export type ScheduleRangeQuery = z.output<typeof scheduleRangeQuerySchema>;

export const visitAssigneeSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A line to do at the visit: what and how much, never its price. */
export const checklistItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  done: z.boolean(),
});

/** A photo taken at the visit: its number (for its file and 125 px thumbnail), name and size. */
export const visitPhotoSchema = z.object({ number: z.number(), name: z.string(), size: z.number() });
export type VisitPhoto = z.infer<typeof visitPhotoSchema>;

export const visitSchema = z.object({
  id: z.string(),
  jobNumber: z.number(),
  jobTitle: z.string(),
  /** Who and where: what the person going needs, nothing of the client's documents. */
  client: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable() }),
  start: z.string().nullable(),
  end: z.string().nullable(),
  timeZone: z.string(),
  arrivalWindowMinutes: z.number().nullable(),
  /** 'Tue, Dec 1 · 8-10 AM' in the provider's zone; null while not timed. */
  when: z.string().nullable(),
  status: z.enum(VISIT_STATUSES),
  /** Its online booking holds the time until the deposit is paid ('Held · awaiting deposit'); absent otherwise. */
  depositHeld: z.boolean().optional(),
  /**
   * Its online booking is a request awaiting the owner's or a manager's answer by then ('Tue, Dec 1, 5 PM'
   * in the provider's zone); absent otherwise.
   */
  awaitingReplyBy: z.string().optional(),
  notes: z.string().nullable(),
  assignees: z.array(visitAssigneeSchema),
  checklist: z.array(checklistItemSchema),
  photos: z.array(visitPhotoSchema),
  /** Outside the provider's open hours: allowed, and shown (as Jobber does). */
  outsideOpenHours: z.boolean(),
  seriesId: z.string().nullable(),
  version: z.number(),
  /** A scheduled visit in a list: what the On my way tap sends the client now ("Alex gets a text"; issue 35). */
  onMyWayNotice: z.string().nullable().optional(),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitListSchema = z.object({ visits: z.array(visitSchema) });

/** A completed visit's answer: the invoice it made, when asked to. */
export const visitWorkAnswerSchema = visitSchema.extend({
  invoiceNumber: z.number().nullable(),
  /** On my way: how the client hears of it now (issue 35), never what it costs; null otherwise. */
  clientTold: z.enum(['text', 'email', 'both']).nullable().optional(),
});
