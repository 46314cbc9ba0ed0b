import { replyByLabel } from '@porchlight/core/booking/booking-deadline.rules';
import { zoneNameOf } from '@porchlight/core/booking/booking-labels.rules';
import { visitWhenLabel } from '@porchlight/core/scheduling/time-labels.rules';
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

/** What a booking's e-mails say, read in the unit of work that sends them (its visit's version and person). */
export async function bookedFactsOf(
  repositories: Repositories,
  provider: Pick<ProviderRow, 'name' | 'vanityName' | 'timeZone'>,
  booking: BookingRow,
  arrivalWindowMinutes: number | null,
): Promise<BookedFacts> {
  const record = booking.visitId
    ? await repositories.visits.find(booking.providerId, booking.visitId)
    : undefined;
  const member = record?.assignees[0];
  return {
    bookingId: booking.id,
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
  booked: BookedFacts,
  site: MailSite,
  replyBy: Date | null,
) {
  const replyByWords = replyBy && replyByLabel(replyBy, provider.timeZone);
  await repositories.outbox.enqueue(
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
