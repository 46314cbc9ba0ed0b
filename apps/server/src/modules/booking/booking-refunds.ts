import { type BookingEnder, refundCentsOf } from '@porchlight/core/booking/booking-money.rules';
import type { PaymentProcessor } from '../payments/payment-processor';
import { recomputeInvoiceMoney } from '../payments/payment-records';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { BookingRow } from './bookings.repository';

/**
 * A booking's deposit refund (plan §2.3 "Refunds"): an outbox row written in the unit of work of the
 * transition that causes it (decline, expiry, a cancel), carried out by the payment-event channel.
 */

export const BOOKING_REFUND_SUBJECT = 'booking-refund';
const BOOKING_REFUND_CHANNEL = 'payment-event';
export const bookingRefundKeyOf = (bookingId: string) => `booking-refund:${bookingId}`;

/**
 * Queues the refund of a paid deposit in the caller's unit of work (decline, expiry, a cancel): the
 * amount by the company's policy (core `refundCentsOf`), kept on the booking, carried out by the
 * payment-event outbox row (`refundBookingDeposit`), so it happens once and only if the transition
 * commits. Answers the cents that go back.
 */
export async function queueDepositRefund(
  repositories: Repositories,
  booking: BookingRow,
  endedBy: BookingEnder | 'hold',
  /** Only a client's cancel asks: was the company's answer already yes (else all goes back)? */
  wasConfirmed = true,
): Promise<number> {
  if (booking.depositCents === 0 || !booking.invoiceId) return 0;
  const settings = await repositories.bookingOptions.findSettings(booking.providerId);
  const refundCents =
    endedBy === 'hold'
      ? booking.depositCents
      : refundCentsOf({
          depositCents: booking.depositCents,
          endedBy,
          refundPolicy: settings?.refundPolicy ?? 'refund',
          wasConfirmed,
        });
  await repositories.bookings.setRefund(booking.id, refundCents);
  if (refundCents === 0) return 0;
  await repositories.outbox.enqueue({
    channel: BOOKING_REFUND_CHANNEL,
    to: 'booking-refund',
    subject: BOOKING_REFUND_SUBJECT,
    body: JSON.stringify({ bookingId: booking.id }),
    meta: { kind: BOOKING_REFUND_SUBJECT, bookingId: booking.id },
  });
  await repositories.events.publish('outbox.queued', {});
  return refundCents;
}

/**
 * The refund's outbox delivery: under the invoice lock, what is still owed of `refund_cents` goes back
 * through the processor with the booking's key (a retry gets the first refund), recorded once (the
 * processor's refund id is unique) and the invoice's money recomputed. Retried until done.
 */
export async function refundBookingDeposit(
  deps: { unitOfWork: UnitOfWork; processor: PaymentProcessor },
  bookingId: string,
): Promise<void> {
  await deps.unitOfWork(async (repositories) => {
    const found = await repositories.bookings.findById(bookingId);
    const booking = found?.booking;
    if (!booking?.invoiceId || !booking.refundCents) return;
    const invoice = await repositories.payments.lockInvoiceById(booking.invoiceId);
    const account = await repositories.payments.account(booking.providerId);
    const [payment] = await repositories.payments.succeededOf(booking.invoiceId);
    if (!invoice || !account || !payment) return;
    const owed = Math.min(booking.refundCents, payment.amount) - payment.refunded;
    if (owed <= 0) return;
    const refund = await deps.processor.refund(
      account.accountId,
      { intentId: payment.processorIntentId, amount: owed },
      bookingRefundKeyOf(booking.id),
    );
    await repositories.payments.insertRefund({
      paymentId: payment.id,
      processorRefundId: refund.id,
      amount: refund.amount,
    });
    await recomputeInvoiceMoney(repositories, invoice);
  });
}
