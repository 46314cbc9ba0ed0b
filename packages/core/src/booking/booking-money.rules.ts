import type { BookingRefundPolicy } from './booking.constants';
import type { BookingDeposit } from './booking-settings.schemas';

/**
 * A booking's deposit and its refund, in integer cents (issue 34, plan §2.3, §8). The server charges and
 * refunds exactly these; the visitor's dialog and the hub show the same.
 */

/** Minutes a deposit booking holds its time while the visitor pays (plan §11: made at the final click). */
export const BOOKING_HOLD_MINUTES = 15;

/**
 * What booking the offer asks now: a fixed deposit as set (never more than a known price), a percent
 * of the price rounded half up to the cent, none for a percent of a price given on site.
 */
export function depositCentsOf(deposit: BookingDeposit | null, priceCents: number | null): number {
  if (!deposit) return 0;
  if (deposit.kind === 'fixed')
    return priceCents === null ? deposit.cents : Math.min(deposit.cents, priceCents);
  if (priceCents === null) return 0;
  return Math.round((priceCents * deposit.percent) / 100);
}

/** Who ended a booking that had its deposit paid. */
export type BookingEnder = 'client' | 'provider' | 'deadline';

/**
 * What goes back of a paid deposit: all of it when the pro declines, cancels or does not reply in time;
 * when the client cancels (before the cutoff), all or nothing by the company's refund policy — but all of
 * it when they withdraw a request the company had not yet approved: there was no booking to keep money for.
 */
export function refundCentsOf(input: {
  depositCents: number;
  endedBy: BookingEnder;
  refundPolicy: BookingRefundPolicy;
  /** False while the booking was still a request awaiting the company's answer. */
  wasConfirmed: boolean;
}): number {
  if (input.endedBy === 'client' && input.wasConfirmed && input.refundPolicy === 'keep') return 0;
  return input.depositCents;
}
