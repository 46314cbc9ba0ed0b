import { z } from 'zod';
import { ownerProviderQuerySchema } from '../providers/profile.schemas';
import { timeOffMessages as messages } from './time-off.messages';
import { scheduleRangeQuerySchema } from './visits.schemas';
import { wireTimeSchema } from './zoned-time.schemas';

/** Time off (docs/plans/online-booking.md §1.3): a member's, or the whole team's (holidays) when memberId is null. */
export const TIME_OFF_MAX_DAYS = 366;
export const TIME_OFF_NOTE_MAX = 200;

export const timeOffListQuerySchema = scheduleRangeQuerySchema;
export type TimeOffListQuery = z.output<typeof timeOffListQuerySchema>;

export const createTimeOffSchema = z.object({
  /** Absent or null: the whole team. */
  memberId: z.uuid({ error: messages.memberNotInTeam }).nullable().optional(),
  start: wireTimeSchema,
  end: wireTimeSchema,
  note: z.string().trim().max(TIME_OFF_NOTE_MAX, messages.noteTooLong).nullable().optional(),
});
export type CreateTimeOff = z.output<typeof createTimeOffSchema>;

export const timeOffParamsSchema = z.object({ timeOffId: z.uuid({ error: messages.notFound }) });

export const timeOffSchema = z.object({
  id: z.string(),
  memberId: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  note: z.string().nullable(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

export const timeOffListSchema = z.object({ timeOff: z.array(timeOffSchema) });
export const timeOffDeletedSchema = z.object({ deleted: z.literal(true) });
export { ownerProviderQuerySchema };
