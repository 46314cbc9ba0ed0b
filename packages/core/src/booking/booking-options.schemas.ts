import { z } from 'zod';
import { pricingFormQuestionSchema } from '../offers/offers.schemas';
import { BOOKING_APPROVALS, BOOKING_REFUND_POLICIES } from './booking.constants';

/**
 * GET /booking/{uri}/options (docs/plans/online-booking.md §5): what the visitor's dialog offers before
 * any time is asked: the provider, its zone, the bookable offers with their price in words, and the terms
 * that exist (approval, reply time, changes cutoff, refund policy). Written by the server: the browser
 * formats nothing.
 */
export const bookingOptionsSchema = z.object({
  providerName: z.string(),
  timeZone: z.string(),
  /** 'Central Time' */
  zoneName: z.string(),
  offers: z.array(
    z.object({
      uri: z.string(),
      name: z.string(),
      durationMinutes: z.number().int(),
      /** '$120.00', or 'Price on site'. */
      price: z.string(),
      /** The deposit booking it asks, '$25.00', or null. */
      deposit: z.string().nullable(),
      /**
       * The offer's pricing-form questions the visitor answers after choosing it ('service and options',
       * plan §7): text, dropdown, checkbox, radio and textarea (bookingQuestionsOf); the address and
       * contact are steps of their own, the time is the time step.
       */
      questions: z.array(
        pricingFormQuestionSchema.extend({
          type: z.enum(['text', 'dropdown', 'checkbox', 'radio', 'textarea']),
        }),
      ),
    }),
  ),
  approval: z.enum(BOOKING_APPROVALS),
  /** Hours the provider takes to reply in approval mode; null when bookings are confirmed at once. */
  replyHours: z.number().int().nullable(),
  /** Changes online close this many hours before the visit. */
  cutoffHours: z.number().int(),
  refundPolicy: z.enum(BOOKING_REFUND_POLICIES),
});
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;
export type BookingOption = BookingOptions['offers'][number];
