import { z } from 'zod';
import { availabilityQuerySchema } from '../booking/booking-availability.schemas';
import { numberParamSchema } from '../service-manager/documents.schemas';
import { hubUriParamsSchema } from './client-hub.schemas';
import { hubVisitMessages as messages } from './hub-visits.messages';

/**
 * A client's changes to an upcoming visit in the hub (issue 34 slice 7, issue 35 slice 7): cancel until
 * the cutoff, move an online booking to another bookable time, or ask the company for another time.
 */

export const HUB_ANOTHER_TIME_NOTE_MAX = 500;

export const hubVisitParamsSchema = hubUriParamsSchema.extend({
  visitId: z.uuid({ error: messages.visitNotFound }),
});

const jobNumber = z.number({ error: messages.visitNotFound }).int().positive();
const version = z.number({ error: messages.changedMeanwhile }).int().min(0);

/** POST client-hub/job/{uri}/visits/{visitId}/cancel */
export const hubVisitCancelSchema = z.object({ jobNumber, version });
export type HubVisitCancel = z.infer<typeof hubVisitCancelSchema>;

/** POST client-hub/job/{uri}/visits/{visitId}/reschedule: an online booking to another bookable time. */
export const hubVisitRescheduleSchema = z.object({
  jobNumber,
  version,
  /** RFC 3339 with the zone's offset, as the availability answer gives it. */
  start: z.string().trim().min(1).max(40),
});
export type HubVisitReschedule = z.infer<typeof hubVisitRescheduleSchema>;

/** POST client-hub/job/{uri}/visits/{visitId}/another-time: the company is e-mailed the note. */
export const hubAnotherTimeSchema = z.object({
  jobNumber,
  note: z.string().trim().max(HUB_ANOTHER_TIME_NOTE_MAX, messages.noteTooLong).default(''),
});
export type HubAnotherTime = z.infer<typeof hubAnotherTimeSchema>;
export const hubAnotherTimeResponseSchema = z.object({ message: z.string() });

/** GET client-hub/job/{uri}/visits/{visitId}/availability?jobNumber&from&days: the visit's own time is free. */
export const hubVisitAvailabilityQuerySchema = availabilityQuerySchema
  .omit({ offer: true })
  .extend({ jobNumber: numberParamSchema });
export type HubVisitAvailabilityQuery = z.output<typeof hubVisitAvailabilityQuerySchema>;
