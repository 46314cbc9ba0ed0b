import { replyByLabel } from '@porchlight/core/booking/booking-deadline.rules';
import { zoneNameOf } from '@porchlight/core/booking/booking-labels.rules';
import { visitWhenLabel } from '@porchlight/core/scheduling/time-labels.rules';
import { messageClient } from '../messaging/message-client';
import type { OutboxMessage } from '../platform/outbox.repository';
import type { Repositories } from '../platform/unit-of-work';
import type { ProviderRow } from '../providers/profile.repository';
import { placeOf } from './booking-details';
import { bookingHubUrlById } from './booking-hub-link';
import {
  type BookedFacts,
  bookingConfirmation,
  type MailSite,
  newBookingNotice,
  newRequestNotice,
  requestSentMail,
} from './booking-mails';
import type { BookingRow } from './bookings.repository';

/**
 * What a booking's e-mails say, read in the unit of work that sends them (its visit's version and person),
 * and whose client log the visitor's e-mails go on.
 */
export async function bookedFactsOf(
  repositories: Repositories,
  provider: Pick<ProviderRow, 'name' | 'vanityName' | 'timeZone'>,
  booking: BookingRow,
  arrivalWindowMinutes: number | null,
): Promise<BookedFacts & Pick<BookingRow, 'clientId'>> {
  const record = booking.visitId
    ? await repositories.visits.find(booking.providerId, booking.visitId)
    : undefined;
  const member = record?.assignees[0];
  return {
    bookingId: booking.id,
    clientId: booking.clientId,
    providerName: provider.name,
    vanityName: provider.vanityName,
    offerName: booking.offerName,
    when: visitWhenLabel(
      { start: booking.startsAt, end: booking.endsAt, arrivalWindowMinutes },
      provider.timeZone,
    ),
    zoneName: zoneNameOf(provider.timeZone, booking.startsAt),
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    sequence: record?.visit.version ?? 0,
    visitor: {
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.emailLc,
      phone: booking.phone,
    },
    place: placeOf({ ...booking, address2: booking.address2 ?? '' }),
    memberName: member ? `${member.firstName} ${member.lastName}`.trim() : '',
  };
}

/**
 * A booking's e-mail to its visitor, on their client's message log with its delivery state (plan §1.4),
 * its kind the mail's own (`booking-confirmed`…). A booking always has its client (matched or created
 * when it was made), so every visitor's e-mail is logged. The caller publishes `outbox.queued`.
 */
export async function mailVisitor(
  repositories: Repositories,
  booking: Pick<BookingRow, 'providerId' | 'clientId'>,
  mail: OutboxMessage,
): Promise<void> {
  const kind = mail.meta?.kind;
  if (typeof kind !== 'string') throw new Error('a booking e-mail names its kind');
  await messageClient(
    repositories,
    { providerId: booking.providerId, clientId: booking.clientId, kind },
    mail,
  );
}

/** Who hears of the company's bookings: the profile's e-mail, else the owners (as requests do). */
export async function companyAddresses(
  repositories: Repositories,
  provider: Pick<ProviderRow, 'id' | 'email'>,
): Promise<string[]> {
  return provider.email ? [provider.email] : repositories.requests.listOwnerEmails(provider.id);
}

/**
 * Auto-confirm: the visitor's confirmation with its invitation and the company's notice. Approval mode
 * (plan §2.4): the visitor hears when the company will reply, the company by when to reply.
 */
export async function queueBookedMails(
  repositories: Repositories,
  provider: ProviderRow,
  booked: BookedFacts & Pick<BookingRow, 'clientId'>,
  site: MailSite,
  replyBy: Date | null,
) {
  const replyByWords = replyBy && replyByLabel(replyBy, provider.timeZone);
  await mailVisitor(
    repositories,
    { providerId: provider.id, clientId: booked.clientId },
    replyByWords
      ? requestSentMail(booked, replyByWords, site)
      : bookingConfirmation(
          booked,
          site,
          await bookingHubUrlById(repositories, site, provider, booked.bookingId, new Date()),
        ),
  );
  for (const to of await companyAddresses(repositories, provider))
    await repositories.outbox.enqueue(
      replyByWords ? newRequestNotice(to, booked, replyByWords, site) : newBookingNotice(to, booked, site),
    );
  await repositories.events.publish('outbox.queued', {});
}
