import { z } from 'zod';
import { BOOKING_AVAILABILITY_DEFAULT_DAYS, BOOKING_HORIZON_MAX_DAYS } from './booking.constants';
import { availabilityMessages as messages } from './booking.messages';

/**
 * GET /booking/{uri}/availability?offer&from&days (docs/plans/online-booking.md §2.2, §5): the bookable
 * times of one offer, written for people by the server so the browser formats nothing.
 */

export const availabilityQuerySchema = z.object({
  /** The offer's uri. */
  offer: z.string({ error: messages.offerRequired }).trim().min(1, messages.offerRequired).max(200),
  /** The first date ('YYYY-MM-DD' in the provider's zone); today when absent. */
  from: z.iso.date({ error: messages.fromInvalid }).optional(),
  days: z.coerce
    .number({ error: messages.daysInvalid })
    .int(messages.daysInvalid)
    .min(1, messages.daysInvalid)
    .max(BOOKING_HORIZON_MAX_DAYS, messages.daysInvalid)
    .default(BOOKING_AVAILABILITY_DEFAULT_DAYS),
});
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

export const availabilityAnswerSchema = z.object({
  timeZone: z.string(),
  /** 'Central Time': the time step says "Times are in Central Time" when the browser's zone differs. */
  zoneName: z.string(),
  days: z.array(
    z.object({
      date: z.iso.date(),
      /** 'Tue, Dec 1' */
      label: z.string(),
      /** Times were offered that day and none is left ('Fully booked'). */
      full: z.boolean(),
      slots: z.array(
        z.object({
          /** RFC 3339 with the zone's offset: '2026-12-01T08:00:00-06:00'. */
          start: z.string(),
          /** '8-10 AM', '8:30 AM' */
          label: z.string(),
        }),
      ),
    }),
  ),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;
