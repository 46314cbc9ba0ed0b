import { bookingAnswerMessages as messages } from '@porchlight/core/booking/booking.messages';
import { replyByLabel } from '@porchlight/core/booking/booking-deadline.rules';
import type {
  BookingAnswer,
  BookingRequestItem,
  BookingRequests,
} from '@porchlight/core/booking/booking-requests.schemas';
import { visitWhenLabel } from '@porchlight/core/scheduling/time-labels.rules';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { messageTimingOf } from '../messaging/deliver-message';
import { AppError } from '../platform/app-error';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { ProviderRow } from '../providers/profile.repository';
import { deadlineJobKey, endRequest, expireDueBookings } from './booking-deadline';
import { bookedFactsOf, mailVisitor } from './booking-facts';
import { bookingHubUrl } from './booking-hub-link';
import { bookingConfirmation, declinedMail, type MailSite } from './booking-mails';
import { queueDepositRefund } from './booking-refunds';
import type { BookingRow } from './bookings.repository';
import { refreshNextWindow } from './next-window';

function itemOf(
  booking: BookingRow,
  arrivalWindowMinutes: number | null,
  timeZone: string,
): BookingRequestItem {
  return {
    id: booking.id,
    visitId: booking.visitId,
    status: booking.status,
    when: visitWhenLabel({ start: booking.startsAt, end: booking.endsAt, arrivalWindowMinutes }, timeZone),
    offerName: booking.offerName,
    client: {
      name: `${booking.firstName} ${booking.lastName}`,
      email: booking.emailLc,
      phone: booking.phone,
    },
    replyBy: booking.replyBy?.toISOString() ?? null,
    replyByLabel: booking.replyBy ? replyByLabel(booking.replyBy, timeZone) : null,
    depositCents: booking.depositCents,
    version: booking.version,
  };
}

/**
 * The pro's answers to online bookings in approval mode (issue 34, plan §2.3-2.4, §5): `answerBookings`,
 * owner and managers. Approve and Decline are guarded transitions (a request still open, at the version
 * the pro read), after the lazy expiry of the provider's due requests in the same unit of work.
 */
export function createBookingAnswersService(deps: {
  access: Access;
  unitOfWork: UnitOfWork;
  /** On the pool: reads outside a unit of work. */
  repositories: Repositories;
  now: () => Date;
  site: MailSite;
}) {
  const answerer = async (principal: Principal, vanityName: string) =>
    (await deps.access.requireProviderAccess(principal, { vanityName }, 'answerBookings')).provider;

  /** Why an answer did not move the request, in the pro's words (read after the transition lost). */
  function refusal(found: { booking: BookingRow } | undefined, version: number, now: Date): AppError {
    if (!found) return new AppError('notFound', messages.bookingNotFound);
    const { booking } = found;
    if (
      booking.status === 'expired' ||
      (booking.status === 'requested' && booking.replyBy && booking.replyBy <= now)
    )
      return new AppError('conflict', messages.replyTooLate);
    if (booking.status !== 'requested')
      return new AppError('conflict', messages.alreadyAnswered(booking.status));
    if (booking.version !== version) return new AppError('conflict', messages.changedBySomeoneElse);
    return new AppError('conflict', messages.replyTooLate);
  }

  async function answer(
    principal: Principal,
    input: { vanityName: string; bookingId: string; body: BookingAnswer; to: 'confirmed' | 'declined' },
  ): Promise<BookingRequestItem> {
    const provider = await answerer(principal, input.vanityName);
    const realNow = deps.now();
    const answered = await deps.unitOfWork(async (repositories) => {
      await expireDueBookings(repositories, deps.site, provider.id, realNow);
      const { now } = await messageTimingOf(repositories, provider.id, realNow);
      const booking = await repositories.bookings.answer({
        providerId: provider.id,
        bookingId: input.bookingId,
        version: input.body.version,
        to: input.to,
        now,
      });
      if (!booking)
        return {
          ok: false as const,
          refused: await repositories.bookings.find(provider.id, input.bookingId),
          now,
        };
      await repositories.jobQueue.remove(deadlineJobKey(booking.id));
      const found = await repositories.bookings.find(provider.id, booking.id);
      const arrivalWindowMinutes = found?.arrivalWindowMinutes ?? null;
      await tellClient(repositories, provider, booking, arrivalWindowMinutes, input.body.reason);
      await refreshNextWindow(repositories, provider, realNow);
      return { ok: true as const, booking, arrivalWindowMinutes };
    });
    if (!answered.ok) throw refusal(answered.refused, input.body.version, answered.now);
    return itemOf(answered.booking, answered.arrivalWindowMinutes, provider.timeZone);
  }

  /** Approved: the confirmation with its invitation; declined: the visit goes and the client is told why. */
  async function tellClient(
    repositories: Repositories,
    provider: ProviderRow,
    booking: BookingRow,
    arrivalWindowMinutes: number | null,
    reason: string | undefined,
  ) {
    if (booking.status === 'declined') {
      await endRequest(repositories, booking);
      // A declined booking's deposit goes back in full (plan §2.3), with the decline.
      await queueDepositRefund(repositories, booking, 'provider');
    }
    const facts = await bookedFactsOf(repositories, provider, booking, arrivalWindowMinutes);
    await mailVisitor(
      repositories,
      booking,
      booking.status === 'declined'
        ? declinedMail(facts, reason, deps.site)
        : bookingConfirmation(
            facts,
            deps.site,
            (await bookingHubUrl(repositories, deps.site, provider, booking, deps.now())) ?? undefined,
          ),
    );
    await repositories.events.publish('outbox.queued', {});
  }

  return {
    /** GET provider/booking/requests: the requests still open, soonest deadline first. */
    async list(principal: Principal, { vanityName }: { vanityName: string }): Promise<BookingRequests> {
      const provider = await answerer(principal, vanityName);
      const { now } = await messageTimingOf(deps.repositories, provider.id, deps.now());
      const rows = await deps.repositories.bookings.listOpenRequests(provider.id, now);
      return {
        bookings: rows.map((row) => itemOf(row.booking, row.arrivalWindowMinutes, provider.timeZone)),
      };
    },

    /** POST provider/booking/{bookingId}/approve */
    approve: (principal: Principal, input: { vanityName: string; bookingId: string; body: BookingAnswer }) =>
      answer(principal, { ...input, to: 'confirmed' }),

    /** POST provider/booking/{bookingId}/decline */
    decline: (principal: Principal, input: { vanityName: string; bookingId: string; body: BookingAnswer }) =>
      answer(principal, { ...input, to: 'declined' }),
  };
}

export type BookingAnswersService = ReturnType<typeof createBookingAnswersService>;
