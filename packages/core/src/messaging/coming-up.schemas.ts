import { z } from 'zod';
import { pagedQuerySchema } from '../service-manager/paging.schemas';
import { MESSAGE_CHANNELS } from './message-kinds';

/** GET provider/messages/coming-up?vanityName=&first=&rows=: always soonest first. */
export const comingUpQuerySchema = pagedQuerySchema(['dueAt'], 'dueAt');

export const comingUpMessageSchema = z.object({
  id: z.string(),
  /** When it goes, on the company's message clock. */
  at: z.string(),
  kind: z.string(),
  /** The kind in words ("Appointment reminder"). */
  label: z.string(),
  clientName: z.string(),
  channels: z.array(z.enum(MESSAGE_CHANNELS)),
});
export const comingUpMessagesSchema = z.object({
  messages: z.array(comingUpMessageSchema),
  totalRecords: z.number(),
  /** The company's zone: the times are shown on its clock. */
  timeZone: z.string(),
});
export type ComingUpMessages = z.infer<typeof comingUpMessagesSchema>;
