import { replyByOf } from '@porchlight/core/booking/booking-deadline.rules';
import type { BookingResponse } from '@porchlight/core/booking/booking-request.schemas';
import { paymentMessages } from '@porchlight/core/payments/payments.messages';
import type { PaymentIntentAnswer } from '@porchlight/core/payments/payments.schemas';
import { invoiceRequestSchema } from '@porchlight/core/service-manager/invoices.schemas';
import { z } from 'zod';
import type { JobTask } from '../../adapters/job-queue';
import { messageTimingOf } from '../messaging/deliver-message';
import { paymentsAccountOf, processorCustomerOf, refusalsAsErrors } from '../payments/payment-context';
import type { NoticeContext, RecordedChange } from '../payments/payment-notices';
import type { PaymentProcessor } from '../payments/payment-processor';
import { recordIntent } from '../payments/payment-records';
import type { InvoiceForPayment, PaymentIntentRow } from '../payments/payments.repository';
import { AppError } from '../platform/app-error';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import { insertInvoice } from '../service-manager/invoices.service';
import { armBookingJob, armDeadline, endRequest } from './booking-deadline';
import { bookedFactsOf, queueBookedMails } from './booking-facts';
import type { MailSite } from './booking-mails';
import { queueDepositRefund } from './booking-refunds';
import type { BookingRow } from './bookings.repository';
import { refreshNextWindow } from './next-window';

/**
 * A booking's deposit (issue 34 slice 5, plan §2.3): a Draft invoice on the booking's job, paid through
 * the payments module's intents (the hub's keys and records), the booking confirmed in the unit of work
 * that records the payment, a hold freed only after the processor was asked, and refunds as outbox rows
 * written with the transition that causes them.
 */

/** The Draft of a hold that lapsed unpaid keeps its number (gap-free) and says why it stays a Draft. */
export const LAPSED_DEPOSIT_NOTE = 'Online booking not completed; no deposit was taken.';

export const BOOKING_HOLD_TASK = 'booking-hold';
export const BOOKING_HOLD_SWEEP_TASK = 'booking-hold-sweep';
/** The net under the hold jobs, and the recovery of payments taken while a process died. */
export const BOOKING_HOLD_CRONTAB = `*/10 * * * * ${BOOKING_HOLD_SWEEP_TASK}`;
/** A held booking this old is read back from the processor by the net (plan §2.3: older than a minute). */
const STUCK_HOLD_MS = 60_000;
const SWEEP_BATCH = 100;

const depositKeyOf = (bookingId: string, attempt: number) => `booking-deposit:${bookingId}:${attempt}`;

/** The Draft deposit invoice of a new held booking, on its job: invisible to the hub, paid only through the booking. */
export async function openDepositInvoice(
  repositories: Repositories,
  args: { providerId: string; clientId: string; jobNumber: number; offerName: string; depositCents: number },
): Promise<string> {
  const body = invoiceRequestSchema.parse({
    clientId: args.clientId,
    jobNumber: args.jobNumber,
    status: 'Draft',
    items: [{ name: `Deposit: ${args.offerName}`.slice(0, 100), rate: args.depositCents, quantity: 1 }],
    paymentTypes: ['cc'],
  });
  const invoiceNumber = await insertInvoice(repositories, args.providerId, body);
  const created = await repositories.invoices.find(args.providerId, invoiceNumber);
  if (!created) throw new Error(`invoice #${invoiceNumber} vanished`);
  return created.invoice.id;
}

/**
 * The held booking's one live intent (plan §2.3 "at most one deposit"): the same one for a retry, a
 * reload or a second tab; a new attempt only once the last was cancelled. Cards only. Null once the
 * booking is no longer held. Runs under the invoice's row lock, so two calls at once make one intent.
 */
export async function depositIntentOf(
  repositories: Repositories,
  processor: PaymentProcessor,
  booking: BookingRow,
): Promise<PaymentIntentAnswer | null> {
  if (booking.status !== 'held' || !booking.invoiceId) return null;
  const account = await paymentsAccountOf(repositories, booking.providerId, processor.name);
  const invoice = await repositories.payments.lockInvoiceById(booking.invoiceId);
  const client = await repositories.clients.find(booking.providerId, booking.clientId);
  if (!account || !invoice || !client) throw new AppError('conflict', paymentMessages.notPayable);
  const answer = (
    intent: Pick<PaymentIntentRow, 'processorIntentId' | 'clientSecret'>,
  ): PaymentIntentAnswer => ({
    paymentIntentId: intent.processorIntentId,
    clientSecret: intent.clientSecret,
    publishableKey: processor.publishableKey,
    stripeAccount: processor.name === 'stripe' ? account.accountId : null,
    processor: processor.name,
    amount: booking.depositCents,
    tip: 0,
    tipsEnabled: false,
    label: 'Pay Deposit',
    methodTypes: ['card'],
  });
  const live = await repositories.payments.liveIntent(invoice.id, booking.depositCents);
  if (live) return answer(live);
  const customerId = await processorCustomerOf(repositories, processor, account.accountId, client);
  const attempt = (await repositories.payments.attemptsOf(invoice.id, booking.depositCents)) + 1;
  const intent = await refusalsAsErrors(() =>
    processor.createIntent(
      account.accountId,
      {
        amount: booking.depositCents,
        customerId,
        methodTypes: ['card'],
        metadata: {
          invoiceId: invoice.id,
          clientId: invoice.clientId,
          providerId: invoice.providerId,
          bookingId: booking.id,
        },
      },
      depositKeyOf(booking.id, attempt),
    ),
  );
  return answer(await repositories.payments.saveProcessorIntent(invoice, intent, attempt));
}

/** The answer's deposit: what it asks, whether it was paid, and the intent to pay while held. */
export function depositAnswerOf(
  booking: BookingRow,
  intent: PaymentIntentAnswer | null,
): BookingResponse['deposit'] {
  if (booking.depositCents === 0) return null;
  const paid = booking.status !== 'held' && booking.endedBy !== 'hold';
  return { amountCents: booking.depositCents, paid, intent: booking.status === 'held' ? intent : null };
}

/**
 * `afterRecorded` (NoticeContext): a succeeded payment of a held booking's deposit moves the booking to
 * requested (approval mode, its deadline armed) or confirmed, sends its e-mails and makes the invoice
 * Sent; all in the recording unit of work. A deposit paid after its hold lapsed is refunded in full.
 */
export function depositRecorded(site: MailSite) {
  return async (repositories: Repositories, change: RecordedChange): Promise<InvoiceForPayment> => {
    const { invoice } = change;
    if (change.status !== 'succeeded') return invoice;
    const found = await repositories.bookings.findByInvoice(invoice.id);
    if (!found) return invoice;
    const { booking } = found;
    if (booking.status === 'expired' && booking.endedBy === 'hold') {
      await queueDepositRefund(repositories, booking, 'hold');
      return invoice;
    }
    const [provider, settings] = await Promise.all([
      repositories.profiles.findProviderById(booking.providerId),
      repositories.bookingOptions.findSettings(booking.providerId),
    ]);
    if (booking.status !== 'held' || !provider) return invoice;
    const realNow = new Date();
    const clock = await messageTimingOf(repositories, provider.id, realNow);
    const replyBy =
      settings?.approval === 'approve' && settings.replyHours
        ? replyByOf({ createdAt: clock.now, replyHours: settings.replyHours, startsAt: booking.startsAt })
        : null;
    const moved = await repositories.bookings.settleHold(
      booking.id,
      replyBy ? { status: 'requested', replyBy } : { status: 'confirmed' },
    );
    if (!moved) return invoice;
    if (replyBy) await armDeadline(repositories, { id: moved.id, replyBy }, clock.offsetMs, realNow);
    await repositories.invoices.setStatus(provider.id, invoice.invoiceNumber, 'Sent');
    const booked = await bookedFactsOf(repositories, provider, moved, found.arrivalWindowMinutes);
    await queueBookedMails(repositories, provider, booked, site, replyBy);
    return { ...invoice, status: 'Sent' };
  };
}

/**
 * A held booking, settled (plan §2.3 recovery and the hold's end), under its invoice's lock: every
 * intent is read back from the processor and recorded (a payment taken while a process died confirms
 * the booking now, through `afterRecorded`). Past its hold and still unpaid, its live intents are
 * cancelled at the processor first (one that succeeded meanwhile is recorded instead); only then is the
 * hold lapsed: the visit cancelled, the job closed, the day's count down, the Draft noted. Idempotent.
 */
export async function settleHeldBooking(
  repositories: Repositories,
  deps: { processor: PaymentProcessor; notices: NoticeContext },
  bookingId: string,
  realNow: Date,
): Promise<'paid' | 'held' | 'lapsed' | 'none'> {
  const found = await repositories.bookings.findById(bookingId);
  if (found?.booking.status !== 'held' || !found.booking.invoiceId) return 'none';
  const invoice = await repositories.payments.lockInvoiceById(found.booking.invoiceId);
  const account = await repositories.payments.account(found.booking.providerId);
  if (!invoice) return 'none';
  const readBack = async (cancelLive: boolean) => {
    let current = invoice;
    for (const local of account ? await repositories.payments.intentsOf(invoice.id) : []) {
      if (!account) break;
      const live = local.status === 'requires_payment_method' || local.status === 'requires_action';
      let intent = await deps.processor.retrieveIntent(account.accountId, local.processorIntentId);
      if (cancelLive && live && intent.status !== 'succeeded' && intent.status !== 'processing')
        intent = await deps.processor.cancelIntent(account.accountId, intent.id, `cancel:${local.id}`);
      current = (await recordIntent(repositories, current, local, intent, deps.notices)).invoice;
    }
  };
  await readBack(false);
  const after = await repositories.bookings.findById(bookingId);
  if (after?.booking.status !== 'held') return 'paid';
  const { now } = await messageTimingOf(repositories, after.booking.providerId, realNow);
  if (!after.booking.holdExpiresAt || after.booking.holdExpiresAt > now) return 'held';
  await readBack(true);
  const lapsed = await repositories.bookings.lapseHold(bookingId, now);
  if (!lapsed) return 'paid';
  await endRequest(repositories, lapsed);
  await repositories.bookings.noteInvoice(invoice.id, LAPSED_DEPOSIT_NOTE);
  const provider = await repositories.profiles.findProviderById(lapsed.providerId);
  if (provider) await refreshNextWindow(repositories, provider, realNow);
  return 'lapsed';
}

/** The hold's own job, at its end on the provider's clock, added in the booking's transaction. */
export const armHold = (
  repositories: Repositories,
  booking: { id: string; holdExpiresAt: Date },
  offsetMs: number,
  realNow: Date,
) =>
  armBookingJob(repositories, BOOKING_HOLD_TASK, `booking-hold:${booking.id}`, booking.id, {
    at: booking.holdExpiresAt,
    offsetMs,
    realNow,
  });

const holdPayload = z.object({ id: z.uuid() });

/**
 * The hold's job and the net (every 10 minutes, and once when a process starts its jobs): each held
 * booking settled in its own unit of work, so two processes share the work and a crash loses none.
 */
export function createHoldTasks(deps: {
  unitOfWork: UnitOfWork;
  repositories: Repositories;
  processor: PaymentProcessor;
  notices: NoticeContext;
}): Record<string, JobTask> {
  const settle = (id: string, realNow: Date) =>
    deps.unitOfWork((repositories) => settleHeldBooking(repositories, deps, id, realNow));
  return {
    // Run early on the provider's clock (a test clock moved back), it leaves the hold to the net.
    [BOOKING_HOLD_TASK]: async (payload) => {
      await settle(holdPayload.parse(payload).id, new Date());
    },
    [BOOKING_HOLD_SWEEP_TASK]: () => settleHeldBookings(deps, settle),
  };
}

/** Every held booking due or stuck, settled one by one (the net, and the start of a process's jobs). */
export async function settleHeldBookings(
  deps: { repositories: Repositories },
  settle: (id: string, realNow: Date) => Promise<unknown>,
): Promise<void> {
  const realNow = new Date();
  for (const id of await deps.repositories.bookings.heldToSettle(realNow, STUCK_HOLD_MS, SWEEP_BATCH))
    await settle(id, realNow);
}
