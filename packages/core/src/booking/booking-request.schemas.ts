import { z } from 'zod';
import { paymentIntentSchema } from '../payments/payments.schemas';
import { contactIssues, phoneDigits, trimmedText } from '../providers/contact.schemas';
import { pricingAddressIssues } from '../requests/pricing-address.rules';
import { BOOKING_STATUSES } from './booking.constants';
import { bookingRequestMessages as messages } from './booking.messages';

/**
 * POST /booking/{uri}/bookings (issue 34 item 3, plan §2.3, §2.5, §5): a visitor books an offered time,
 * as a guest (name, e-mail and mobile phone, all required) or signed in (the account's e-mail is used).
 * The same idempotency key answers the same booking: a double click, a retry, a second tab.
 */

/**
 * An answer to one of the offer's questions (GET …/options `questions`), by the question's name; a
 * checkbox's values comma-joined, as the pricing wizard's inputForm (toInputForm) sends them. The label
 * is the question's own: the server keeps the question's words, not the ones sent.
 */
export const bookingAnswerSchema = z.object({
  name: z.string().trim().min(1).max(200),
  label: z.string().trim().max(200).optional(),
  value: z.string().trim().max(2000),
});

export const bookingRequestSchema = z
  .object({
    /** Made by the visitor's dialog when it reaches Confirm; new only when offer, time or contact change. */
    idempotencyKey: z.uuid({ error: messages.keyInvalid }),
    /** The offer's uri. */
    offer: z.string({ error: messages.offerRequired }).trim().min(1, messages.offerRequired).max(200),
    /** An offered start, RFC 3339 with the zone's offset, as availability answered it. */
    start: z.string({ error: messages.startRequired }).trim().min(1, messages.startRequired).max(40),
    answers: z.array(bookingAnswerSchema).max(50).default([]),
    contact: z.object({
      firstName: trimmedText,
      lastName: trimmedText,
      email: trimmedText.transform((value) => value.toLowerCase()),
      phone: trimmedText.transform(phoneDigits),
    }),
    address: z.object({
      address: trimmedText,
      address2: trimmedText,
      city: trimmedText,
      stateCode: trimmedText.transform((value) => value.toUpperCase()),
      zipCode: trimmedText,
    }),
  })
  .superRefine((values, ctx) => {
    const add = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    const { contact, address } = values;
    for (const issue of contactIssues({
      firstName: contact.firstName,
      lastName: contact.lastName,
      preferredContactMethod: 'both',
      email: contact.email,
      mobilePhoneNumber: contact.phone,
    }))
      add(['contact', issue.path === 'mobilePhoneNumber' ? 'phone' : issue.path], issue.message);
    if (!contact.lastName) add(['contact', 'lastName'], messages.lastNameRequired);
    for (const [path, message] of Object.entries(pricingAddressIssues(address)))
      add(['address', path], message);
  });
export type BookingRequest = z.output<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

export const bookingResponseSchema = z.object({
  bookingId: z.uuid(),
  status: z.enum(BOOKING_STATUSES),
  /** 'Tue, Dec 1 · 8-10 AM' in the provider's zone. */
  when: z.string(),
  offerName: z.string(),
  /**
   * The deposit the offer asks (plan §2.3), null without one: `intent` while the booking is held
   * awaiting it (the same one again after a reload or a retry), null once paid or ended.
   */
  deposit: z
    .object({ amountCents: z.number().int(), paid: z.boolean(), intent: paymentIntentSchema.nullable() })
    .nullable(),
  /** Opens this booking's confirmation (GET …/bookings/{bookingId}?token=) after a reload; kept by the dialog. */
  token: z.string(),
});
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** GET /booking/{uri}/bookings/{bookingId}?token=: the confirmation page after a reload. */
export const bookingConfirmationQuerySchema = z.object({ token: z.string().trim().min(1).max(100) });

/** What the visitor sees again: what they booked and what they typed (never the matched client's record). */
export const bookingConfirmationSchema = bookingResponseSchema.omit({ token: true }).extend({
  providerName: z.string(),
  /** 'Central Time' */
  zoneName: z.string(),
  /** '12 Oak St, Austin, TX 78701' */
  place: z.string(),
  contact: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

/** POST /booking/{uri}/bookings/{bookingId}/payment-check: the deposit's intent read back after the card form. */
export const bookingPaymentCheckSchema = z.object({
  token: z.string().trim().min(1).max(100),
  paymentIntentId: z.string().trim().min(1).max(255),
});
export type BookingPaymentCheck = z.infer<typeof bookingPaymentCheckSchema>;
