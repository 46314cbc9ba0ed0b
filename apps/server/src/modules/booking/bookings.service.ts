import type { BookableSlot } from '@porchlight/core/booking/availability.rules';
import { BOOKING_LIVE_PER_EMAIL_MAX } from '@porchlight/core/booking/booking.constants';
import { bookingMessages, bookingRequestMessages } from '@porchlight/core/booking/booking.messages';
import { replyByOf } from '@porchlight/core/booking/booking-deadline.rules';
import { zoneNameOf } from '@porchlight/core/booking/booking-labels.rules';
import { BOOKING_HOLD_MINUTES, depositCentsOf } from '@porchlight/core/booking/booking-money.rules';
import type {
  BookingConfirmation,
  BookingPaymentCheck,
  BookingRequest,
  BookingResponse,
} from '@porchlight/core/booking/booking-request.schemas';
import type { PaymentIntentAnswer } from '@porchlight/core/payments/payments.schemas';
import { dateLabel, visitWhenLabel } from '@porchlight/core/scheduling/time-labels.rules';
import { wallClockOf } from '@porchlight/core/scheduling/wall-clock.rules';
import { parseWireTime } from '@porchlight/core/scheduling/zoned-time.rules';
import { timeZoneOfZip } from '@porchlight/zip-codes/time-zones';
import type { Access } from '../identity/access';
import type { Principal } from '../identity/principal';
import { messageTimingOf } from '../messaging/deliver-message';
import { currentIntent, intentOfInvoice, paymentsAccountOf } from '../payments/payment-context';
import type { NoticeContext } from '../payments/payment-notices';
import type { PaymentProcessor } from '../payments/payment-processor';
import { recordIntent } from '../payments/payment-records';
import { AppError } from '../platform/app-error';
import { isExclusionViolation, isUniqueViolation } from '../platform/db-errors';
import { derivedSecretToken, secretTokenHash } from '../platform/secret-links';
import type { Repositories, UnitOfWork } from '../platform/unit-of-work';
import type { ProviderRow } from '../providers/profile.repository';
import { followVisits } from '../scheduling/visits.service';
import type { AvailabilityFacts } from './availability.repository';
import { bookableSlotAt } from './availability.service';
import { armDeadline, expireDueBookings } from './booking-deadline';
import {
  armHold,
  depositAnswerOf,
  depositIntentOf,
  openDepositInvoice,
  settleHeldBooking,
} from './booking-deposits';
import {
  arrivalWindowOf,
  busyMinutes,
  placeOf,
  requestHashOf,
  type Visitor,
  visitNotesOf,
} from './booking-details';
import { bookedFactsOf, queueBookedMails } from './booking-facts';
import type { MailSite } from './booking-mails';
import { withCheckedAnswers } from './booking-questions';
import type { BookingRow } from './bookings.repository';
import { refreshNextWindow } from './next-window';

const DAY_MS = 86_400_000;

const conflict = (message: string) => new AppError('conflict', message);

const TOKEN_PURPOSE = 'booking';

function answerOf(
  booking: BookingRow,
  timeZone: string,
  arrivalWindowMinutes: number | null,
  intent: PaymentIntentAnswer | null = null,
): Omit<BookingResponse, 'token'> {
  return {
    bookingId: booking.id,
    status: booking.status,
    when: visitWhenLabel({ start: booking.startsAt, end: booking.endsAt, arrivalWindowMinutes }, timeZone),
    offerName: booking.offerName,
    deposit: depositAnswerOf(booking, intent),
  };
}

/**
 * The person's turn (their bookings with this company take turns), at most 3 upcoming bookings, then
 * the company's client with that e-mail, untouched, or a new one from what was typed (§2.5).
 */
async function clientFor(
  repositories: Repositories,
  provider: ProviderRow,
  visitor: Visitor,
  address: BookingRequest['address'],
  now: Date,
) {
  await repositories.bookings.lockPerson(provider.id, visitor.email);
  const live = await repositories.bookings.countLive(provider.id, visitor.email, now);
  if (live >= BOOKING_LIVE_PER_EMAIL_MAX) throw conflict(bookingMessages.tooMany(provider.name));
  const matched = await repositories.clients.findByEmail(provider.id, visitor.email);
  const client =
    matched ??
    (await repositories.clients.insert(provider.id, {
      firstName: visitor.firstName,
      lastName: visitor.lastName,
      emailAddress: visitor.email,
      mobilePhoneNumber: visitor.phone,
      ...address,
      address2: address.address2 || null,
      timeZone: timeZoneOfZip(address.zipCode),
    }));
  return { client, matched };
}

/** The booking's job, numbered from the company's counter; its visit makes it scheduled. */
async function insertJob(
  repositories: Repositories,
  providerId: string,
  clientId: string,
  title: string,
  localDate: string,
): Promise<{ jobId: string; jobNumber: number }> {
  const jobNumber = await repositories.counters.next(providerId, 'job');
  await repositories.jobs.insert(providerId, jobNumber, {
    clientId,
    estimateId: null,
    title,
    status: 'unscheduled',
    startDate: localDate,
  });
  const jobId = await repositories.jobs.findIdByNumber(providerId, jobNumber);
  if (!jobId) throw new Error(`job #${jobNumber} vanished`);
  return { jobId, jobNumber };
}

/**
 * A visitor's online booking (issue 34 item 3, plan §2.1, §2.3, §2.5). One unit of work, its locks
 * always in this order: the idempotency key, the day's counter row (most bookings per day), the person,
 * then the visit. The visit's assignment is the capacity: the per-person exclusion constraint of
 * visit_assignments refuses an overlap, and the next free member is tried in a savepoint.
 */
export function createBookingsService(deps: {
  access: Access;
  unitOfWork: UnitOfWork;
  /** On the pool: reads after a failed transaction. */
  repositories: Repositories;
  now: () => Date;
  site: MailSite;
  /** Writes each booking's confirmation token (nothing stored). */
  serverSecret: string;
  /** Deposits (plan §2.3): the company's processor and the payments module's records. */
  processor: PaymentProcessor;
  notices: NoticeContext;
}) {
  const tokenOf = (bookingId: string) => derivedSecretToken(deps.serverSecret, TOKEN_PURPOSE, bookingId);
  /** Compared as hashes: equal lengths, and no early exit that would time the token. */
  function requireToken(bookingId: string, token: string) {
    if (!secretTokenHash(token).equals(secretTokenHash(tokenOf(bookingId))))
      throw new AppError('notFound', bookingRequestMessages.bookingNotFound);
  }
  const withToken = (answer: Omit<BookingResponse, 'token'>): BookingResponse => ({
    ...answer,
    token: tokenOf(answer.bookingId),
  });

  /** A signed-in visitor books under their account's e-mail (§2.5); a guest under the one typed. */
  async function visitorOf(
    principal: Principal,
    contact: Visitor,
  ): Promise<Visitor & { userId: string | null }> {
    if (principal.kind !== 'user') return { ...contact, userId: null };
    const user = await deps.repositories.auth.findUserById(principal.userId);
    return { ...contact, email: user?.email.toLowerCase() ?? contact.email, userId: principal.userId };
  }

  /** A held booking read back from the processor (booking-deposits.ts), as it is after that. */
  async function settledAgain(repositories: Repositories, bookingId: string, now: Date) {
    await settleHeldBooking(repositories, deps, bookingId, now);
    const found = await repositories.bookings.findById(bookingId);
    if (!found) throw new Error(`booking ${bookingId} vanished`);
    return found;
  }

  /** The visit, assigned to the first member the database accepts (fewest busy minutes that day first). */
  async function placeVisit(
    repositories: Repositories,
    args: {
      providerId: string;
      jobId: string;
      slot: BookableSlot;
      facts: AvailabilityFacts;
      arrivalWindowMinutes: number | null;
      bufferMinutes: number;
      notes: string;
    },
  ) {
    const { slot, facts } = args;
    const dayFrom = slot.start.getTime() - DAY_MS / 2;
    const dayTo = slot.start.getTime() + DAY_MS / 2;
    const busyOf = new Map(
      facts.members.map((member) => [member.userId, busyMinutes(member.busy, dayFrom, dayTo)]),
    );
    const members = slot.memberIds.toSorted((a, b) => (busyOf.get(a) ?? 0) - (busyOf.get(b) ?? 0));
    for (const memberId of members) {
      try {
        const visitId = await repositories.bookings.inSavepoint(async () => {
          const id = await repositories.visits.insert(args.providerId, args.jobId, {
            startsAt: slot.start,
            endsAt: slot.end,
            arrivalWindowMinutes: args.arrivalWindowMinutes,
            bufferAfterMinutes: args.bufferMinutes,
            notes: args.notes,
          });
          await repositories.visits.setAssignees(args.providerId, id, [memberId]);
          return id;
        });
        return { visitId, memberId };
      } catch (error) {
        // Someone else's visit took this person in the meantime: the next one.
        if (!isExclusionViolation(error)) throw error;
      }
    }
    throw conflict(bookingMessages.slotTaken);
  }

  return {
    /** POST booking/{uri}/bookings: 201 with the booking, the same for the same key. */
    async create(
      principal: Principal,
      { uri, body: sent }: { uri: string; body: BookingRequest },
    ): Promise<BookingResponse> {
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName: uri }, 'book');
      const body = await withCheckedAnswers(deps.repositories.bookingOptions, provider.id, sent);
      const read = parseWireTime(body.start, provider.timeZone);
      if (!read.ok)
        throw new AppError('badRequest', read.message, { start: bookingRequestMessages.startInvalid });
      const start = read.instant;
      const visitor = await visitorOf(principal, body.contact);
      const requestHash = requestHashOf(body, start, visitor);
      const now = deps.now();
      const localDate = wallClockOf(start, provider.timeZone).date;
      try {
        return await deps.unitOfWork(async (repositories) => {
          await repositories.bookings.lockKey(provider.id, body.idempotencyKey);
          const existing = await repositories.bookings.findByKey(provider.id, body.idempotencyKey);
          if (existing) {
            if (existing.booking.requestHash !== requestHash) throw conflict(bookingMessages.keyReused);
            // A held booking resumes its payment: what the processor took meanwhile (a crash, a reload
            // mid-payment) is recorded first and confirms it; else the same live intent, never a second.
            const current =
              existing.booking.status === 'held'
                ? await settledAgain(repositories, existing.booking.id, now)
                : existing;
            const intent = await depositIntentOf(repositories, deps.processor, current.booking);
            return withToken(
              answerOf(current.booking, provider.timeZone, current.arrivalWindowMinutes, intent),
            );
          }
          // Requests past their reply deadline give their time back before this one is placed (§2.4).
          await expireDueBookings(repositories, deps.site, provider.id, now);
          const facts = await repositories.availability.facts({
            providerId: provider.id,
            offerUri: body.offer,
            from: new Date(start.getTime() - 2 * DAY_MS),
            to: new Date(start.getTime() + 2 * DAY_MS),
            now,
          });
          const { slot, settings, offer } = bookableSlotAt(provider, facts, {
            start,
            localDate,
            now,
            offerGone: 'notFound',
          });
          if (!(await repositories.bookings.countDay(provider.id, localDate, settings.dailyLimit)))
            throw conflict(bookingMessages.dayFull(dateLabel(start, provider.timeZone)));

          const depositCents = depositCentsOf(settings.deposit, offer.priceCents);
          // A deposit is taken through the company's processor account: without one, no booking.
          if (depositCents > 0 && !(await paymentsAccountOf(repositories, provider.id, deps.processor.name)))
            throw conflict(bookingMessages.bookingOff(provider.name));
          const { client, matched } = await clientFor(repositories, provider, visitor, body.address, now);
          const { jobId, jobNumber } = await insertJob(
            repositories,
            provider.id,
            client.id,
            offer.name,
            localDate,
          );
          const arrivalWindowMinutes = arrivalWindowOf(facts, start, provider.timeZone);
          const { visitId, memberId } = await placeVisit(repositories, {
            providerId: provider.id,
            jobId,
            slot,
            facts,
            arrivalWindowMinutes,
            bufferMinutes: settings.bufferMinutes,
            notes: visitNotesOf(matched, visitor, body),
          });
          await followVisits(repositories, jobId, 'unscheduled');
          const clock = await messageTimingOf(repositories, provider.id, now);
          // A deposit holds the time first; the deadline starts once it is paid (booking-deposits.ts).
          const holdExpiresAt =
            depositCents > 0 ? new Date(clock.now.getTime() + BOOKING_HOLD_MINUTES * 60_000) : null;
          const replyBy =
            !holdExpiresAt && settings.approval === 'approve' && settings.replyHours
              ? replyByOf({ createdAt: clock.now, replyHours: settings.replyHours, startsAt: slot.start })
              : null;
          const invoiceId =
            depositCents > 0
              ? await openDepositInvoice(repositories, {
                  providerId: provider.id,
                  clientId: client.id,
                  jobNumber,
                  offerName: offer.name,
                  depositCents,
                })
              : null;
          const booking = await repositories.bookings.insert({
            providerId: provider.id,
            idempotencyKey: body.idempotencyKey,
            requestHash,
            offerId: offer.offerId,
            offerName: offer.name,
            clientId: client.id,
            jobId,
            visitId,
            memberId,
            startsAt: slot.start,
            endsAt: slot.end,
            localDate,
            status: holdExpiresAt ? 'held' : replyBy ? 'requested' : 'confirmed',
            replyBy,
            holdExpiresAt,
            depositCents,
            invoiceId,
            firstName: visitor.firstName,
            lastName: visitor.lastName,
            emailLc: visitor.email,
            phone: visitor.phone,
            ...body.address,
            address2: body.address.address2 || null,
            answers: body.answers,
            userId: visitor.userId,
          });
          if (replyBy) await armDeadline(repositories, { id: booking.id, replyBy }, clock.offsetMs, now);
          await refreshNextWindow(repositories, provider, now);
          if (holdExpiresAt) {
            await armHold(repositories, { id: booking.id, holdExpiresAt }, clock.offsetMs, now);
            const intent = await depositIntentOf(repositories, deps.processor, booking);
            return withToken(answerOf(booking, provider.timeZone, arrivalWindowMinutes, intent));
          }
          const booked = await bookedFactsOf(repositories, provider, booking, arrivalWindowMinutes);
          await queueBookedMails(repositories, provider, booked, deps.site, replyBy);
          return withToken(answerOf(booking, provider.timeZone, arrivalWindowMinutes));
        });
      } catch (error) {
        if (isUniqueViolation(error, 'bookings_one_live_per_person_and_time'))
          throw conflict(bookingMessages.alreadyBooked);
        throw error;
      }
    },

    /**
     * POST booking/{uri}/bookings/{bookingId}/payment-check: after the card form, the deposit's intent is
     * read back from the processor and recorded under the invoice's lock (the booking confirms in that
     * unit of work, `afterRecorded`); the same answer however often it is asked. A declined card is a 409
     * in the processor's words, the booking still held with its intent payable again.
     */
    async checkPayment(
      principal: Principal,
      { uri, bookingId, body }: { uri: string; bookingId: string; body: BookingPaymentCheck },
    ): Promise<BookingResponse> {
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName: uri }, 'book');
      requireToken(bookingId, body.token);
      const { answer, intent } = await deps.unitOfWork(async (repositories) => {
        const found = await repositories.bookings.find(provider.id, bookingId);
        if (!found?.booking.invoiceId) throw new AppError('notFound', bookingRequestMessages.bookingNotFound);
        const account = await paymentsAccountOf(repositories, provider.id, deps.processor.name);
        const invoice = await repositories.payments.lockInvoiceById(found.booking.invoiceId);
        if (!account || !invoice) throw new AppError('notFound', bookingRequestMessages.bookingNotFound);
        const local = await intentOfInvoice(repositories, invoice.id, body.paymentIntentId);
        const intent = await currentIntent(deps.processor, account.accountId, local.processorIntentId);
        await recordIntent(repositories, invoice, local, intent, deps.notices);
        const after = await repositories.bookings.find(provider.id, bookingId);
        if (!after) throw new Error(`booking ${bookingId} vanished`);
        const live = await depositIntentOf(repositories, deps.processor, after.booking);
        return {
          answer: answerOf(after.booking, provider.timeZone, after.arrivalWindowMinutes, live),
          intent,
        };
      });
      // Told after the transaction committed what it recorded.
      if (intent.status === 'requires_payment_method' && intent.lastError) throw conflict(intent.lastError);
      return withToken(answer);
    },

    /** GET booking/{uri}/bookings/{bookingId}?token=: 404 for any token but its own. */
    async confirmation(
      principal: Principal,
      { uri, bookingId, token }: { uri: string; bookingId: string; token: string },
    ): Promise<BookingConfirmation> {
      const { provider } = await deps.access.requireProviderAccess(principal, { vanityName: uri }, 'book');
      requireToken(bookingId, token);
      const found = await deps.repositories.bookings.find(provider.id, bookingId);
      if (!found) throw new AppError('notFound', bookingRequestMessages.bookingNotFound);
      const { booking } = found;
      return {
        ...answerOf(booking, provider.timeZone, found.arrivalWindowMinutes),
        providerName: provider.name,
        zoneName: zoneNameOf(provider.timeZone, booking.startsAt),
        place: placeOf({ ...booking, address2: booking.address2 ?? '' }),
        contact: {
          firstName: booking.firstName,
          lastName: booking.lastName,
          email: booking.emailLc,
          phone: booking.phone,
        },
      };
    },
  };
}
