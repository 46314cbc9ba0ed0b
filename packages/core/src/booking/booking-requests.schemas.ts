import { z } from 'zod';
import { BOOKING_STATUSES } from './booking.constants';
import { bookingAnswerMessages as messages } from './booking.messages';

/**
 * The pro's booking requests (issue 34 item 1 'I approve each booking', plan §2.3-2.4, §5): the list of
 * requests awaiting a reply, and Approve / Decline with the version the pro read.
 */

export const bookingRequestItemSchema = z.object({
  id: z.uuid(),
  /** The visit holding its time on the calendar (badged 'Awaiting your reply by …' there). */
  visitId: z.uuid().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** 'Tue, Dec 1 · 8-10 AM' in the provider's zone. */
  when: z.string(),
  offerName: z.string(),
  client: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** The reply deadline (RFC 3339, UTC) and as the pro reads it: 'Tue, Dec 1, 5 PM' in the provider's zone. */
  replyBy: z.string().nullable(),
  replyByLabel: z.string().nullable(),
  depositCents: z.number().int(),
  version: z.number().int(),
});
export type BookingRequestItem = z.infer<typeof bookingRequestItemSchema>;

export const bookingRequestsSchema = z.object({ bookings: z.array(bookingRequestItemSchema) });
export type BookingRequests = z.infer<typeof bookingRequestsSchema>;

export const bookingAnswerParamsSchema = z.object({ bookingId: z.uuid() });

export const bookingAnswerSchema = z.object({
  version: z.number({ error: messages.versionInvalid }).int().min(0, messages.versionInvalid),
  /** Declining: a note the client reads in the e-mail. */
  reason: z.string().trim().max(500, messages.reasonTooLong).optional(),
});
export type BookingAnswer = z.infer<typeof bookingAnswerSchema>;
