import { bookingMailMessages } from '@porchlight/core/booking/booking.messages';
import { hubVisitMailMessages as words } from '@porchlight/core/client-hub/hub-visits.messages';
import type { OutboxMessage } from '../platform/outbox.repository';
import {
  type BookedFacts,
  bookingInvitation,
  bookingMail,
  type MailSite,
  scheduleUrl,
} from './booking-mails';

/**
 * A booking's changes after it was made (plan §2.6): the visitor's e-mail carries the same invitation
 * (same UID, SEQUENCE the visit's new version) updated or cancelled, so their calendar follows; the
 * company hears what its client did in the hub.
 */

const clientName = (facts: BookedFacts) => `${facts.visitor.firstName} ${facts.visitor.lastName}`;

/** The visitor's booking moved (by them in the hub, or by the pro), with the updated invitation. */
export function bookingMovedMail(facts: BookedFacts, site: MailSite, hubUrl: string): OutboxMessage {
  return bookingMail(
    facts.visitor.email,
    facts,
    site,
    {
      subject: words.clientMovedSubject(facts.providerName, facts.when),
      paragraphs: [
        words.clientMoved(facts.visitor.firstName, facts.offerName, facts.providerName, facts.when),
        bookingMailMessages.bookedAddress(facts.place),
        `${bookingMailMessages.timesIn(facts.zoneName)} ${bookingMailMessages.addToCalendar}`,
      ],
      link: { label: words.manageBooking, url: hubUrl },
    },
    { kind: 'booking-moved', calendarEvent: { method: 'REQUEST', content: bookingInvitation(facts, site) } },
  );
}

/** The visitor's booking is cancelled (by them or the pro): the invitation withdrawn. */
export function bookingCancelledMail(facts: BookedFacts, site: MailSite): OutboxMessage {
  return bookingMail(
    facts.visitor.email,
    facts,
    site,
    {
      subject: words.clientCancelledSubject(facts.providerName, facts.when),
      paragraphs: [
        words.clientCancelled(facts.visitor.firstName, facts.offerName, facts.providerName, facts.when),
      ],
    },
    {
      kind: 'booking-cancelled',
      calendarEvent: { method: 'CANCEL', content: bookingInvitation(facts, site, 'CANCEL') },
    },
  );
}

/** The company's note that a client moved their booking in the hub. */
export function bookingMovedNotice(
  to: string,
  facts: BookedFacts,
  from: string,
  jobTitle: string,
  site: MailSite,
): OutboxMessage {
  return bookingMail(
    to,
    facts,
    site,
    {
      subject: words.rescheduledNoticeSubject(clientName(facts), facts.when),
      paragraphs: [
        words.rescheduledNotice(clientName(facts), jobTitle, from, facts.when),
        ...(facts.memberName ? [words.withMember(facts.memberName)] : []),
        words.contactLine(facts.visitor.email, facts.visitor.phone),
      ],
      link: { label: words.openSchedule, url: scheduleUrl(facts, site) },
    },
    { kind: 'booking-moved-by-client' },
  );
}
